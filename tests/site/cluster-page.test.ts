// The cluster page built from a small content folder: what a cluster file (`kind: cluster`) writes
// stands above the member list; a cluster without one is shown as before.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkHrefs, readPage } from './build-helper.ts';
import { runBuildHere } from '../setup/commands.ts';

const NOTE = 'Do models avoid correcting users to save face?';

const CONTENT: Record<string, string> = {
  'notes/face.md': `---\nkind: note\ntitle: "${NOTE}"\nclaim: Models defer to users.\nclusters: [alignment, Conversation]\n---\nModels defer to users.\n`,
  'lines/friction.md': `---\nkind: inquiry\ntitle: Why do models avoid friction?\nlede: This explores friction.\nclusters: [Alignment]\n---\nThey defer [[${NOTE}]].\n`,
  'clusters/alignment.md': `---\nkind: cluster\ntitle: Alignment and deference\nslug: alignment\ndescription: How training shapes what models will say to users.\n---\nStart with [[${NOTE}]].\n`,
};

let work = '';
let dist = '';

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'cluster-page-'));
  const content = join(work, 'content');
  for (const [file, text] of Object.entries(CONTENT)) {
    await mkdir(dirname(join(content, file)), { recursive: true });
    await writeFile(join(content, file), text);
  }
  dist = join(work, 'dist');
  const run = await runBuildHere(['--out', dist, '--cache-dir', join(work, 'cache')], { CONTENT_DIR: content });
  if (run.code !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
}, 300_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function article(page: HTMLElement): HTMLElement {
  const found = page.querySelector('article.page--cluster');
  if (found === null) throw new Error('the page has no cluster article');
  return found;
}

describe('a cluster page', () => {
  it('shows the cluster file’s name, description and text above its members', async () => {
    const page = await readPage(dist, '/clusters/alignment/');
    const cluster = article(page);
    expect(cluster.querySelector('h1')?.text).toBe('Alignment and deference');
    expect(page.querySelector('title')?.text).toContain('Alignment and deference');
    expect(cluster.querySelector('header .lede')?.text).toBe('How training shapes what models will say to users.');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How training shapes what models will say to users.');
    const body = cluster.querySelector('.page-body');
    expect(body?.text.trim()).toBe(`Start with ${NOTE}.`);
    expect(linkHrefs(body as HTMLElement)).toEqual(['/notes/do-models-avoid-correcting-users-to-save-face/']);
    // The text stands before the member lists, which are as they were.
    const html = cluster.toString();
    expect(html.indexOf('page-body')).toBeLessThan(html.indexOf('page-section'));
    expect(cluster.querySelectorAll('section h2').map((h) => h.text.replace(/\s+/g, ' ').trim())).toEqual(['Inquiring lines (1)', 'Notes (1)']);
    expect(linkHrefs(cluster)).toContain('/inquiring-lines/why-do-models-avoid-friction/');
  });

  it('is named as the cluster file names it wherever a member links to it', async () => {
    const note = await readPage(dist, '/notes/do-models-avoid-correcting-users-to-save-face/');
    const link = note.querySelectorAll('a').find((a) => a.getAttribute('href') === '/clusters/alignment/');
    expect(link?.text).toBe('Alignment and deference');
  });

  it('without a cluster file, shows the name as pages write it, its counts as the lede and no text', async () => {
    const cluster = article(await readPage(dist, '/clusters/conversation/'));
    expect(cluster.querySelector('h1')?.text).toBe('Conversation');
    expect(cluster.querySelector('header .lede')?.text.trim()).toBe('1 note');
    expect(cluster.querySelector('.page-body')).toBeNull();
  });
});
