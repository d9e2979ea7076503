// How the support check binds a figure to what it measures: the stretch of its clause, a list of
// figures that shares one measure, and another figure of the note that states the sentence's measure.
import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

const notes = {
  'notes/cutoff.md': md({
    kind: 'note',
    title: 'What do models say about events after their cutoff?',
    claim: 'Asked about events after their training cutoff, 52% of answers abstained and 2% made up a date; the rest hedged.',
  }),
  'notes/restaurants.md': md({
    kind: 'note',
    title: 'How long do new restaurants last?',
    claim: 'Of new restaurants, 80% survive their first year, 65% their second, 50% their fourth and 41% their sixth.',
  }),
  'notes/audit.md': md({
    kind: 'note',
    title: 'What did the accessibility audit find?',
    claim: 'The audit found 37% of form fields lacking a label, and 18% of form fields with a keyboard trap.',
  }),
  'notes/length.md': md({
    kind: 'note',
    title: 'How much does answer length sway raters?',
    claim: 'Answer length explained 38% of the variance in rater scores, and summaries recovered only 15–20% of the lost detail.',
  }),
};

const sentences = [
  // The note's 52% is those that abstained; making up a date is its 2%.
  'Models made up a date in 52% of their answers [[What do models say about events after their cutoff?]].',
  'Asked about events past the cutoff, 52% of answers abstained [[What do models say about events after their cutoff?]].',
  // "2%" is found where it stands, not inside "52%".
  'Only 2% of the answers made up a date outright [[What do models say about events after their cutoff?]].',
  // A list that states its measure once: "65% their second" is the second year's survival.
  'Only 65% of new restaurants make it through their fourth year [[How long do new restaurants last?]].',
  'About 65% of new restaurants are still open after their second year [[How long do new restaurants last?]].',
  'Roughly half of new restaurants survive to the end of their fourth year [[How long do new restaurants last?]].',
  // The audit's 18% is of fields with a keyboard trap, not of unlabelled fields, though both are fields.
  'The audit counted 18% of form fields lacking a label [[What did the accessibility audit find?]].',
  // A share in words no note states, where the note gives the same measure another amount.
  'Answer length explained half of the variance in rater scores [[How much does answer length sway raters?]].',
  'Answer length explained about two-fifths of the variance in rater scores [[How much does answer length sway raters?]].',
  'Summaries recovered about one-fifth of the lost detail [[How much does answer length sway raters?]].',
];

describe('binding a figure to what it measures', () => {
  const kb = kbFrom({ ...notes, 'inquiring-lines/f.md': md({ kind: 'inquiry', title: 'How are figures bound?' }, `\n${sentences.join('\n\n')}\n`) });
  const verdicts = (page(kb, 'How are figures bound?').support ?? []).map((s) => s.verdict);

  it('counts a figure the note gives for another measure, which another of its figures states, as a mismatch', () => {
    expect(verdicts[0]).toBe('figure-mismatch');
    expect(verdicts[1]).toBe('supported');
  });

  it('finds a figure where it stands, never inside a longer number', () => {
    expect(verdicts[2]).toBe('supported');
  });

  it('reads a list of figures that states its measure once as one measure, told apart by its own words', () => {
    expect(verdicts.slice(3, 6)).toEqual(['figure-mismatch', 'supported', 'supported']);
  });

  it('takes a figure whose words are another figure’s in the note as stated for another measure', () => {
    expect(verdicts[6]).toBe('figure-mismatch');
  });

  it('counts a share in words that the note gives another amount for the same measure as a mismatch, and a rounding of its figure or range as stated', () => {
    expect(verdicts.slice(7, 10)).toEqual(['figure-mismatch', 'supported', 'supported']);
  });
});
