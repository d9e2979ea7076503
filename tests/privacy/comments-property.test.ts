// The comment stripper against a reference: documents generated as blocks whose comments and code
// are known by construction (what CommonMark makes of each block), so the expected body is known
// without running any stripper. Blocks include the inputs that once hid a comment from a line
// scanner: an escaped backtick before code, a ``` line inside an HTML block, a ``` line whose info
// string holds a backtick (not a fence), and indented code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeRanges, stripComments } from '../../src/pipeline/parse/comments.ts';

const SECRET = 'PRIVCOMMENT';

/** One block: its Markdown, and what the stripper must leave of it. */
interface Block {
  text: string;
  want: string;
}

const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', '50%', 'x');
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
// No `%` in a comment's own text: `50%%%` would close it a character early, in Obsidian too.
const secret = fc.array(fc.constantFrom('alpha', 'beta', 'x'), { minLength: 1, maxLength: 3 }).map((w) => `${SECRET} ${w.join(' ')}`);

const blocks: fc.Arbitrary<Block>[] = [
  // Prose, with an inline comment.
  fc.tuple(words, secret, words).map(([a, s, b]) => ({ text: `${a} %%${s}%% ${b}`, want: `${a}  ${b}` })),
  // A comment block over several lines: only its line breaks stay.
  fc.tuple(secret, secret).map(([s, t]) => ({ text: `%%\n${s}\n${t}\n%%`, want: '\n\n\n' })),
  // Inline code holding %%: text; a comment after it on the line is cut.
  fc.tuple(words, secret).map(([a, s]) => ({ text: `\`${a} %%kept%%\` then %%${s}%%`, want: `\`${a} %%kept%%\` then ` })),
  // An escaped backtick, a comment, then real code (a line scanner paired the two backticks).
  fc.tuple(words, secret).map(([a, s]) => ({ text: `a \\\` tick %%${s}%% then \`code\` ${a}`, want: `a \\\` tick  then \`code\` ${a}` })),
  // A fenced code block: %% inside is text.
  fc
    .tuple(words, fc.constantFrom('```', '~~~', '````'))
    .map(([a, fence]) => ({ text: `${fence}\n${a} %%kept%%\n${fence}`, want: `${fence}\n${a} %%kept%%\n${fence}` })),
  // A ``` line whose info string holds a backtick is no fence: the comment on the next line is cut.
  fc.tuple(words, secret).map(([a, s]) => ({ text: `\`\`\`js\`x ${a}\n%%${s}%%`, want: `\`\`\`js\`x ${a}\n` })),
  // A ``` line inside an HTML block is no fence; a comment inside the HTML block is cut too.
  fc.tuple(words, secret).map(([a, s]) => ({ text: `<div>\n\`\`\`\n${a} %%${s}%%\n</div>`, want: `<div>\n\`\`\`\n${a} \n</div>` })),
  // Indented code: %% inside is text.
  words.map((a) => ({ text: `    ${a} %%kept%%`, want: `    ${a} %%kept%%` })),
];

const documents = fc.array(fc.oneof(...blocks), { minLength: 1, maxLength: 8 }).map((list) => ({
  text: list.map((b) => b.text).join('\n\n'),
  want: list.map((b) => b.want).join('\n\n'),
}));

/** Whether `body` holds a `%%` outside the code its own parse finds. */
function commentLeft(body: string): boolean {
  const code = codeRanges(body);
  for (let at = body.indexOf('%%'); at >= 0; at = body.indexOf('%%', at + 1)) {
    if (!code.some(([start, end]) => start <= at && at < end)) return true;
  }
  return false;
}

describe('the comment stripper against a reference', () => {
  it('cuts exactly the comments of generated documents, keeping code and line numbers', () => {
    fc.assert(
      fc.property(documents, ({ text, want }) => {
        const got = stripComments(text);
        expect(got).toBe(want);
        expect(got).not.toContain(SECRET);
        expect(got.split('\n')).toHaveLength(text.split('\n').length);
      }),
      { numRuns: 400 },
    );
  });

  it('leaves no %% outside code in any text, by the parse of what it returns', () => {
    const piece = fc.constantFrom('%%', '`', '``', '```', '~~~', '\\`', '<div>', '</div>', '    ', '\n', '\n\n', 'a', ' ', '$', '[[x]]', '- ');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const got = stripComments(pieces.join(''));
        expect(commentLeft(got), JSON.stringify(got)).toBe(false);
        expect(stripComments(got)).toBe(got);
      }),
      { numRuns: 1000 },
    );
  });

  it('cuts the comments each of the reported inputs hid', () => {
    const cases = ['A \\` then %%PRIVCOMMENT a%% and `code`.', '<div>\n```\n</div>\n\n%%PRIVCOMMENT b%%', '```a`b\n%%PRIVCOMMENT c%%\n```\n'];
    for (const text of cases) expect(stripComments(text), text).not.toContain(SECRET);
  });
});
