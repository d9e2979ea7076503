// A cited note's index of which passages hold each term: every passage that holds a term is found,
// in order, and no other; a term of the title alone is held though no passage has it.
import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import { NoteText } from '../../src/pipeline/derive/support/note-text.ts';
import { notePassages } from '../../src/pipeline/derive/support/sentences.ts';
import { TextReader } from '../../src/pipeline/derive/support/text-reader.ts';
import { Vocabulary } from '../../src/pipeline/derive/support/tokens.ts';

const note = {
  title: 'Tutoring and exam scores in Ohio',
  claim: 'Students who practised with an algebra tutor scored higher on the final exam. The gain held a term later.',
  description: 'A district trial of a step-by-step algebra tutor over six weeks.',
  text: [
    'Schools assigned classes at random. Students practised three times a week with the tutor.',
    'Scores rose by 8 points on the final exam, and the gain held on the retest a term later.',
    'Teachers reported fewer questions after class. The district plans to offer the tutor to every school.',
  ].join('\n\n'),
};

describe('NoteText term index', () => {
  const vocabulary = new Vocabulary(loadLanguage());
  const text = new NoteText(notePassages(note), vocabulary, new TextReader(vocabulary), note.title);

  it('finds, for each term, exactly the passages that hold it, in order', () => {
    const terms = new Set(text.terms.flatMap((list) => [...list]));
    expect(terms.size).toBeGreaterThan(20);
    for (const term of terms) {
      const holding = text.terms.flatMap((list, i) => (list.includes(term) ? [i] : []));
      expect([...text.passagesWith(term)]).toEqual(holding);
      expect(text.holds(term)).toBe(true);
    }
  });

  it('holds a term of the title that no passage has, and finds no passage for a term it lacks', () => {
    const [titleOnly] = vocabulary.terms('Ohio');
    const [absent] = vocabulary.terms('photosynthesis');
    expect(titleOnly).toBeDefined();
    expect(absent).toBeDefined();
    expect(text.passagesWith(titleOnly as number)).toHaveLength(0);
    expect(text.holds(titleOnly as number)).toBe(true);
    expect(text.passagesWith(absent as number)).toHaveLength(0);
    expect(text.holds(absent as number)).toBe(false);
  });
});
