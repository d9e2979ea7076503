// renderSite renders the site of the context it is given, in this process and without a
// configuration file: two contexts rendered one after the other each get their own title, base
// path, language and knowledge base, and nothing of the first reaches the second. The browser
// scripts' words come with the bundle, in the site's language, and no page carries them.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/load.ts';
import { en } from '../../src/core/i18n/en.ts';
import { ko } from '../../src/core/i18n/ko.ts';
import { siteContext, withKnowledgeBase, type SiteContext } from '../../src/integration/context.ts';
import { renderSite } from '../../src/integration/render.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { listFiles, ROOT } from '../site/build-helper.ts';

const VAULT = join(ROOT, 'tests/fixtures/vault');
let work = '';

/** The context of a configuration file with these lines, its knowledge base built from the fixture vault. */
async function contextOf(name: string, lines: string): Promise<SiteContext> {
  const dir = join(work, name);
  await writeFile(join(work, `${name}.yaml`), `${lines}\ncontent: ${VAULT}\n`);
  const settings = loadSettings(work, { SITE_CONFIG: `${name}.yaml` });
  const kb = await buildKnowledgeBase({ contentDir: settings.contentDir, exclude: settings.exclude, workers: 1 });
  expect(
    kb.findings.filter((finding) => finding.severity === 'error'),
    dir,
  ).toEqual([]);
  return withKnowledgeBase(siteContext(settings, { from: 'content', cacheDir: join(work, 'cache') }, ROOT), kb);
}

/** Takes a built site; returns its pages' HTML and its script bundle's code, each joined into one text. */
async function builtTexts(dir: string): Promise<{ pages: string; scripts: string }> {
  const files = await listFiles(dir);
  const read = async (ending: string) =>
    (await Promise.all(files.filter((file) => file.endsWith(ending)).map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
  return { pages: await read('.html'), scripts: await read('.js') };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'render-site-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('renderSite', () => {
  it('renders one context after another in one process, each with its own settings', async () => {
    const first = await contextOf('first', 'title: First garden\nurl: https://first.example.org/');
    const second = await contextOf('second', 'title: Second garden\nurl: https://second.example.org/docs/\nlang: ko');
    await renderSite(first, { outDir: join(work, 'one'), logLevel: 'error' });
    await renderSite(second, { outDir: join(work, 'two'), logLevel: 'error' });

    const one = await readFile(join(work, 'one', 'index.html'), 'utf8');
    const two = await readFile(join(work, 'two', 'index.html'), 'utf8');
    expect(one).toContain('<title>First garden</title>');
    expect(two).toContain('<title>Second garden</title>');
    expect(two).not.toContain('First garden');
    expect(one).toContain('href="https://first.example.org/"');
    expect(two).toContain('href="https://second.example.org/docs/"');
    // The base path reaches the bundles and the pages' own links.
    expect(two).toMatch(/src="\/docs\/_astro\//);
    expect(one).not.toContain('/docs/');
    // Each renders its own knowledge base's pages.
    const page = first.knowledgeBase.from === 'memory' ? first.knowledgeBase.kb.pages[0] : undefined;
    expect(page).toBeDefined();
    expect(await readFile(join(work, 'one', ...(page?.url ?? '').split('/').filter(Boolean), 'index.html'), 'utf8')).toContain(page?.title ?? '');

    // The scripts' words are in each site's bundle, in its language, and on none of its pages.
    const [english, korean] = await Promise.all([builtTexts(join(work, 'one')), builtTexts(join(work, 'two'))]);
    for (const key of ['code.copyCode', 'graph.noSlug', 'preview.loading', 'support.closest', 'search.keys', 'search.type'] as const) {
      expect(english.scripts, key).toContain(en[key]);
      expect(korean.scripts, key).toContain(ko[key]);
      expect(korean.scripts, key).not.toContain(en[key]);
    }
    for (const [{ pages }, loading] of [
      [english, en['preview.loading']],
      [korean, ko['preview.loading']],
    ] as const) {
      expect(pages).toContain('data-neighbourhood');
      expect(pages.match(/\sdata-[\w-]*-words=/g) ?? []).toEqual([]);
      expect(pages).not.toContain(loading);
    }
  }, 300_000);
});
