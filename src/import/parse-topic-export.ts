import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { type ExportLine, isBlank, type Located } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import type { IndexExport, TopicExport, TopicMember } from './parsed-export.ts';
import { bulletText, hubCounts, matchNavigation, RELATED_ENTRY, RELATED_TOPICS, TOPIC_LABEL, TOPICS_BREADCRUMB, topicCounts, VIEW_NAMES } from './sections.ts';

const RECORD_MARKER = /^\s*[-•*]\s*$/;
const ADDRESS = /^https?:\/\/\S+$|^\/(?:topics|notes)\/\S+$/;
/** A heading over a topic's list of notes or of papers ("Synthesis notes 17", "Source papers", "Notes in this topic"). */
const LIST_HEADING = /^(?:(?:Synthesis |Member )?notes|(?:Source )?papers)(?: in this (?:topic|cluster))?(?:\s+\(?\d[\d,]*\)?)?$/i;
/** A sentence break inside a line: what ends one sentence, then the capital that opens the next. */
const SENTENCE_BREAK = /[.!?…]["'”’)]?\s+["'“‘(]?[A-Z]/;

/**
 * Reads a topic page (`/topics/<slug>/`) or a topic hub (`/notes/<slug>/`, "Topic Hub · 68 linked
 * notes · 24 sections"): the site's navigation ("← All notes"), an optional "TOPIC" label or
 * "Topics" breadcrumb, the topic's name, then up to its list, in any order, its description, the
 * counts line ("17 synthesis notes · 53 source papers", or the hub's meta line) and an optional
 * address; then its list (records may open with a lone "-" marker), under section headings on a
 * hub: each one-sentence question (with or without "- ") is a member note and a line right after
 * it is that note's description (a description may itself end in a question); under a "Source
 * papers" heading each line is a member paper; under "Explore related", each line names another
 * topic. The view switch ("View as", "List", "Graph") and link arrows ("Read →") are navigation,
 * never content. Places each line it reads; returns the export and findings.
 */
export function parseTopicExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: TopicExport | null; findings: Finding[] } {
  const filled = lines.filter((l) => !isBlank(l));
  const findings: Finding[] = [];
  let counts: TopicExport['counts'] = null;
  let views = false;
  /** Places a line of the page's frame (navigation, labels, the view switch, counts); `false` for a line of content. */
  const frame = (line: ExportLine): boolean => {
    const text = line.text.trim();
    const hub = hubCounts(text);
    const announced = hub ? { notes: hub.notes, papers: null } : topicCounts(text);
    if (announced && counts === null) {
      ledger.place(line, 'counts');
      counts = { line: line.n, value: announced };
    } else if (TOPIC_LABEL.test(text) || TOPICS_BREADCRUMB.test(text) || matchNavigation(text) || (views && VIEW_NAMES.test(text))) {
      ledger.place(line, matchNavigation(text) ? 'chrome' : 'marker');
    } else {
      views = false;
      return false;
    }
    views = views || /^View as$/i.test(text);
    return true;
  };
  let i = 0;
  while (i < filled.length && frame(filled[i] as ExportLine)) i++;
  const titleLine = filled[i];
  if (titleLine === undefined)
    return { page: null, findings: [finding('error', 'no-title', file, 1, 'the topic page has no name line; it cannot be imported')] };
  ledger.place(titleLine, 'title');
  i++;
  // The header runs to the first member or list heading: the counts line, an address and the description, in any order.
  const descriptionLines: ExportLine[] = [];
  for (; i < filled.length; i++) {
    const line = filled[i] as ExportLine;
    const text = line.text.trim();
    if (frame(line)) continue;
    if (isMember(bulletText(text) ?? text) || bulletText(text) !== null || RECORD_MARKER.test(text) || LIST_HEADING.test(text) || RELATED_TOPICS.test(text))
      break;
    if (ADDRESS.test(text)) ledger.place(line, 'address');
    else if (descriptionLines.length > 0 && !sentenceLike(text)) break;
    else {
      ledger.place(line, 'description');
      descriptionLines.push(line);
    }
  }
  const members: TopicMember[] = [];
  const related: string[] = [];
  let list: 'note' | 'paper' | 'related' = 'note';
  for (; i < filled.length; i++) {
    const line = filled[i] as ExportLine;
    const text = bulletText(line.text) ?? line.text.trim();
    if (RECORD_MARKER.test(line.text)) {
      // A record's lone "-" marker, as the site's lists of related concepts write it.
      ledger.place(line, 'marker');
      continue;
    }
    if (RELATED_TOPICS.test(text)) {
      ledger.place(line, 'heading');
      list = 'related';
      continue;
    }
    if (frame(line)) continue;
    if (list === 'related') {
      const name = (RELATED_ENTRY.exec(text)?.[1] ?? text).trim();
      ledger.place(line, 'related-title');
      if (name !== '') related.push(name);
      continue;
    }
    if (LIST_HEADING.test(text) && bulletText(line.text) === null) {
      ledger.place(line, 'heading');
      list = /papers/i.test(text) ? 'paper' : 'note';
      continue;
    }
    const previous = members[members.length - 1];
    const describes = previous !== undefined && previous.description === null && previous.kind === 'note' && bulletText(line.text) === null;
    if (list === 'note' && (!isMember(text) || (describes && SENTENCE_BREAK.test(text)))) {
      // A line right after a note that reads as a sentence is its description; a short plain line is a section heading.
      if (describes && sentenceLike(text)) {
        ledger.place(line, 'member-description');
        previous.description = { line: line.n, value: text };
      } else if (!sentenceLike(text) && bulletText(line.text) === null) ledger.place(line, 'heading');
      continue;
    }
    ledger.place(line, 'member');
    members.push({ kind: list, title: { line: line.n, value: text }, description: null });
  }
  const description: Located | null =
    descriptionLines.length > 0 ? { line: (descriptionLines[0] as ExportLine).n, value: descriptionLines.map((l) => l.text.trim()).join(' ') } : null;
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
  if (related.length > 0)
    findings.push(
      finding(
        'info',
        'related-topics-read',
        file,
        titleLine.n,
        `the page names ${related.length} related topic${related.length === 1 ? '' : 's'} (${related.map((r) => `"${r}"`).join(', ')}); they are other clusters, not members, and take nothing from this page`,
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

/** A member note of a topic's list: one question, with or without a "- " marker. */
function isMember(text: string): boolean {
  return /\?["'”’]?$/.test(text) && !SENTENCE_BREAK.test(text);
}

/** True for a line that reads as a sentence (it ends as one, or runs to eight words or more), not as a short heading. */
function sentenceLike(text: string): boolean {
  return /[.!?…:;]["'”’)]?$/.test(text) || text.split(/\s+/).length >= 8;
}
