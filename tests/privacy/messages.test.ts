// Every message names the file and line and says what to do: unclosed frontmatter, YAML hints only
// where they apply, a file name that cannot be a title, a malformed escape, impossible dates, and
// an output folder the build cannot write, found before any work starts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckReportSchema, type Finding } from '../../src/schemas/finding.ts';
import { runCheck } from '../setup/commands.ts';
import { runBuild } from '../site/build-helper.ts';

const FILES: Record<string, string> = {
  'Unclosed.md': '---\ntitle: Unclosed\ntags: [a]\n\nThe body was meant to start here.\n',
  'Unclosed page.md': '---\nkind: note\ntitle: Unclosed page\n\nThe body was meant to start here.\n',
  'Colon.md': '---\ntitle: Why: a question?\n---\nBody.\n',
  'Tab.md': '---\ntitle: Tabs\ntags:\n\t- a\n---\nBody.\n',
  'Quote.md': '---\ntitle: "Unclosed quote\ntags: [a]\n---\nBody.\n',
  'New\nline.md': 'A file whose name holds a line break.\n',
  'February.md': '---\nkind: note\ntitle: February\ndate: 2025-02-30\n---\nBody.\n',
  'Month.md': '---\ntitle: Month\ntags: [a]\ndate: 2025-13-01\n---\nBody.\n',
  'Leap day.md': '---\ntitle: Leap day\ndate: 2024-02-29\n---\nA report: [the data](100%zz.pdf).\n',
};

let work = '';
let content = '';
let findings: Finding[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'messages-'));
  content = join(work, 'content');
  await mkdir(content);
  for (const [file, text] of Object.entries(FILES)) await writeFile(join(content, file), text);
  const run = await runCheck(['--json'], { CONTENT_DIR: content });
  expect(run.code, run.stderr).toBe(1);
  findings = CheckReportSchema.parse(JSON.parse(run.stdout)).findings;
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function only(file: string): Finding {
  const found = findings.filter((f) => f.file === file && f.severity !== 'info');
  expect(found, file).toHaveLength(1);
  const [first] = found;
  if (!first) throw new Error(`no finding on ${file}`);
  return first;
}

describe('messages', () => {
  it('unclosed frontmatter is named as such at line 1, with what to add', () => {
    // A page of the project's format cannot be read; a vault note is what Obsidian shows, with a warning.
    expect(only('Unclosed page.md')).toMatchObject({ severity: 'error', code: 'unclosed-frontmatter', line: 1 });
    expect(only('Unclosed page.md').message).toMatch(/never closed; add a line --- after its last field/);
    expect(only('Unclosed page.md').message).not.toMatch(/multiline key/);
    expect(only('Unclosed.md')).toMatchObject({ severity: 'warning', code: 'unclosed-frontmatter', line: 1 });
    expect(only('Unclosed.md').message).toMatch(/never closed, so it is published as text, as Obsidian shows it.*add a line --- after its last field/);
  });

  it('gives the colon hint to a value with a colon, and only there', () => {
    expect(only('Colon.md')).toMatchObject({ code: 'yaml-syntax', line: 2 });
    expect(only('Colon.md').message).toMatch(/quote values that contain a colon, e\.g\. title: "Why: a question\?"/);
    expect(only('Tab.md')).toMatchObject({ code: 'yaml-syntax', line: 4 });
    expect(only('Tab.md').message).toMatch(/indent with spaces, not tabs/);
    expect(only('Quote.md')).toMatchObject({ code: 'yaml-syntax', line: 2 });
    expect(only('Quote.md').message).toMatch(/a quoted value is not closed/);
    for (const file of ['Tab.md', 'Quote.md']) expect(only(file).message).not.toMatch(/colon/);
  });

  it('tells a file whose name holds a line break to rename it, not to fix a title field it does not have', () => {
    const found = only('New\nline.md');
    expect(found).toMatchObject({ severity: 'error', code: 'invalid-file-name' });
    expect(found.message).toMatch(/the file name "New\\nline" holds a line break.*rename the file, or give it a title: line/);
  });

  it('prints such a file name quoted with its escapes, so the finding stays on one line', async () => {
    const run = await runCheck([], { CONTENT_DIR: content });
    expect(run.stdout).toMatch(/^ {2}"New\\nline\.md" {2}error {2}invalid-file-name {2}the file name/m);
  }, 120_000);

  it('reports impossible dates as invalid-field at their line, never as another day (an error in a page with kind, a warning that drops the field in a vault note)', () => {
    expect(only('February.md')).toMatchObject({ severity: 'error', code: 'invalid-field', line: 4 });
    expect(only('February.md').message).toMatch(/"2025-02-30" is not a day of the calendar; write a real date as YYYY-MM-DD/);
    expect(only('Month.md')).toMatchObject({ severity: 'warning', code: 'invalid-field', line: 4 });
    expect(only('Month.md').message).toMatch(/"2025-13-01" is not a day of the calendar.*The field is dropped/);
  });

  it('keeps a real leap day, and reports a malformed percent-escape at its line instead of failing', () => {
    expect(only('Leap day.md')).toMatchObject({ severity: 'warning', code: 'malformed-link', line: 5 });
    expect(only('Leap day.md').message).toMatch(/"100%zz\.pdf" has a malformed percent-escape, so it is shown as text; write a literal % as %25/);
  });
});

describe('an output folder the build cannot write', () => {
  it('is reported before any work starts when a part of its path is a file', async () => {
    const file = join(work, 'a-file');
    await writeFile(file, 'not a folder\n');
    const run = await runBuild(['--out', join(file, 'dist'), '--cache-dir', join(work, 'cache')], { CONTENT_DIR: content });
    const output = run.stdout + run.stderr;
    expect(run.code).toBe(1);
    expect(output).toContain(
      `cannot write to ${file} (ENOTDIR); a part of that path is a file, not a folder; move that file away, or build into another folder with --out DIR`,
    );
    expect(output).not.toMatch(/knowledge base|pages checked|render/);
  }, 120_000);

  it('is reported before any work starts when it is itself a file', async () => {
    const file = join(work, 'out-file');
    await writeFile(file, 'not a folder\n');
    const run = await runBuild(['--out', file, '--cache-dir', join(work, 'cache')], { CONTENT_DIR: content });
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toContain(`${file} exists and is not a folder; remove it, or build into another folder with --out DIR`);
    expect(run.stdout + run.stderr).not.toMatch(/knowledge base|pages checked|render/);
  }, 120_000);
});
