// How the support check reads what a negation, a figure's negation and a pair of opposite words
// say: the cases a careful reader accepts that a word-by-word reading would call opposite.
import { describe, expect, it } from 'vitest';
import type { KbPage, Support } from '../../src/schemas/knowledge-base.ts';
import { kbFrom, md, page } from './helpers.ts';

const supportOf = (p: KbPage): Support[] => p.support ?? [];

const notes = {
  'notes/multiturn.md': md({
    kind: 'note',
    title: 'Why do models fail in long conversations?',
    claim:
      'Every model tested lost on average 39% of its single-turn performance when a task was revealed over several turns, and never recovered. Mitigations such as recapping the conversation recovered only 15–20% of the loss.',
  }),
  'notes/collab.md': md({
    kind: 'note',
    title: 'Why do models answer instead of asking?',
    claim: 'Training on next-turn rewards makes models favour an immediate answer over a clarifying question.',
  }),
  'notes/fuzzer.md': md({
    kind: 'note',
    title: 'How does a neural fuzzer choose bytes?',
    claim: 'The fuzzer trains a neural network on coverage, then uses the gradients of that network to decide which bytes to mutate.',
  }),
  'notes/empathy.md': md({
    kind: 'note',
    title: 'Does an emotional reward teach empathy?',
    claim: "Trained on a simulated user's emotional trajectory, models showed stable gains in empathy while dialogue quality held steady.",
  }),
  'notes/persona.md': md({
    kind: 'note',
    title: 'Does a warm persona cost accuracy?',
    claim: 'Fine-tuning models to sound warmer raised their error rates by 10 to 30 percentage points on medical reasoning.',
  }),
  'notes/packages.md': md({
    kind: 'note',
    title: 'Do coding tools invent package names?',
    claim: '21.7% of the package names suggested by AI coding tools did not exist, leaving each open to registration by an attacker.',
  }),
};

describe('reading negations, figures and opposites as a careful reader does', () => {
  const sentences = [
    // "None of X recovered more than 20%" agrees with "X recovered only 15–20%": the quantifier negates the verb, not the mitigations.
    'None of the mitigations tried recovered more than 15 to 20 percent of the loss [[Why do models fail in long conversations?]].',
    // The passage names both "answer" and "question": a pair of things, not two opposite claims.
    'Models trained on next-turn rewards answer rather than ask a clarifying question [[Why do models answer instead of asking?]].',
    // "the other 21.7% are phantoms" states no word the note's "did not exist" denies: a paraphrase of the negative, not another measure.
    'Close to four in five of the suggested package names are real, and the other 21.7% are phantoms that an attacker could register [[Do coding tools invent package names?]].',
    // The same figure said of the word the note denies, without the negation: the figure is misquoted.
    'AI coding tools suggested 21.7% of package names that exist [[Do coding tools invent package names?]].',
    // A light verb's negation falls on what it takes.
    'The fuzzer does not use gradients to decide which bytes to mutate [[How does a neural fuzzer choose bytes?]].',
    // "did not improve" against "gains in empathy": a noun of change says what it changes after "in".
    'Rewarding models with an emotional trajectory did not improve their empathy [[Does an emotional reward teach empathy?]].',
    // A denial of any change against a change stated in a clause naming what was said unchanged.
    "A warmer persona did not affect the models' accuracy on medical reasoning [[Does a warm persona cost accuracy?]].",
    // 39% is what the note's models lost; what mitigations recovered is another figure.
    'Mitigations such as recapping the conversation recover about 39% of the performance models lose [[Why do models fail in long conversations?]].',
  ];
  const kb = kbFrom({ ...notes, 'inquiring-lines/r.md': md({ kind: 'inquiry', title: 'How is a citation read?' }, `\n${sentences.join('\n\n')}\n`) });
  const verdicts = supportOf(page(kb, 'How is a citation read?')).map((s) => s.verdict);

  it('reads "none of the X" as a negation of the verb, which "only 15–20%" agrees with', () => {
    expect(verdicts[0]).toBe('supported');
    expect(kb.findings.filter((f) => f.code === 'figure-not-in-source')).toEqual([]);
  });

  it('takes no pair of opposite nouns the passage names both of for a contradiction', () => {
    expect(verdicts[1]).not.toBe('contradicted');
  });

  it("counts a figure the note states with another verb, while another of its figures has the sentence's verb, as another measure", () => {
    expect(verdicts[7]).toBe('figure-mismatch');
  });

  it('counts a figure negated on one side only against the note when the denied word is stated on the other side', () => {
    expect(verdicts[2]).toBe('supported');
    expect(verdicts[3]).toBe('figure-mismatch');
  });

  it('reads a negated light verb as a negation of what it takes, a noun of change by what follows "in", and a denied change against a change in the same thing', () => {
    expect(verdicts.slice(4, 7)).toEqual(['contradicted', 'contradicted', 'contradicted']);
  });
});

describe('reading opposite words and changes as a careful reader does', () => {
  const kb = kbFrom({
    ...notes,
    'notes/gap.md': md({
      kind: 'note',
      title: 'Does preference optimization change grounding?',
      claim: 'Models produce fewer grounding acts than humans, and preference optimization widens the gap between models and humans.',
    }),
    'notes/classroom.md': md({
      kind: 'note',
      title: 'Do chatbots help students on practical tasks?',
      claim: 'Students who worked with a chatbot did better on the practical task and produced more knowledge-based dialogue than students in peer groups.',
    }),
    'notes/reuse.md': md({
      kind: 'note',
      title: "Does DPO make models reuse users' words?",
      claim: "After DPO, models reused users' referring expressions in 41% of turns, up from 12%.",
    }),
    'notes/masses.md': md({
      kind: 'note',
      title: 'Can symmetric dynamics split the masses?',
      claim: 'A flavour-symmetric gap equation drives all three generation masses to a common value.',
    }),
    'inquiring-lines/o.md': md(
      { kind: 'inquiry', title: 'How are opposites read?' },
      [
        '',
        // Opposite verbs whose subject a comma sets apart from their clause, in texts that share much.
        'Preference optimization, whatever its other costs, narrows the gap between models and humans [[Does preference optimization change grounding?]].',
        '',
        // "drives all three masses", read by the model as a noun, is the verb the sentence negates.
        'Flavour-symmetric dynamics never drive the three generation masses together [[Can symmetric dynamics split the masses?]].',
        '',
        // The start of a change quoted as its end.
        "DPO raised the reuse of users' referring expressions to 12% of turns [[Does DPO make models reuse users' words?]].",
        '',
        "DPO raised the reuse of users' referring expressions to 41% of turns [[Does DPO make models reuse users' words?]].",
        '',
        // The sides turned round on the comparison of the same thing, though another comparison stands nearer "than".
        'The peer groups outperformed the chatbot users on the practical task [[Do chatbots help students on practical tasks?]].',
        '',
      ].join('\n'),
    ),
  });

  it('reads opposite verbs of texts that share much as opposites, and a word before a determiner as the verb it is', () => {
    expect(
      supportOf(page(kb, 'How are opposites read?'))
        .map((s) => s.verdict)
        .slice(0, 2),
    ).toEqual(['contradicted', 'contradicted']);
  });

  it('flags the start of a change quoted as its end, and accepts its end', () => {
    expect(
      supportOf(page(kb, 'How are opposites read?'))
        .map((s) => s.verdict)
        .slice(2, 4),
    ).toEqual(['figure-mismatch', 'supported']);
  });

  it('finds the comparison of the same thing among several in one clause, and its sides turned round', () => {
    expect(supportOf(page(kb, 'How are opposites read?'))[4]?.verdict).toBe('contradicted');
  });
});

describe('reading a paraphrase that states both ways, and a claim that only asks', () => {
  const kb = kbFrom({
    'notes/buffer.md': md({
      kind: 'note',
      title: 'Does a larger replay buffer keep helping?',
      claim: 'Sample efficiency grows only logarithmically with replay buffer size, and the curve is nearly flat beyond about a million transitions.',
    }),
    'notes/curriculum.md': md({
      kind: 'note',
      title: 'Does curriculum order matter?',
      claim: 'Poses the question whether curriculum ordering helps small language models or only large ones.',
    }),
    'inquiring-lines/b.md': md(
      { kind: 'inquiry', title: 'How are trade-offs read?' },
      [
        '',
        // A diminishing return restated in words of both ways ("still raises", "diminishing") against "grows": a paraphrase, not an opposite.
        'Past about a million transitions, enlarging the replay buffer still raises efficiency a little, but the returns have been diminishing logarithmically all along [[Does a larger replay buffer keep helping?]].',
        '',
        // The same claim turned one way only is still read as an opposite.
        'Sample efficiency shrinks logarithmically with replay buffer size beyond about a million transitions [[Does a larger replay buffer keep helping?]].',
        '',
        // A claim that only asks neither supports nor contradicts.
        'Rather than helping large models, curriculum ordering helps small language models [[Does curriculum order matter?]].',
        '',
      ].join('\n'),
    ),
  });
  const verdicts = supportOf(page(kb, 'How are trade-offs read?')).map((s) => s.verdict);

  it('reads a sentence that states both ways itself as no opposite of a passage of one way', () => {
    expect(verdicts[0]).not.toBe('contradicted');
    expect(verdicts[1]).toBe('contradicted');
  });

  it('neither endorses nor flags against a claim that only poses a question', () => {
    expect(verdicts[2]).not.toBe('contradicted');
    expect(verdicts[2]).not.toBe('supported');
  });
});

describe('reading a long summary of several points', () => {
  const kb = kbFrom({
    'notes/edges.md': md({
      kind: 'note',
      title: 'What does edge coverage miss?',
      claim: 'Edge coverage alone cannot see the program state that a bug depends on.',
    }),
    'inquiring-lines/s.md': md(
      { kind: 'inquiry', title: 'How is a summary read?' },
      [
        '',
        // Many clauses in the author's words: "has seen every edge" against "cannot see the state" is one word of one clause, no evidence against the whole.
        'Once edge coverage has seen every branch of a function the fuzzer has nothing left to chase there, and since a bug depends on the program state as well as on the edge that reaches it, the coverage leaves the fuzzer blind to the state that a bug needs [[What does edge coverage miss?]].',
        '',
        // One clause denying the point is read as the opposite.
        'Edge coverage alone can see the program state that a bug depends on [[What does edge coverage miss?]].',
        '',
      ].join('\n'),
    ),
  });
  const verdicts = supportOf(page(kb, 'How is a summary read?')).map((s) => s.verdict);

  it('shows the closest passage, not a contradiction, for an opposite word in one clause of a long summary', () => {
    expect(verdicts[0]).not.toBe('contradicted');
    expect(verdicts[1]).toBe('contradicted');
  });
});

describe('reading a change turned round', () => {
  const kb = kbFrom({
    'notes/glacier.md': md({
      kind: 'note',
      title: 'How fast did the glacier flow?',
      claim: "Over the melt season the glacier's flow speed rose from 40 to 120 metres per year.",
    }),
    'inquiring-lines/g.md': md(
      { kind: 'inquiry', title: 'How is a turned change read?' },
      [
        '',
        // Both ends of the change, the other way: the opposite claim.
        "Over the melt season the glacier's flow speed fell from about 120 to 40 metres per year [[How fast did the glacier flow?]].",
        '',
        // One end, the other way: a figure misquoted.
        "Over the melt season the glacier's flow speed fell to 40 metres per year [[How fast did the glacier flow?]].",
        '',
      ].join('\n'),
    ),
  });
  const verdicts = supportOf(page(kb, 'How is a turned change read?')).map((s) => s.verdict);

  it('reads both ends of a change turned round as the opposite claim, and one end as a figure quoted the wrong way', () => {
    expect(verdicts).toEqual(['contradicted', 'figure-mismatch']);
  });
});
