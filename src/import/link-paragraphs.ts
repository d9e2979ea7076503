import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { Located } from './export-lines.ts';
import { findCitations } from './find-citations.ts';
import { linkSpans } from './link-body.ts';
import type { TitleIndex } from './title-index.ts';

/**
 * Links the known-title citations of a note's body or a digest's points (see `findCitations`).
 * A question-shaped span that matches no known title is left as text and reported. Returns the
 * paragraphs as Markdown, the number of links and findings.
 */
export function linkParagraphs(file: string, paragraphs: readonly Located[], titles: TitleIndex): { paragraphs: string[]; links: number; findings: Finding[] } {
  const findings: Finding[] = [];
  let links = 0;
  const out = paragraphs.map((p) => {
    const spans = findCitations(p.value, titles, { structural: true });
    const known = spans.filter((s) => s.known !== null);
    for (const span of spans.filter((s) => s.known === null)) {
      findings.push(finding('warning', 'citation-unknown', file, p.line, `"${span.shown}" stands where a citation would, but matches no known title; it was left as text`));
    }
    links += known.length;
    return linkSpans(p.value, known, (span) => span.known?.title ?? span.shown);
  });
  return { paragraphs: out, links, findings };
}
