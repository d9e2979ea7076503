// The link checker's own Obsidian rule (src/tools/check-links/), and its comparison with a page's
// anchors: it must find what a reader clicks and ignore what Obsidian does not read as a link.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { compareNote, pageAnchors, type SiteMap } from '../../src/tools/check-links/compare.ts';
import { obsidianTarget, vaultNames, writtenLinks } from '../../src/tools/check-links/obsidian-links.ts';

const names = vaultNames([
  { file: 'Home.md', aliases: [] },
  { file: 'Plugins/Templates.md', aliases: [] },
  { file: 'Web Clipper/Templates.md', aliases: [] },
  { file: 'Deep/Down/Templates.md', aliases: [] },
  { file: 'a.md', aliases: ['Something else'] },
  { file: 'rose-pine.md', aliases: [] },
  { file: 'Rose Pine.md', aliases: [] },
]);
const target = (text: string, from = 'Home.md'): string | undefined => {
  const [link] = writtenLinks(text);
  return link ? obsidianTarget(link, from, names) : 'no link read';
};

describe('reading links as Obsidian does', () => {
  it('leaves out frontmatter, fenced code (also in a quote), inline code and comments', () => {
    const text = [
      '---',
      'related: "[[a]]"',
      '---',
      '```',
      '[[a]]',
      '```',
      '> ```md',
      '> [[a]]',
      '> ```',
      '`[[a]]` %% [[a]] %% <!-- [[a]] -->',
      '[[Home]] and [x](Rose%20Pine.md) and ![pic](p.png)',
    ].join('\n');
    expect(writtenLinks(text).map((l) => [l.line, l.linkpath, l.text])).toEqual([
      [11, 'Home', 'Home'],
      [11, 'Rose Pine.md', 'x'],
    ]);
  });

  it('leaves out indented code as CommonMark reads it: a tab or four spaces after a blank line, not a paragraph going on', () => {
    const text = [
      '# Heading',
      '',
      '\t[[a]] in a tab-indented block',
      '',
      '    [[a]] in a space-indented one',
      '',
      'Text',
      '    [[Home]] continuing it',
      '- item',
      '',
      '      [[a]] code in the item',
    ].join('\n');
    expect(writtenLinks(text).map((l) => [l.line, l.linkpath])).toEqual([[8, 'Home']]);
  });

  it("reads a single bracket inside a link as the link's, and no link across [[ or ]]", () => {
    expect(writtenLinks('[[Home|the [draft] copy]] and [[a [[Home]]').map((l) => [l.linkpath, l.text])).toEqual([
      ['Home', 'the [draft] copy'],
      ['Home', 'Home'],
    ]);
  });

  it('reads a Markdown link whose destination holds balanced parentheses whole, as CommonMark does', () => {
    const text = 'See [the draft](../Drafts%20(Old)/Plan%20(v2).md#Goals) and [home](Home.md) (in brackets).';
    expect(writtenLinks(text).map((l) => [l.linkpath, l.text])).toEqual([
      ['../Drafts (Old)/Plan (v2).md', 'the draft'],
      ['Home.md', 'home'],
    ]);
  });

  it('takes the shown text after an escaped bar in a table and writes headings after >', () => {
    expect(writtenLinks('| [[Home\\|start]] | [[Home#Intro#Part]] |').map((l) => l.text)).toEqual(['start', 'Home > Intro > Part']);
  });
});

describe('the rule', () => {
  it('opens the exact name, case folded, then the path written, then an alias', () => {
    expect(target('[[rose-pine]]')).toBe('rose-pine.md');
    expect(target('[[ROSE PINE]]')).toBe('Rose Pine.md');
    expect(target('[[Web Clipper/Templates]]')).toBe('Web Clipper/Templates.md');
    expect(target('[[Down/Templates]]')).toBe('Deep/Down/Templates.md');
    expect(target('[[something else]]')).toBe('a.md');
    expect(target('[[RosePine]]')).toBeUndefined();
  });

  it('prefers the linking note’s folder, then the shortest path', () => {
    expect(target('[[Templates]]')).toBe('Plugins/Templates.md');
    expect(target('[[Templates]]', 'Web Clipper/Notes.md')).toBe('Web Clipper/Templates.md');
  });
});

describe('comparing with a built page', () => {
  const site: SiteMap = {
    urlByFile: new Map([
      ['Home.md', '/notes/home/'],
      ['a.md', '/notes/something-else/'],
      ['rose-pine.md', '/notes/rose-pine-2/'],
    ]),
    fileByUrl: new Map([
      ['/notes/home/', 'Home.md'],
      ['/notes/something-else/', 'a.md'],
      ['/notes/rose-pine-2/', 'rose-pine.md'],
    ]),
    stubUrls: new Set(['/notes/rosepine/']),
  };

  it('agrees when the anchor opens the note Obsidian opens, and names the reason when it does not', () => {
    const html =
      '<a href="/base/notes/something-else/" class="wikilink">a</a> <a href="/base/notes/something-else/" class="wikilink">rose-pine</a> <a href="/base/notes/rosepine/" class="wikilink stub">RosePine</a>';
    const verdicts = compareNote('Home.md', writtenLinks('[[a]] [[rose-pine]] [[RosePine]]'), pageAnchors(html, '/base/'), site, names);
    expect(verdicts.map((v) => v.agree)).toEqual([true, false, true]);
    expect(verdicts[1]?.reason).toBe('Obsidian opens rose-pine.md; the site opens a.md');
  });

  it('puts a link the page does not show on that link, not on a later link to the same note', () => {
    // The first link sits in lines the page drew as code; the second, to another heading of the same note, is a link.
    const text = 'From [[a#Standing waves|standing waves]] we know:\n\nFrom[[a#Light|light]] it follows.';
    const html =
      '<pre><code>From [[a#Standing waves|standing waves]] we know:</code></pre><p>From<a href="/base/notes/something-else/#h-light" class="wikilink">light</a> it follows.</p>';
    const verdicts = compareNote('Home.md', writtenLinks(text), pageAnchors(html, '/base/'), site, names);
    expect(verdicts.map((v) => `${v.line} ${v.agree} ${v.reason}`)).toEqual(['1 false Obsidian opens a.md; the site shows no link', '3 true same page']);
  });
});

describe('the fixture vault of names (tests/fixtures/vault-links)', () => {
  it('has every link where the checker’s own Obsidian rule says it goes', async () => {
    const vault = fileURLToPath(new URL('../fixtures/vault-links', import.meta.url));
    const kb = await buildKnowledgeBase({ contentDir: vault, allowMissing: true });
    const written = kb.pages.flatMap((p) => (p.file === null ? [] : [p.file]));
    const texts = new Map(await Promise.all(written.map(async (file) => [file, await readFile(join(vault, file), 'utf8')] as const)));
    const site: SiteMap = {
      urlByFile: new Map(kb.pages.flatMap((p) => (p.file === null ? [] : [[p.file, p.url] as const]))),
      fileByUrl: new Map(kb.pages.flatMap((p) => (p.file === null ? [] : [[p.url, p.file] as const]))),
      stubUrls: new Set(kb.pages.filter((p) => p.file === null).map((p) => p.url)),
    };
    const vaultIndex = vaultNames(written.map((file) => ({ file, aliases: [] })));
    const verdicts = kb.pages.flatMap((p) =>
      p.file === null ? [] : compareNote(p.file, writtenLinks(texts.get(p.file) ?? ''), pageAnchors(p.bodyHtml, '/'), site, vaultIndex),
    );
    // Eighteen links in Home.md (one to a heading that holds brackets), one in "table of contents.md", one in SyntaxHighlighting.md (its indented code holds two more, which are text).
    expect(verdicts.length).toBe(20);
    expect(verdicts.filter((v) => !v.agree)).toEqual([]);
  });
});

describe('the fixture vault of files (tests/fixtures/vault-files)', () => {
  it('opens every link to a file that is no note where Obsidian opens it: its page, or the file itself', async () => {
    const vault = fileURLToPath(new URL('../fixtures/vault-files', import.meta.url));
    const kb = await buildKnowledgeBase({ contentDir: vault });
    const notes = ['Broken export.md', 'Config notes/config.json.md', 'Course/Lesson 3.md', 'Course/Root paths.md', 'Pasted handout.md', 'Vue.js.md'];
    const others = [
      'Course/Program.cs',
      'Course/练习题.cs',
      'Model.bin',
      'data/results.json',
      'page.html',
      'scores.csv',
      'scripts/helpers.py',
      'tools/config.json',
    ];
    const site: SiteMap = {
      urlByFile: new Map(kb.pages.flatMap((p) => (p.file === null ? [] : [[p.file, p.url] as const]))),
      fileByUrl: new Map(kb.pages.flatMap((p) => (p.file === null ? [] : [[p.url, p.file] as const]))),
      stubUrls: new Set(kb.pages.filter((p) => p.file === null).map((p) => p.url)),
    };
    const vaultIndex = vaultNames(
      notes.map((file) => ({ file, aliases: [] })),
      others,
    );
    const lesson = kb.pages.find((p) => p.file === 'Course/Lesson 3.md');
    const text = await readFile(join(vault, 'Course/Lesson 3.md'), 'utf8');
    const verdicts = compareNote('Course/Lesson 3.md', writtenLinks(text), pageAnchors(lesson?.bodyHtml ?? '', '/'), site, vaultIndex);
    expect(verdicts.map((v) => [v.raw, v.expected, v.agree])).toEqual([
      ['![[Program.cs]]', 'Course/Program.cs', true],
      ['[[练习题.cs]]', 'Course/练习题.cs', true],
      ['[[helpers.py|the helper script]]', 'scripts/helpers.py', true],
      ['[[scores.csv]]', 'scores.csv', true],
      ['[the results](../data/results.json)', 'data/results.json', true],
      ['[[Model.bin]]', 'Model.bin', true],
      ['[[page.html]]', 'page.html', true],
      ['[[Pasted handout]]', 'Pasted handout.md', true],
      ['[[Broken export]]', 'Broken export.md', true],
      ['[[Vue.js]]', 'Vue.js.md', true],
      ['[[config.json]]', 'tools/config.json', true],
      ['[[config.json.md|the notes on it]]', 'Config notes/config.json.md', true],
    ]);
  });
});
