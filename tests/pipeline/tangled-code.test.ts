// The guard against bodies the Markdown parser would take too long over (`firstTangledLine`) reads
// fenced code as code: a C comment's banner of asterisks in a code block is no emphasis, so the
// note is parsed as Markdown, while the same banner in text, or behind a line the parser does not
// open a fence with, still makes the body plain text.
import { describe, expect, it } from 'vitest';
import { firstTangledLine, MAX_EMPHASIS_RUN, parseBody } from '../../src/pipeline/parse/markdown.ts';

const BANNER = `/${'*'.repeat(MAX_EMPHASIS_RUN + 3)}`;
const PROGRAM = ['```c', BANNER, ' * prod-con.c: two producers, one consumer', ` ${'*'.repeat(MAX_EMPHASIS_RUN + 3)}/`, '', '#include <pthread.h>', '```'].join(
  '\n',
);

describe('a long run of * or _ in fenced code', () => {
  it('parses a note whose code blocks hold comment banners as Markdown, the code as code', () => {
    const body = `**Exercise 7:**\n\n${PROGRAM}\n\n~~~python\n# ${'_'.repeat(80)}\n~~~\n\nAfter the code, *emphasis* still works.\n`;
    expect(firstTangledLine(body)).toBeNull();
    const parsed = parseBody(body);
    expect(parsed.plain).toBeUndefined();
    expect(parsed.tree.children.map((n) => n.type)).toEqual(['paragraph', 'code', 'code', 'paragraph']);
  });

  it('still stops the same banner written in text', () => {
    expect(firstTangledLine(`Intro.\n\n${BANNER} loose text\n`)).toBe(3);
  });

  it("reads a fence only as CommonMark opens and closes one: a backtick in a backtick fence's info, or a shorter closing marker", () => {
    // Not a fence: the banner after it is text.
    expect(firstTangledLine(`\`\`\`c \`x\`\n${BANNER} text\n\`\`\`\n`)).toBe(2);
    // A four-backtick fence is not closed by three: the banner is still code, the text after the real close is not.
    expect(firstTangledLine(`\`\`\`\`\n\`\`\`\n${BANNER}\n\`\`\`\`\n${BANNER} text\n`)).toBe(5);
  });
});
