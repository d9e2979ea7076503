// The support check's word table cuts a text into the words `split` on non-word characters gives,
// finds a word met before without asking for its value again, and keeps every word as it grows.
import { describe, expect, it } from 'vitest';
import { WordTable } from '../../src/pipeline/derive/support/word-table.ts';

/** The words as the check cut them before the table: runs of letters, digits and apostrophes. */
const bySplit = (text: string): string[] => text.split(/[^\p{L}\p{N}'’]+/u).filter((w) => w !== '');

/** The words the table visits, each valued by its position in a list of the words met. */
function byTable(table: WordTable, text: string, met: string[]): string[] {
  const out: string[] = [];
  table.eachWord(
    text,
    (word) => met.push(word) - 1,
    (value) => out.push(met[value] ?? '?'),
  );
  return out;
}

const texts = [
  'Models abstained in 49% of cases, and refused in 9% — far fewer than the 2023 runs.',
  "It's the raters' call: the model's answers weren’t rated (see §4.2).",
  'Élèves et enseignants: 学生 learn with a tutor; Straße, naïve, coöperate.',
  // Letters outside the basic plane come as two code units; a lone surrogate is no letter.
  'Bold 𝐀𝐁𝐂 letters, an emoji 😀 between words, a lone \uD800 high and \uDC00 low half.',
  '  leading spaces,\ttabs\nand line breaks\u00a0and no-break spaces  ',
  '',
];

describe('WordTable', () => {
  it('cuts each text into the words split gives, in order', () => {
    const table = new WordTable();
    const met: string[] = [];
    for (const text of texts) expect(byTable(table, text, met)).toEqual(bySplit(text));
  });

  it('asks for a word’s value once, however often the word is met', () => {
    const table = new WordTable();
    const met: string[] = [];
    byTable(table, 'the model and the model', met);
    byTable(table, 'The model, the tutor.', met);
    expect(met).toEqual(['the', 'model', 'and', 'The', 'tutor']);
  });

  it('keeps every word as it grows past its first size', () => {
    const table = new WordTable();
    const met: string[] = [];
    const many = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`).join(' ');
    expect(byTable(table, many, met)).toEqual(bySplit(many));
    // Read again, every word is found: nothing new is asked for.
    expect(byTable(table, many, met)).toEqual(bySplit(many));
    expect(met).toHaveLength(5000);
  });
});
