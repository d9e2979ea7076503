import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../src/tools/generate/generate-corpus.ts';
import { planCorpus } from '../../src/tools/generate/plan.ts';
import { brokenLinks, runBuild, type BuildRun } from '../site/build-helper.ts';

// A generated collection of a couple of thousand pages, built end to end (knowledge base, Astro,
// Pagefind) into a temporary folder; the assertions are about links only, never about time.
const PAGES = 2000;
const SEED = 'links';
let work = '';
let run: BuildRun;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'generated-build-'));
  await generateCorpus({ pages: PAGES, seed: SEED, out: path.join(work, 'content') });
  run = await runBuild(['--out', path.join(work, 'dist'), '--cache-dir', work], { CONTENT_DIR: path.join(work, 'content') });
}, 1_200_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a generated corpus built end to end', () => {
  it('builds without errors', () => {
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
  });

  it('renders a page at the URL of every generated file', () => {
    const plan = planCorpus({ pages: PAGES, seed: SEED });
    const missing = [...plan.notes, ...plan.inquiries, ...plan.papers, ...plan.discussions]
      .map((page) => page.file.replace(/\.md$/, '/index.html'))
      .filter((file) => !existsSync(path.join(work, 'dist', file)));
    expect(missing).toEqual([]);
  });

  it('has every internal link of the built HTML resolve to a built file', async () => {
    const result = await brokenLinks(path.join(work, 'dist'));
    expect(result.pages).toBeGreaterThanOrEqual(PAGES);
    expect(result.links).toBeGreaterThan(PAGES * 10);
    expect(result.broken.slice(0, 20)).toEqual([]);
  }, 600_000);
});
