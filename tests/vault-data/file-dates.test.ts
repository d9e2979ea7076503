// Bases' and Dataview's `file.ctime`, `file.mtime` and `file.size` in a vault kept in git: the
// dates are the facts line's (properties, else the file's first and last commit), read before any
// base renders, and `now()` is the build time passed in, so one build time gives one page.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';

const INDEX = `# Index

\`\`\`base
filters: 'file.name != "Index"'
views:
  - type: table
    name: Changed
    order: [file.name, file.ctime, file.mtime, file.size]
    sort:
      - property: file.mtime
        direction: DESC
\`\`\`

\`\`\`dataview
TABLE file.cday AS "Written", file.mday AS "Changed"
WHERE file.mday >= date(today) - "400d" AND file.name != "Index"
SORT file.name
\`\`\`
`;

describe('file dates in bases and queries', () => {
  let repo = '';
  const commitAt = (day: string) => {
    execFileSync('git', ['add', '-A'], { cwd: repo });
    execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.org', 'commit', '-qm', day], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: `${day}T12:00:00+00:00`, GIT_COMMITTER_DATE: `${day}T12:00:00+00:00` },
    });
  };

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'base-dates-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    await writeFile(join(repo, 'Old.md'), 'First.');
    commitAt('2023-04-05');
    await writeFile(join(repo, 'Old.md'), 'First, then more.');
    await writeFile(join(repo, 'New.md'), '---\ncreated: 2020-01-01\n---\nNew.');
    await writeFile(join(repo, 'Index.md'), INDEX);
    commitAt('2024-06-07');
  });

  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  const build = (now: number) => buildKnowledgeBase({ contentDir: repo, workers: 1, gitDates: true, now });

  it('reads the facts line dates and the byte size', async () => {
    const kb = await build(Date.UTC(2024, 6, 1));
    const old = kb.pages.find((p) => p.file === 'Old.md');
    expect([old?.created, old?.modified]).toEqual(['2023-04-05', '2024-06-07']);
    const body = kb.pages.find((p) => p.file === 'Index.md')?.bodyHtml ?? '';
    const rows = [...body.matchAll(/<tr><td data-value="(\w+)">.*?<\/tr>/g)].map((m) => [
      m[1],
      [...m[0].matchAll(/<time datetime="([\d-]+)"/g)].map((t) => t[1]),
    ]);
    // The base, by modified date then path (both changed on one day), then the query, by name.
    expect(rows).toEqual([
      ['New', ['2020-01-01', '2024-06-07']],
      ['Old', ['2023-04-05', '2024-06-07']],
      ['New', ['2020-01-01', '2024-06-07']],
      ['Old', ['2023-04-05', '2024-06-07']],
    ]);
    expect(body).toContain(`<td data-value="${Buffer.byteLength('First, then more.')}">`);
  });

  it('gives another build time another result, and the same build time the same page', async () => {
    const later = await build(Date.UTC(2026, 0, 1));
    const again = await build(Date.UTC(2026, 0, 1));
    const body = later.pages.find((p) => p.file === 'Index.md')?.bodyHtml ?? '';
    // Over 400 days after the last change, the query lists nothing; the base, which does not filter on time, still lists both.
    expect(body).toContain('No results');
    expect(body.match(/<tr><td data-value="(New|Old)">/g)).toHaveLength(2);
    expect(again.pages.find((p) => p.file === 'Index.md')?.bodyHtml).toBe(body);
  });
});

describe('dates of boards and bases', () => {
  let repo = '';

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'board-dates-'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    await writeFile(join(repo, 'Plan.canvas'), '{"nodes":[{"id":"a","type":"text","text":"Start","x":0,"y":0,"width":200,"height":60}],"edges":[]}');
    await writeFile(join(repo, 'Reading.base'), 'views:\n  - type: table\n    name: All\n');
    execFileSync('git', ['add', '-A'], { cwd: repo });
    execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.org', 'commit', '-qm', 'boards'], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: '2022-03-04T12:00:00+00:00', GIT_COMMITTER_DATE: '2022-03-04T12:00:00+00:00' },
    });
  });

  afterAll(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('takes a board’s and a base’s dates from their history, as a note’s', async () => {
    const kb = await buildKnowledgeBase({ contentDir: repo, workers: 1, gitDates: true, now: Date.UTC(2024, 0, 1) });
    for (const file of ['Plan.canvas', 'Reading.base']) {
      const page = kb.pages.find((p) => p.file === file);
      expect([file, page?.created, page?.modified]).toEqual([file, '2022-03-04', '2022-03-04']);
    }
  });
});
