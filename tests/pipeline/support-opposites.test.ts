// Whose claim a negation denies: the subject of a verb coordinated with another, of a verb in the
// passive, a subject the passage names only in another clause, a verb cue with an object, and a
// frequency word that describes a noun rather than denying the clause.
import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

const notes = {
  'notes/solver.md': md({
    kind: 'note',
    title: 'Why do solvers stall on long proofs?',
    claim: 'On proofs longer than forty steps the solver often fixed an early lemma choice and never revised it, so most runs timed out.',
  }),
  'notes/leak.md': md({
    kind: 'note',
    title: 'Can a browser tab read another tab’s memory?',
    claim: 'The attack leaked cache lines across browser tabs on shared hardware, letting one site read a secret from another.',
  }),
  'notes/tutor.md': md({
    kind: 'note',
    title: 'Does the new tutor ask more questions?',
    claim: 'Compared with the scripted tutor, it raised completion by 12% and asked probing questions in most sessions.',
  }),
  'notes/reviews.md': md({
    kind: 'note',
    title: 'What did the style rule change in code review?',
    claim: 'After the style rule, reviewers no longer commented on naming in most pull requests.',
  }),
  'notes/crawler.md': md({
    kind: 'note',
    title: 'How does the crawler schedule pages?',
    claim: 'The crawler orders its queue by how much each page is worth fetching again.',
    body: 'Updating a page on the site resets the crawler score of that page.',
  }),
  'notes/latency.md': md({
    kind: 'note',
    title: 'Does caching help the slowest requests?',
    claim: 'The cache cut median latency by a third. The gap between cached and uncached tails was larger on the busiest days.',
  }),
  'notes/agreement.md': md({
    kind: 'note',
    title: 'Does the new metric track human judgement?',
    claim: 'After tuning, the metric matched the majority rating more often, but its agreement with human raters fell from 0.62 to 0.40.',
  }),
  'notes/load.md': md({
    kind: 'note',
    title: 'What happens to error rates under load?',
    claim: 'Under heavy load the service answered fewer requests within its deadline, while throughput rose from 800 to 950 requests a second.',
  }),
};

const sentences = [
  // "…fixed an early lemma choice and never revised it": the subject of "revised" is the solver, not the lemma.
  'On long proofs the solver readily revises an early lemma choice [[Why do solvers stall on long proofs?]].',
  // A passive states of the leaked lines what the active verb takes.
  'Cache lines can no longer be leaked across browser tabs [[Can a browser tab read another tab’s memory?]].',
  // "it raised… and asked": the scripted tutor is the other side, named in another clause.
  'The scripted tutor seldom asked probing questions [[Does the new tutor ask more questions?]].',
  // "stopped reviewers commenting" denies the commenting, as "no longer commented" does.
  'The style rule all but stopped reviewers commenting on naming [[What did the style rule change in code review?]].',
  // "pages that are rarely updated" names a kind of page; it denies no "updating a page".
  'The crawler spends little effort on site pages that are rarely updated [[How does the crawler schedule pages?]].',
  // A verb of change against a word of the other way said of the same thing.
  'The gap between cached and uncached tails is shrinking on the busiest days [[Does caching help the slowest requests?]].',
  // The other way beside a number both state: the figure is quoted the wrong way.
  'After tuning, the metric raised its agreement with human raters to 0.62 [[Does the new metric track human judgement?]].',
  // The passage states the sentence's way of the same thing too ("throughput rose").
  'Throughput improved under heavy load even as fewer requests met the deadline [[What happens to error rates under load?]].',
];

describe('reading whose claim a negation denies', () => {
  const kb = kbFrom({ ...notes, 'inquiring-lines/n.md': md({ kind: 'inquiry', title: 'Whose claim is denied?' }, `\n${sentences.join('\n\n')}\n`) });
  const verdicts = (page(kb, 'Whose claim is denied?').support ?? []).map((s) => s.verdict);

  it('reads a verb coordinated with another as said of that verb’s subject', () => {
    expect(verdicts[0]).toBe('contradicted');
  });

  it('reads a verb in the passive against the object of the same verb in the active', () => {
    expect(verdicts[1]).toBe('contradicted');
  });

  it('does not take a subject the passage leaves to a pronoun for one it names in another clause', () => {
    expect(verdicts[2]).not.toBe('contradicted');
  });

  it('reads a verb cue with an object as a negation of the verb after it', () => {
    expect(verdicts[3]).not.toBe('contradicted');
  });

  it('reads a frequency word in a relative clause as describing the noun, not denying the claim', () => {
    expect(verdicts[4]).not.toBe('contradicted');
  });
});

describe('reading changes said the other way', () => {
  const kb = kbFrom({ ...notes, 'inquiring-lines/c.md': md({ kind: 'inquiry', title: 'Which way did it go?' }, `\n${sentences.slice(5).join('\n\n')}\n`) });
  const verdicts = (page(kb, 'Which way did it go?').support ?? []).map((s) => s.verdict);

  it('reads a verb of change against a word of the other way on the same thing as the opposite', () => {
    expect(verdicts[0]).toBe('contradicted');
  });

  it('reads a change the other way beside a number both state as a figure quoted the wrong way', () => {
    expect(verdicts[1]).toBe('figure-mismatch');
  });

  it('takes no change for the opposite when the passage states the same way of the same thing', () => {
    expect(verdicts[2]).not.toBe('contradicted');
  });
});

describe('reading a comparison turned round', () => {
  const kb = kbFrom({
    'notes/summaries.md': md({
      kind: 'note',
      title: 'Who writes more accurate summaries?',
      claim: 'Model-written summaries scored higher than human ones on factual accuracy and clear structure, while human summaries were rated more engaging.',
    }),
    'inquiring-lines/t.md': md(
      { kind: 'inquiry', title: 'Who comes out ahead?' },
      '\nHuman summaries outscore model ones on factual accuracy [[Who writes more accurate summaries?]].\n\nModel summaries were rated less clear in structure than human ones [[Who writes more accurate summaries?]].\n',
    ),
  });

  it('takes only the head of the first side as the kind "ones" stands for, so a word before it still tells the sides apart', () => {
    expect((page(kb, 'Who comes out ahead?').support ?? []).map((s) => s.verdict)[0]).toBe('contradicted');
  });

  it('reads what is compared on through a list joined by "and" ("on factual accuracy and clear structure")', () => {
    expect((page(kb, 'Who comes out ahead?').support ?? []).map((s) => s.verdict)[1]).toBe('contradicted');
  });
});
