// No input crashes or hangs a command: bodies nested thousands of levels deep, huge bodies, a note
// of 100,000 links and runs of emphasis end in a finding naming the file and line, never in a stack
// trace; the build publishes each such body as plain text. (Speed is measured in
// scripts/bench-check.ts, not here.)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckReportSchema, type Finding } from '../../src/schemas/finding.ts';
import { runCheck } from '../setup/commands.ts';
import { readPage } from '../site/build-helper.ts';
import { buildFixtureSite } from '../robustness/site.ts';

const LINKS = 100_000;

/** Each file, and the finding it must give: code and line. */
const FILES: Record<string, { text: string; code: string; line: number }> = {
  'Deep list.md': { text: `Intro line.\n\n${'- '.repeat(5000)}deepest item\n`, code: 'deep-nesting', line: 3 },
  'Deep quote.md': { text: `---\ntags: [quotes]\n---\nIntro.\n\n${'>'.repeat(5000)} deepest quote\n`, code: 'deep-nesting', line: 6 },
  // Two spaces a level: the 65th level, on body line 3 + 65, is the first too deep.
  'Indented list.md': { text: `Intro.\n\n${Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- item ${i}\n`).join('')}`, code: 'deep-nesting', line: 67 },
  'Emphasis run.md': { text: `Intro.\n\n${'*'.repeat(5000)}bold word${'*'.repeat(5000)}\n`, code: 'tangled-body', line: 3 },
  'Nested emphasis.md': { text: `Intro.\n\n${'*a '.repeat(5000)}nested word${' b*'.repeat(5000)}\n`, code: 'tangled-body', line: 3 },
  'Brackets.md': { text: `Intro.\n\n${'[x] '.repeat(5000)}\n`, code: 'tangled-body', line: 3 },
  // 50,000 headings underlined with `=` (the parser's time grows with the square of their count): the 501st, on body line 3 + 2 × 500 + 1.
  'Underlined headings.md': { text: `Intro.\n\n${'Heading\n=\n'.repeat(50_000)}`, code: 'tangled-body', line: 1004 },
  'Huge.md': { text: `Intro.\n\n${`${'word '.repeat(20)}\n`.repeat(90_000)}`, code: 'huge-body', line: 1 },
  'Many links.md': { text: `${Array.from({ length: LINKS }, () => '[[Target]]').join(' ')}\n`, code: 'large-body', line: 1 },
};

let work = '';
let content = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'pathological-'));
  content = join(work, 'content');
  await mkdir(content, { recursive: true });
  await writeFile(join(content, 'Target.md'), 'The page every link names.\n');
  for (const [file, { text }] of Object.entries(FILES)) await writeFile(join(content, file), text);
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A stack trace line, or the error that once escaped from deep nesting. */
const STACK = /^\s+at .+\(.+:\d+:\d+\)$|RangeError|Maximum call stack/m;

describe('pathological bodies', () => {
  let findings: Finding[] = [];

  it('npm run check ends with a finding naming file and line for each, exit 0, no stack trace', async () => {
    const run = await runCheck(['--json'], { CONTENT_DIR: content });
    expect(run.stdout + run.stderr).not.toMatch(STACK);
    expect(run.code, run.stderr).toBe(0);
    findings = CheckReportSchema.parse(JSON.parse(run.stdout)).findings;
    for (const [file, { code, line }] of Object.entries(FILES)) {
      expect(
        findings.filter((f) => f.file === file && f.severity !== 'info').map((f) => [f.code, f.line]),
        file,
      ).toEqual([[code, line]]);
    }
    const deep = findings.find((f) => f.code === 'deep-nesting');
    expect(deep?.message).toMatch(/nested more than 64 levels deep, so the whole body is published as plain text; flatten the nesting/);
    const nested = findings.find((f) => f.code === 'tangled-body' && f.file === 'Nested emphasis.md');
    expect(nested?.message).toMatch(/over 1000 \* or _ marks/);
    expect(findings.find((f) => f.code === 'huge-body')?.message).toMatch(
      /over the 8 MB a page is read as Markdown for, so it is published as plain text; split it into several pages/,
    );
  }, 120_000);

  it('npm run check -- --strict fails on those warnings, as documented, still without a stack trace', async () => {
    const run = await runCheck(['--strict'], { CONTENT_DIR: content });
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).not.toMatch(STACK);
    expect(run.stdout).toMatch(/Deep list\.md:3\s+warning\s+deep-nesting/);
  }, 120_000);

  it('the build publishes every page, each pathological body as plain text, and keeps every link', async () => {
    const site = await buildFixtureSite('privacy-pathological', content);
    try {
      const list = await readPage(site.dir, '/notes/deep-list/');
      expect(list.querySelector('.page-body, article')?.text).toContain('deepest item');
      const quote = await readPage(site.dir, '/notes/deep-quote/');
      expect(quote.querySelector('.page-body, article')?.text).toContain('deepest quote');
      expect((await readPage(site.dir, '/notes/nested-emphasis/')).text).toContain('nested word');
      const exported = JSON.parse(await readFile(join(site.dir, 'knowledge-base.json'), 'utf8')) as {
        pages: Array<{ title: string; citations: unknown[]; linkedFrom: string[] }>;
      };
      expect(exported.pages.find((p) => p.title === 'Many links')?.citations).toHaveLength(LINKS);
      expect(exported.pages.find((p) => p.title === 'Target')?.linkedFrom).toEqual(['many-links']);
      const integrity = await readFile(join(site.dir, 'integrity/index.html'), 'utf8');
      for (const code of ['deep-nesting', 'tangled-body', 'huge-body']) expect(integrity).toContain(code);
    } finally {
      await site.remove();
    }
  }, 300_000);
});
