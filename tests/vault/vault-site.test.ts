// A realistic Obsidian vault (tests/fixtures/obsidian-vault) built as a user would build it:
// every construct the README lists renders as Obsidian shows it, and every link lands on the page
// and anchor Obsidian would open.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProjection } from '../../src/orchestrate/search-projection.ts';
import { fixtureSite } from '../setup/seed-site.ts';
import { brokenLinks, hrefsIn, listFiles, readPage } from '../site/build-helper.ts';

let site: { dir: string; remove: () => Promise<void> } | undefined;

interface KbExport {
  pages: Array<{ title: string; url: string; file: string | null; stub: boolean }>;
}

beforeAll(async () => {
  site = await fixtureSite('obsidian-vault');
}, 300_000);

afterAll(async () => {
  await site?.remove();
});

function dist(): string {
  if (!site) throw new Error('the vault did not build');
  return site.dir;
}

async function article(url: string): Promise<string> {
  const page = await readPage(dist(), url);
  const body = page.querySelector('article .body, article');
  if (!body) throw new Error(`no article in ${url}`);
  return body.innerHTML;
}

describe('a real Obsidian vault', () => {
  it('builds every note, by folder where names repeat, in every script, and leaves the templates folder out', async () => {
    const kb = JSON.parse(await readFile(join(dist(), 'knowledge-base.json'), 'utf8')) as KbExport;
    const byFile = Object.fromEntries(kb.pages.map((p) => [p.file, p.url]));
    expect(byFile).toMatchObject({
      'Plugins/Templates.md': '/notes/plugins-templates/',
      'Web Clipper/Templates.md': '/notes/web-clipper-templates/',
      'features/Latex.md': '/notes/features-latex/',
      'plugins/Latex.md': '/notes/plugins-latex/',
      'Déjà vu.md': '/notes/deja-vu/',
      'Naïve.md': '/notes/naive/',
      '中文/模板.md': '/notes/模板/',
      '中文/日本語のメモ.md': '/notes/日本語のメモ/',
    });
    expect(kb.pages.some((p) => p.file?.startsWith('templates/'))).toBe(false);
    expect(kb.pages.filter((p) => p.stub)).toEqual([]);
    expect(existsSync(join(dist(), 'notes/模板/index.html'))).toBe(true);
  });

  it('leaves no raw Obsidian syntax in any page body', async () => {
    for (const file of (await listFiles(dist())).filter((f) => f.startsWith('notes/') && f.endsWith('/index.html'))) {
      const html = await article(`/${file.replace(/index\.html$/, '')}`);
      const text = html.replace(/<pre class="mermaid">[\s\S]*?<\/pre>/g, '').replace(/<code[^>]*>[\s\S]*?<\/code>/g, '');
      // A block id left as text is ` ^id` at a block's end; a link to a block reads `Note > ^id`, as in Obsidian.
      expect(text, file).not.toMatch(/\[\[|\]\]|==\S|\[!\w+\]|\$\$|\^\[|(?<!>)\s\^[a-z-]+(?:<|\s*$)|\]\([^)]*\.md/);
    }
  });

  it('has no broken link, and every fragment link lands on an element with that id', async () => {
    const { broken, links } = await brokenLinks(dist());
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(40);
    const checked: string[] = [];
    for (const file of (await listFiles(dist())).filter((f) => f.startsWith('notes/') && f.endsWith('.html'))) {
      const own = await readFile(join(dist(), file), 'utf8');
      for (const href of hrefsIn(own)) {
        const m = /^(\/notes\/[^#]+)?#([^#]+)$/.exec(href);
        if (!m || m[2]?.startsWith('user-content-') || m[2]?.includes('fn')) continue;
        const target = m[1] ? await readFile(join(dist(), decodeURIComponent(m[1]), 'index.html'), 'utf8') : own;
        expect(target, `${file}: ${href}`).toContain(`id="${m[2]}"`);
        checked.push(href);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/notes/block-source/#^key-claim',
        '/notes/block-source/#h-details',
        '#h-links',
        '#^summary',
        '/notes/features-latex/#h-inline',
        '/notes/plugins-templates/#h-settings',
      ]),
    );
  });

  it('resolves wiki links and Markdown links as Obsidian does, each reading as written (alias, case, path, ` > ` before headings)', async () => {
    const page = await readPage(dist(), '/notes/home/');
    const anchors = (page.querySelector('article')?.querySelectorAll('a') ?? []).map((a) => [a.text.trim(), a.getAttribute('href')]);
    expect(anchors).toEqual(
      expect.arrayContaining([
        ['Templates', '/notes/plugins-templates/'],
        ['Web Clipper/Templates', '/notes/web-clipper-templates/'],
        ['Deja vu', '/notes/deja-vu/'],
        ['naïve', '/notes/naive/'],
        ['Block source > ^key-claim', '/notes/block-source/#^key-claim'],
        ['Block source > Method > Details', '/notes/block-source/#h-details'],
        ['the accented note', '/notes/deja-vu/'],
        ['LaTeX inline', '/notes/features-latex/#h-inline'],
        ['a deep note', '/notes/block-source/'],
        ['模板', '/notes/模板/'],
        ['Links', '#h-links'],
        ['^summary', '#^summary'],
        ['the paper', '/attachments/assets/paper.pdf'],
        ['plugin', '/notes/plugins-templates/'],
      ]),
    );
    const back = await readPage(dist(), '/notes/plugins-latex/');
    expect(back.querySelector('article a[href="/notes/features-latex/#h-inline"]')).not.toBeNull();
  });

  it('shows raw HTML as Obsidian does, sanitised: no script, style, frame, handler or clobbering id', async () => {
    const page = await readPage(dist(), '/notes/html/');
    const body = page.querySelector('article .page-body');
    expect(body?.querySelector('details > summary')?.text).toBe('Proof sketch');
    expect(body?.querySelector('details > p strong')?.text).toBe('induction');
    expect(body?.querySelector('p br')).not.toBeNull();
    expect(body?.querySelector('u')?.text).toBe('underlined');
    expect(body?.querySelector('kbd')?.text).toBe('Ctrl');
    expect(body?.querySelector('div[align="center"]')?.text).toBe('Centred text');
    expect(body?.querySelector('img[alt="remote"]')?.getAttribute('src')).toBe('https://example.org/x.png');
    // An HTML image tag naming a vault file finds it as Obsidian does, sized as written.
    expect(body?.querySelectorAll('img').length).toBe(2);
    const local = body?.querySelector('img[alt="a local picture"]');
    expect([local?.getAttribute('src'), local?.getAttribute('width')]).toEqual(['/attachments/assets/diagram.png', '200']);
    expect(body?.querySelector('#h-kept')?.text).toBe('a heading-shaped id');
    // The page's contents name the heading as it reads, its `&` and `<` written once.
    expect(page.querySelector('.rail__contents a[href="#h-q-a-quotes-1-2"]')?.text).toBe('Q&A: «quotes» & 1 < 2');
    const html = body?.innerHTML ?? '';
    expect(html).toContain('red text');
    expect(html).toContain('After the HTML.');
    expect(html).not.toMatch(/<script|<style|<iframe|onerror|style=|id="search"|name="top"|alert|display: none/);
  });

  it('lets each block of a right-to-left note take the direction of its own text, as Obsidian does', async () => {
    const page = await readPage(dist(), '/notes/التعلم-الآلي/');
    const body = page.querySelector('article .page-body');
    // The body's opening `# التعلم الآلي` only repeats the title, so the page says it once (in its h1).
    expect(body?.querySelectorAll('p, li, h2, h3').map((b) => b.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto', 'auto']);
    expect(body?.querySelectorAll('h2, h3').map((h) => h.text)).not.toContain('التعلم الآلي');
    expect(body?.querySelector('a[href="#h-مقدمة"]')?.text).toBe('مقدمة');
    const home = await readFile(join(dist(), 'notes/home/index.html'), 'utf8');
    expect(home).not.toContain('dir="auto"');
  });

  it("lists the notes that link to a note, as Obsidian's backlinks, and the rail's count leads there", async () => {
    const page = await readPage(dist(), '/notes/deja-vu/');
    const section = page.querySelector('section[aria-labelledby="linked-from-heading"]');
    expect(section?.querySelector('h2')?.text).toContain('Pages that link here (3)');
    expect(section?.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/notes/formatting/', '/notes/home/', '/notes/naive/']);
    expect(page.querySelector('.rail__backlinks a')?.getAttribute('href')).toBe('#linked-from-heading');
    // A note without headings has one section: it needs no contents, and names no empty section anywhere.
    expect(page.querySelector('.rail__contents')).toBeNull();
    expect(page.querySelector('#cited-by-heading, #related-heading, #papers-heading')).toBeNull();
  });

  it("shows a note's properties without indexing them as its text, so a search excerpt starts with the body", async () => {
    const html = await readFile(join(dist(), 'notes/naive/index.html'), 'utf8');
    expect(parse(html).querySelector('article .page-properties dd')?.text).toBe('Zermelo axioms');
    const indexed = searchProjection(html);
    expect(indexed).toContain('Naïve set theory.');
    expect(indexed).not.toContain('Zermelo');
  });

  it('matches highlights and inline footnotes around bold text and links, keeps every link on its page, opens PDFs at a page, sizes Markdown images and plays audio and video', async () => {
    const page = await readPage(dist(), '/notes/formatting/');
    const body = page.querySelector('article .page-body');
    const marks = body?.querySelectorAll('mark') ?? [];
    expect(marks.map((m) => m.text)).toEqual(['bold and Déjà vu together', 'inside bold']);
    expect(marks[0]?.querySelector('strong')?.text).toBe('bold');
    expect(marks[0]?.querySelector('a')?.getAttribute('href')).toBe('/notes/deja-vu/');
    const note = body?.querySelector('section.footnotes li');
    expect(note?.querySelector('a.wikilink')?.getAttribute('href')).toBe('/notes/naive/');
    expect(note?.querySelector('strong')?.text).toBe('more');
    expect(body?.querySelectorAll('p a.wikilink').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Déjà vu', '/notes/deja-vu/'],
      ['模板', '/notes/模板/'],
      ['Naïve', '/notes/naive/'],
    ]);
    expect(body?.querySelectorAll('a[href^="/attachments/assets/paper.pdf"]').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['page three', '/attachments/assets/paper.pdf#page=3'],
      ['paper.pdf', '/attachments/assets/paper.pdf#page=2'],
    ]);
    expect(body?.querySelectorAll('img').map((i) => [i.getAttribute('alt'), i.getAttribute('width'), i.getAttribute('height')])).toEqual([
      ['A diagram', '90', undefined],
      ['remote', '40', '30'],
    ]);
    expect(body?.querySelector('audio[controls]')?.getAttribute('src')).toBe('/attachments/assets/voice%20memo.mp3');
    expect(body?.querySelector('video[controls]')?.getAttribute('src')).toBe('/attachments/assets/clip.mp4');
    expect(body?.querySelector('p > a[href="/attachments/assets/clip.mp4"]')?.text).toBe('the clip');
    expect(existsSync(join(dist(), 'attachments/assets/voice memo.mp3'))).toBe(true);
  });

  it('renders math as MathML, and a formula KaTeX rejects as its source', async () => {
    const html = await article('/notes/math/');
    expect((html.match(/<math /g) ?? []).length).toBe(5);
    expect(html).toContain('<mtable');
    expect(html).toContain('(1)');
    expect(html).toContain('$5 and $10 stay text');
    expect(html).toContain('<code>$\\frac{1}{\\undefinedmacro}$</code>');
  });

  it('renders callouts of every form: titles, aliases, folding, nesting, content', async () => {
    const page = await readPage(dist(), '/notes/callouts/');
    const callouts = page.querySelectorAll('.callout');
    expect(callouts.length).toBe(18);
    expect(page.querySelectorAll('div.callout-todo > .callout-title').map((t) => t.text)).toEqual(['Todo', 'With metadata']);
    expect(page.querySelectorAll('div.callout-bug > .callout-title').map((t) => t.text)).toEqual(['Bug', 'Bug']);
    expect(page.querySelector('details.callout-warning:not([open]) > summary.callout-title')?.text).toBe('Folded by default');
    expect(page.querySelector('details.callout-question[open] > summary')?.text).toBe('Open by default');
    expect(page.querySelector('div.callout-info .callout-content div.callout-danger .callout-title')?.text).toBe('Inner');
    expect(page.querySelector('div.callout-tip > .callout-title')?.text).toBe('A custom title');
    const example = page.querySelector('div.callout-example .callout-content');
    expect(example?.querySelector('ul')).not.toBeNull();
    // A code block's text is raw to the parser (<pre>), its highlighting's spans parsed here.
    const code = parse(example?.querySelector('pre')?.innerHTML ?? '').querySelector('code.language-js');
    expect(code?.text).toContain('const x = 1;');
    expect(example?.querySelector('div.math-display math')).not.toBeNull();
    expect(page.querySelector('div.callout-warning > .callout-title')?.text).toBe('Caution');
    expect(page.querySelector('div.callout-abstract > .callout-title')?.text).toBe('Summary');
    expect(page.querySelectorAll('div.callout-note[data-callout="note"] > .callout-title').map((t) => t.text)).toEqual(['Note', 'Unknown type']);
    expect(page.querySelectorAll('article blockquote').length).toBe(1);
  });

  it('embeds notes, sections and blocks in place, and stops a cycle', async () => {
    const page = await readPage(dist(), '/notes/home/');
    const embeds = page.querySelectorAll('article .embed');
    const texts = embeds.map((e) => e.querySelector('.embed-link')?.getAttribute('href'));
    expect(texts.slice(0, 5)).toEqual([
      '/notes/block-source/',
      '/notes/block-source/#h-method',
      '/notes/block-source/#^key-claim',
      '/notes/cycle-a/',
      '/notes/cycle-b/',
    ]);
    const section = embeds[1]?.text ?? '';
    expect(section).toContain('We read every file');
    expect(section).toContain('Nested headings');
    expect(section).not.toContain('Not part of the Method section');
    expect(embeds[2]?.text).toContain('The key claim of this note');
    expect(embeds[2]?.text).not.toContain('We read every file');
    // Cycle A → Cycle B → (Cycle A again): the last one is a link.
    expect(embeds[4]?.querySelector('.embed-content a[href="/notes/cycle-a/"]')).not.toBeNull();
  });

  it('renders highlights, footnotes, inline footnotes, tasks, tables with piped links, sized images and a drawn Mermaid diagram', async () => {
    const page = await readPage(dist(), '/notes/home/');
    const body = page.querySelector('article');
    expect(body?.querySelector('mark')?.text).toBe('highlighted text');
    expect(body?.querySelectorAll('section.footnotes li').length).toBe(2);
    expect(body?.querySelector('section.footnotes')?.text).toContain('Written in place.');
    expect(body?.querySelectorAll('input[type="checkbox"]').length).toBe(2);
    expect(body?.querySelector('table a[href="/notes/plugins-templates/"]')?.text).toBe('plugin');
    const images = body?.querySelectorAll('img[src="/attachments/assets/diagram.png"]') ?? [];
    expect(images.map((i) => [i.getAttribute('width'), i.getAttribute('height')])).toEqual([
      ['300', undefined],
      ['120', '80'],
    ]);
    // A diagram scrolls in its own box at reading size (src/pipeline/render/diagram-size.ts).
    const diagram = body?.querySelector('div.diagram > div.diagram-scroll > svg');
    expect(diagram?.querySelectorAll('g.node text').map((t) => t.text)).toEqual(['Vault', 'Site']);
    expect(body?.querySelector('pre.mermaid')).toBeNull();
  });

  it('draws Mermaid diagrams as SVG without inline styles, and shows a type it cannot draw as its source', async () => {
    const page = await readPage(dist(), '/notes/diagrams/');
    const body = page.querySelector('article');
    expect(body?.querySelectorAll('div.diagram > div.diagram-scroll > svg').length).toBe(3);
    expect(body?.querySelector('.callout div.diagram svg')).not.toBeNull();
    expect(body?.querySelectorAll('svg text').map((t) => t.text)).toEqual(expect.arrayContaining(['Author', 'Reader', 'Jan', 'Published']));
    expect(body?.querySelector('pre.mermaid')?.text).toContain('pie title Kinds');
    const html = await readFile(join(dist(), 'notes/diagrams/index.html'), 'utf8');
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('makes tag pages from frontmatter tags and body #tags, linked from the body and the facts line, nested tags listing their children, and a search filter', async () => {
    const home = await readPage(dist(), '/notes/home/');
    const tagLinks = [
      ['#start', '/tags/start/'],
      ['#obsidian/syntax', '/tags/obsidian/syntax/'],
    ];
    expect(home.querySelectorAll('article .page-body a.tag').map((a) => [a.text, a.getAttribute('href')])).toEqual(tagLinks);
    // The facts line under the title links the note's tags too.
    expect(home.querySelectorAll('.facts-line a.tag').map((a) => [a.text, a.getAttribute('href')])).toEqual(tagLinks);
    const filters = home.querySelectorAll('[data-pagefind-filter]').map((e) => e.getAttribute('data-pagefind-filter'));
    expect(filters).toEqual(expect.arrayContaining(['tag:start', 'tag:obsidian/syntax']));
    const parent = await readPage(dist(), '/tags/obsidian/');
    expect(parent.querySelector('h1')?.text).toBe('#obsidian');
    expect(parent.querySelectorAll('article a.tag').map((a) => a.getAttribute('href'))).toEqual(['/tags/obsidian/syntax/']);
    expect(parent.querySelectorAll('article a.page-link').map((a) => a.getAttribute('href'))).toEqual(['/notes/home/']);
    const perception = await readPage(dist(), '/tags/perception/');
    expect(perception.querySelectorAll('article a.page-link').map((a) => a.getAttribute('href'))).toEqual(['/notes/deja-vu/']);
    expect(existsSync(join(dist(), 'tags/perception/illusion/index.html'))).toBe(true);
    const chinese = await readPage(dist(), '/tags/中文/');
    expect(chinese.querySelectorAll('article a.page-link').map((a) => a.getAttribute('href'))).toEqual(['/notes/模板/']);
  });

  it("speaks a vault's words: no kind label over a title, similar notes without scores, a footer naming the site and nothing else, the graph's keys behind its ? button", async () => {
    const page = await readPage(dist(), '/notes/formatting/');
    expect(page.querySelector('main h1')?.text).toBe('Formatting');
    expect(page.querySelector('.kind-label')).toBeNull();
    expect(page.querySelectorAll('section[aria-labelledby="similar-heading"] li').length).toBeGreaterThan(0);
    expect(page.querySelectorAll('.ranked__mark')).toHaveLength(0);
    const siteName = page.querySelector('.site-name')?.text.trim();
    expect(page.querySelector('.site-footer')?.text.trim()).toBe(siteName);
    const hint = page.querySelector('.ng-hint');
    expect(hint?.hasAttribute('hidden')).toBe(true);
    expect(page.querySelector('button[data-ng-help]')?.getAttribute('aria-controls')).toBe(hint?.getAttribute('id'));
  });
});
