import type { Finding } from '../../schemas/finding.ts';
import type { KbPage, Support } from '../../schemas/knowledge-base.ts';
import { finding } from '../finding.ts';
import { quoted, type CheckContext } from './context.ts';

/** The codes of the support findings, by the verdict that raises each. */
export const SUPPORT_CODES = {
  unsupported: 'unsupported-citation',
  'figure-mismatch': 'figure-mismatch',
  contradicted: 'contradicted-citation',
} as const;

/** What a support finding carries in `data`: the sentence, the note and the passage, for the integrity page. */
function dataOf(support: Support, title: string): Record<string, unknown> {
  return {
    sentence: support.sentence,
    line: support.line,
    note: support.target,
    title,
    passage: support.mismatch?.passage ?? support.passage?.text ?? '',
    ...(support.mismatch ? { figure: support.mismatch.figure, reason: support.mismatch.reason } : {}),
    ...(support.contradiction ? { term: support.contradiction.term, reason: support.contradiction.reason } : {}),
  };
}

/** Longest excerpt of the sentence a message quotes: the whole sentence and passage are in the finding's data and on the integrity page. */
const SENTENCE_EXCERPT = 120;

/** The first `SENTENCE_EXCERPT` characters of a sentence, cut at a word, with an ellipsis when cut. */
function excerpt(sentence: string): string {
  if (sentence.length <= SENTENCE_EXCERPT) return sentence;
  const cut = sentence.lastIndexOf(' ', SENTENCE_EXCERPT);
  return `${sentence.slice(0, cut > 0 ? cut : SENTENCE_EXCERPT)}…`;
}

/** The message of one support finding: what is wrong with the citation, and what to do. */
function messageOf(support: Support, note: string): string | null {
  const sentence = `Sentence: "${excerpt(support.sentence)}"`;
  switch (support.verdict) {
    case 'unsupported':
      return support.terms.length === 0 && support.figures.length === 0
        ? `the sentence cites ${note}, but no passage of that note shares a key term or figure with it. Check that the note says what the sentence says, and cite the note that does, or reword the sentence. ${sentence}`
        : `the sentence cites ${note}, which is on its subject but does not state its point: most words of what the sentence says (from its verb on) appear nowhere in the note. Cite the note that makes the claim, or reword the sentence to what this note says. ${sentence}`;
    case 'figure-mismatch': {
      const m = support.mismatch;
      if (!m) return null;
      if (m.reason === 'count')
        return `the figure "${m.figure}" is not what ${note} gives: the note counts the same thing with another number ("${excerpt(m.passage)}"). Check the number in the source and correct the sentence. ${sentence}`;
      const what = m.reason === 'direction' ? 'in number but in the opposite direction' : 'in number but for something else';
      return `the figure "${m.figure}" matches ${note} ${what}. Check what the figure measures in the source and correct the sentence. ${sentence}`;
    }
    case 'contradicted': {
      const c = support.contradiction;
      if (!c) return null;
      const how = c.reason === 'negation' ? 'one of them negates it' : 'they state opposite directions';
      return `the sentence says the opposite of ${note} about "${c.term}" (${how}). Check the source and correct the sentence, or cite the note that supports it. ${sentence}`;
    }
    default:
      return null;
  }
}

/**
 * `unsupported-citation`, `figure-mismatch` and `contradicted-citation` (warnings): a citation of a
 * note whose best passage shares nothing with the sentence or that never states the sentence's
 * point, states one of its figures for another
 * measure or direction, or says the opposite (an explicit negation or opposite direction word on
 * the same terms). Read from each page's `support` (derive/support/), at the citing sentence's line.
 */
export function citationSupport(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  const withSupport = (page: KbPage): page is KbPage & { support: Support[] } => (page.support?.length ?? 0) > 0;
  for (const page of ctx.pages) {
    if (!withSupport(page)) continue;
    for (const support of page.support) {
      if (support.verdict === 'supported' || support.verdict === 'closest' || support.verdict === 'unchecked') continue;
      const message = messageOf(support, quoted(ctx, support.target));
      if (message === null) continue;
      const title = ctx.bySlug.get(support.target)?.title ?? support.target;
      out.push(finding('warning', SUPPORT_CODES[support.verdict], page.file, support.line, message, { slug: page.slug, data: dataOf(support, title) }));
    }
  }
  return out;
}
