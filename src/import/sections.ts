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

/** The type label a note export of the newer host starts with ("SYNTHESIS NOTE"). */
export const NOTE_LABEL = /^(?:SYNTHESIS )?NOTE$/;

/** The type label a paper export may start with. */
export const PAPER_LABEL = /^(?:SOURCE )?PAPER$/;

/**
 * A note's meta line: kind, date and origin joined by " · ", as `Synthesis note · 2026-02-21 ·
 * sourced from Natural Language Inference` (the older host writes `Note · …`). Group 1 is the rest.
 */
export const NOTE_META = /^(?:Synthesis note|Note)\s*·\s*(.*)$/i;

/** The lede of an inquiring line. */
export const INQUIRY_LEDE = /^This explores\b/;

/** The usual start of a note's description. */
export const NOTE_DESCRIPTION = /^(?:Exploring|Explores)\b/;

/** The type label a topic page may start with. */
export const TOPIC_LABEL = /^(?:TOPIC|CLUSTER)$/;

/** The breadcrumb a topic page may start with, naming the section it belongs to ("Topics"). */
export const TOPICS_BREADCRUMB = /^(?:All\s+)?(?:Topics|Clusters)$/i;

/**
 * A topic page's counts line: "17 synthesis notes · 53 source papers" (either part may stand
 * alone, after an optional "Topic · "; counts may carry thousands separators). Group 1 is the notes count, group 2 the papers count.
 */
const TOPIC_COUNTS = /^(?:(?:Topic|Cluster)\s*·\s*)?(?:(\d[\d,]*)\s+(?:synthesis\s+)?notes?)?(?:\s*·\s*)?(?:(\d[\d,]*)\s+(?:source\s+)?papers?)?$/i;

/** The counts a topic page's counts line announces, or `null` when `text` is no such line. */
export function topicCounts(text: string): { notes: number | null; papers: number | null } | null {
  const m = TOPIC_COUNTS.exec(text.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const count = (s: string | undefined): number | null => (s === undefined ? null : Number(s.replace(/,/g, '')));
  return { notes: count(m[1]), papers: count(m[2]) };
}

/** The names of the site's own sections, as an index page or the home page titles itself or its navigation. */
export const SITE_SECTIONS = [
  'Home',
  'Inquiring lines',
  'Synthesis notes',
  'Notes',
  'Source papers',
  'Papers',
  'Topics',
  'Clusters',
  'Discussions',
  'Graph',
  'Search',
] as const;

/** A paper page's meta line: "Paper · arXiv 2512.13564 · 2025-12-15" (the site's own). Group 1 is the rest. */
export const PAPER_META = /^Paper\s*·\s*(.*)$/i;

/** An editor's note the site prints under a page's title ("Note: this comment was added by …"): neither a description nor the abstract. */
export const EDITOR_NOTE = /^(?:Editor['’]s note|Note)\s*:\s*\S/i;

/** A paper page's publication line: "Published July 10, 2025", "Published: 2025-07-10". */
export const PUBLISHED_LINE =
  /^(?:Published|Submitted)(?::\s*|\s+)(?:\d{4}-\d{2}-\d{2}|[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s+[A-Z][a-z]+\.?,?\s+\d{4})$/;

/** A paper page's own headings. */
export const PAPER_HEADINGS = { abstract: /^Abstract$/i, excerpts: /^Excerpts?(?:\s+\(?\d+\)?)?$/i } as const;

/** An arXiv identifier inside text: new style `2311.09144` (with a version) or old style `cs/0101001`. */
export const ARXIV_IN_TEXT = /(?:arxiv\.org\/(?:abs|pdf)\/|\/papers\/|\barXiv(?::\s*|\s+))((?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?)/i;

/** An arXiv identifier as a file name (optionally after a `papers` prefix): `2311.09144.txt`, `papers_2311.09144v2.txt`. */
export const ARXIV_FILE_NAME = /(?:^|[_\-/ ])(\d{4}\.\d{4,5}(?:v\d+)?)\.txt$/i;

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

/**
 * The navigation the site prints on its hub and topic pages: the link back to a section
 * ("← All notes"), the view switch ("View as" and the names of its views), the heading over
 * related topics ("Explore related") and the arrows of its links ("Read →"). None of it is
 * content: it never becomes a title, a description, a body or a cluster name.
 */
export const PAGE_NAVIGATION: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /^←\s*\S.*$/, what: 'the link back to a section of the site' },
  { pattern: /^View as$/i, what: 'the view switch' },
  { pattern: /^(?:Read|Open|View|Explore)\s*→$/i, what: 'a link arrow' },
];

/** The names of the views a hub or topic page offers under "View as". */
export const VIEW_NAMES = /^(?:List|Outline|Map|Graph|Cards|Table|Grid|Timeline|Board)$/i;

/** The heading over a hub's or topic's related topics ("Explore related"); what follows names other topics, not members. */
export const RELATED_TOPICS = /^Explore related(?:\s+topics)?$/i;

/** A related topic's entry, with the arrow of its link after the name ("Agentic Systems and Tool Use Read →"). Group 1 is the name. */
export const RELATED_ENTRY = /^(.*?)\s*(?:Read|Open|Explore)\s*→$/i;

/**
 * A topic hub's meta line (`/notes/<slug>/`): "Topic Hub · 68 linked notes · 24 sections". Group 1
 * is the notes count, group 2 the sections count.
 */
const HUB_META = /^Topic Hub(?:\s*·\s*(\d[\d,]*)\s+(?:linked\s+)?notes?)?(?:\s*·\s*(\d[\d,]*)\s+sections?)?$/i;

/** The counts a topic hub's meta line announces, or `null` when `text` is no such line. */
export function hubCounts(text: string): { notes: number | null; sections: number | null } | null {
  const m = HUB_META.exec(text.trim());
  if (!m) return null;
  const count = (s: string | undefined): number | null => (s === undefined ? null : Number(s.replace(/,/g, '')));
  return { notes: count(m[1]), sections: count(m[2]) };
}

/** The navigation entry `text` is, if any. */
export function matchNavigation(text: string): { what: string } | null {
  const trimmed = text.trim();
  return PAGE_NAVIGATION.find((c) => c.pattern.test(trimmed)) ?? null;
}

/** The wording of each heading without its count, to recognise a heading the export cut off. */
const HEADING_WORDS: ReadonlyArray<[HeadingName, string]> = [
  ['sources', 'Sources'],
  ['next', 'Next inquiring lines'],
  ['backlinks', 'Inquiring lines that use this note as a source'],
  ['related', 'Related concepts in this collection'],
  ['papers', 'Related papers in this collection'],
  ['originalTitle', 'Original note title'],
];

/**
 * The heading `text` is the cut-off start of ("Inquiring lines that us", "Related papers in",
 * "Sources 9 no"): at least two words, or one word of seven letters or more, and a strict
 * prefix of the heading's wording (with its count). `null` when it is no such start.
 */
export function cutHeading(text: string): { name: HeadingName; words: string } | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length < 7 || matchHeading(trimmed) !== null) return null;
  for (const [name, words] of HEADING_WORDS) {
    const counted = /^Sources \d+( .*)?$/i.exec(trimmed);
    if (name === 'sources' && counted) {
      if ('notes'.startsWith((counted[1] ?? ' ').trim().toLowerCase())) return { name, words: 'Sources N notes' };
      continue;
    }
    if (words.toLowerCase().startsWith(trimmed.toLowerCase()) && trimmed.length < words.length) return { name, words };
  }
  return null;
}

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
