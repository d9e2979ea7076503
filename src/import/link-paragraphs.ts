import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import type { Located } from './export-lines.ts';
import { type CitationSpan, findCitations, RUNNING } from './find-citations.ts';
import { clip } from './ledger.ts';
import { linkSpans } from './link-body.ts';
import { bulletText } from './sections.ts';
import type { TitleIndex } from './title-index.ts';

/** A distinct cited title in first-citation order, with the first span that cites it and its file line. */
export interface Cited {
  title: string;
  span: CitationSpan;
  line: number;
}

/** Paragraphs with their citations linked. */
export interface LinkedParagraphs {
  /** The paragraphs as Markdown, citations as `[[Title]]` links. */
  paragraphs: string[];
  /** How many citation links they carry. */
  links: number;
  /** How many places could be citations: the links and the questions left as prose. */
  candidates: number;
  /** Distinct cited titles in first-citation order (known and new). */
  cited: Cited[];
  /** Cited titles no page of the import or the collection has: each becomes a note stub. */
  newTitles: string[];
  findings: Finding[];
}

/**
 * Finds and links the citations of paragraphs (see `findCitations`): a known title links to its
 * page, an unknown question title placed as a citation links to a new note stub (reported once per
 * title), an uncertain one is linked and reported, and a question asked in prose is left as text and
 * reported, so no "?" that could be a citation passes without a finding. Returns the linked paragraphs.
 */
export function linkParagraphs(file: string, paragraphs: readonly Located[], titles: TitleIndex): LinkedParagraphs {
  const findings: Finding[] = [];
  const cited: Cited[] = [];
  const seen = new Set<string>();
  let links = 0;
  let candidates = 0;
  const linkOne = (p: Located): string => {
    const spans = findCitations(p.value, titles, { structural: true, uncertain: true });
    const accepted = spans.filter((s) => s.certainty !== 'prose' && s.certainty !== 'candidate');
    for (const span of spans) {
      const line = lineOf(p, span);
      if (span.certainty === 'candidate') {
        findings.push(
          finding(
            'info',
            'citation-candidate',
            file,
            line,
            `"${span.shown}" stands inside a sentence that runs on after it ("${clip(p.value.slice(span.end).trim(), 30)}"), as a citation does, but no page of the import or the collection has that title; it was left as text. If it cites a note, import that note's page with this one, or write it as [[${span.shown}]]`,
          ),
        );
        continue;
      }
      if (span.certainty === 'prose') {
        findings.push(
          finding(
            'info',
            'question-not-cited',
            file,
            line,
            `"${span.shown}" is a question that starts a sentence, ${closingWords(span.closing)}, as a question asked in prose does, and is no known title; it was left as text. If it cites a note, import that note's page with this one, or write it as [[${span.shown}]]`,
          ),
        );
        continue;
      }
      const title = span.known?.title ?? span.shown;
      if (span.certainty === 'uncertain') {
        findings.push(
          finding(
            'warning',
            'citation-uncertain',
            file,
            line,
            `"${span.shown}" starts a sentence but is followed by "${span.closing}" as a citation is, so it was linked to a new note stub; check the export: if it is a question asked in prose, remove the link`,
          ),
        );
      }
      if (seen.has(matchKey(title))) continue;
      seen.add(matchKey(title));
      cited.push({ title, span, line });
      if (isNew(span) && span.certainty !== 'uncertain') {
        const also = span.known && span.known.from !== file ? ` (${span.known.from} cites it too)` : '';
        findings.push(
          finding(
            'info',
            'citation-new',
            file,
            line,
            `"${span.shown}" is placed as a citation (a question title ${closingWords(span.closing)}, inside a sentence or a run of citations) and no page of the import or the collection has that title${also}; it links to a new note stub`,
          ),
        );
      }
    }
    links += accepted.length;
    candidates += spans.length;
    return linkSpans(p.value, accepted, (span) => span.known?.title ?? span.shown);
  };
  // A paragraph whose lines are all "- " items stays a list; each item is linked on its own.
  const out = paragraphs.map((p) => {
    const items = p.value.split('\n').map((l) => bulletText(l));
    if (items.length === 0 || items.some((i) => i === null)) return linkOne(p);
    return items.map((value, k) => `- ${linkOne({ line: p.line + k, value: value ?? '' })}`).join('\n');
  });
  const newTitles = cited.filter((c) => isNew(c.span)).map((c) => c.title);
  return { paragraphs: out, links, candidates, cited, newTitles, findings };
}

/** What follows a citation, in words for the report. */
export function closingWords(closing: string): string {
  if (closing === '') return 'ending the paragraph';
  if (closing === ' ' || closing === ', ') return 'followed by the next cited title';
  if (closing === RUNNING) return 'inside a sentence that runs on';
  return `before "${closing}"`;
}

/** True when a span cites a title no page has: found by structure, or known only as another page's citation. */
export function isNew(span: CitationSpan): boolean {
  return span.known === null || span.known.citedOnly === true;
}

/** The file line a span starts on, within a paragraph that may span several lines. */
export function lineOf(p: Located, span: CitationSpan): number {
  return p.line + (p.value.slice(0, span.start).match(/\n/g)?.length ?? 0);
}
