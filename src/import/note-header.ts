import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { ExportLine, Located } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import { NOTE_LABEL, NOTE_META } from './sections.ts';

/** What a note's header says, each part with its line; any part may be missing. */
export interface NoteHeader {
  /** The category chips, run together on one line as exported (split later, knowing every page's categories). */
  chips: Located | null;
  title: Located;
  description: Located | null;
  /** The date of the meta line, `YYYY-MM-DD`. */
  date: Located | null;
  /** What the meta line says the note was "sourced from". */
  sourcedFrom: Located | null;
  /** The hub questions, each ending in "?". */
  hubs: Located[];
  /** How many of the given lines the header took; the rest is the body. */
  used: number;
}

/** How many lines before the question may hold the type label, chips and a meta line. */
const BEFORE_TITLE = 4;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SOURCED_FROM = /^sourced from\s+(.+)$/i;

/**
 * Reads a note's header from its first non-blank lines: an optional type label ("SYNTHESIS NOTE"),
 * the category chips, the question, the description, the meta line ("Synthesis note · date ·
 * sourced from …", or "Note · …" from the older host, which may stand before the question) and a
 * line of hub questions. The question is the first line ending in "?"; lines before it are the
 * label, the meta line or the chips (on one line, or one chip a line). Places each line it reads; returns `null` without a title line.
 */
export function readNoteHeader(file: string, lines: readonly ExportLine[], ledger: LineLedger, findings: Finding[]): NoteHeader | null {
  let i = 0;
  let date: Located | null = null;
  let sourcedFrom: Located | null = null;
  let chips: Located | null = null;
  const readMeta = (line: ExportLine): boolean => {
    const m = NOTE_META.exec(line.text.trim());
    if (!m) return false;
    ledger.place(line, 'meta');
    for (const part of (m[1] ?? '')
      .split('·')
      .map((p) => p.trim())
      .filter((p) => p !== '')) {
      const from = SOURCED_FROM.exec(part);
      if (DATE.test(part)) date = { line: line.n, value: part };
      else if (from) sourcedFrom = { line: line.n, value: (from[1] as string).trim() };
      else
        findings.push(
          finding(
            'info',
            'meta-part-unread',
            file,
            line.n,
            `the meta line's part "${part}" is neither a date (YYYY-MM-DD) nor "sourced from …"; it was not imported`,
          ),
        );
    }
    return true;
  };
  const titleAt = lines.findIndex((l, k) => k <= BEFORE_TITLE && l.text.trim().endsWith('?') && !NOTE_META.test(l.text.trim()));
  const end = titleAt >= 0 ? titleAt : Math.min(lines.length, 1 + lines.findIndex((l) => !NOTE_LABEL.test(l.text.trim()) && !NOTE_META.test(l.text.trim())));
  for (; i < end; i++) {
    const line = lines[i] as ExportLine;
    const text = line.text.trim();
    if (NOTE_LABEL.test(text)) ledger.place(line, 'marker');
    else if (readMeta(line)) continue;
    else if (titleAt < 0) break;
    else {
      // Chips one to a line are joined by the site's separator, so they split where the lines did.
      ledger.place(line, 'chips');
      chips = chips === null ? { line: line.n, value: text } : { line: chips.line, value: `${chips.value} · ${text}` };
    }
  }
  const titleLine = lines[titleAt >= 0 ? titleAt : i];
  if (titleLine === undefined) return null;
  ledger.place(titleLine, 'title');
  i = (titleAt >= 0 ? titleAt : i) + 1;
  let description: Located | null = null;
  const next = lines[i];
  if (next && !NOTE_META.test(next.text.trim())) {
    ledger.place(next, 'description');
    description = { line: next.n, value: next.text.trim() };
    i++;
  }
  const meta = lines[i];
  const hadMeta = meta !== undefined && readMeta(meta);
  if (hadMeta) i++;
  const hubs: Located[] = [];
  const hubLine = lines[i];
  if (hubLine && isHubLine(hubLine.text) && (hadMeta || date !== null || questionsOf(hubLine.text).length > 1)) {
    ledger.place(hubLine, 'hubs');
    hubs.push(...questionsOf(hubLine.text).map((value) => ({ line: hubLine.n, value })));
    i++;
  }
  return { chips, title: { line: titleLine.n, value: titleLine.text.trim() }, description, date, sourcedFrom, hubs, used: i };
}

/** The questions of a line of questions run together ("Why A? How B?"), each ending in "?". */
export function questionsOf(text: string): string[] {
  return (text.trim().match(/[^?]+\?/g) ?? []).map((q) => q.trim()).filter((q) => q !== '');
}

/** True for a line made only of capitalised questions of at most 30 words each. */
function isHubLine(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.endsWith('?')) return false;
  const questions = questionsOf(trimmed);
  return questions.join(' ') === trimmed.replace(/\s+/g, ' ') && questions.every((q) => /^[A-Z"“']/.test(q) && q.split(/\s+/).length <= 30);
}
