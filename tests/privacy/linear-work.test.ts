// Work that grows with the size of a note, never with its square: every inline rule reads one
// paragraph in time proportional to it, and the did-you-mean for missing headings stops after a
// budget. Measured by ratio, not by clock: three times the input may take at most five times the
// CPU time (a rule that is quadratic takes nine times; the highlight rule took twelve). Linear rules
// measure 3.3 to 4.6 on a shared machine, the larger heap's collector included.
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { HeadingChecker } from '../../src/pipeline/resolve/headings.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

/** The most CPU time three times the input may take, as a multiple of the time of the input. */
const MAX_RATIO = 5;

/** The CPU time (user and system, ms) one run of `run` takes. */
function cpuTime(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The least CPU time the smaller input is grown to take (ms), so timer grain and collector pauses stay small beside it. */
const MIN_BASE_MS = 100;

/**
 * How much longer `work(3n)` takes than `work(n)`: `n` doubled from `start` until `work(n)` takes
 * `MIN_BASE_MS` (which also warms the code), then each size run five times, in turn, and the best
 * of each kept, so other work on the machine counts as little as it can.
 */
function ratio(work: (n: number) => void, start: number): number {
  let n = start;
  while (cpuTime(() => work(n)) < MIN_BASE_MS && n < start * 16) n *= 2;
  let small = Number.POSITIVE_INFINITY;
  let large = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    small = Math.min(
      small,
      cpuTime(() => work(n)),
    );
    large = Math.min(
      large,
      cpuTime(() => work(3 * n)),
    );
  }
  return large / small;
}

const parse = (body: string): void => {
  parseFile('Long paragraph.md' as ContentPath, body);
};

// One paragraph each (or one line a formula), at least 50 KB, written as hostile inputs are.
const PARAGRAPHS: Record<string, (n: number) => string> = {
  'highlights never closed (`==a `)': (n) => '==a '.repeat(n),
  'inline footnotes never closed (`^[a `)': (n) => '^[a '.repeat(n),
  'comments (`%%`) around code spans': (n) => 'x %% `y` %% z '.repeat(n / 4),
  'lone dollars (`$a `)': (n) => '$a '.repeat(n),
  'display dollars of every length (`$$a $$$b …`)': (n) => Array.from({ length: n / 2 }, (_, i) => `${'$'.repeat(2 + (i % 40))}a `).join(''),
  'display formulas on every line, each closed with text after it (`$$a`)': (n) => '$$a\n'.repeat(n / 4),
  'tags and digit runs (`#a1 #111…`)': (n) => '#a1 #1111111 '.repeat(n / 3),
  'wiki links never closed (`[[a `)': (n) => '[[a '.repeat(n),
  'wiki links and embeds': (n) => '[[a]] ![[b]] '.repeat(n / 3),
};

describe('inline rules run in linear time per paragraph', () => {
  it.each(Object.entries(PARAGRAPHS))('%s', (_name, paragraph) => {
    expect(ratio((n) => parse(paragraph(n)), 12_000)).toBeLessThanOrEqual(MAX_RATIO);
  });

  it('keeps a highlight that closes a long line, after many that do not', () => {
    const parsed = parseFile('Long paragraph.md' as ContentPath, `${'==a '.repeat(10_000)}==last==`);
    const marks: string[] = [];
    const walk = (node: Root | Root['children'][number]): void => {
      if (node.type === 'emphasis' && node.data?.hName === 'mark') marks.push(node.children.map((c) => ('value' in c ? c.value : '')).join(''));
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(parsed.tree);
    // As Obsidian reads it: the first `==` before a non-space opens, the first `==` after a non-space closes.
    expect(marks).toEqual([`a ${'==a '.repeat(9_998)}==a ==last`]);
  });
});

describe('the did-you-mean for missing headings', () => {
  /** A note of `n` headings, linked `n` times to headings it does not have. */
  const check = (n: number): HeadingChecker => {
    const tree = {
      type: 'root',
      children: Array.from({ length: n }, (_, i) => ({ type: 'heading', depth: 2, children: [{ type: 'text', value: `Section about topic ${i}` }] })),
    } as Root;
    const checker = new HeadingChecker(() => tree);
    for (let i = 0; i < n; i++)
      checker.check({ target: '', heading: `Section about missing ${i}`, embed: false, line: i + 1, paragraph: 0 }, 'Headings.md' as ContentPath, {
        source: 0,
        name: 'Headings',
      });
    return checker;
  };

  it('stops after its budget: 7,500 links to missing headings of a note of 7,500 take no longer than 2,500 (91 s before)', () => {
    expect(ratio(check, 2_500)).toBeLessThanOrEqual(MAX_RATIO);
  });

  it('still reports every missing heading, suggesting the closest while the budget lasts', () => {
    const findings = check(50).findings;
    expect(findings).toHaveLength(50);
    expect(findings[0]?.message).toContain('did you mean [[#Section about topic');
  });
});
