/** One line of an exported text file, numbered from 1. */
export interface ExportLine {
  n: number;
  text: string;
}

/** A value read from an export, with the 1-based line it came from. */
export interface Located<T = string> {
  line: number;
  value: T;
}

/** Splits exported text into numbered lines (BOM stripped, CRLF and CR read as LF, trailing spaces kept off). */
export function splitExportLines(text: string): ExportLine[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  // A final newline does not start another line.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((raw, i) => ({ n: i + 1, text: raw.trimEnd() }));
}

/** True for a line holding nothing but spaces. */
export function isBlank(line: ExportLine): boolean {
  return line.text.trim() === '';
}

/** Groups consecutive non-blank lines into blocks; in a compact export (no blank lines) every line is its own block. */
export function blocksOf(lines: readonly ExportLine[], compact: boolean): ExportLine[][] {
  if (compact) return lines.filter((l) => !isBlank(l)).map((l) => [l]);
  const blocks: ExportLine[][] = [];
  let current: ExportLine[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) blocks.push(current);
  return blocks;
}
