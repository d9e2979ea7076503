// A note's facts line (src/views/facts.ts) and where its dates come from: the note's properties
// (`created`, else `date`; `modified`, else `updated`; in any of the spellings DATE_PROPERTY_NAMES lists), else its file's git history
// (src/pipeline/read/git-dates.ts, one `git log` a build), else none: never the time of the build.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteConfigSchema } from '../../src/config/schema.ts';
import { withHistoryDates } from '../../src/pipeline/derive/file-dates.ts';
import { gitFileDates, parseGitLog } from '../../src/pipeline/read/git-dates.ts';
import { factsLineOf, readingMinutes } from '../../src/views/facts.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const ALL = SiteConfigSchema.parse({}).facts;

function note(files: Record<string, string>, file: string) {
  const found = kbFrom(files).pages.find((page) => page.file === file);
  if (found === undefined) throw new Error(`no page from ${file}`);
  return found;
}

describe('the facts line', () => {
  it('takes created, else date, and modified, else updated, from the properties', () => {
    expect(note({ 'A.md': '---\ncreated: 2024-01-02\ndate: 2024-05-06\nmodified: 2024-03-04\n---\nText.' }, 'A.md')).toMatchObject({
      created: '2024-01-02',
      modified: '2024-03-04',
    });
    expect(note({ 'B.md': '---\ndate: 2024-05-06\nupdated: 2024-07-08T10:00:00Z\n---\nText.' }, 'B.md')).toMatchObject({
      created: '2024-05-06',
      modified: '2024-07-08',
    });
  });

  it('reads the spellings vaults give their dates, in any case, and shows each property under its own name', () => {
    const cases: [string, { created?: string; modified?: string }][] = [
      ['Created: 2024-01-02\nlast modified: 2024-03-04', { created: '2024-01-02', modified: '2024-03-04' }],
      ['date_created: 2024-01-02\nmodified_at: 2024-03-04 10:00', { created: '2024-01-02', modified: '2024-03-04' }],
      ['Date Created: 2024-01-02\nDate Modified: 2024-03-04', { created: '2024-01-02', modified: '2024-03-04' }],
      ['creation date: 2024-01-02\nlast_updated: 2024-03-04', { created: '2024-01-02', modified: '2024-03-04' }],
      ['Date: 2024-05-06\nmodified date: 2024-03-04', { created: '2024-05-06', modified: '2024-03-04' }],
      ['created: 2024-01-02\nCreated: 2023-01-01\nupdated: 2024-03-04\nmodified: 2024-02-02', { created: '2024-01-02', modified: '2024-02-02' }],
    ];
    for (const [yaml, dates] of cases) {
      const page = note({ 'E.md': `---\n${yaml}\n---\nText.` }, 'E.md');
      expect({ created: page.created, modified: page.modified }, yaml).toEqual(dates);
    }
    const page = note({ 'F.md': '---\nDate Created: 2024-01-02\n---\nText.' }, 'F.md');
    expect(page.propertiesHtml).toContain('<dt>Date Created</dt>');
    // A spelling that holds no date is a text property like any other, with no warning.
    const kb = kbFrom({ 'G.md': '---\nDate: TBD\ncreated_at: soon\n---\nText.' });
    expect(kb.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(kb.pages.find((p) => p.file === 'G.md')?.created).toBeUndefined();
  });

  it('leaves out a date property that is no date, keeping the note and its other properties', () => {
    const page = note({ 'C.md': '---\ncreated: last spring\ntags: [ideas]\n---\nText.' }, 'C.md');
    expect(page.created).toBeUndefined();
    expect(page.tags).toEqual(['ideas']);
  });

  it('has no dates at all when neither the properties nor a history give one', () => {
    const page = note({ 'D.md': 'Text.' }, 'D.md');
    expect([page.created, page.modified]).toEqual([undefined, undefined]);
    expect(factsLineOf(page, ALL)).toEqual({ tags: [], minutes: 1 });
  });

  it('shows tags as first written, once whatever their case, as links to their pages, the dates (modified only when another day) and the minutes to read, each part as configured', () => {
    const page = { tags: ['Ideas/Open', '#ideas/open', 'draft'], created: '2024-01-02', modified: '2024-01-02', text: 'word '.repeat(700) };
    expect(factsLineOf(page, ALL)).toEqual({
      tags: [
        { tag: 'Ideas/Open', url: '/tags/ideas/open/' },
        { tag: 'draft', url: '/tags/draft/' },
      ],
      created: '2024-01-02',
      minutes: 4,
    });
    const configured = SiteConfigSchema.parse({ facts: { tags: false, readingTime: false } }).facts;
    expect(factsLineOf({ ...page, modified: '2024-02-03' }, configured)).toEqual({ tags: [], created: '2024-01-02', modified: '2024-02-03' });
  });

  it('reads Chinese, Japanese and Korean text by its characters', () => {
    expect(readingMinutes('가'.repeat(1000))).toBe(2);
    expect(readingMinutes(`${'word '.repeat(230)}${'字'.repeat(500)}`)).toBe(2);
  });
});

describe('dates from git history', () => {
  let repo = '';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo });
  const commitAt = (day: string, message: string) =>
    execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.org', 'commit', '-qm', message], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: `${day}T12:00:00+00:00`, GIT_COMMITTER_DATE: `${day}T12:00:00+00:00` },
    });

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'git-dates-'));
    git('init', '-q');
    await mkdir(join(repo, 'vault', '中文'), { recursive: true });
    await writeFile(join(repo, 'vault', 'Old.md'), 'First.');
    await writeFile(join(repo, 'vault', '中文', '模板.md'), 'Template.');
    git('add', '-A');
    commitAt('2023-04-05', 'one');
    await writeFile(join(repo, 'vault', 'Old.md'), 'First, then more.');
    await writeFile(join(repo, 'vault', 'New.md'), '---\ncreated: 2020-01-01\n---\nNew.');
    git('add', '-A');
    commitAt('2024-06-07', 'two');
  });

  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('gives each file its first and last commit, paths as the content folder names them, in one log', async () => {
    const dates = await gitFileDates(join(repo, 'vault'));
    expect(Object.fromEntries(dates ?? [])).toEqual({
      'Old.md': { created: '2023-04-05', modified: '2024-06-07' },
      'New.md': { created: '2024-06-07', modified: '2024-06-07' },
      '中文/模板.md': { created: '2023-04-05', modified: '2023-04-05' },
    });
  });

  it('fills only the dates the properties leave out', async () => {
    const kb = kbFrom({ 'Old.md': 'First, then more.', 'New.md': '---\ncreated: 2020-01-01\n---\nNew.' });
    withHistoryDates(kb.pages, (await gitFileDates(join(repo, 'vault'))) ?? new Map());
    const byFile = Object.fromEntries(kb.pages.map((page) => [page.file, [page.created, page.modified]]));
    expect(byFile).toEqual({ 'Old.md': ['2023-04-05', '2024-06-07'], 'New.md': ['2020-01-01', '2024-06-07'] });
  });

  it('gives nothing outside a repository', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'no-git-'));
    expect(await gitFileDates(outside)).toBeUndefined();
    await rm(outside, { recursive: true, force: true });
  });

  it('gives no created date from a shallow history, which does not reach the first commit', () => {
    const log = '\u00012024-06-07T12:00:00+00:00\0\nOld.md\0\0\u00012023-04-05T12:00:00+00:00\0\nOld.md\0';
    expect(Object.fromEntries(parseGitLog(log, false))).toEqual({ 'Old.md': { modified: '2024-06-07' } });
    expect(Object.fromEntries(parseGitLog(log, true))).toEqual({ 'Old.md': { created: '2023-04-05', modified: '2024-06-07' } });
  });
});
