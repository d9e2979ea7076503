import type { PageKind } from '../../core/kinds.ts';

/**
 * How each page kind looks in the graphs. Kinds differ by shape as well as colour, so that
 * they stay apart for readers who do not see the colours. Colours come from CSS variables
 * (`--graph-<kind>`, set in GraphStyles.astro) so both themes can tune them.
 */

/** Fallback colours when the CSS variables are absent (light theme). */
export const KIND_COLOUR: Record<PageKind, string> = {
  inquiry: '#2b63b5',
  note: '#b9541a',
  paper: '#23825a',
  discussion: '#7d4cc2',
};

/**
 * Fallback cluster colours (light theme), twelve hues far enough apart to tell neighbouring
 * clusters apart; `--graph-cluster-<n>` in GraphStyles.astro sets them for both themes.
 */
export const CLUSTER_COLOUR: readonly string[] = [
  '#1f77b4', '#d95f02', '#1b9e77', '#7570b3', '#c2185b', '#66a61e',
  '#a6761d', '#0097a7', '#b8860b', '#5d4037', '#6a3d9a', '#b15928',
];

/** Takes a kind and a size and returns the SVG path of its shape, centred on 0,0 (`r` is about the radius). */
export function shapePath(kind: PageKind, r: number): string {
  const f = (v: number) => Math.round(v * 10) / 10;
  switch (kind) {
    case 'note': {
      const a = f(r);
      return `M${-a},0a${a},${a} 0 1,0 ${2 * a},0a${a},${a} 0 1,0 ${-2 * a},0Z`;
    }
    case 'inquiry': {
      const a = f(r * 1.3);
      return `M0,${-a}L${a},0L0,${a}L${-a},0Z`;
    }
    case 'paper': {
      const a = f(r * 0.9);
      return `M${-a},${-a}H${a}V${a}H${-a}Z`;
    }
    case 'discussion': {
      const a = f(r * 1.25);
      return `M0,${-a}L${f(a * 0.95)},${f(a * 0.75)}L${f(-a * 0.95)},${f(a * 0.75)}Z`;
    }
  }
}
