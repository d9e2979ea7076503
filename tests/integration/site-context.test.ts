// The site context and what the pages see of it: made once from the settings, frozen, served to the
// pages as data (never the knowledge base), with the knowledge base given to the page source.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { siteFromData } from '../../src/handoff/kb.ts';
import { siteContext, withKnowledgeBase } from '../../src/integration/context.ts';
import { getSite, pageSource, renderScope, withPageSource } from '../../src/integration/provider.ts';
import { siteModuleCode } from '../../src/integration/site-module.ts';
import { ROOT } from '../site/build-helper.ts';
import { testSettings } from '../setup/test-settings.ts';

const SAMPLE = join(ROOT, 'tests/fixtures/site/kb-sample.json');

describe('site context', () => {
  it('takes the title and the canonical language from the settings, and cannot be changed', () => {
    const settings = testSettings({ SITE_TITLE: 'A garden', SITE_LANG: 'zh-hant' });
    const context = siteContext(settings, { from: 'content', cacheDir: '.cache' }, ROOT);
    expect(context.title).toBe('A garden');
    expect(context.lang).toBe('zh-Hant');
    expect(Object.isFrozen(context)).toBe(true);
    expect(Object.isFrozen(context.settings)).toBe(true);
    expect(Reflect.set(context, 'title', 'Another')).toBe(false);
    expect(context.title).toBe('A garden');
  });

  it('serves the pages the settings as data and never the knowledge base', async () => {
    const kb = siteFromData(JSON.parse(await readFile(SAMPLE, 'utf8')), SAMPLE).kb;
    const page = kb.pages[0];
    expect(page).toBeDefined();
    const context = withKnowledgeBase(siteContext(testSettings({ SITE_TITLE: 'A garden' }), { from: 'content', cacheDir: '.cache' }, ROOT), kb);
    const code = siteModuleCode(context);
    expect(code).toContain('export const siteTitle = "A garden";');
    expect(code).toContain(`export const settings = ${JSON.stringify(context.settings)};`);
    expect(code).toMatch(/export \{ getSite, renderScope \} from ".*provider\.ts";/);
    expect(code).not.toContain(page?.slug ?? '');
    expect(code.length).toBeLessThan(5000);
  });
});

describe('page source', () => {
  it('tells the pages how they are rendered when nothing gave it a knowledge base', () => {
    expect(() => getSite()).toThrow(/no knowledge base for the pages.*npm run build.*npm run dev/);
  });

  it('indexes the knowledge base it is given once, with the part of the site to render', async () => {
    const kb = siteFromData(JSON.parse(await readFile(SAMPLE, 'utf8')), SAMPLE).kb;
    const loaded = Promise.resolve(kb);
    const only = new Set(kb.pages.slice(0, 1).map((page) => page.slug));
    await withPageSource(
      pageSource(() => loaded, { kindPages: only }),
      async () => {
        const site = await getSite();
        expect(await getSite()).toBe(site);
        expect(site.bySlug.size).toBe(kb.pages.length);
        expect(renderScope().kindPages).toBe(only);
      },
    );
  });

  it('is seen by the call it is given to, through every await, and by nothing else', async () => {
    const kb = siteFromData(JSON.parse(await readFile(SAMPLE, 'utf8')), SAMPLE).kb;
    const whole = pageSource(() => Promise.resolve(kb));
    const none = pageSource(() => Promise.resolve({ ...kb, pages: [] }));
    // Two renders at once, as two builds in one process: each reads its own knowledge base.
    const sizes = await Promise.all(
      [whole, none].map((source) =>
        withPageSource(source, async () => {
          await new Promise((done) => setTimeout(done, 5));
          return (await getSite()).bySlug.size;
        }),
      ),
    );
    expect(sizes).toEqual([kb.pages.length, 0]);
    expect(() => getSite()).toThrow(/no knowledge base for the pages/);
  });

  it("reaches the pages' own copy of the module, as the prerender bundle and the dev server's page environments load it", async () => {
    const kb = siteFromData(JSON.parse(await readFile(SAMPLE, 'utf8')), SAMPLE).kb;
    const integrations = await import('../../src/integration/provider.ts');
    vi.resetModules();
    const pages = await import('../../src/integration/provider.ts');
    expect(pages).not.toBe(integrations);
    const only = new Set(kb.pages.slice(0, 2).map((page) => page.slug));
    const seen = await integrations.withPageSource(
      integrations.pageSource(() => Promise.resolve(kb), { kindPages: only }),
      async () => {
        await new Promise((done) => setTimeout(done, 5));
        return { size: (await pages.getSite()).bySlug.size, scope: pages.renderScope().kindPages };
      },
    );
    expect(seen).toEqual({ size: kb.pages.length, scope: only });
    expect(() => pages.getSite()).toThrow(/no knowledge base for the pages/);
  });
});
