import { describe, expect, it } from 'vitest';
import { parseExport } from '../../src/import/parse-export.ts';
import { splitExportLines } from '../../src/import/export-lines.ts';
import { detectKind } from '../../src/import/detect-kind.ts';
import { fixture, fixtureText, SEEDS } from './helpers.ts';
import { readFile } from 'node:fs/promises';

async function parsed(name: string) {
  return parseExport(name, await fixtureText(name));
}

describe('kind detection', () => {
  it.each([
    ['full-inquiry.txt', 'inquiry', 'full'],
    ['compact-inquiry.txt', 'inquiry', 'compact'],
    ['note.txt', 'note', 'compact'],
    ['digest.txt', 'discussion', 'compact'],
    ['seeds/000_ddaa295abc77197a.txt', 'inquiry', 'compact'],
    ['seeds/001_baa3bf2f85c7a5d2.txt', 'inquiry', 'compact'],
    ['seeds/002_c2296cfb8cf802c3.txt', 'note', 'compact'],
    ['seeds/003_4c0f18e7c1994fd2.txt', 'discussion', 'compact'],
    ['seeds/004_473b9a0ca9f7453c.txt', 'inquiry', 'full'],
  ])('%s is %s (%s export)', async (name, kind, form) => {
    const detected = detectKind(splitExportLines(await fixtureText(name)));
    expect(detected).toMatchObject({ kind, form });
  });

  it('reports a file that is no known export as an error and imports nothing from it', async () => {
    const result = await parsed('not-an-export.txt');
    expect(result.page).toBeNull();
    expect(result.findings).toEqual([expect.objectContaining({ severity: 'error', code: 'unknown-export', line: 1 })]);
  });

  it('tells the compact export with dropped source titles from the full one in its report', async () => {
    expect((await parsed('compact-inquiry.txt')).findings[0]?.message).toMatch(/compact export, source titles dropped/);
    expect((await parsed('full-inquiry.txt')).findings[0]?.message).toMatch(/^inquiring line, full export \(/);
  });
});

describe('inquiring-line sections', () => {
  it('reads the full export: question, lede, paragraphs, title and claim pairs, next lines', async () => {
    const { page } = await parsed('full-inquiry.txt');
    if (page?.kind !== 'inquiry') throw new Error('not an inquiry');
    expect(page.title).toEqual({ line: 3, value: 'Why do RLHF-trained models struggle with proactive emotional attunement in conversations?' });
    expect(page.lede?.value).toMatch(/^This explores why models/);
    expect(page.paragraphs.map((p) => p.line)).toEqual([8, 10]);
    expect(page.sources).toHaveLength(5);
    expect(page.sources[3]).toEqual({
      title: { line: 27, value: 'Does warmth training make language models less reliable?' },
      claim: { line: 29, value: 'Five models trained for warmth showed 5–9pp error increases on medical reasoning.' },
    });
    expect(page.next).toEqual([{ line: 37, value: 'Can emotion rewards make language models genuinely empathic?' }]);
  });

  it('reads the compact export: claims only under Sources, one paragraph a line', async () => {
    const { page } = await parsed('compact-inquiry.txt');
    if (page?.kind !== 'inquiry') throw new Error('not an inquiry');
    expect(page.paragraphs.map((p) => p.line)).toEqual([3, 4]);
    expect(page.sources.map((s) => [s.title, s.claim.line])).toEqual([
      [null, 6],
      [null, 7],
      [null, 8],
    ]);
  });
});

describe('note sections', () => {
  it('reads related concepts as records of marker, title, description and reason', async () => {
    const { page } = await parsed('note.txt');
    if (page?.kind !== 'note') throw new Error('not a note');
    expect(page.related).toEqual([
      {
        title: { line: 14, value: 'Does RLHF training push therapy chatbots toward problem-solving?' },
        description: { line: 15, value: 'Explores whether reward signals optimizing for task completion train therapeutic chatbots to prioritize solutions.' },
        reason: { line: 16, value: 'clinical domain evidence: RLHF → problem-solving bias in therapy' },
      },
      {
        title: { line: 18, value: 'Do LLM therapists respond to emotions like low-quality human therapists?' },
        description: { line: 19, value: 'Explores whether language models default to problem-solving when users share emotions.' },
        reason: { line: 20, value: 'BOLT behavioral evidence: LLMs resemble low-quality therapy at emotional moments' },
      },
    ]);
    expect(page.description?.value).toMatch(/^Exploring whether/);
    expect(page.backlinks.map((b) => b.value)).toContain('Why do RLHF-trained models struggle with proactive emotional attunement in conversations?');
    expect(page.papers.map((p) => p.value)).toEqual([
      'Grounding Gaps in Language Model Generations',
      'Direct Preference Optimization: Your Language Model is Secretly a Reward Model',
    ]);
    expect(page.originalTitle?.value).toBe(
      'the alignment tax on communication — preference optimization erodes the conversational grounding it was meant to improve',
    );
    expect(page.paragraphs).toHaveLength(2);
  });

  it('recognises site chrome and reports each line of it instead of dropping it silently', async () => {
    const { findings, ledger } = await parsed('note.txt');
    const chrome = findings.filter((f) => f.code === 'site-chrome');
    expect(chrome.map((f) => f.line)).toEqual([6, 11, 12, 22]);
    expect(chrome.every((f) => /site regenerates it/.test(f.message))).toBe(true);
    expect([6, 11, 12, 22].map((n) => ledger.roleOf(n))).toEqual(['chrome', 'chrome', 'chrome', 'chrome']);
  });

  it('reads all 23 related concepts of seed 002, each with its reason, and its 214 backlinks and 8 papers', async () => {
    const result = parseExport('002', await readFile(SEEDS[2] as string, 'utf8'));
    if (result.page?.kind !== 'note') throw new Error('not a note');
    expect(result.page.related).toHaveLength(23);
    expect(result.page.related.every((r) => r.reason !== null && r.description !== null)).toBe(true);
    expect(result.page.backlinks).toHaveLength(214);
    expect(result.page.papers).toHaveLength(8);
    expect(result.findings.filter((f) => f.code === 'site-chrome')).toHaveLength(4);
  });
});

describe('digest sections', () => {
  it('reads themes with their points', async () => {
    const { page } = await parsed('digest.txt');
    if (page?.kind !== 'discussion') throw new Error('not a digest');
    expect(page.themes.map((t) => [t.title.value, t.points.length])).toEqual([
      ['Warmth vs. Reliability Tradeoff', 2],
      ['User Expectations: Oracle vs. Therapist', 2],
    ]);
  });
});

describe('count checks', () => {
  it('confirms each heading count that matches what was found', async () => {
    const { findings } = await parsed('note.txt');
    expect(findings.filter((f) => f.code === 'count-ok').map((f) => f.line)).toEqual([5, 10, 21]);
    expect(findings.filter((f) => f.code === 'count-mismatch')).toEqual([]);
  });

  it('reports a heading whose count differs from what was found, naming both numbers', async () => {
    const { findings } = await parsed('wrong-counts-note.txt');
    const mismatches = findings.filter((f) => f.code === 'count-mismatch');
    expect(mismatches.map((f) => [f.severity, f.line, f.data])).toEqual([
      ['warning', 4, { announced: 5, found: 2 }],
      ['warning', 7, { announced: 3, found: 1 }],
    ]);
    expect(mismatches[0]?.message).toMatch(/announces 5 but 2 inquiring lines were found/);
    expect(findings.filter((f) => f.code === 'count-ok').map((f) => f.line)).toEqual([12]);
  });

  it('reports a wrong Sources count of an inquiring line', async () => {
    const text = (await fixtureText('compact-inquiry.txt')).replace('Sources 3 notes', 'Sources 4 notes');
    const { findings } = parseExport('x.txt', text);
    expect(findings).toContainEqual(expect.objectContaining({ code: 'count-mismatch', line: 5, data: { announced: 4, found: 3 } }));
  });
});

describe('nothing is dropped', () => {
  const all = [
    'full-inquiry.txt',
    'compact-inquiry.txt',
    'note.txt',
    'digest.txt',
    'wrong-counts-note.txt',
    'stray-lines-note.txt',
    ...SEEDS.map((s) => `seeds/${s.split('/').pop()}`),
  ];

  it.each(all)('every line of %s is placed or reported', async (name) => {
    const result = await parsed(name);
    const reported = new Set(result.findings.filter((f) => f.code === 'line-not-placed').map((f) => f.line));
    for (let n = 1; n <= result.lineCount; n++) {
      expect(result.ledger.roleOf(n) !== undefined || reported.has(n), `line ${n} of ${name}`).toBe(true);
    }
  });

  it('places every line of the five seeds (none is left to report)', async () => {
    for (const seed of SEEDS) {
      const result = parseExport(seed, await readFile(seed, 'utf8'));
      expect(result.findings.filter((f) => f.code === 'line-not-placed')).toEqual([]);
      expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    }
  });

  it('reports the lines it cannot place, with their text', async () => {
    const { findings } = await parsed('stray-lines-note.txt');
    const stray = findings.filter((f) => f.code === 'line-not-placed');
    expect(stray.map((f) => f.line)).toEqual([6, 12]);
    expect(stray[0]?.message).toContain('"Show all inquiring lines"');
    expect(stray[1]?.message).toContain('"A stray line between description and reason"');
  });

  it('finds the fixture files it names', () => {
    expect(fixture('note.txt')).toMatch(/tests\/fixtures\/import\/note\.txt$/);
  });
});
