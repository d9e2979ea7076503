// Every file of a vault, as Obsidian opens it: tests/fixtures/vault-files/ holds what real vaults
// keep beside their notes (code files linked and embedded from notes, data, a binary file, an
// exported HTML page, a note with a pasted PDF holding a NUL byte, a binary file named .md, a note
// saved in Latin-1, pictures named by their path from the top of the vault, an Excalidraw export).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { readFilePages } from '../../src/pipeline/read/file-pages.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';
import type { KbPage } from '../../src/schemas/knowledge-base.ts';
import { pageFrom } from './page-from.ts';

const VAULT = join(ROOT, 'tests', 'fixtures', 'vault-files');
let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: VAULT });
});

const page = (file: string): KbPage => pageFrom(kb, file);
/** Each anchor of `html` as `href text`. */
const anchors = (html: string): string[] => [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${decodeURI(m[1] ?? '')} ${m[2] ?? ''}`);
/** The code of the code block of `html` in language `lang`, as its HTML with the highlighting's spans taken out; `undefined` when it has none. */
const codeIn = (html: string, lang: string): string | undefined =>
  html
    .match(
      new RegExp(
        `<div class="code-block"><div class="code-head">.*?</div><pre class="code" tabindex="0"><code class="language-${lang}">([\\s\\S]*?)</code></pre></div>`,
      ),
    )?.[1]
    ?.replace(/<\/?span[^>]*>/g, '');

describe('no single file stops a vault', () => {
  it('builds with no error: a binary file named .md and a note in Latin-1 are warnings naming the file and what it is', () => {
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const unread = kb.findings.filter((f) => f.code === 'binary-file' || f.code === 'not-utf8').map((f) => [f.severity, f.code, f.file]);
    expect(unread).toEqual([
      ['warning', 'binary-file', 'Broken export.md'],
      ['warning', 'not-utf8', 'Old Latin note.md'],
    ]);
    expect(kb.pages.map((p) => p.file)).not.toContain('Old Latin note.md');
  });

  it('reads a note holding a NUL byte (a PDF pasted into a code fence) as the note Obsidian opens, the byte left out', () => {
    const html = page('Pasted handout.md').bodyHtml;
    expect(html).toContain('%PDF-1.4 obj stream endstream');
    expect(html).toContain('The text goes on after the fence.');
    expect(kb.findings.filter((f) => f.file === 'Pasted handout.md').map((f) => [f.code, f.line])).toEqual([['forbidden-character', 6]]);
  });

  it('publishes a linked binary file named .md as a file to download, never as a page', () => {
    expect(anchors(page('Course/Lesson 3.md').bodyHtml)).toContain('/attachments/Broken export.md Broken export');
    expect(page('Course/Lesson 3.md').attachments).toContain('Broken export.md');
  });
});

describe('links to any file of the vault', () => {
  it('gives each linked code and text file a page showing it as a code block in its language, with the file to download', () => {
    const program = page('Course/Program.cs');
    expect(program.title).toBe('Program.cs');
    // Shown as a code block of a note is (src/pipeline/render/code-block.ts): its language named, the code highlighted.
    expect(program.bodyHtml).toContain('<span class="code-lang" data-pagefind-ignore="">C#</span>');
    expect(codeIn(program.bodyHtml, 'csharp')).toMatch(/^using System;\n/);
    // A fence inside the file stays inside the code block, which ends the page with the file's last line.
    expect(codeIn(program.bodyHtml, 'csharp')).toContain('Console.WriteLine("Hello, ``` world!");');
    expect(program.bodyHtml).toMatch(/\n\}<\/code><\/pre><\/div>$/);
    expect(anchors(program.bodyHtml)).toEqual(['/attachments/Course/Program.cs Program.cs']);
    expect(codeIn(page('scripts/helpers.py').bodyHtml, 'python')).toMatch(/^def mean\(xs\):/);
    expect(codeIn(page('data/results.json').bodyHtml, 'json')).toMatch(/^\{/);
    expect(codeIn(page('scores.csv').bodyHtml, 'csv')).toMatch(/^name,score/);
    // Nothing inside a file is read as a tag, a link or math.
    expect(page('scripts/helpers.py').tags ?? []).toEqual([]);
  });

  it('opens the file by name from anywhere, by relative path from a Markdown link, and embeds it in place', () => {
    const html = page('Course/Lesson 3.md').bodyHtml;
    expect(html).toMatch(/<div class="embed" data-slug="program-cs"><a href="\/notes\/program-cs\/" class="embed-link">Program.cs<\/a>/);
    expect(anchors(html)).toEqual(
      expect.arrayContaining([
        '/notes/练习题-cs/ 练习题.cs',
        '/notes/helpers-py/ the helper script',
        '/notes/results-json/ the results',
        '/notes/scores-csv/ scores.csv',
        '/attachments/Model.bin Model.bin',
        '/notes/vue-js/ Vue.js',
      ]),
    );
    expect(kb.pages.filter((p) => p.stub).map((p) => p.title)).toEqual([]);
  });

  it('opens a link that names a file with its extension at that file, before a note named so, as Obsidian does', () => {
    const byUrl = new Map(kb.pages.map((p) => [p.url as string, p.file]));
    const targets = anchors(page('Course/Lesson 3.md').bodyHtml)
      .filter((a) => a.endsWith(' config.json') || a.endsWith(' the notes on it'))
      .map((a) => byUrl.get(a.split(' ')[0] ?? ''));
    expect(targets).toEqual(['tools/config.json', 'Config notes/config.json.md']);
  });

  it('shows an HTML file as text, never publishing it as a page of the site that would run its script', () => {
    const exported = page('page.html');
    expect(codeIn(exported.bodyHtml, 'html')).toMatch(/^&#x3C;!doctype html>/);
    expect(codeIn(exported.bodyHtml, 'html')).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(anchors(exported.bodyHtml)).toEqual([]);
    expect(kb.pages.flatMap((p) => p.attachments ?? [])).not.toContain('page.html');
  });

  it('gives a document a browser runs that is too large to show a page saying so, and a large data file none (it is a download)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'file-pages-'));
    try {
      writeFileSync(join(dir, 'Export.html'), `<p>${'x'.repeat(1_100_000)}</p>`);
      writeFileSync(join(dir, 'big.csv'), 'a,b\n'.repeat(300_000));
      const pages = await readFilePages(dir, ['Export.html', 'big.csv'] as ContentPath[]);
      expect(pages).toEqual([{ path: 'Export.html', text: expect.stringMatching(/^Export\.html is a document of 1\.1 MB that a browser would run/) }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('publishes no file that only a private note links', () => {
    expect(kb.pages.map((p) => p.file)).not.toContain('secret-notes.txt');
    expect(kb.pages.flatMap((p) => p.attachments ?? [])).not.toContain('secret-notes.txt');
  });

  it('publishes only the files notes link: an unlinked file gets no page', () => {
    expect(kb.pages.flatMap((p) => (p.file === null || p.file.endsWith('.md') ? [] : [p.file])).sort()).toEqual([
      'Course/Program.cs',
      'Course/练习题.cs',
      'data/results.json',
      'page.html',
      'scores.csv',
      'scripts/helpers.py',
      'tools/config.json',
    ]);
  });
});

describe('paths from the top of the vault and embedded pictures', () => {
  it('finds /images/x.png, images/x.png and <img src="/images/x.png"> from a note in a folder, as Obsidian does', () => {
    const html = page('Course/Root paths.md').bodyHtml;
    const images = [...html.matchAll(/<img ([^>]*)>/g)].map((m) => m[1]);
    expect(images.slice(0, 3)).toEqual([
      'src="/attachments/images/cover.png" alt="cover"',
      'src="/attachments/images/cover.png" alt="cover"',
      'src="/attachments/images/cover.png" alt="the cover" width="200"',
    ]);
  });

  it('finds the images of a block of HTML among the files of the vault, and shows a missing one as its alt text', () => {
    const html = page('Home.md').bodyHtml;
    expect(html).toContain('<img src="/attachments/images/cover.png" alt="the class photo">');
    expect(html).not.toContain('missing.jpg');
    expect(html).toContain('a picture not in the vault');
    expect(kb.findings.filter((f) => f.file === 'Home.md' && f.severity === 'warning').map((f) => f.code)).toEqual(['missing-attachment']);
  });

  it('shows a picture embedded in the text of a web link inside the link, as Obsidian does', () => {
    expect(page('Course/Root paths.md').bodyHtml).toContain(
      '<a href="https://www.example.org/watch?v=1"><img src="/attachments/images/cover.png" alt="cover.png"> • The talk on acquisition</a>',
    );
  });

  it('embeds an Excalidraw export as an image, and shows a missing picture by its name, not its size', () => {
    const html = page('Course/Root paths.md').bodyHtml;
    expect(html).toContain('<img src="/attachments/Drawings/Sketch%202024-06-17%2013.48.24.excalidraw.svg"');
    expect(html).toContain('<p>A picture that is not there: missing-pic.png</p>');
  });
});
