// The browser scripts' interface words come once per site, in the script bundle: each list of keys is
// a module the site integration serves in the site's language (English where it has no translation),
// holding that list's messages and no others, and a bundled script shows them in the browser.
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../src/browser/chromium.ts';
import { en } from '../../src/core/i18n/en.ts';
import { ko } from '../../src/core/i18n/ko.ts';
import { siteContext } from '../../src/integration/context.ts';
import { resolveScriptWords, SCRIPT_WORDS, SCRIPT_WORDS_MODULE, scriptWordsCode } from '../../src/integration/script-words.ts';
import { siteModule } from '../../src/integration/site-module.ts';
import { ROOT } from '../site/build-helper.ts';
import { testSettings } from '../setup/test-settings.ts';

/** Takes a list's name and a language; returns the messages its module holds, read back from the module's code. */
function served(name: string, lang: string): Record<string, unknown> {
  const id = resolveScriptWords(`${SCRIPT_WORDS_MODULE}${name}`);
  const code = id === undefined ? undefined : scriptWordsCode(id, lang);
  const json = code?.match(/^export default (.*);\n$/s)?.[1];
  if (json === undefined) throw new Error(`no module for the list "${name}"`);
  return JSON.parse(json) as Record<string, unknown>;
}

describe("the scripts' words", () => {
  it('hold, for each list, its keys and no others', () => {
    expect(Object.keys(SCRIPT_WORDS).sort()).toEqual(['dialog', 'graph', 'preview', 'reading', 'search-page', 'support']);
    for (const [name, keys] of Object.entries(SCRIPT_WORDS)) {
      expect(Object.keys(served(name, 'ko')).sort(), name).toEqual([...new Set(keys)].sort());
    }
  });

  it("are in the site's language, and English for a language the catalogue has no translation of", () => {
    const reading = served('reading', 'ko');
    expect(reading['code.copy']).toBe(ko['code.copy']);
    expect(reading['code.copy']).not.toBe(en['code.copy']);
    expect(served('graph', 'ko')['ng.none']).toBe(ko['ng.none']);
    expect(served('dialog', 'ko')['search.count']).toEqual(ko['search.count']);
    expect(served('reading', 'sv')['code.copy']).toBe(en['code.copy']);
  });

  it('leave any other module to the other resolvers, and refuse a name no list has, naming the lists', () => {
    expect(resolveScriptWords('virtual:research-notes/site')).toBeUndefined();
    expect(scriptWordsCode('\0virtual:research-notes/site', 'en')).toBeUndefined();
    expect(() => resolveScriptWords(`${SCRIPT_WORDS_MODULE}graf`)).toThrow(
      "virtual:research-notes/words/graf names no list of the scripts' words; the lists are graph, dialog, search-page, preview, support, reading",
    );
    // A name the object has from its prototype is no list either.
    expect(() => resolveScriptWords(`${SCRIPT_WORDS_MODULE}toString`)).toThrow('names no list');
  });
});

/** The reading aids' scripts, as a page loads them (src/components/ReadingAids.astro). */
const READING_SCRIPTS = ['src/client/reading/code-copy.ts', 'src/client/reading/diagram-view.ts'].map((file) =>
  fileURLToPath(new URL(`../../${file}`, import.meta.url)),
);

/** A module importing `files`, as the one entry of a bundle. */
function entryOf(files: readonly string[]): Plugin {
  const id = '\0entry';
  return {
    name: 'test-entry',
    resolveId: (source) => (source === 'entry' ? id : undefined),
    load: (source) => (source === id ? files.map((file) => `import ${JSON.stringify(file)};`).join('\n') : undefined),
  };
}

/** Takes a site language; returns the reading aids' scripts bundled by Vite with the site integration's modules for that language, as one module's code. */
async function bundledReadingAids(lang: string): Promise<string> {
  const context = siteContext(testSettings({ SITE_LANG: lang }), { from: 'content', cacheDir: '.cache' }, ROOT);
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [siteModule(context), entryOf(READING_SCRIPTS)],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry' } },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item) => item.type === 'chunk');
  expect(chunks).toHaveLength(1);
  return chunks[0]?.code ?? '';
}

/** A page body with a code block and a drawn diagram, as the renderer writes them. */
const BODY =
  '<article><div class="code-block"><pre class="code"><code>x = 1</code></pre></div><div class="prose"><figure class="diagram"><svg viewBox="0 0 10 10"></svg></figure></div></article>';

describe("a Korean site's scripts in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("show the site's words, which the page itself does not carry", async () => {
    const code = await bundledReadingAids('ko');
    const page = await browser.newPage();
    try {
      await page.setContent(`<!doctype html><html lang="ko"><meta charset="utf-8"><body>${BODY}</body></html>`);
      await page.addScriptTag({ content: code, type: 'module' });
      await expect.poll(() => page.locator('button.code-copy').textContent()).toBe(ko['code.copy']);
      expect(await page.locator('button.code-copy').getAttribute('aria-label')).toBe(ko['code.copyCode']);
      expect(await page.locator('.diagram-tools button').textContent()).toBe(ko['diagram.open']);
    } finally {
      await page.close();
    }
  }, 120_000);
});
