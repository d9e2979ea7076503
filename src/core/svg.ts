/** A number as written in an SVG attribute the build draws: at most two decimals, no `-0`. */
export function svgNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}
