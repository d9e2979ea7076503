// What an inquiring line or a note hands its citations' previews and its Sources list: for each
// citation of a note, the passage of the note that its sentence rests on (derive/support/).
import { jsonForScript } from '../core/escape.ts';
import type { CitationPassage, CitationSupport } from '../schemas/citation-support.ts';
import type { KbPage, Support } from '../schemas/knowledge-base.ts';

/** One citation's passage as its preview shows it, or `null` when there is nothing to show. */
function passageOf(support: Support | undefined): CitationPassage | null {
  if (support?.passage == null || support.verdict === 'unchecked') return null;
  const out: CitationPassage = { verdict: support.verdict, passage: support.passage.text, marks: support.passage.marks };
  if (support.mismatch) {
    out.reason = support.mismatch.reason;
    out.passage = support.mismatch.passage;
    out.marks = [];
  }
  return out;
}

/**
 * A page's citation passages keyed by cited slug, one entry per citation of that slug in body
 * order (so the k-th link to it in the body finds the k-th entry); `null` when the page has none.
 */
export function citationSupportOf(page: KbPage): CitationSupport | null {
  if (!page.support || page.support.length === 0) return null;
  const byCitation = new Map<number, Support>(page.support.map((s) => [s.citation, s]));
  const out: CitationSupport = {};
  let any = false;
  page.citations.forEach((citation, i) => {
    // A support is shown only for the note it was found in, whatever its index says.
    const support = byCitation.get(i);
    const entry = passageOf(support?.target === citation.target ? support : undefined);
    any ||= entry !== null;
    const list = out[citation.target] ?? [];
    list.push(entry);
    out[citation.target] = list;
  });
  if (!any) return null;
  // Slugs with no passage at all need no entry.
  for (const [slug, list] of Object.entries(out)) if (list.every((entry) => entry === null)) delete out[slug];
  return out;
}

/** The page's citation passages as the JSON of its data block, or `null` when it has none. */
export function citationSupportJson(page: KbPage): string | null {
  const support = citationSupportOf(page);
  return support === null ? null : jsonForScript(support);
}

/** A sentence a source is cited for, and whether the build found the source's support for it wanting. */
export interface SupportedSentence {
  text: string;
  flagged: boolean;
}

/** The sentences of a page that cite `source` (without the citations' titles), in body order, once each; a note without text supports none. */
export function sentencesCiting(page: KbPage, source: string): SupportedSentence[] {
  const out: SupportedSentence[] = [];
  for (const s of page.support ?? []) {
    if (s.target !== source || s.verdict === 'unchecked') continue;
    const flagged = s.verdict !== 'supported' && s.verdict !== 'closest';
    const seen = out.find((o) => o.text === s.sentence);
    if (seen) seen.flagged ||= flagged;
    else out.push({ text: s.sentence, flagged });
  }
  return out;
}
