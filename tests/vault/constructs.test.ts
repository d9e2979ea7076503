// Obsidian constructs seen in real vaults, each rendered as Obsidian renders it: the fixture vault
// tests/fixtures/obsidian-constructs/ holds one note per construct, and these tests read the HTML.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';

const VAULT = join(ROOT, 'tests', 'fixtures', 'obsidian-constructs');
let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: VAULT, allowMissing: true });
});

/** The body HTML of the note from `file`; fails when there is none. */
function body(file: string): string {
  const page = kb.pages.find((p) => p.file === file);
  if (page === undefined) throw new Error(`no page from ${file}`);
  return page.bodyHtml;
}
/** The TeX of every formula of `html`, display ones marked `display:`. */
function formulas(html: string): string[] {
  return [...html.matchAll(/<math[^>]*?( display="block")?>.*?<annotation encoding="application\/x-tex"[^>]*>(.*?)<\/annotation>/gs)].map(
    (m) => `${m[1] ? 'display:' : ''}${m[2] ?? ''}`,
  );
}
const findings = (file: string, code: string) => kb.findings.filter((f) => f.file === file && f.code === code);

describe('math dollars as Obsidian reads them', () => {
  it('leaves shell text and prices as text: no space inside the dollars, no digit after the closing one', () => {
    const html = body('Shell dollars.md');
    expect(html).toContain('if [ -e "$1".png ]; then cp "$1" "$2"; fi');
    expect(html).toContain('costs $5 and the other $10, or $20-$30 a month');
    expect(formulas(html)).toEqual(['x^2', 'a+b', '\\$5']);
    expect(findings('Shell dollars.md', 'math-error')).toEqual([]);
  });

  it('renders $$…$$ sharing a paragraph with text as a display formula, and ends a formula at a $$ followed by text', () => {
    const html = body('Display math.md');
    expect(formulas(html)).toEqual([
      'display:E = mc^2',
      'display:\\int_0^1 x\\,dx = \\frac{1}{2}',
      '\\alpha',
      '\\beta',
      'display:\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
    ]);
    expect(html).toMatch(/<p>which closes the first formula, and the text goes on\.<\/p>/);
    expect(html).not.toContain('$');
    expect(findings('Display math.md', 'math-error')).toEqual([]);
  });
});

describe('math in Mermaid labels', () => {
  it("shows a flowchart's and a sequence diagram's $$…$$ labels as their TeX, without the dollars", () => {
    const html = body('Diagram math.md');
    const labels = [...html.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
    expect(labels).toEqual(
      expect.arrayContaining([
        '(x, y)',
        '\\phi_1 = \\arctan(y/x)',
        '\\phi_1 = \\pi + \\arctan(y/x)',
        'r > 0',
        '\\phi_2 = \\cos^{-1}(r/L)',
        'z_k = H x_k',
        '\\hat{x}_k',
      ]),
    );
    expect(labels.filter((l) => l.includes('$$'))).toEqual(['$$ spent']);
    expect(findings('Diagram math.md', 'diagram-error')).toEqual([]);
  });
});

describe('Obsidian constructs rendered as Obsidian renders them', () => {
  it('makes every one-character task status a done task, keeping the status', () => {
    const html = body('Tasks.md');
    const items = [...html.matchAll(/<li((?:[^>"]|"[^"]*")*)>(.*?)<\/li>/g)].map(
      (m) =>
        `${/data-task="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? ''}|${/checked/.test(m[2] ?? '') ? 'done' : /checkbox/.test(m[2] ?? '') ? 'open' : 'none'}|${(m[2] ?? '').replace(/<(?:[^>"]|"[^"]*")*>/g, '').trim()}`,
    );
    expect(items).toEqual([
      '|open|Read the survey',
      '|done|Take notes on the method',
      '?|done|Ask whether the data is public',
      '!|done|Check the license first',
      '/|done|Halfway through the appendix',
      '-|done|Dropped: the follow-up paper',
      '>|done|Moved to next week',
      '|none|Images is not a task',
    ]);
  });

  it("keeps an image's size written after its alt text", () => {
    const images = [...body('Images.md').matchAll(/<img ([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(images).toHaveLength(4);
    expect(images[0]).toMatch(/alt="Pipeline overview" width="100" height="200"/);
    expect(images[1]).toMatch(/alt="diagram.png" width="120" height="80"/);
    expect(images[2]).toMatch(/alt="Only a caption"/);
    expect(images[2]).not.toMatch(/width/);
    // A single `[` in the caption is the link's, as in Obsidian.
    expect(images[3]).toMatch(/alt="Stages marked \(x\) or \[x" width="300"/);
  });

  it('shows the text of HTML in link labels, not the tags', () => {
    const html = body('Link labels.md');
    expect(html).toMatch(/<a href="\/notes\/tasks\/"[^>]*>Open tasks<\/a>/);
    expect(html).toMatch(/<a href="\/notes\/tasks\/"[^>]*>the \[draft\] list<\/a>/);
    expect(html).toMatch(/<a href="\/notes\/images\/"[^>]*>Images<\/a>/);
    expect(html).not.toContain('font');
  });

  it('reads heading links whose brackets are escaped, as table-of-contents plugins write them', () => {
    const html = body('Table of contents.md');
    expect(html).toContain('<a href="#h-build-system" class="wikilink" data-slug="table-of-contents" data-kind="note">[build-system]</a>');
    expect(html).toContain('<a href="#h-project" class="wikilink" data-slug="table-of-contents" data-kind="note">[project]</a>');
    expect(html).toContain('<h3 id="h-build-system">[build-system]</h3>');
    expect(html).not.toContain('[[');
  });

  it("takes a block id ending a list item's line before its indented image, or ending the image line", () => {
    const html = body('Block ids.md');
    expect(html).toMatch(/<li id="\^install">Install the tool\n<img [^>]*width="200"/);
    expect(html).toMatch(/<li id="\^run">Run it once\n<img [^>]*width="200"[^>]*><\/li>/);
    expect(html).toContain('<a href="#^install"');
    expect(html).toContain('<a href="#^run"');
    expect([...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? '').join()).not.toContain('^');
  });

  it('resolves a heading or block link inside an embedded section against the embedded note', () => {
    const html = body('Reading.md');
    expect(html).toContain('<a href="/notes/glossary/#h-definitions" class="wikilink" data-slug="glossary" data-kind="note">Definitions</a>');
    expect(html).toContain('<a href="/notes/glossary/#^first-use"');
    // In the note itself the same links stay within the page.
    expect(body('Glossary.md')).toContain('<a href="#h-definitions"');
  });

  it('embeds another section of the same note in place, and stops only a section embedding itself', () => {
    const html = body('Setup guide.md');
    expect(html).toMatch(
      /<div class="embed" data-slug="setup-guide"><a href="\/notes\/setup-guide\/#h-sign-in" class="embed-link">Setup guide › Sign in<\/a><div class="embed-content"><p>Open the settings and sign in with your account\.<\/p><\/div><\/div>/,
    );
    expect(findings('Setup guide.md', 'embed-cycle').map((f) => f.line)).toEqual([15]);
  });

  it("labels an embedded section with its heading's text, not the link's spelling of it", () => {
    expect(body('Setup guide.md')).toContain(
      '<a href="/notes/setup-guide/#h-step-restart-the-tool" class="embed-link">Setup guide › Step: restart the tool</a><div class="embed-content"><p>Close it and open it again.</p></div>',
    );
  });

  it('embeds a section named without the note, ![[#Heading]], in place within its paragraph', () => {
    const html = body('Setup guide.md');
    expect(html).toMatch(
      /<p>If signing in fails, do it once more\n<div class="embed" data-slug="setup-guide"><a href="\/notes\/setup-guide\/#h-sign-in" class="embed-link">Setup guide › Sign in<\/a><div class="embed-content"><p>Open the settings and sign in with your account\.<\/p><\/div><\/div>\nand then restart the tool\.<\/p>/,
    );
  });

  it('reports no other warning for any of these constructs', () => {
    expect(kb.findings.filter((f) => f.severity !== 'info' && !(f.file === 'Setup guide.md' && f.code === 'embed-cycle'))).toEqual([]);
  });
});

describe('raw HTML that would swallow the rest of a note', () => {
  it('shows an unclosed <select> as text, keeping the links and items after it, with an info naming the line', () => {
    const html = body('Unclosed tags.md');
    expect(html).toContain('restyle every &#x3C;select> and input');
    expect(html).toMatch(/<a [^>]*href="\/notes\/display-math\/"/);
    expect(html).toContain('<li>Last item, still a list item</li>');
    expect(findings('Unclosed tags.md', 'raw-html')).toMatchObject([{ severity: 'info', line: 3 }]);
  });
});
