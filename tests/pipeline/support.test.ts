import { describe, expect, it } from 'vitest';
import { toExport } from '../../src/pipeline/knowledge-base.ts';
import { LINK_MARK } from '../../src/pipeline/parse/sentences.ts';
import { clausesOf, withoutCitations } from '../../src/pipeline/derive/support/sentences.ts';
import { loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import type { KbPage, Support } from '../../src/schemas/knowledge-base.ts';
import { kbFrom, md, page } from './helpers.ts';

const M = LINK_MARK;
const supportOf = (p: KbPage): Support[] => p.support ?? [];

const notes = {
  'notes/warmth.md': md({
    kind: 'note',
    title: 'Does warmth training make models less reliable?',
    claim: 'Five models trained for warmth showed 5–9pp error increases on medical reasoning. Standard safety benchmarks failed to detect the degradation.',
  }),
  'notes/grounding.md': md({
    kind: 'note',
    title: 'Does preference optimization erode grounding?',
    description: 'Exploring whether RLHF reduces clarifying questions.',
    claim: 'Preference optimization reduces grounding acts by 77.5% below human levels.',
  }),
  'notes/tutor.md': md({
    kind: 'note',
    title: 'Does AI tutoring raise exam scores?',
    claim: 'Students who used an AI tutor for eight weeks scored 12 points higher on the final exam. Attendance did not change.',
  }),
  'notes/stub.md': md({ kind: 'note', title: 'Is this note written yet?', stub: true }),
};

describe('support passages', () => {
  const kb = kbFrom({
    ...notes,
    'inquiring-lines/a.md': md(
      { kind: 'inquiry', title: 'Why do tuned models fail?' },
      '\nWarmth-tuned models made more errors on medical reasoning [[Does warmth training make models less reliable?]], and grounding acts fell to 77.5% below human levels [[Does preference optimization erode grounding?]].\n\nAnything at all here [[Is this note written yet?]].\n',
    ),
  });
  const line = page(kb, 'Why do tuned models fail?');

  it('gives each citation the passage of its note that matches its clause, with the shared terms marked', () => {
    const [warmth, grounding] = supportOf(line);
    expect(warmth).toMatchObject({
      target: 'does-warmth-training-make-models-less-reliable',
      line: 6,
      verdict: 'supported',
      passage: { from: 'claim', text: 'Five models trained for warmth showed 5–9pp error increases on medical reasoning.' },
    });
    expect(warmth?.clause).toBe('Warmth-tuned models made more errors on medical reasoning');
    expect(warmth?.terms).toEqual(expect.arrayContaining(['warmth', 'errors', 'medical', 'reasoning']));
    const text = warmth?.passage?.text ?? '';
    expect(warmth?.passage?.marks.map(([a, b]) => text.slice(a, b))).toEqual(expect.arrayContaining(['warmth', 'error', 'medical', 'reasoning']));
    expect(grounding).toMatchObject({
      verdict: 'supported',
      figures: ['77.5%'],
      passage: { text: 'Preference optimization reduces grounding acts by 77.5% below human levels.' },
    });
    expect(grounding?.sentence).toBe('Warmth-tuned models made more errors on medical reasoning, and grounding acts fell to 77.5% below human levels.');
  });

  it('leaves a citation of a note with no text unchecked, and reports nothing for it', () => {
    expect(supportOf(line)[2]).toMatchObject({ target: 'is-this-note-written-yet', verdict: 'unchecked', passage: null });
    expect(kb.findings.filter((f) => f.line === 8 && f.file === 'inquiring-lines/a.md').map((f) => f.code)).toEqual(['stub-source']);
  });

  it('keeps the support in the data export', () => {
    const exported = toExport(kb).pages.find((p) => p.slug === line.slug);
    expect(exported?.support).toHaveLength(3);
  });

  it('checks the sentences of a typed note that link a note, but not the links of a vault note', () => {
    const withNotes = kbFrom({
      ...notes,
      'notes/essay.md': md(
        { kind: 'note', title: 'What does tuning cost?' },
        '\nTuning for warmth adds errors in medical reasoning [[Does warmth training make models less reliable?]].\n',
      ),
      'vault/Loose note.md': 'Tuning for warmth adds errors in medical reasoning [[Does warmth training make models less reliable?]].\n',
    });
    expect(supportOf(page(withNotes, 'What does tuning cost?'))).toMatchObject([
      { target: 'does-warmth-training-make-models-less-reliable', verdict: 'supported' },
    ]);
    expect(page(withNotes, 'Loose note').support).toBeUndefined();
  });
});

describe('support findings', () => {
  const kb = kbFrom({
    ...notes,
    'inquiring-lines/b.md': md(
      { kind: 'inquiry', title: 'What do the flags catch?' },
      '\nSearch engines rank pages by the links that point to them [[Does warmth training make models less reliable?]].\n\nAttendance rose by 12 points over the school term [[Does AI tutoring raise exam scores?]].\n\nStandard safety benchmarks detected the degradation in warmth-trained models [[Does warmth training make models less reliable?]].\n',
    ),
  });
  const of = (code: string) => kb.findings.filter((f) => f.code === code);

  it('flags a citation whose note shares no key term or figure with the sentence, naming sentence, note and passage', () => {
    const [f] = of('unsupported-citation');
    expect(of('unsupported-citation')).toHaveLength(1);
    expect(f).toMatchObject({ severity: 'warning', file: 'inquiring-lines/b.md', line: 6, slug: 'what-do-the-flags-catch' });
    expect(f?.message).toContain('"Does warmth training make models less reliable?"');
    expect(f?.message).toContain('Sentence: "Search engines rank pages by the links that point to them."');
    expect(f?.data).toMatchObject({ note: 'does-warmth-training-make-models-less-reliable', passage: expect.stringMatching(/^Five models/) });
  });

  it('flags a figure whose number the note states for another measure', () => {
    expect(of('figure-mismatch')).toMatchObject([
      { line: 8, data: { figure: '12 points', reason: 'measure', passage: expect.stringMatching(/scored 12 points higher/) } },
    ]);
  });

  it('flags a sentence that says the opposite of its passage', () => {
    expect(of('contradicted-citation')).toMatchObject([
      { line: 10, data: { reason: 'negation', passage: 'Standard safety benchmarks failed to detect the degradation.' } },
    ]);
  });
});

describe('the words compared', () => {
  const language = loadLanguage();

  it('loads the language for build after build in one process, as the dev server and --watch do', () => {
    for (let build = 0; build < 30; build += 1) expect(loadLanguage().term('recovered')).toBe(language.term('recover'));
  });

  it.each([
    ['correcting', 'correction'],
    ['recovered', 'recover'],
    ['answered', 'answer'],
    ['considered', 'consider'],
    ['reliability', 'reliable'],
  ])('compares %s and %s as one term', (a, b) => {
    expect(language.term(a)).toBe(language.term(b));
  });

  it('reads a hyphenated word as one word whose parts are neither directions nor cues', () => {
    const words = language.read('Models cited made-up papers.');
    expect(words.filter((w) => w.compound).map((w) => w.word)).toEqual(['made', 'up']);
  });

  it.each([
    ['long', 'short'],
    ['accept', 'reject'],
    ['well', 'poorly'],
  ])('knows %s and %s as opposites', (a, b) => {
    expect(language.opposite(a, b)).toBe(true);
  });

  it.each([
    [`The move works ${M}, ${M}.`, 'The move works.'],
    [`It fails here (${M}).`, 'It fails here.'],
    [`${M} shows that it fails`, 'shows that it fails'],
  ])('reads %j without its citations as %j', (raw, text) => {
    expect(withoutCitations(raw)).toBe(text);
  });

  it('gives each citation the clause before it, one clause to a run of citations, and none to a short one', () => {
    expect(clausesOf(`Models drop grounding acts sharply ${M}, ${M}, while warmth tuning adds many errors ${M}.`)).toEqual([
      'Models drop grounding acts sharply',
      'Models drop grounding acts sharply',
      'while warmth tuning adds many errors',
    ]);
    expect(clausesOf(`First this ${M}, then that ${M}.`)).toEqual([undefined, undefined]);
  });
});

describe('reading the claim', () => {
  const claimNotes = {
    'notes/recover.md': md({
      kind: 'note',
      title: 'Do models recover from early mistakes?',
      claim: 'Models that went wrong early in a conversation never recovered, even when the user later supplied the missing detail.',
    }),
    'notes/prompt.md': md({
      kind: 'note',
      title: 'Does a debiased prompt remove the position effect?',
      claim: 'Debiasing the prompt did not remove the position effect: models still picked the first option 58% of the time.',
    }),
    'notes/students.md': md({
      kind: 'note',
      title: 'Do chatbots change how students work?',
      claim: 'Students who worked with a chatbot scored higher on practical tasks than students in peer groups. They voiced far fewer personal perspectives.',
    }),
    'notes/norms.md': md({
      kind: 'note',
      title: 'Can models balance ethical norms?',
      description: 'Do LLMs weigh honesty against helpfulness, or do they rigidly enforce fixed values regardless of situation?',
    }),
    'notes/warmth.md': md({
      kind: 'note',
      title: 'Does warmth training cost accuracy?',
      claim: 'Five models fine-tuned for warmth made 5–9 percentage points more errors on medical reasoning.',
    }),
  };
  const sentences = [
    'Models recover once the user supplies the missing detail [[Do models recover from early mistakes?]].',
    'A debiased prompt left the position effect in place [[Does a debiased prompt remove the position effect?]].',
    'Peer groups outperformed students working with a chatbot on practical tasks [[Do chatbots change how students work?]].',
    'Students working with a chatbot rarely voiced personal perspectives [[Do chatbots change how students work?]].',
    'LLMs rigidly enforce fixed values regardless of the conversation [[Can models balance ethical norms?]].',
    'Warmth tuning cost five models 10–30 percentage points of accuracy on medical reasoning [[Does warmth training cost accuracy?]].',
  ];
  const kb = kbFrom({ ...claimNotes, 'inquiring-lines/c.md': md({ kind: 'inquiry', title: 'How are claims read?' }, `\n${sentences.join('\n\n')}\n`) });
  const verdicts = supportOf(page(kb, 'How are claims read?')).map((s) => s.verdict);

  it('reads a negated verb against the same verb stated, not against its object', () => {
    expect(verdicts[0]).toBe('contradicted');
    expect(verdicts[1]).not.toBe('contradicted');
  });

  it('reads a comparison turned round as the opposite, and "rarely" as agreeing with "far fewer"', () => {
    expect(verdicts[2]).toBe('contradicted');
    expect(verdicts[3]).toBe('supported');
  });

  it('never shows a description that only asks as support, nor a verdict beside a figure not in the source', () => {
    expect(verdicts[4]).toBe('closest');
    expect(verdicts[5]).toBe('closest');
    expect(kb.findings.filter((f) => f.code === 'figure-not-in-source').map((f) => f.data?.['figure'])).toEqual(['10–30 percentage points']);
  });
});
