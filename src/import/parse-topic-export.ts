import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { type ExportLine, isBlank, type Located } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import type { IndexExport, TopicExport, TopicMember } from './parsed-export.ts';
import { bulletText, TOPIC_LABEL, TOPICS_BREADCRUMB, topicCounts } from './sections.ts';

const RECORD_MARKER = /^\s*[-•*]\s*$/;
const ADDRESS = /^https?:\/\/\S+$|^\/topics\/\S+$/;
/** A heading over a topic's list of notes or of papers ("Synthesis notes 17", "Source papers", "Notes in this topic"). */
const LIST_HEADING = /^(?:(?:Synthesis |Member )?notes|(?:Source )?papers)(?: in this (?:topic|cluster))?(?:\s+\(?\d[\d,]*\)?)?$/i;

/**
 * Reads a topic page (`/topics/<slug>/`): an optional "TOPIC" label or "Topics" breadcrumb, the topic's name, then up to
 * its list, in any order, its description, the counts line ("17 synthesis notes · 53 source
 * papers", or "Topic · 17 synthesis notes · …") and an optional address; then its list (records
 * may open with a lone "-" marker): each question (with or without "- ") is a member
 * note and a plain line right after it is that note's description; under a "Source papers"
 * heading each line is a member paper. Places each line it reads; returns the export and findings.
 */
export function parseTopicExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: TopicExport | null; findings: Finding[] } {
  const filled = lines.filter((l) => !isBlank(l));
  let i = 0;
  const label = (l: ExportLine | undefined): boolean => l !== undefined && (TOPIC_LABEL.test(l.text.trim()) || TOPICS_BREADCRUMB.test(l.text.trim()));
  while (label(filled[i])) ledger.place(filled[i++] as ExportLine, 'marker');
  const titleLine = filled[i];
  if (titleLine === undefined)
    return { page: null, findings: [finding('error', 'no-title', file, 1, 'the topic page has no name line; it cannot be imported')] };
  ledger.place(titleLine, 'title');
  i++;
  // The header runs to the first member or list heading: the counts line, an address and the description, in any order.
  const descriptionLines: ExportLine[] = [];
  let counts: TopicExport['counts'] = null;
  for (; i < filled.length; i++) {
    const line = filled[i] as ExportLine;
    const text = line.text.trim();
    const announced = topicCounts(text);
    if (isMember(bulletText(text) ?? text) || bulletText(text) !== null || RECORD_MARKER.test(text) || LIST_HEADING.test(text)) break;
    if (ADDRESS.test(text)) ledger.place(line, 'address');
    else if (announced && counts === null) {
      ledger.place(line, 'counts');
      counts = { line: line.n, value: announced };
    } else {
      ledger.place(line, 'description');
      descriptionLines.push(line);
    }
  }
  const members: TopicMember[] = [];
  let list: 'note' | 'paper' = 'note';
  for (; i < filled.length; i++) {
    const line = filled[i] as ExportLine;
    const text = bulletText(line.text) ?? line.text.trim();
    if (RECORD_MARKER.test(line.text)) {
      // A record's lone "-" marker, as the site's lists of related concepts write it.
      ledger.place(line, 'marker');
      continue;
    }
    if (LIST_HEADING.test(text) && bulletText(line.text) === null) {
      ledger.place(line, 'heading');
      list = /papers/i.test(text) ? 'paper' : 'note';
      continue;
    }
    const previous = members[members.length - 1];
    if (list === 'note' && !isMember(text)) {
      // A plain line right after a note is its description; any other plain line stays unplaced and is reported.
      if (previous && previous.description === null && previous.kind === 'note' && bulletText(line.text) === null) {
        ledger.place(line, 'member-description');
        previous.description = { line: line.n, value: text };
      }
      continue;
    }
    ledger.place(line, 'member');
    members.push({ kind: list, title: { line: line.n, value: text }, description: null });
  }
  const description: Located | null =
    descriptionLines.length > 0 ? { line: (descriptionLines[0] as ExportLine).n, value: descriptionLines.map((l) => l.text.trim()).join(' ') } : null;
  const findings: Finding[] = [];
  if (counts === null)
    findings.push(
      finding(
        'info',
        'topic-counts-missing',
        file,
        titleLine.n,
        'the topic page has no counts line ("N synthesis notes · M source papers"); its list is imported as it stands',
      ),
    );
  return { page: { kind: 'topic', file, form, title: { line: titleLine.n, value: titleLine.text.trim() }, description, counts, members }, findings };
}

/**
 * Reads a listing page of the site (an index of notes, lines, papers or topics, or the home page):
 * every line is placed as a listing, since the page holds no content of its own. Returns its title
 * and how many lines it lists.
 */
export function parseIndexExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: IndexExport | null; findings: Finding[] } {
  const filled = lines.filter((l) => !isBlank(l));
  const first = filled[0];
  if (first === undefined) return { page: null, findings: [finding('error', 'no-title', file, 1, 'the export is empty')] };
  ledger.place(first, 'title');
  for (const line of filled.slice(1)) ledger.place(line, 'listing');
  return { page: { kind: 'index', file, form, title: { line: first.n, value: first.text.trim() }, entries: filled.length - 1 }, findings: [] };
}

/** A member note of a topic's list: a question, with or without a "- " marker. */
function isMember(text: string): boolean {
  return /\?["'”’]?$/.test(text);
}
