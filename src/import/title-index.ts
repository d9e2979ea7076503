import type { PageKind } from '../schemas/brand.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import { compare } from '../pipeline/finding.ts';

/** A page title the importer knows, with the kind of page it names and where it was learnt. */
export interface KnownTitle {
  title: string;
  kind: PageKind;
  /** The input file or content file that names it. */
  from: string;
  /** `true` when no page has the title and pages only cite it (it becomes a note stub). Default: `false`. */
  citedOnly?: boolean;
}

const FOLD: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u00A0': ' ',
};

/**
 * Text folded for searching titles inside a body: lower-case, curly quotes straight, dashes
 * plain. Each UTF-16 unit maps to exactly one, so an index in the folded text is an index in the original.
 */
export function searchForm(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = FOLD[ch] ?? ch.toLowerCase();
    // A letter whose lower case has another length (İ) is kept as it is, to keep indices aligned.
    out += folded.length === ch.length ? folded : ch;
  }
  return out;
}

/**
 * The titles known to one import (from every input file and the output folder), looked up by
 * their folded text. The first entry for a title wins; entries are added in a sorted order so
 * that the result does not depend on the order files were given.
 */
export class TitleIndex {
  readonly #byText = new Map<string, KnownTitle>();
  readonly #byKey = new Map<string, KnownTitle>();
  #longest = 0;

  /** Adds every title of `entries`, sorted by source then title, keeping the first per title. */
  addAll(entries: readonly KnownTitle[]): void {
    const sorted = [...entries].sort((a, b) => compare(a.from, b.from) || compare(a.title, b.title));
    for (const e of sorted) this.add(e);
  }

  /** Adds one title unless an equal one (by search form) is known. */
  add(entry: KnownTitle): void {
    const text = searchForm(entry.title.trim());
    if (text.length === 0 || this.#byText.has(text)) return;
    this.#byText.set(text, entry);
    if (!this.#byKey.has(matchKey(entry.title))) this.#byKey.set(matchKey(entry.title), entry);
    this.#longest = Math.max(this.#longest, text.length);
  }

  /** The title whose search form is exactly `folded`, if known. */
  byFolded(folded: string): KnownTitle | undefined {
    return this.#byText.get(folded);
  }

  /** The title that `text` names by the site's resolution key (case, quotes and punctuation ignored), if known. */
  byKey(text: string): KnownTitle | undefined {
    return this.#byKey.get(matchKey(text));
  }

  /** Length of the longest known title, which bounds how far back a citation can start. */
  get longest(): number {
    return this.#longest;
  }
}
