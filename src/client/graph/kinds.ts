import { type GraphShape, isPageKind, KIND_IDS, KINDS, type PageKind } from '../../core/kinds.ts';

/**
 * How each page kind looks in the graphs. Kinds differ by shape as well as colour, so that
 * they stay apart for readers who do not see the colours. Colours come from CSS variables
 * (`--graph-<kind>`, set in GraphStyles.astro) so both themes can tune them.
 */

/** Fallback colours when the CSS variables are absent (light theme): each kind's own (`core/kinds.ts`). */
export const KIND_COLOUR: Record<PageKind, string> = Object.fromEntries(KIND_IDS.map((kind) => [kind, KINDS[kind].colour])) as Record<PageKind, string>;

/**
 * Fallback cluster colours (light theme), twelve hues far enough apart to tell neighbouring
 * clusters apart; `--graph-cluster-<n>` in GraphStyles.astro sets them for both themes.
 */
export const CLUSTER_COLOUR: readonly string[] = [
  '#1f77b4',
  '#d95f02',
  '#1b9e77',
  '#7570b3',
  '#c2185b',
  '#66a61e',
  '#a6761d',
  '#0097a7',
  '#b8860b',
  '#5d4037',
  '#6a3d9a',
  '#b15928',
];

/** The SVG path of each shape at size `r`, centred on 0,0 (`r` is about the radius). */
const SHAPE_PATH: Readonly<Record<GraphShape, (r: number) => string>> = {
  circle: (r) => {
    const a = round1(r);
    return `M${-a},0a${a},${a} 0 1,0 ${2 * a},0a${a},${a} 0 1,0 ${-2 * a},0Z`;
  },
  diamond: (r) => {
    const a = round1(r * 1.3);
    return `M0,${-a}L${a},0L0,${a}L${-a},0Z`;
  },
  square: (r) => {
    const a = round1(r * 0.9);
    return `M${-a},${-a}H${a}V${a}H${-a}Z`;
  },
  triangle: (r) => {
    const a = round1(r * 1.25);
    return `M0,${-a}L${round1(a * 0.95)},${round1(a * 0.75)}L${round1(-a * 0.95)},${round1(a * 0.75)}Z`;
  },
};

const round1 = (v: number) => Math.round(v * 10) / 10;

/** The shape a kind's pages are drawn as; a circle for a kind this bundle does not know. */
export function shapeOf(kind: string | undefined): GraphShape {
  return kind !== undefined && isPageKind(kind) ? KINDS[kind].shape : 'circle';
}

/** Takes a kind and a size and returns the SVG path of its shape, centred on 0,0 (`r` is about the radius). */
export function shapePath(kind: PageKind, r: number): string {
  return SHAPE_PATH[shapeOf(kind)](r);
}
