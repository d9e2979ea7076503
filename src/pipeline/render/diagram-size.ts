/**
 * How much a drawn diagram is enlarged on the page: beautiful-mermaid sets node labels at 13 and
 * edge labels at 11 units, which at their own size read as small print beside 17 px text; at 1.25
 * they are about 16 and 14 px, the size of the text around them.
 */
export const DIAGRAM_SCALE = 1.25;

const SIZE_RE = /^(<svg\b[^>]*?\s)width="([\d.]+)"\s+height="([\d.]+)"/;

/** Takes a diagram's SVG markup; returns it at reading size (its `width` and `height` times `DIAGRAM_SCALE`, the drawing scaling with them), in a frame that scrolls, and can be focused to scroll, when it is wider than the text. */
export function readingSizeDiagram(svg: string): string {
  const sized = svg.replace(SIZE_RE, (_, head: string, width: string, height: string) => {
    const scaled = (n: string) => String(Math.round(Number(n) * DIAGRAM_SCALE * 10) / 10);
    return `${head}width="${scaled(width)}" height="${scaled(height)}"`;
  });
  return `<div class="diagram-scroll" tabindex="0">${sized}</div>`;
}
