import { clip } from './ledger.ts';
import { type ExportLine, isBlank } from './export-lines.ts';
import {
  ARXIV_FILE_NAME,
  ARXIV_IN_TEXT,
  bulletText,
  HEADINGS,
  INQUIRY_LEDE,
  INQUIRY_MARKER,
  NOTE_DESCRIPTION,
  NOTE_LABEL,
  NOTE_META,
  PAPER_HEADINGS,
  PAPER_LABEL,
} from './sections.ts';

/** The kinds of page an export can hold. */
export type ExportKind = 'inquiry' | 'note' | 'discussion' | 'paper';

/** The kind of page an export holds, and whether it is the full export (with blank lines) or the compact one. */
export interface DetectedKind {
  kind: ExportKind;
  form: 'full' | 'compact';
  /** Why this kind was chosen, naming the deciding line, for the report. */
  because: string;
}

/** How far into a page its header reaches (type label, chips, title, description, meta, hubs). */
const HEADER_LINES = 8;

/**
 * Recognises the page kind from the export's own shape, first evidence first: a type label
 * (INQUIRING LINE, SYNTHESIS NOTE, PAPER), a note's section headings or meta line ("Synthesis note ·
 * date"), an inquiring line's "Sources N notes" heading or "This explores" lede, a note's
 * "Exploring…" description after its question, a digest's themes with "- " points, and last an
 * arXiv id in the file name or text (a paper). Returns the kind, or the lines that were looked at and
 * why none fitted.
 */
export function detectKind(lines: readonly ExportLine[], fileName = ''): DetectedKind | { unknown: string } {
  const filled = lines.filter((l) => !isBlank(l));
  const form = lines.some(isBlank) ? 'full' : 'compact';
  const first = filled[0];
  if (first === undefined) return { unknown: 'the file is empty' };
  const head = filled.slice(0, HEADER_LINES);
  const at = (l: ExportLine): string => `line ${l.n} "${clip(l.text.trim(), 60)}"`;
  const has = (re: RegExp, within: readonly ExportLine[] = filled): ExportLine | undefined => within.find((l) => re.test(l.text.trim()));

  if (INQUIRY_MARKER.test(first.text.trim())) return { kind: 'inquiry', form: 'full', because: `${at(first)} is the inquiring-line marker` };
  if (NOTE_LABEL.test(first.text.trim())) return { kind: 'note', form, because: `${at(first)} is the note type label` };
  if (PAPER_LABEL.test(first.text.trim())) return { kind: 'paper', form, because: `${at(first)} is the paper type label` };
  const noteHeading = has(HEADINGS.backlinks) ?? has(HEADINGS.related) ?? has(HEADINGS.papers) ?? has(HEADINGS.originalTitle);
  if (noteHeading) return { kind: 'note', form, because: `${at(noteHeading)} is a note heading` };
  const meta = has(NOTE_META, head);
  if (meta) return { kind: 'note', form, because: `${at(meta)} is a note's meta line` };
  const sources = has(HEADINGS.sources);
  if (sources) return { kind: 'inquiry', form, because: `${at(sources)} is the Sources heading` };
  const lede = afterQuestion(head, INQUIRY_LEDE);
  if (lede) return { kind: 'inquiry', form, because: `${at(lede)} is an inquiring line's lede after its question` };
  const description = afterQuestion(head, NOTE_DESCRIPTION);
  if (description) return { kind: 'note', form, because: `${at(description)} is a note's description after its question` };
  if (looksLikeDigest(filled)) return { kind: 'discussion', form, because: 'a title followed by theme headings, each with "- " points' };
  const arxiv = ARXIV_FILE_NAME.exec(fileName)?.[1];
  if (arxiv) return { kind: 'paper', form, because: `the file name holds the arXiv id ${arxiv}` };
  const arxivLine = has(ARXIV_IN_TEXT, head) ?? has(PAPER_HEADINGS.abstract, head);
  if (arxivLine) return { kind: 'paper', form, because: `${at(arxivLine)} names an arXiv paper or opens its abstract` };
  return {
    unknown: `${at(first)} is no type label (INQUIRING LINE, SYNTHESIS NOTE, PAPER); ${
      head[1] ? `${at(head[1])} is neither a lede ("This explores…") nor a description ("Exploring…") after a question` : 'nothing follows it'
    }; no line is a section heading ("Sources N notes", "Inquiring lines that use this note as a source", "Related concepts in this collection", "Related papers in this collection", "Original note title"), a note's meta line ("Synthesis note · date") or an arXiv id, and the lines are not a digest's themes with "- " points`,
  };
}

/** The first header line matching `re` that directly follows a line ending in "?" (the page's question). */
function afterQuestion(head: readonly ExportLine[], re: RegExp): ExportLine | undefined {
  return head.find((l, i) => i > 0 && re.test(l.text.trim()) && (head[i - 1]?.text.trim().endsWith('?') ?? false));
}

/** A digest: after the title, every line is a theme heading or a "- " point, each heading has points, and there is at least one. */
function looksLikeDigest(filled: readonly ExportLine[]): boolean {
  const rest = filled.slice(1);
  if (rest.length < 2 || bulletText(rest[0]?.text ?? '') !== null) return false;
  let headingHasPoint = true;
  let themes = 0;
  for (const line of rest) {
    if (bulletText(line.text) !== null) headingHasPoint = true;
    else {
      if (!headingHasPoint) return false;
      headingHasPoint = false;
      themes++;
    }
  }
  return themes > 0 && headingHasPoint;
}
