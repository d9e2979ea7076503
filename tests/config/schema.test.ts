// The configuration: every field's default, every error message (with its file and line), the env
// overrides, and the base path taken from the URL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { joinBase, stripBase } from '../../src/core/base-path.ts';
import { ConfigError, lineOf, loadSettings } from '../../src/config/load.ts';
import { DEFAULT_NAV, SiteConfigSchema } from '../../src/config/schema.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A project folder holding `site.config.yaml` with `text`. */
function project(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'site.config.yaml'), text);
  return dir;
}

/** The problems `loadSettings` lists for a configuration, or `[]` when it loads. */
function problems(text: string, env: NodeJS.ProcessEnv = {}): readonly string[] {
  try {
    loadSettings(project(text), env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('defaults', () => {
  it('fills in every field of an empty configuration', () => {
    expect(SiteConfigSchema.parse({})).toEqual({
      title: 'Research notes',
      authors: [],
      url: 'https://example.org/',
      lang: 'en',
      content: 'content',
      drafts: false,
      allowMissing: false,
      exclude: [],
      hiddenProperties: [],
      nav: DEFAULT_NAV,
      accent: { light: '#9a4a00', dark: '#f0a35e' },
      favicon: '/favicon.svg',
      facts: { tags: true, created: true, modified: true, readingTime: true, git: true },
      search: { shardPages: 2500 },
    });
    expect(DEFAULT_NAV.map((entry) => entry.link)).toEqual(['/', '/inquiring-lines/', '/notes/', '/papers/', '/clusters/', '/graph/', '/search/']);
  });

  it('leaves the optional fields out: description, footer, customCss, socialImage', () => {
    const parsed = SiteConfigSchema.parse({});
    expect([parsed.description, parsed.footer, parsed.customCss, parsed.socialImage]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('fills in one accent colour when only the other is written', () => {
    expect(SiteConfigSchema.parse({ accent: { dark: '#ffffff' } }).accent).toEqual({ light: '#9a4a00', dark: '#ffffff' });
  });

  it('holds every default without a configuration file, from the working directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-config-'));
    dirs.push(dir);
    const settings = loadSettings(dir, {});
    expect([settings.file, settings.contentDir, settings.base, settings.customCssFile]).toEqual([null, join(dir, 'content'), '/', undefined]);
  });
});

describe('normalising', () => {
  it('takes the base path from the URL and ends both in /', () => {
    const settings = loadSettings(project('url: https://me.github.io/my-notes\n'), {});
    expect([settings.url, settings.base]).toEqual(['https://me.github.io/my-notes/', '/my-notes/']);
    expect(loadSettings(project('url: https://example.org\n'), {}).base).toBe('/');
  });

  it('writes the language tag in its canonical case', () => {
    expect(SiteConfigSchema.parse({ lang: 'pt-br' }).lang).toBe('pt-BR');
  });

  it("resolves content and customCss from the configuration file's folder", () => {
    const dir = project('content: ../vault\ncustomCss: publish.css\n');
    const settings = loadSettings(dir, {});
    expect(settings.contentDir).toBe(join(dir, '..', 'vault'));
    expect(settings.customCssFile).toBe(join(dir, 'publish.css'));
  });
});

describe('env overrides', () => {
  it('lets SITE_TITLE, SITE_URL, CONTENT_DIR and SEARCH_SHARD_PAGES override the file, and PUBLISH_IGNORE add to exclude', () => {
    const dir = project('title: File\nurl: https://example.org/\ncontent: notes\nexclude: [Private]\n');
    const settings = loadSettings(dir, {
      SITE_TITLE: 'Env',
      SITE_URL: 'https://ci.example.org/sub/',
      CONTENT_DIR: 'vault',
      SEARCH_SHARD_PAGES: '70',
      PUBLISH_IGNORE: 'Archive, Drafts',
    });
    expect([settings.title, settings.url, settings.base, settings.search.shardPages]).toEqual(['Env', 'https://ci.example.org/sub/', '/sub/', 70]);
    expect(settings.exclude).toEqual(['Private', 'Archive', 'Drafts']);
    expect(settings.contentDir).toBe(join(dir, 'vault'));
  });

  it('reads the file SITE_CONFIG names, and says what to do when it does not exist', () => {
    const dir = project('');
    writeFileSync(join(dir, 'other.yaml'), 'title: Other\n');
    expect(loadSettings(dir, { SITE_CONFIG: 'other.yaml' }).title).toBe('Other');
    expect(() => loadSettings(dir, { SITE_CONFIG: 'missing.yaml' })).toThrow(
      /env SITE_CONFIG: .*missing\.yaml does not exist; write the path of your configuration file, or unset SITE_CONFIG to use \.\/site\.config\.yaml/,
    );
  });
});

describe('errors name the file, the line and the field, and say what to write', () => {
  const cases: [string, string][] = [
    ['title: ""\n', 'site.config.yaml:1: title is empty; write the name of the collection'],
    ['title: [a]\n', 'site.config.yaml:1: title needs the name of the collection, e.g. title: My research notes'],
    ['authors: [""]\n', 'site.config.yaml:1: authors[0] is empty; write a name'],
    [
      'url: notes.example.org\n',
      'site.config.yaml:1: url is not a full http(s) address; write the address the site is served at, e.g. url: https://<user>.github.io/<repo>/',
    ],
    ['url: 3\n', 'site.config.yaml:1: url needs the address the site is served at, e.g. url: https://<user>.github.io/<repo>/'],
    [
      'url: https://example.org/notes/?x=1\n',
      'site.config.yaml:1: url has a "?" or "#" part; write the address without it, e.g. url: https://example.org/notes/',
    ],
    ['lang: not a language\n', 'site.config.yaml:1: lang is not a language tag; write one such as en, fr, de or pt-BR'],
    ['content: ""\n', 'site.config.yaml:1: content is empty; write the folder of your Markdown files, e.g. content: ../my-vault'],
    ['drafts: yes\n', 'site.config.yaml:1: drafts is not true or false; write drafts: true to build draft pages too'],
    [
      'allowMissing: 1\n',
      'site.config.yaml:1: allowMissing is not true or false; write allowMissing: true to publish a vault whose links name notes not yet written',
    ],
    ['exclude:\n  - ""\n', 'site.config.yaml:2: exclude[0] is empty; write a folder of the content folder (e.g. Private) or a glob (e.g. "**/drafts")'],
    ['nav:\n  - label: A\n    link: /a/\n  - link: /b/\n', 'site.config.yaml:4: nav[1].label needs a label; write the text of the link, e.g. label: Notes'],
    ['nav:\n  - label: ""\n    link: /a/\n', 'site.config.yaml:2: nav[0].label is empty; write the text of the link'],
    [
      'nav:\n  - label: A\n    link: a page\n',
      'site.config.yaml:3: nav[0].link is not a link; write a path of the site starting with "/" (e.g. "/notes/") or a full address ("https://…")',
    ],
    [
      'accent:\n  light: orange;}\n',
      'site.config.yaml:2: accent.light is not a CSS colour; write a hex colour such as "#9a4a00" or a function such as "oklch(0.6 0.15 50)"',
    ],
    [
      'accent:\n  dark: "#12"\n',
      'site.config.yaml:2: accent.dark is not a CSS colour; write a hex colour such as "#9a4a00" or a function such as "oklch(0.6 0.15 50)"',
    ],
    ['customCss: ""\n', 'site.config.yaml:1: customCss is empty; write the path of a file, relative to the configuration file'],
    [
      'favicon: icon.png\n',
      'site.config.yaml:1: favicon is not a link; write a path of the site starting with "/" (e.g. "/notes/") or a full address ("https://…")',
    ],
    [
      'socialImage: card.png\n',
      'site.config.yaml:1: socialImage is not a link; write a path of the site starting with "/" (e.g. "/notes/") or a full address ("https://…")',
    ],
    ['search:\n  shardPages: many\n', 'site.config.yaml:2: search.shardPages is not a number; write a whole number of pages, e.g. shardPages: 2500'],
    ['search:\n  shardPages: 2.5\n', 'site.config.yaml:2: search.shardPages is not a whole number; write a whole number of pages, e.g. shardPages: 2500'],
    ['search:\n  shardPages: 0\n', 'site.config.yaml:2: search.shardPages is below 1; write a whole number of pages, at least 1'],
    ['titel: Notes\n', 'site.config.yaml:1: titel is not a setting (did you mean title?); the settings are listed in docs/configuration.md'],
    ['accent:\n  lite: "#fff"\n', 'site.config.yaml:2: accent.lite is not a setting; the settings are listed in docs/configuration.md'],
    [
      'title: [unclosed\n',
      'site.config.yaml:2: is not valid YAML (unexpected end of the stream within a flow collection); write one "field: value" a line, as in the example in docs/configuration.md',
    ],
    ['- a list\n', 'site.config.yaml: holds no fields; write one "field: value" a line, e.g. title: My research notes'],
  ];
  it.each(cases)('%j', (text, message) => {
    expect(problems(text)).toEqual([message]);
  });

  it('lists every problem at once', () => {
    expect(problems('title: ""\nlang: ??\n')).toHaveLength(2);
  });

  it('names the env variable when the bad value came from it', () => {
    expect(problems('', { SITE_URL: 'example.org' })).toEqual([
      'env SITE_URL: url is not a full http(s) address; write the address the site is served at, e.g. url: https://<user>.github.io/<repo>/',
    ]);
  });
});

describe('lineOf', () => {
  const text = 'title: T\nnav:\n  - label: A\n    link: /a/\n  - label: B\n    link: /b/\naccent:\n  light: "#fff"\n';
  it.each([
    [['title'], 1],
    [['nav'], 2],
    [['nav', 0], 3],
    [['nav', 1, 'link'], 6],
    [['accent', 'light'], 8],
    [['footer'], undefined],
  ] as [PropertyKey[], number | undefined][])('finds %j on line %s', (path, line) => {
    expect(lineOf(text, path)).toBe(line);
  });
});

describe('base path', () => {
  it.each([
    ['/', '/notes/x/', '/notes/x/'],
    ['/repo/', '/notes/x/', '/repo/notes/x/'],
    ['/repo/', '/', '/repo/'],
    ['/repo/', 'https://example.com/', 'https://example.com/'],
    ['/repo/', '#h-1', '#h-1'],
    ['/repo/', '//cdn.example.com/x.js', '//cdn.example.com/x.js'],
    ['/repo/', 'relative/x.png', 'relative/x.png'],
  ])('under %s, %s is %s, and back', (base, url, joined) => {
    expect(joinBase(base, url)).toBe(joined);
    if (url.startsWith('/') && !url.startsWith('//')) expect(stripBase(base, joined)).toBe(url);
  });
});
