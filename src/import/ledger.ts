import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { ExportLine } from './export-lines.ts';

/** What an export line turned out to be; every line of every input ends up with one role or in the report. */
export type LineRole =
  | 'blank'
  | 'marker'
  | 'title'
  | 'lede'
  | 'description'
  | 'body'
  | 'heading'
  | 'chrome'
  | 'source-title'
  | 'source-claim'
  | 'next'
  | 'backlink'
  | 'related-marker'
  | 'related-title'
  | 'related-description'
  | 'related-reason'
  | 'paper'
  | 'original-title'
  | 'theme'
  | 'point'
  | 'chips'
  | 'meta'
  | 'hubs'
  | 'paper-meta'
  | 'editor-note'
  | 'abstract'
  | 'excerpt'
  | 'cut-heading'
  | 'address'
  | 'counts'
  | 'member'
  | 'member-description'
  | 'listing';

/**
 * Keeps account of the role given to each line of one export, so that a line no parser
 * claimed is reported instead of silently lost.
 */
export class LineLedger {
  readonly #roles = new Map<number, LineRole>();
  readonly #lines: readonly ExportLine[];
  readonly #file: string;

  constructor(file: string, lines: readonly ExportLine[]) {
    this.#file = file;
    this.#lines = lines;
  }

  /** Records that `line` was read as `role`. */
  place(line: ExportLine | number, role: LineRole): void {
    this.#roles.set(typeof line === 'number' ? line : line.n, role);
  }

  /** The role given to line `n`, if any. */
  roleOf(n: number): LineRole | undefined {
    return this.#roles.get(n);
  }

  /** Marks every blank line, then returns one warning per line still without a role. */
  unplaced(): Finding[] {
    const out: Finding[] = [];
    for (const line of this.#lines) {
      if (this.#roles.has(line.n)) continue;
      if (line.text.trim() === '') {
        this.#roles.set(line.n, 'blank');
        continue;
      }
      out.push(
        finding(
          'warning',
          'line-not-placed',
          this.#file,
          line.n,
          `could not place this line; it was not imported: "${clip(line.text)}". Edit the export so the line sits in a known section, or add its text to the page by hand`,
        ),
      );
    }
    return out;
  }
}

/** Shortens long text for a report line. */
export function clip(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
