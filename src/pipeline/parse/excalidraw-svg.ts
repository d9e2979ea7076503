import { escapeMarkup } from '../../core/escape.ts';
import { svgNumber as num } from '../../core/svg.ts';
import { ExcalidrawElementSchema, ExcalidrawSceneSchema, type ExcalidrawElement } from '../../schemas/excalidraw.ts';

/** The most elements a drawing draws; a larger scene is drawn up to this many (in its order, bottom first). */
export const DRAWING_MAX_ELEMENTS = 5000;
/** Room left around the drawing. */
const MARGIN = 16;
/** The ink of an element that names no colour, and the paper of a scene that names none: Excalidraw's defaults. */
const INK = '#1e1e1e';
const PAPER = '#ffffff';
const ARROW_LENGTH = 14;

/** A scene drawn: the SVG and the texts it holds (for its accessible name and for search). */
export interface DrawnScene {
  svg: string;
  texts: string[];
  /** How many elements were drawn. */
  drawn: number;
}

/** A colour attribute's value: the element's own, else `fallback`; `transparent` is `none`. */
function colour(value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  return value === 'transparent' ? 'none' : escapeMarkup(value);
}

/** The attributes every shape shares: ink, fill, width, dashes, opacity and rotation about its centre. */
function common(e: ExcalidrawElement, fill: boolean): string {
  const parts = [`stroke="${colour(e.strokeColor, INK)}"`, `stroke-width="${num(Math.max(0.5, e.strokeWidth))}"`];
  parts.push(`fill="${fill ? colour(e.backgroundColor, 'none') : 'none'}"`);
  if (e.strokeStyle === 'dashed') parts.push('stroke-dasharray="8 6"');
  else if (e.strokeStyle === 'dotted') parts.push('stroke-dasharray="2 5"');
  if (e.opacity < 100) parts.push(`opacity="${num(Math.max(0, e.opacity) / 100)}"`);
  if (e.angle !== 0) parts.push(`transform="rotate(${num((e.angle * 180) / Math.PI)} ${num(e.x + e.width / 2)} ${num(e.y + e.height / 2)})"`);
  return parts.join(' ');
}

/** An arrowhead at `tip`, pointing away from `from`. */
function arrowhead(tip: [number, number], from: [number, number], e: ExcalidrawElement): string {
  const angle = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const wing = (turn: number): string => `${num(tip[0] - ARROW_LENGTH * Math.cos(angle + turn))},${num(tip[1] - ARROW_LENGTH * Math.sin(angle + turn))}`;
  return `<polyline points="${wing(0.45)} ${num(tip[0])},${num(tip[1])} ${wing(-0.45)}" fill="none" stroke="${colour(e.strokeColor, INK)}" stroke-width="${num(Math.max(0.5, e.strokeWidth))}"/>`;
}

/** A line, arrow or free drawing: its points as a polyline, and its arrowheads. */
function line(e: ExcalidrawElement): string {
  const points = (e.points ?? []).map(([px, py]): [number, number] => [e.x + px, e.y + py]);
  if (points.length < 2) return '';
  const shape = `<polyline points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" ${common(e, false)} stroke-linecap="round" stroke-linejoin="round"/>`;
  const first = points[0];
  const second = points[1];
  const last = points[points.length - 1];
  const before = points[points.length - 2];
  const heads: string[] = [];
  if (e.type === 'arrow' && e.endArrowhead !== null && e.endArrowhead !== undefined && last && before) heads.push(arrowhead(last, before, e));
  if (e.type === 'arrow' && e.startArrowhead !== null && e.startArrowhead !== undefined && first && second) heads.push(arrowhead(first, second, e));
  return shape + heads.join('');
}

/** A text element: one `tspan` a line, anchored by its alignment. */
function text(e: ExcalidrawElement): string {
  const lines = (e.text ?? '').split('\n');
  const anchor = e.textAlign === 'center' ? 'middle' : e.textAlign === 'right' ? 'end' : 'start';
  const x = anchor === 'middle' ? e.x + e.width / 2 : anchor === 'end' ? e.x + e.width : e.x;
  const step = e.fontSize * e.lineHeight;
  const spans = lines
    .map((content, i) => `<tspan x="${num(x)}" y="${num(e.y + e.fontSize + i * step)}">${escapeMarkup(content === '' ? ' ' : content)}</tspan>`)
    .join('');
  const rotate = e.angle === 0 ? '' : ` transform="rotate(${num((e.angle * 180) / Math.PI)} ${num(e.x + e.width / 2)} ${num(e.y + e.height / 2)})"`;
  return `<text font-size="${num(e.fontSize)}" text-anchor="${anchor}" fill="${colour(e.strokeColor, INK)}"${rotate}>${spans}</text>`;
}

/** One element as SVG (a pasted picture as its frame); `''` for a type this drawing does not show. */
function element(e: ExcalidrawElement): string {
  switch (e.type) {
    case 'rectangle':
    case 'frame':
    case 'magicframe':
      return `<rect x="${num(e.x)}" y="${num(e.y)}" width="${num(e.width)}" height="${num(e.height)}" rx="${e.type === 'rectangle' ? 8 : 0}" ${common(e, e.type === 'rectangle')}/>`;
    case 'ellipse':
      return `<ellipse cx="${num(e.x + e.width / 2)}" cy="${num(e.y + e.height / 2)}" rx="${num(e.width / 2)}" ry="${num(e.height / 2)}" ${common(e, true)}/>`;
    case 'diamond': {
      const cx = e.x + e.width / 2;
      const cy = e.y + e.height / 2;
      return `<polygon points="${num(cx)},${num(e.y)} ${num(e.x + e.width)},${num(cy)} ${num(cx)},${num(e.y + e.height)} ${num(e.x)},${num(cy)}" ${common(e, true)}/>`;
    }
    case 'line':
    case 'arrow':
    case 'freedraw':
      return line(e);
    case 'text':
      return text(e);
    case 'image':
      // A picture pasted into the drawing: its frame, so the drawing keeps its layout.
      return `<rect x="${num(e.x)}" y="${num(e.y)}" width="${num(e.width)}" height="${num(e.height)}" stroke="#868e96" stroke-width="1" stroke-dasharray="4 4" fill="#f1f3f5"/>`;
    default:
      return '';
  }
}

/** The box an element takes (its points for a line). */
function extent(e: ExcalidrawElement): [number, number, number, number] {
  if (e.points !== undefined && e.points.length > 0) {
    const xs = e.points.map(([px]) => e.x + px);
    const ys = e.points.map(([, py]) => e.y + py);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  return [e.x, e.y, e.x + e.width, e.y + e.height];
}

/**
 * Draws an Excalidraw scene (the parsed JSON of a drawing's data block) as plain SVG: rectangles,
 * ellipses, diamonds, lines, arrows, free drawing and text, each in its colours, on the scene's
 * paper (white unless it names another, so the ink reads in a dark theme too); a pasted picture is
 * drawn as its frame. Every value is
 * checked (numbers finite, colours hex or a name) and every text escaped; no `style`, script or
 * link. `undefined` when the value is not a scene.
 */
export function drawScene(json: unknown): DrawnScene | undefined {
  const scene = ExcalidrawSceneSchema.safeParse(json);
  if (!scene.success) return undefined;
  const elements = scene.data.elements
    .map((raw) => ExcalidrawElementSchema.safeParse(raw))
    .flatMap((parsed) => (parsed.success && !parsed.data.isDeleted ? [parsed.data] : []))
    .slice(0, DRAWING_MAX_ELEMENTS);
  const texts = elements.flatMap((e) => (e.type === 'text' && e.text !== undefined && e.text.trim() !== '' ? [e.text.trim()] : []));
  const boxes = elements.map(extent);
  const left = (boxes.length === 0 ? 0 : Math.min(...boxes.map((b) => b[0]))) - MARGIN;
  const top = (boxes.length === 0 ? 0 : Math.min(...boxes.map((b) => b[1]))) - MARGIN;
  const width = (boxes.length === 0 ? 200 : Math.max(...boxes.map((b) => b[2]))) + MARGIN - left;
  const height = (boxes.length === 0 ? 100 : Math.max(...boxes.map((b) => b[3]))) + MARGIN - top;
  const paper = colour(scene.data.appState.viewBackgroundColor, PAPER);
  const label = texts.length === 0 ? 'Drawing' : `Drawing: ${texts.join(' · ').replace(/\s+/g, ' ').slice(0, 300)}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(left)} ${num(top)} ${num(width)} ${num(height)}" width="${num(width)}" height="${num(height)}" role="img" aria-label="${escapeMarkup(label)}" font-family="Virgil, 'Segoe Print', 'Comic Sans MS', sans-serif">` +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" fill="${paper === 'none' ? PAPER : paper}"/>` +
    `${elements.map(element).join('')}</svg>`;
  return { svg, texts, drawn: elements.length };
}
