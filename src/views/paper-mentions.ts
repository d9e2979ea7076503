/**
 * Where a page cites a paper, in its own words: the sentences of an inquiring line that link to
 * the paper, and the sentences of any page's text that name it (by its title, its title before
 * a colon, its arXiv id, or the leading words of its title followed by "paper" or "study", as
 * in "The Grounding Gaps paper shows…"). A paper page shows them under each page that cites it.
 */
import type { KbPage, PaperPage } from '../schemas/knowledge-base.ts';
import { essayOf } from '../kinds/registry.ts';

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Most sentences shown for one citing page: the first few say where it leans on the paper. */
const SENTENCES_MAX = 3;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The leading capitalised words of a title (at least two), e.g. `Grounding Gaps` of "Grounding Gaps in Language Model Generations". */
function leadingName(title: string): string | undefined {
  const words: string[] = [];
  for (const word of title.split(/\s+/)) {
    if (!/^[\p{Lu}\d]/u.test(word)) break;
    words.push(word);
  }
  return words.length >= 2 ? words.join(' ') : undefined;
}

/** How a paper is found in prose: `inSentence()` finds a name standing as a word in a sentence; `anywhere` finds any of its names in a page's text, even inside a word (a cheap test that rules out a page before it is cut into sentences). */
export interface PaperNames {
  inSentence: () => RegExp;
  anywhere: RegExp;
}

/** A paper → the patterns that find it named in prose (case-insensitive); the sentence pattern is made when first asked for. */
export function paperNames(paper: Pick<PaperPage, 'title' | 'arxiv'>): PaperNames {
  const names = new Set<string>([paper.title]);
  const beforeColon = paper.title.split(':')[0]?.trim() ?? '';
  if (beforeColon.length >= 6 && beforeColon !== paper.title) names.add(beforeColon);
  if (paper.arxiv) names.add(paper.arxiv);
  const bare = [...names].map(escapeRegExp);
  const lead = leadingName(paper.title);
  // Sentences are read with their whitespace made single spaces; the page's text is not.
  const anywhere = new RegExp([...bare, ...(lead === undefined ? [] : [escapeRegExp(lead)])].map((name) => name.replace(/ /g, '\\s+')).join('|'), 'iu');
  let sentence: RegExp | undefined;
  const inSentence = (): RegExp => {
    if (sentence) return sentence;
    const alternatives = bare.map((name) => `(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`);
    if (lead !== undefined) alternatives.push(`(?<![\\p{L}\\d])${escapeRegExp(lead)}\\s+(?:paper|study)\\b`);
    sentence = new RegExp(alternatives.join('|'), 'iu');
    return sentence;
  };
  return { inSentence, anywhere };
}

/** The sentences of `text` that name the paper, in order, trimmed. A sentence is a part of the text, so a text in which no name appears at all is not cut into sentences (the costly part). */
function sentencesMatching(text: string, names: PaperNames): string[] {
  if (!names.anywhere.test(text)) return [];
  const pattern = names.inSentence();
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text.replace(/\s+/g, ' '))) {
    const sentence = segment.trim();
    if (sentence !== '' && pattern.test(sentence)) out.push(sentence);
  }
  return out;
}

/** A paper and a page that cites or lists it → the (at most three) sentences in which the page cites it; `[]` when none names it. */
export function sentencesCiting(paper: Pick<PaperPage, 'slug' | 'title' | 'arxiv'>, page: KbPage, names: PaperNames = paperNames(paper)): string[] {
  const linked = (essayOf(page)?.claims ?? []).filter((claim) => claim.cites.includes(paper.slug)).map((claim) => claim.text);
  const named = sentencesMatching(page.text, names);
  return [...new Set([...linked, ...named])].slice(0, SENTENCES_MAX);
}
