import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { blocksOf, type ExportLine, isBlank, type Located } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import { isChipLine } from './categories.ts';
import { siteCategoryNames } from './note-clusters.ts';
import type { PaperExport } from './parsed-export.ts';
import { ARXIV_FILE_NAME, ARXIV_IN_TEXT, bulletText, EDITOR_NOTE, PAPER_HEADINGS, PAPER_LABEL, PAPER_META } from './sections.ts';

const URL_LINE = /^https?:\/\/\S+$/;
/** An arXiv id line, with the subject class the site may add: `arXiv:2311.09144 [cs.CL]`. */
const ARXIV_LINE = /^arXiv(?::\s*|\s+)\S+(?:\s+\[[^\]]+\])?$/i;
const AUTHORS = /^Authors?:\s*(.+)$/i;
const AUTHORS_HEADING = /^Authors?$/i;
const DATE = /^(?:Published|Date|Submitted)?:?\s*(\d{4}-\d{2}-\d{2})$/i;
/** A date line with the month in words, as the site prints it on a paper: "Published July 10, 2025", "Published: 10 July 2025". */
const WORDED_DATE = /^(?:Published|Date|Submitted)(?::\s*|\s+)(?:([A-Z][a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})|(\d{1,2})\s+([A-Z][a-z]+)\.?,?\s+(\d{4}))$/;

/**
 * Reads a paper export (`/papers/<arXiv id>/`): an optional "PAPER" label, the title, lines giving
 * its URL, arXiv id (`arXiv:2311.09144`, `arXiv 2311.09144`), the site's meta line (`Paper · arXiv
 * 2512.13564 · 2025-12-15`, before or after the title), authors ("Authors: …", or an "Authors"
 * heading over a line of names) and date, then its abstract (after an "Abstract" heading, or the
 * text before any heading) and excerpts (after "Excerpts"; "- " lines or paragraphs). The arXiv id
 * comes from the file name, the URL or the text, in that order; a paper without one is titled by its title.
 * Places each line it reads in `ledger`; returns the export and findings.
 */
export function parsePaperExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: PaperExport | null; findings: Finding[] } {
  const findings: Finding[] = [];
  let title: Located | null = null;
  let href: Located | null = null;
  let authors: Located<string[]> | null = null;
  let date: Located | null = null;
  let editorNote: Located | null = null;
  let chips: Located | null = null;
  const known = siteCategoryNames();
  const next = (line: ExportLine): ExportLine | undefined => lines.find((l) => l.n > line.n && !isBlank(l));
  const idFound: Located[] = [];
  const fromName = ARXIV_FILE_NAME.exec(file)?.[1];
  if (fromName) idFound.push({ line: 0, value: fromName });
  let section: 'abstract' | 'excerpts' = 'abstract';
  let authorsNext = false;
  const readMeta = (line: ExportLine): boolean => {
    const m = PAPER_META.exec(line.text.trim());
    if (!m) return false;
    ledger.place(line, 'paper-meta');
    for (const part of (m[1] ?? '')
      .split('·')
      .map((p) => p.trim())
      .filter((p) => p !== '')) {
      const id = ARXIV_IN_TEXT.exec(part)?.[1];
      const day = DATE.exec(part)?.[1];
      if (id) idFound.push({ line: line.n, value: id });
      else if (day) date = { line: line.n, value: day };
      else
        findings.push(
          finding(
            'info',
            'meta-part-unread',
            file,
            line.n,
            `the meta line's part "${part}" is neither an arXiv id nor a date (YYYY-MM-DD); it was not imported`,
          ),
        );
    }
    return true;
  };
  const abstractLines: ExportLine[] = [];
  const excerptLines: ExportLine[] = [];
  for (const line of lines) {
    const text = line.text.trim();
    if (text === '') {
      (section === 'abstract' ? abstractLines : excerptLines).push(line);
      continue;
    }
    const id = ARXIV_IN_TEXT.exec(text)?.[1];
    if (readMeta(line)) continue;
    if (authorsNext) {
      authorsNext = false;
      ledger.place(line, 'paper-meta');
      authors = { line: line.n, value: names(text) };
      continue;
    }
    if (title === null) {
      const after = next(line);
      if (PAPER_LABEL.test(text)) ledger.place(line, 'marker');
      else if (chips === null && after !== undefined && isChipLine(text, known) && !isChipLine(after.text, known)) {
        // The category chips the site prints above a paper's title, as above a note's.
        ledger.place(line, 'chips');
        chips = { line: line.n, value: text };
      } else if (!URL_LINE.test(text) && !ARXIV_LINE.test(text)) {
        ledger.place(line, 'title');
        title = { line: line.n, value: text };
      } else {
        ledger.place(line, 'paper-meta');
        if (id) idFound.push({ line: line.n, value: id });
        if (URL_LINE.test(text)) href = { line: line.n, value: text };
      }
      continue;
    }
    if (PAPER_HEADINGS.abstract.test(text) || PAPER_HEADINGS.excerpts.test(text)) {
      ledger.place(line, 'heading');
      section = PAPER_HEADINGS.abstract.test(text) ? 'abstract' : 'excerpts';
      continue;
    }
    if (AUTHORS_HEADING.test(text) && abstractLines.every(isBlank) && section === 'abstract') {
      ledger.place(line, 'heading');
      authorsNext = true;
      continue;
    }
    const header = abstractLines.every(isBlank) && section === 'abstract';
    if (header && chips === null && isChipLine(text, known)) {
      ledger.place(line, 'chips');
      chips = { line: line.n, value: text };
      continue;
    }
    if (header && EDITOR_NOTE.test(text)) {
      ledger.place(line, 'editor-note');
      editorNote = { line: line.n, value: text };
      continue;
    }
    const worded = isoDate(text);
    if (header && worded !== null) {
      ledger.place(line, 'paper-meta');
      date = { line: line.n, value: worded };
      continue;
    }
    const meta = AUTHORS.exec(text) ?? (URL_LINE.test(text) || ARXIV_LINE.test(text) ? [text] : null) ?? DATE.exec(text);
    if (meta && abstractLines.every(isBlank) && section === 'abstract') {
      ledger.place(line, 'paper-meta');
      if (AUTHORS.test(text)) authors = { line: line.n, value: names(meta[1] ?? '') };
      else if (DATE.test(text)) date = { line: line.n, value: meta[1] ?? '' };
      else {
        if (id) idFound.push({ line: line.n, value: id });
        if (URL_LINE.test(text)) href = { line: line.n, value: text };
      }
      continue;
    }
    (section === 'abstract' ? abstractLines : excerptLines).push(line);
  }
  if (title === null) return { page: null, findings: [finding('error', 'no-title', file, 1, 'the paper export has no title line; it cannot be imported')] };
  const ids = [...new Set(idFound.map((i) => i.value.toLowerCase()))];
  if (ids.length > 1) {
    findings.push(
      finding(
        'warning',
        'arxiv-differs',
        file,
        idFound[1]?.line || null,
        `the file name, URL and text name different arXiv ids (${ids.join(', ')}); the first, ${ids[0]}, is used`,
      ),
    );
  }
  const arxiv = idFound[0] ?? null;
  if (arxiv === null)
    findings.push(finding('info', 'arxiv-missing', file, title.line, 'no arXiv id in the file name, a URL or the text; the paper takes the slug of its title'));
  const compact = form === 'compact';
  const read = (ls: ExportLine[], role: 'abstract' | 'excerpt'): Located[] =>
    blocksOf(ls, compact).map((block) => {
      for (const l of block) ledger.place(l, role);
      return {
        line: (block[0] as ExportLine).n,
        value: block
          .map((l) => (role === 'excerpt' ? (bulletText(l.text) ?? l.text.trim()) : l.text.trim()))
          .join(role === 'excerpt' || block.every((l) => bulletText(l.text) !== null) ? '\n' : ' '),
      };
    });
  const abstract = joinLists(read(abstractLines, 'abstract'));
  const excerpts = read(excerptLines, 'excerpt').flatMap((e) => e.value.split('\n').map((value, k) => ({ line: e.line + k, value })));
  findings.push(
    finding(
      'info',
      'paper-read',
      file,
      title.line,
      `paper "${title.value}"${arxiv ? ` (arXiv ${arxiv.value})` : ''}: ${abstract.length} abstract paragraph${abstract.length === 1 ? '' : 's'}, ${excerpts.length} excerpt${excerpts.length === 1 ? '' : 's'}`,
    ),
  );
  return { page: { kind: 'paper', file, form, title, arxiv, href, authors, date, editorNote, chips, abstract, excerpts }, findings };
}

/** True for a paragraph whose every line is a list item ("• …", "- …"). */
function isList(value: string): boolean {
  return value.split('\n').every((l) => bulletText(l) !== null);
}

/** The paragraphs with each run of list paragraphs (a compact export's "• " lines, one a paragraph) joined into one list. */
function joinLists(paragraphs: readonly Located[]): Located[] {
  const out: Located[] = [];
  for (const p of paragraphs) {
    const prev = out[out.length - 1];
    if (prev && isList(prev.value) && isList(p.value)) out[out.length - 1] = { line: prev.line, value: `${prev.value}\n${p.value}` };
    else out.push(p);
  }
  return out;
}

const MONTHS = Array.from({ length: 12 }, (_, m) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, m, 1)).toLowerCase(),
);

/** The ISO date (YYYY-MM-DD) a worded date line gives ("Published July 10, 2025", "Published: 10 Jul 2025"), or `null`. */
function isoDate(text: string): string | null {
  const m = WORDED_DATE.exec(text);
  if (!m) return null;
  const [month, day, year] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[5], m[4], m[6]];
  const index = MONTHS.findIndex((name) => (month ?? '').length >= 3 && name.startsWith((month ?? '').toLowerCase()));
  if (index < 0) return null;
  const iso = new Date(Date.UTC(Number(year), index, Number(day))).toISOString().slice(0, 10);
  return iso.endsWith(`-${String(day).padStart(2, '0')}`) ? iso : null;
}

/** The names of a line of authors ("A, B and C"). */
function names(text: string): string[] {
  return text
    .split(/,\s*|\s+and\s+/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}
