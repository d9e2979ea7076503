import { describe, expect, it } from 'vitest';
import type { Slug, UrlPath } from '../../src/schemas/brand.ts';
import type { InquiryPage, NotePage, PaperPage } from '../../src/schemas/knowledge-base.ts';
import { sentencesCiting } from '../../src/views/paper-mentions.ts';

const base = { stub: false, file: null, aliases: [], clusters: [], tags: [], bodyHtml: '', citations: [], linkedFrom: [] };
const slug = (s: string): Slug => s as Slug;
const url = (s: string): UrlPath => s as UrlPath;

function paper(title: string, arxiv?: string): PaperPage {
  return { ...base, kind: 'paper', slug: slug('p'), url: url('/papers/p/'), title, text: '', authors: [], citedBy: [], ...(arxiv ? { arxiv } : {}) };
}
function note(text: string): NotePage {
  return {
    ...base,
    kind: 'note',
    slug: slug('n'),
    url: url('/notes/n/'),
    title: 'N?',
    text,
    description: '',
    claim: '',
    related: [],
    papers: [slug('p')],
    citedBy: [],
  };
}

describe('sentencesCiting', () => {
  it('finds the sentence that names a paper by the leading words of its title and "paper"', () => {
    const text =
      'Raters reward confidence. The Grounding Gaps paper shows LLMs already generate 77.5% fewer grounding acts than humans. Grounding gaps are everywhere.';
    expect(sentencesCiting(paper('Grounding Gaps in Language Model Generations'), note(text))).toEqual([
      'The Grounding Gaps paper shows LLMs already generate 77.5% fewer grounding acts than humans.',
    ]);
  });

  it('finds a paper by its title before the colon, by its full title, and by its arXiv id, in any case', () => {
    const p = paper('MaxMin-RLHF: Alignment with Diverse Human Preferences', '2402.08925');
    const text = 'First, maxmin-rlhf handles minorities. Nothing here. See arXiv 2402.08925 for proofs. MaxMin-RLHFX is another thing.';
    expect(sentencesCiting(p, note(text))).toEqual(['First, maxmin-rlhf handles minorities.', 'See arXiv 2402.08925 for proofs.']);
  });

  it('takes the sentences of an inquiring line that link to the paper, then those that name it, at most three', () => {
    const p = paper('Direct Preference Optimization: Your Language Model is Secretly a Reward Model');
    const claim = { line: 3, paragraph: 0, figures: [], text: 'DPO drops the reward model.' };
    const line: InquiryPage = {
      ...base,
      kind: 'inquiry',
      slug: slug('i'),
      url: url('/inquiring-lines/i/'),
      title: 'I?',
      lede: '',
      sources: [],
      writtenSources: [],
      next: [],
      text: 'Direct Preference Optimization is simpler. It is. Direct Preference Optimization again. And Direct Preference Optimization once more.',
      claims: [
        { ...claim, cites: [slug('p')] },
        { ...claim, text: 'Unrelated.', cites: [slug('q')] },
      ],
    };
    expect(sentencesCiting(p, line)).toEqual([
      'DPO drops the reward model.',
      'Direct Preference Optimization is simpler.',
      'Direct Preference Optimization again.',
    ]);
  });

  it('finds nothing where the page never names the paper', () => {
    expect(sentencesCiting(paper('Intent Mismatch Causes LLMs to Get Lost in Multi-Turn Conversation'), note('Intent matters. Mismatch happens.'))).toEqual([]);
  });
});
