/** The section headings of the reference site's exports, each with the count it announces. */
export const HEADINGS = {
  /** Inquiring line: "Sources 9 notes". */
  sources: /^Sources\s+(\d+)\s+notes?$/i,
  /** Inquiring line: "Next inquiring lines" (a count is optional). */
  next: /^Next inquiring lines(?:\s+(\d+))?$/i,
  /** Note: "Inquiring lines that use this note as a source 214". */
  backlinks: /^Inquiring lines that use this note as a source(?:\s*\(?(\d+)\)?)?$/i,
  /** Note: "Related concepts in this collection 23". */
  related: /^Related concepts in this collection(?:\s*\(?(\d+)\)?)?$/i,
  /** Note: "Related papers in this collection 8". */
  papers: /^Related papers in this collection(?:\s*\(?(\d+)\)?)?$/i,
  /** Note: "Original note title", followed by the title on the next line. */
  originalTitle: /^Original note title$/i,
} as const;

export type HeadingName = keyof typeof HEADINGS;

/** The marker line a full inquiring-line export starts with. */
export const INQUIRY_MARKER = /^INQUIRING LINE$/;

/**
 * Lines the site itself generates around sections (explanations, graph instructions). The
 * importer recognises and reports them; the site regenerates them, so they are not content.
 */
export const CHROME: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /^This note is a source for these synthesized inquiries\b/i, what: 'the explanation above the backlink list' },
  { pattern: /^This note in its neighbourhood\b/i, what: 'the caption of the neighbourhood graph' },
  { pattern: /^Click a node to walk\b/i, what: 'the neighbourhood graph instructions' },
  { pattern: /^Papers most semantically related to this note\b/i, what: 'the explanation above the related papers' },
];

/** Which heading `text` is, with its announced count (`null` when it announces none). */
export function matchHeading(text: string): { name: HeadingName; count: number | null } | null {
  const trimmed = text.trim();
  for (const name of Object.keys(HEADINGS) as HeadingName[]) {
    const m = HEADINGS[name].exec(trimmed);
    if (m) return { name, count: m[1] === undefined ? null : Number(m[1]) };
  }
  return null;
}

/** The chrome entry `text` matches, if any. */
export function matchChrome(text: string): { what: string } | null {
  const trimmed = text.trim();
  return CHROME.find((c) => c.pattern.test(trimmed)) ?? null;
}

/** A list item's text without its `- ` marker, or `null` when the line is not a list item. */
export function bulletText(text: string): string | null {
  const m = /^\s*[-•*]\s+(.*)$/.exec(text);
  return m?.[1]?.trim() ?? null;
}
