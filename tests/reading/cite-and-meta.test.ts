// "Cite this page" and JSON-LD on pages rendered from the hand-written sample knowledge base,
// which has what the seed content lacks: a written paper with an arXiv id, authors and a date.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let work = '';
let dist = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'reading-cite-'));
  dist = join(work, 'dist');
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [tsx, 'scripts/build.ts', '--kb', 'tests/fixtures/site/kb-sample.json', '--out', dist, '--cache', join(work, 'kb.json')];
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, args, { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } }, (error, stdout, stderr) =>
      error === null ? resolve() : reject(new Error(`build failed:\n${stdout}\n${stderr}`)),
    ),
  );
}, 180_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const page = (url: string): Promise<string> => readFile(join(dist, url, 'index.html'), 'utf8');
const decode = (html: string): string => html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (block === undefined) throw new Error('no JSON-LD block');
  return JSON.parse(block) as Record<string, unknown>;
}

describe('cite this page', () => {
  it('cites a paper with its authors, year, arXiv id and arXiv link', async () => {
    const html = decode(await page('/papers/2311.09144/'));
    expect(html).toContain('Cite this page');
    expect(html).toContain('author = {Omar Shaikh and Kristina Gligorić}');
    expect(html).toContain('eprint = {2311.09144}');
    expect(html).toContain('archivePrefix = {arXiv}');
    expect(html).toContain('url = {https://arxiv.org/abs/2311.09144}');
    expect(html).toContain('Omar Shaikh, Kristina Gligorić. (2023). “Grounding Gaps in Language Model Generations.” arXiv:2311.09144. https://arxiv.org/abs/2311.09144');
    expect(html).toMatch(/<a href="https:\/\/arxiv\.org\/abs\/2311\.09144"[^>]*>arXiv:2311\.09144<\/a>/);
    expect(html).toContain('@misc{shaikh2023grounding,');
  });

  it('cites a note by its question, year and canonical URL', async () => {
    const html = decode(await page('/notes/does-preference-optimization-harm-conversational-understanding/'));
    expect(html).toMatch(/@misc\{preferenceoptimization2025,\n  title = \{\{Does preference optimization harm conversational understanding\?\}\},\n  year = \{2025\}/);
    expect(html).toContain('(2025). “Does preference optimization harm conversational understanding?” Research notes (note). https://example.org/notes/does-preference-optimization-harm-conversational-understanding/');
  });

  it('has no cite box on a discussion', async () => {
    expect(await page('/discussions/warmth-makes-models-less-reliable/')).not.toContain('Cite this page');
  });
});

describe('JSON-LD', () => {
  it('describes a paper as a ScholarlyArticle with authors and its arXiv identity', async () => {
    const data = jsonLd(await page('/papers/2311.09144/'));
    expect(data['@type']).toBe('ScholarlyArticle');
    expect(data['identifier']).toBe('arXiv:2311.09144');
    expect(data['sameAs']).toBe('https://arxiv.org/abs/2311.09144');
    expect(data['author']).toEqual([{ '@type': 'Person', name: 'Omar Shaikh' }, { '@type': 'Person', name: 'Kristina Gligorić' }]);
    expect(data['datePublished']).toBe('2023-11-15');
  });

  it('describes a discussion as a DiscussionForumPosting about its paper, and a cluster as a CollectionPage', async () => {
    const discussion = jsonLd(await page('/discussions/warmth-makes-models-less-reliable/'));
    expect(discussion['@type']).toBe('DiscussionForumPosting');
    const cluster = jsonLd(await page('/clusters/conversational-grounding/'));
    expect(cluster['@type']).toBe('CollectionPage');
  });
});
