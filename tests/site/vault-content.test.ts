// What a site around a vault's content decides from that content, unit by unit: the home note,
// the generated home, the kinds and wording, the opening a preview shows, a description's links,
// the Publish settings and a vault's stylesheet made safe.
import { uiFor } from '../../src/core/i18n/index.ts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/load.ts';
import { NO_PUBLISH_OPTIONS, readPublishOptions } from '../../src/config/publish-options.ts';
import { siteFromData } from '../../src/handoff/kb.ts';
import { writtenLinkText } from '../../src/pipeline/render/render.ts';
import { wikiLinksAsText } from '../../src/pipeline/parse/wiki-links.ts';
import type { NotePage } from '../../src/schemas/knowledge-base.ts';
import { contentsOf } from '../../src/views/contents.ts';
import { homeView } from '../../src/views/home.ts';
import { homeNoteOf } from '../../src/views/home-note.ts';
import { assembleKnowledgeBase, parseFile } from '../../src/pipeline/knowledge-base.ts';
import { missingHomeNote } from '../../src/pipeline/resolve/home-note.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { homePageOf, withoutTitleHeading } from '../../src/views/home-page.ts';
import { leadOf, outlineOf } from '../../src/pipeline/render/outline.ts';
import { kindsInWords, leadsSomewhere, siteContent } from '../../src/views/site-content.ts';
import { safeStylesheet } from '../../src/views/vault-stylesheet.ts';

/** The outline the renderer records of a body, from the body's HTML read into a tree (all of it read for the opening; an opening heading recorded as one that may be left out). */
function outlineFromHtml(html: string) {
  const tree = fromHtml(html, { fragment: true });
  const outline = outlineOf(tree, tree.children.length);
  const lead = leadOf(tree, html, outline.headings, () => true);
  return lead === undefined ? outline : { ...outline, lead };
}

/** A written vault note as the knowledge base holds it (its outline recorded from its body). */
function note(file: string, extra: Record<string, unknown> = {}) {
  const title = file.split('/').pop()?.replace(/\.md$/, '') ?? file;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    kind: 'note',
    slug,
    url: `/notes/${slug}/`,
    title,
    stub: false,
    file,
    aliases: [],
    clusters: [],
    tags: [],
    bodyHtml: `<p>${title} body.</p>`,
    text: `${title} body.`,
    citations: [],
    linkedFrom: [],
    description: '',
    claim: '',
    related: [],
    papers: [],
    citedBy: [],
    ...extra,
    outline: outlineFromHtml(typeof extra['bodyHtml'] === 'string' ? extra['bodyHtml'] : `<p>${title} body.</p>`),
  };
}

/** Parsed files from their texts, by content path. */
const parsedFiles = (files: Record<string, string>) => Object.entries(files).map(([file, text]) => parseFile(file as ContentPath, text));

const vault = (pages: unknown[]) => siteFromData({ pages, clusters: [], findings: [] }, 'vault.json');

/** A note page, checked by the knowledge base's schema. */
function notePage(file: string, extra: Record<string, unknown> = {}): NotePage {
  const page = vault([note(file, extra)]).kb.pages[0];
  if (page?.kind !== 'note') throw new Error('not a note');
  return page;
}

describe('the home note', () => {
  const site = vault([note('README.md'), note('index.md'), note('Docs/Start.md', { aliases: ['Begin here'] }), note('Docs/Home.md')]);

  it('is the note named by path, title or alias, else Home, index or README at the root', () => {
    expect(homeNoteOf(site, 'Docs/Start')?.file).toBe('Docs/Start.md');
    expect(homeNoteOf(site, 'docs/start.md')?.file).toBe('Docs/Start.md');
    expect(homeNoteOf(site, 'Begin here')?.file).toBe('Docs/Start.md');
    // A Home.md in a folder is not the vault's home: index.md at the root comes first.
    expect(homeNoteOf(site, undefined)?.file).toBe('index.md');
    expect(homeNoteOf(vault([note('README.md'), note('Notes/A.md')]), undefined)?.file).toBe('README.md');
    expect(homeNoteOf(vault([note('Notes/A.md')]), undefined)).toBeUndefined();
  });

  it("falls back to the root names when the named note is not there, which check and build report with the setting's file and line", () => {
    expect(homeNoteOf(site, 'Welcome')?.file).toBe('index.md');
    const named = { name: 'Welcome', field: 'home', file: 'site.config.yaml', line: 3 } as const;
    expect(missingHomeNote(site.kb.pages, named)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'home-note-missing',
        file: 'site.config.yaml',
        line: 3,
        message: expect.stringMatching(
          /^home: "Welcome" names the home note, but no published note has that path, title or alias, so the home page is index\.md; write the path of a published note there/,
        ),
      }),
    ]);
    expect(missingHomeNote(site.kb.pages, { ...named, name: 'Begin here' })).toEqual([]);
    expect(missingHomeNote(site.kb.pages, undefined)).toEqual([]);
    // Through the pipeline, as check and build assemble the knowledge base: named in Publish's settings.
    const kb = parsedFiles({ 'Home.md': 'Home.', 'Notes/A.md': 'A.' });
    const assembled = assembleKnowledgeBase(kb, { home: { name: 'Start/Welcome', field: 'indexFile', file: 'site-options.json', line: 4 } });
    expect(assembled.findings).toContainEqual(
      expect.objectContaining({
        code: 'home-note-missing',
        file: 'site-options.json',
        line: 4,
        message: expect.stringContaining('so the home page is Home.md; choose a published note as "Home page file"'),
      }),
    );
  });

  it('is titled by its opening heading or the site name when its name is generic, and does not repeat that heading', () => {
    const page = homePageOf(notePage('Home.md', { bodyHtml: '<h2 id="h-my-vault">My vault</h2>\n<p>Hello.</p>\n<h3 id="h-more">More</h3>' }), 'Site');
    expect(page.title).toBe('My vault');
    // The heading under the removed one moves up, so none is skipped after the page's h1.
    expect(page.bodyHtml).toBe('<p>Hello.</p>\n<h2 id="h-more">More</h2>');
    expect(homePageOf(notePage('Home.md', { bodyHtml: '<p>Hello.</p>' }), 'Site').title).toBe('Site');
    // A README whose heading only says README is titled by the site, and the heading goes.
    const readme = homePageOf(notePage('README.md', { bodyHtml: '<h2 id="h-readme">README</h2>\n<h3 id="h-what">What</h3><p>x</p>' }), 'Site');
    expect([readme.title, readme.bodyHtml]).toEqual(['Site', '<h2 id="h-what">What</h2><p>x</p>']);
    // An embedded note's heading and the footnotes' at the end are no sections: the headings still move up.
    const noted = homePageOf(
      notePage('Home.md', {
        bodyHtml:
          '<h2 id="h-home">Home</h2><h3 id="h-links">Links</h3><div class="embed"><h2>Embedded</h2></div><section data-footnotes=""><h2 id="footnote-label">Footnotes</h2></section>',
      }),
      'Site',
    );
    expect(noted.bodyHtml).toBe(
      '<h2 id="h-links">Links</h2><div class="embed"><h2>Embedded</h2></div><section data-footnotes=""><h2 id="footnote-label">Footnotes</h2></section>',
    );
    // Any page whose body opens by repeating its title says it once; the heading's id stays for links to it.
    const repeated = withoutTitleHeading(notePage('Guides/Plugins.md', { bodyHtml: '<h2 id="h-plugins">plugins</h2>\n<p>x</p>\n<h3 id="h-more">More</h3>' }));
    expect(repeated.bodyHtml).toBe('<span id="h-plugins"></span><p>x</p>\n<h2 id="h-more">More</h2>');
    const other = notePage('Guides/Plugins.md', { bodyHtml: '<h2 id="h-setup">Setup</h2><p>x</p>' });
    expect(withoutTitleHeading(other)).toBe(other);
    const start = homePageOf(notePage('Docs/Start.md', { bodyHtml: '<h2 id="h-other">Other</h2><p>x</p>' }), 'Site');
    expect([start.title, start.bodyHtml]).toEqual(['Start', '<h2 id="h-other">Other</h2><p>x</p>']);
  });
});

describe('a vault without research pages', () => {
  const site = vault([
    note('Guides/Routes.md', { tags: ['trail', 'trail/north'], date: '2025-05-01' }),
    note('Guides/Tools.md', { tags: ['gear', 'trail'] }),
    note('Journal/Evening.md'),
    note('Loose.md'),
  ]);

  it('holds notes only: no research wording, no link to empty kinds or clusters', () => {
    expect(siteContent(site)).toEqual({ kinds: ['note'], research: false, clusters: false });
    expect(leadsSomewhere(site, '/notes/')).toBe(true);
    expect(leadsSomewhere(site, '/inquiring-lines/')).toBe(false);
    expect(leadsSomewhere(site, '/papers/')).toBe(false);
    expect(leadsSomewhere(site, '/clusters/')).toBe(false);
    expect(leadsSomewhere(site, '/graph/')).toBe(true);
    expect(kindsInWords(siteContent(site).kinds)).toBe('notes');
    expect(kindsInWords(['inquiry', 'note', 'paper'])).toBe('inquiring lines, notes and papers');
  });

  it('gets a home of its newest notes, folders in Publish order and tags, without research sections', () => {
    const home = homeView(site, { navigationOrder: ['Journal', 'Guides', 'Guides/Tools.md'] });
    expect(home.research).toBe(false);
    expect(home.lines).toEqual([]);
    expect(home.notes).toEqual([]);
    expect(home.recent.map((ref) => ref.title)).toEqual(['Routes']);
    expect(home.folders.map((folder) => [folder.name, folder.size, folder.notes.map((ref) => ref.title)])).toEqual([
      ['Journal', 1, ['Evening']],
      ['Guides', 2, ['Tools', 'Routes']],
    ]);
    expect(home.tags.map((tag) => [tag.tag, tag.size])).toEqual([
      ['trail', 2],
      ['gear', 1],
    ]);
    expect(home.counts.map((count) => count.kind)).toEqual(['note']);
    expect(home.description).toBe('4 notes in 2 folders.');
  });

  it('counts the papers found by similarity when a note lists none, never "(0)" over a list', () => {
    const page = notePage('Guides/Routes.md', {
      relatedPapers: [
        { slug: 'p1', score: 0.3, origin: 'computed' },
        { slug: 'p2', score: 0.2, origin: 'computed' },
      ],
    });
    expect(contentsOf(page, { next: false, research: false }, uiFor('en')).map((entry) => entry.text)).toEqual(['Related papers (2)']);
  });

  it("lists in a note's contents only the sections the note shows", () => {
    const page = site.bySlug.get('routes' as never);
    if (page === undefined) throw new Error('no Routes note');
    expect(
      contentsOf({ ...page, outline: outlineFromHtml('<h2 id="h-a">A</h2>'), linkedFrom: ['tools' as never] }, { next: false, research: false }, uiFor('en')),
    ).toEqual([
      { id: 'h-a', text: 'A', level: 2 },
      { id: 'linked-from-heading', text: 'Pages that link here (1)', level: 2 },
    ]);
    // Named as the page's headings are, in the site's language.
    expect(contentsOf({ ...page, linkedFrom: ['tools' as never] }, { next: false, research: false }, uiFor('ko')).at(-1)?.text).toBe(
      `${uiFor('ko').t('note.backlinks')} (1)`,
    );
  });
});

describe('the opening of a body', () => {
  it('takes the first paragraphs as text, links as their text, formulas without their source', () => {
    const html =
      '<h2 id="h-x">X</h2><p>First <a href="/notes/a/">A</a> and <strong>bold</strong>.</p>' +
      '<p>Math <math><mi>x</mi><annotation encoding="application/x-tex">x</annotation></math> here<sup><a href="#fn1">1</a></sup>.</p>';
    expect(outlineFromHtml(html).opening).toEqual({ paragraphs: ['First A and bold.', 'Math x here.'], image: undefined });
  });

  it('ends at the first heading after some text', () => {
    expect(outlineFromHtml('<p>One.</p><h2 id="h-a">A</h2><p>Two.</p>').opening.paragraphs).toEqual(['One.']);
  });

  it('reads a body that opens with a list by its items, and stops at about three paragraphs', () => {
    expect(outlineFromHtml('<ul><li>One<ul><li>nested</li></ul></li><li>Two</li><li>Three</li><li>Four</li></ul>').opening.paragraphs).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('takes the first picture standing alone, never an icon inside a sentence or a picture from elsewhere', () => {
    const html =
      '<p>Click <img src="/attachments/icon.svg" alt="icon"> to start.</p><p><img src="https://x.example/a.png" alt="far"></p><p><img src="/attachments/map.png" alt="Map"></p>';
    expect(outlineFromHtml(html).opening.image).toEqual({ src: '/attachments/map.png', alt: 'Map' });
    expect(outlineFromHtml('<p>No picture.</p>').opening.image).toBeUndefined();
  });
});

describe('a description with links', () => {
  it('reads each link as Obsidian shows it', () => {
    expect(wikiLinksAsText('See [[Routes]], [[Tools|the kit]] and [[Routes#North route]].', writtenLinkText)).toBe(
      'See Routes, the kit and Routes > North route.',
    );
    expect(wikiLinksAsText('No links.', writtenLinkText)).toBe('No links.');
  });
});

describe('Obsidian Publish settings', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function folder(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(join(tmpdir(), 'publish-'));
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    return dir;
  }

  it('reads the name, home note, logo and order, and ignores keys of the wrong type', async () => {
    const vaultDir = await folder({
      'site-options.json': JSON.stringify({ siteName: 'Guide', indexFile: 'Start', logo: 42, navigationOrdering: ['A', 'A/b.md'] }),
    });
    expect(readPublishOptions(vaultDir)).toEqual({ siteName: 'Guide', indexFile: 'Start', logo: undefined, navigationOrdering: ['A', 'A/b.md'] });
  });

  it('names the file when it is not JSON, and reads no settings where there is no file', async () => {
    const broken = await folder({ 'site-options.json': '{ "siteName": ' });
    expect(() => readPublishOptions(broken)).toThrow(/site-options\.json: is not valid JSON .*; fix it as Obsidian Publish writes it, or delete it/);
    expect(readPublishOptions(tmpdir())).toEqual(NO_PUBLISH_OPTIONS);
  });

  it('fill what the configuration leaves unwritten: title, home, logo, stylesheet', async () => {
    const vaultDir = await folder({
      'site-options.json': JSON.stringify({ siteName: 'Guide', indexFile: 'Start/Welcome', logo: 'assets/my logo.svg' }),
      'publish.css': 'img { border-radius: 4px; }',
    });
    await mkdir(join(vaultDir, 'assets'));
    await writeFile(join(vaultDir, 'assets', 'my logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(vaultDir, 'site.config.yaml'), 'content: .\n');
    const settings = loadSettings(vaultDir, {});
    expect([settings.title, settings.homeNote, settings.logo, settings.logoFile, settings.customCssFile]).toEqual([
      'Guide',
      'Start/Welcome',
      '/attachments/assets/my%20logo.svg',
      'assets/my logo.svg',
      join(vaultDir, 'publish.css'),
    ]);
    await writeFile(join(vaultDir, 'site.config.yaml'), 'content: .\ntitle: Mine\nhome: Other\nlogo: /logo.png\n');
    const written = loadSettings(vaultDir, {});
    expect([written.title, written.homeNote, written.logo, written.logoFile]).toEqual(['Mine', 'Other', '/logo.png', undefined]);
    // Where each names the home note, for the warning when no note has that name.
    expect(settings.homeNoteSetting).toEqual({ name: 'Start/Welcome', field: 'indexFile', file: 'site-options.json', line: 1 });
    expect(written.homeNoteSetting).toEqual({ name: 'Other', field: 'home', file: 'site.config.yaml', line: 3 });
  });
});

describe('a vault stylesheet made safe', () => {
  it('leaves out what loads from elsewhere, naming each line', () => {
    const css =
      '@import url("https://x.example/a.css");\n@font-face { font-family: F; src: url(f.woff2); }\n.a { color: red; background: url(https://t.example/p.gif); }\n';
    const safe = safeStylesheet(css, 'publish.css');
    expect(safe.css).not.toMatch(/url\(|@import|@font-face/);
    expect(safe.css).toContain('color: red');
    expect(safe.dropped).toEqual([
      "publish.css:1: @import left out (it loads a file from elsewhere, which the site's Content-Security-Policy blocks)",
      "publish.css:2: @font-face left out (it loads a file from elsewhere, which the site's Content-Security-Policy blocks)",
      "publish.css:3: background left out (its value loads a file, which the site's Content-Security-Policy blocks)",
    ]);
  });

  it("applies Publish's theme classes as the colour scheme and its logo and name classes to this site's", () => {
    const safe = safeStylesheet(
      '.theme-dark .site-header-logo img { filter: invert(1); }\n.theme-light { --x: 1; }\n.site-body-left-column-site-name { display: none; }\n.theme-darker { color: red; }',
      'p.css',
    );
    expect(safe.css).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\.site-name__logo img \{ filter: invert\(1\); \}\s*\}/);
    expect(safe.css).toMatch(/@media \(prefers-color-scheme: light\) \{\s*:root \{ --x: 1; \}\s*\}/);
    expect(safe.css).toContain('.site-name__text { display: none; }');
    expect(safe.css).toContain('.theme-darker { color: red; }');
  });

  it("keeps a vault's own publish.css inside notes' bodies, where Publish's page and this site's share class names", () => {
    const css =
      '.page-header { display: none; }\n.markdown-preview-view h1, body { color: red; }\n.theme-dark img { filter: invert(1); }\n.site-header-logo img { height: 20px; }\n.a { b { color: blue; } }';
    const scoped = safeStylesheet(css, 'publish.css', { scope: true }).css;
    expect(scoped).toContain('.page-body .page-header { display: none; }');
    expect(scoped).toContain('.page-body h1, .page-body { color: red; }');
    expect(scoped).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\.page-body img \{ filter: invert\(1\); \}/);
    expect(scoped).toContain('.site-name__logo img { height: 20px; }');
    expect(scoped).toContain('.page-body .a { b { color: blue; } }');
    // A stylesheet the configuration names is written for this site, and left where it applies.
    expect(safeStylesheet(css, 'site.css').css).toContain('.page-header { display: none; }\n');
  });

  it('leaves out CSS it cannot read, naming the file and line', () => {
    const safe = safeStylesheet('.a { color: red;\n.b {', 'publish.css');
    expect(safe.css).toBe('');
    expect(safe.dropped).toEqual([
      expect.stringMatching(/^publish\.css:\d+: is not a stylesheet the site can read .*, so all of it is left out; fix the CSS there$/),
    ]);
  });
});
