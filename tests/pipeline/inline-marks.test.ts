// Highlights and inline footnotes found in one pass read exactly what Obsidian's rule reads: the
// same marks as the rule written as a regular expression (which took time growing with the square
// of a line), over generated text made of the characters that matter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineMarks } from '../../src/pipeline/parse/inline-marks.ts';

// Obsidian's rule: `==` before a non-space opens, the first `==` after a non-space on the line
// closes; `^[` runs to the first `]` on its line, holding at least one character.
const RULE = /==(?=\S)([^\n]*?\S)==|\^\[([^\]\n]+)\]/g;

/** The marks the rule finds, as `kind start end`. */
function byRule(text: string): string[] {
  return [...text.matchAll(RULE)].map((m) => `${m[1] !== undefined ? 'highlight' : 'note'} ${m.index} ${m.index + m[0].length}`);
}

describe('inlineMarks', () => {
  it('finds the marks the rule finds, in any text of =, ^, [, ], spaces, line breaks and letters', () => {
    const text = fc.string({ unit: fc.constantFrom('=', '=', '^', '[', ']', ' ', '\n', 'a', 'b', '\u00a0'), maxLength: 60 });
    fc.assert(
      fc.property(text, (t) => {
        expect(inlineMarks(t).map((m) => `${m.kind} ${m.start} ${m.end}`)).toEqual(byRule(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the content of each mark', () => {
    expect(inlineMarks('a ==key idea== and ^[a note] then == not ==').map((m) => [m.kind, m.innerStart, m.innerEnd])).toEqual([
      ['highlight', 4, 12],
      ['note', 21, 27],
    ]);
  });
});
