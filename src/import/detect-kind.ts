import { type ExportLine, isBlank } from './export-lines.ts';
import { clip } from './ledger.ts';
import {
  ARXIV_FILE_NAME,
  ARXIV_IN_TEXT,
  bulletText,
  cutHeading,
  EDITOR_NOTE,
  hubCounts,
  INQUIRY_LEDE,
  INQUIRY_MARKER,
  matchHeading,
  matchNavigation,
  NOTE_DESCRIPTION,
  NOTE_LABEL,
  NOTE_META,
  PAPER_HEADINGS,
  PAPER_LABEL,
  PAPER_META,
  PUBLISHED_LINE,
  SITE_SECTIONS,
  TOPIC_LABEL,
  TOPICS_BREADCRUMB,
  topicCounts,
} from './sections.ts';

/** The kinds of page an export can hold: four kinds of content, a topic (a cluster) and a listing page that holds no content. */
export type ExportKind = 'inquiry' | 'note' | 'discussion' | 'paper' | 'topic' | 'index';

/** One piece of evidence for a kind: what was seen and how much it weighs. */
export interface Evidence {
  kind: ExportKind;
  weight: number;
  /** What was seen, naming its line ("line 14 "Sources 9 notes" is the Sources heading"). */
  what: string;
}

/** The kind of page an export holds, and whether it is the full export (with blank lines) or the compact one. */
export interface DetectedKind {
  kind: ExportKind;
  form: 'full' | 'compact';
  /** The evidence that decided, strongest first, for the report. */
  because: string;
  /** The winning kind's score and the best other kind with its score and evidence. */
  score: number;
  runnerUp: { kind: ExportKind; score: number; because: string } | null;
  /** `false` when the evidence is thin or another kind scores close: the page is imported and flagged for a look. */
  confident: boolean;
}

/** How far into a page its header reaches (type label, chips, title, description, meta, hubs). */
const HEADER_LINES = 8;
/** The least score a kind needs to be read with confidence, and the least lead over the next kind. */
const CONFIDENT_SCORE = 3;
const CONFIDENT_LEAD = 3;
/** When two kinds score the same, the earlier in this list wins (the content kinds before the listing). */
const ORDER: readonly ExportKind[] = ['note', 'inquiry', 'paper', 'discussion', 'topic', 'index'];

/**
 * Recognises the page kind by the evidence of the whole page, scored: type labels (INQUIRING
 * LINE, SYNTHESIS NOTE, PAPER, TOPIC), section headings (whole or cut off), meta lines ("Synthesis
 * note · date", "Paper · arXiv id"), chips before the question, what follows the question (a
 * lede "This explores…" or a note's description), an arXiv id, an abstract and authors, a digest's
 * themes, a topic's counts line, the site's own section names and navigation. Each kind's evidence
 * adds up; the highest score wins. Returns the kind with the evidence that decided, or, when nothing
 * at all points to a kind, the lines that were looked at.
 */
export function detectKind(lines: readonly ExportLine[], fileName = ''): DetectedKind | { unknown: string } {
  const form = lines.some(isBlank) ? 'full' : 'compact';
  // The site's navigation above a page ("← All notes") is not the page: its first line is the one after it.
  const filled = withoutLeadingNavigation(lines.filter((l) => !isBlank(l)));
  const first = filled[0];
  if (first === undefined) return { unknown: 'the file is empty' };
  const evidence = gather(filled, fileName);
  const scores = ORDER.map((kind) => ({ kind, score: evidence.filter((e) => e.kind === kind).reduce((n, e) => n + e.weight, 0) })).sort(
    (a, b) => b.score - a.score || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind),
  );
  const [best, next] = scores as [{ kind: ExportKind; score: number }, { kind: ExportKind; score: number }];
  if (best.score === 0) {
    const second = filled[1];
    return {
      unknown: `${at(first)} is no type label (INQUIRING LINE, SYNTHESIS NOTE, PAPER, TOPIC) and no question; ${
        second ? `${at(second)} is neither a lede, a description, a meta line nor a heading` : 'nothing follows it'
      }; no line is a section heading ("Sources N notes", "Inquiring lines that use this note as a source", "Related concepts in this collection", "Related papers in this collection", "Original note title", "Abstract"), a meta line ("Synthesis note · date", "Paper · arXiv id"), an arXiv id, a topic's counts ("N synthesis notes · M source papers") or the site's navigation, and the lines are not a digest's themes with "- " points`,
    };
  }
  const said = (kind: ExportKind): string =>
    evidence
      .filter((e) => e.kind === kind)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 4)
      .map((e) => e.what)
      .join('; ');
  return {
    kind: best.kind,
    form,
    because: said(best.kind),
    score: best.score,
    runnerUp: next.score > 0 ? { kind: next.kind, score: next.score, because: said(next.kind) } : null,
    confident: best.score >= CONFIDENT_SCORE && best.score - next.score >= CONFIDENT_LEAD,
  };
}

const at = (l: ExportLine): string => `line ${l.n} "${clip(l.text.trim(), 60)}"`;

/** Every piece of evidence the page holds, for every kind. */
function gather(filled: readonly ExportLine[], fileName: string): Evidence[] {
  const out: Evidence[] = [];
  const add = (kind: ExportKind, weight: number, what: string): void => {
    out.push({ kind, weight, what });
  };
  const first = filled[0] as ExportLine;
  const head = filled.slice(0, HEADER_LINES);
  const text = (l: ExportLine): string => l.text.trim();

  // Type labels.
  if (INQUIRY_MARKER.test(text(first))) add('inquiry', 10, `${at(first)} is the inquiring-line marker`);
  if (NOTE_LABEL.test(text(first))) add('note', 10, `${at(first)} is the note type label`);
  if (PAPER_LABEL.test(text(first))) add('paper', 10, `${at(first)} is the paper type label`);
  if (TOPIC_LABEL.test(text(first))) add('topic', 10, `${at(first)} is the topic type label`);
  const hub = head.find((l) => hubCounts(l.text) !== null);
  if (hub) add('topic', 10, `${at(hub)} is a topic hub's meta line`);
  const views = filled.find((l) => /^View as$/i.test(text(l)));
  if (views) add('topic', 3, `${at(views)} is the view switch of a hub or topic page`);

  // Section headings, each counted once, and a heading the export cut off.
  const seen = new Set<string>();
  for (const line of filled) {
    const heading = matchHeading(line.text);
    if (heading === null || seen.has(heading.name)) continue;
    seen.add(heading.name);
    const inquiry = heading.name === 'sources' || heading.name === 'next';
    add(inquiry ? 'inquiry' : 'note', 6, `${at(line)} is ${inquiry ? 'an inquiring line' : 'a note'}'s section heading`);
  }
  const last = filled[filled.length - 1] as ExportLine;
  const cut = filled.length > 1 ? cutHeading(last.text) : null;
  if (cut) {
    const inquiry = cut.name === 'sources' || cut.name === 'next';
    add(inquiry ? 'inquiry' : 'note', 3, `${at(last)} is the cut-off start of ${inquiry ? 'an inquiring line' : 'a note'}'s heading "${cut.words}"`);
  }

  // Meta lines.
  const noteMeta = head.find((l) => NOTE_META.test(text(l)));
  if (noteMeta) add('note', 6, `${at(noteMeta)} is a note's meta line`);
  const paperMeta = head.find((l) => PAPER_META.test(text(l)));
  if (paperMeta) add('paper', 8, `${at(paperMeta)} is a paper's meta line`);

  // What stands around the page's question.
  const titleAt = head.findIndex((l, k) => k <= 4 && text(l).endsWith('?') && !NOTE_META.test(text(l)) && bulletText(l.text) === null);
  // A question after a topic's counts line, or on a page with the site's navigation, is an entry of a list, not the page's own question.
  const nav = head.find((l) => navigation(text(l)));
  const listing = sectionName(text(first)) || nav !== undefined;
  const title =
    nav !== undefined || head.slice(0, Math.max(0, titleAt)).some((l) => topicCounts(l.text) !== null || hubCounts(l.text) !== null)
      ? undefined
      : head[titleAt];
  if (title) {
    const before = head.slice(0, titleAt).filter((l) => !NOTE_LABEL.test(text(l)) && !INQUIRY_MARKER.test(text(l)) && !NOTE_META.test(text(l)));
    const chips = before.length <= 2 ? before.find((l) => !sectionName(text(l))) : undefined;
    if (chips) add('note', 2, `${at(chips)} stands before the question as a note's category chips do`);
    const after = head.slice(titleAt + 1).find((l) => !NOTE_META.test(text(l)) && !PAPER_META.test(text(l)) && !EDITOR_NOTE.test(text(l)));
    if (after && matchHeading(after.text) === null && bulletText(after.text) === null) describe(after, add);
    const restated = filled.slice(titleAt + 2, titleAt + 4).find((l) => INQUIRY_LEDE.test(text(l)));
    if (after && INQUIRY_LEDE.test(text(after)) && restated) add('inquiry', 2, `${at(restated)} restates the lede as an inquiring line's body does`);
  }

  // Papers.
  const arxivName = ARXIV_FILE_NAME.exec(fileName)?.[1];
  if (arxivName) add('paper', 4, `the file name holds the arXiv id ${arxivName}`);
  const arxivLine = head.find((l) => ARXIV_IN_TEXT.test(text(l)) && !text(l).includes('/topics/'));
  if (arxivLine && arxivLine !== paperMeta) add('paper', 6, `${at(arxivLine)} names an arXiv paper`);
  const abstract = head.find((l) => PAPER_HEADINGS.abstract.test(text(l)));
  if (abstract) add('paper', 5, `${at(abstract)} opens a paper's abstract`);
  const authors = head.find((l) => /^Authors?(?::\s*\S.*)?$/i.test(text(l)));
  if (authors) add('paper', 4, `${at(authors)} lists a paper's authors`);
  const published = head.find((l) => PUBLISHED_LINE.test(text(l)));
  if (published) add('paper', 3, `${at(published)} is a paper's publication date`);

  // Digests, topics and listing pages.
  const themes = listing ? null : digestThemes(filled);
  if (themes) add('discussion', 6, `${at(themes.first)} opens the first of ${themes.count} theme headings after the title, each with "- " points`);
  const counts = filled.filter((l) => topicCounts(l.text) !== null);
  const countsInHead = head.filter((l) => topicCounts(l.text) !== null);
  // "Topics" over a single counts line is the breadcrumb of one topic's page, not the list of topics.
  const oneTopic = counts.length === 1 && countsInHead.length === 1;
  const breadcrumb = oneTopic && TOPICS_BREADCRUMB.test(text(first));
  if (oneTopic && (!listing || breadcrumb)) add('topic', 6, `${at(countsInHead[0] as ExportLine)} is a topic's counts line`);
  if (breadcrumb) add('topic', 3, `${at(first)} is the breadcrumb above a topic's name`);
  const topicUrl = head.find((l) => /\/topics\/[^/\s]+\/?$/.test(text(l)));
  if (topicUrl) add('topic', 6, `${at(topicUrl)} is a topic page's address`);
  if (counts.length >= 2) add('index', 5, `${counts.length} lines are topics' counts (${at(counts[0] as ExportLine)}…), as a list of topics has`);
  if (sectionName(text(first)) && !breadcrumb) add('index', 3, `${at(first)} is the name of a section of the site`);
  if (nav) add('index', 6, `${at(nav)} is the site's navigation`);
  const ids = new Set(filled.map((l) => ARXIV_IN_TEXT.exec(text(l))?.[1]?.toLowerCase()).filter((id) => id !== undefined));
  if (ids.size >= 3) add('index', 6, `the page names ${ids.size} different arXiv papers, as a list of papers does`);
  // A list of titles with little else (no section of a page): the entries of a listing page.
  const listed = filled.slice(1).filter((l) => {
    const entry = bulletText(l.text) ?? l.text.trim();
    return /^[^?]{3,300}\?["'”’]?$/.test(entry);
  });
  if (listed.length >= 3 && listed.length * 2 >= filled.length - 1 && seen.size === 0) {
    add('index', 3, `${listed.length} of the ${filled.length - 1} lines after the title are entries naming a question, as a listing page's are`);
  }
  return out;
}

/** `filled` from its first line that is not the site's navigation ("← All notes"). */
function withoutLeadingNavigation(filled: readonly ExportLine[]): ExportLine[] {
  const start = filled.findIndex((l) => matchNavigation(l.text) === null);
  return start < 0 ? [] : filled.slice(start);
}

/** Weighs what follows the question: a lede ("This explores…") or a note's description. */
function describe(line: ExportLine, add: (kind: ExportKind, weight: number, what: string) => void): void {
  const t = line.text.trim();
  if (INQUIRY_LEDE.test(t)) add('inquiry', 3, `${at(line)} is a lede ("This explores…") after the question`);
  else if (NOTE_DESCRIPTION.test(t)) add('note', 4, `${at(line)} is a note's description ("Explores…") after the question`);
  else if (/^[A-Z"“'‘(]/.test(t) && !/^[^?]+\?$/.test(t)) {
    add(
      'note',
      3,
      `${at(line)} is a description after the question (${/^[^?.!]+\?/.test(t) ? 'it opens with a question' : 'a plain statement'}), as a note has`,
    );
  } else add('note', 1, `${at(line)} follows the question as a note's description may`);
}

/** True when `text` is the name of a section of the site ("Notes", "Inquiring lines", "Topics"). */
function sectionName(text: string): boolean {
  const name = text.replace(/^All\s+/i, '').toLowerCase();
  return SITE_SECTIONS.some((s) => s.toLowerCase() === name);
}

/** True for a line made of three or more of the site's section names (its navigation run together). */
function navigation(text: string): boolean {
  let rest = ` ${text.toLowerCase().replace(/[·|•]/g, ' ').replace(/\s+/g, ' ')} `;
  let found = 0;
  for (const name of SITE_SECTIONS) {
    const key = ` ${name.toLowerCase()} `;
    if (rest.includes(key)) {
      rest = rest.replace(key, ' ');
      found++;
    }
  }
  return found >= 3 && rest.trim() === '';
}

/** True for a line that can head a digest's theme: a name, not a sentence of a paragraph (a long line ending in "."), as an abstract is. */
function themeLike(text: string): boolean {
  const t = text.trim();
  return !/\.["'”’)]?$/.test(t) || t.split(/\s+/).length <= 12;
}

/** A digest's themes: after the title, every line is a theme heading or a "- " point, each heading has points, and there is at least one; `null` otherwise. */
function digestThemes(filled: readonly ExportLine[]): { first: ExportLine; count: number } | null {
  const rest = filled.slice(1);
  if (rest.length < 2 || bulletText(rest[0]?.text ?? '') !== null) return null;
  let headingHasPoint = true;
  let themes = 0;
  for (const line of rest) {
    if (bulletText(line.text) !== null) headingHasPoint = true;
    else {
      if (!headingHasPoint || !themeLike(line.text)) return null;
      headingHasPoint = false;
      themes++;
    }
  }
  return themes > 0 && headingHasPoint ? { first: rest[0] as ExportLine, count: themes } : null;
}
