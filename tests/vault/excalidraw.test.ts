// Excalidraw drawings (`*.excalidraw.md`): tests/fixtures/excalidraw/vault holds drawings in the
// plugin's formats (compressed and plain JSON, current and older layouts), one with an exported
// SVG beside it, one whose data cannot be read and a blank one; tests/fixtures/excalidraw/expected
// holds each drawing's HTML.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { drawScene } from '../../src/pipeline/parse/excalidraw-svg.ts';
import type { KbPage, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';
import { pageFrom } from './page-from.ts';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'excalidraw');
const VAULT = join(FIXTURE, 'vault');
let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: VAULT, allowMissing: true });
});

const page = (file: string): KbPage => pageFrom(kb, file);

describe('each drawing of the fixture vault', async () => {
  const drawings = (await readdir(VAULT)).filter((name) => name.endsWith('.excalidraw.md')).sort();

  it.each(drawings)('%s shows as its expected HTML', async (file) => {
    await expect(page(file).bodyHtml).toMatchFileSnapshot(join(FIXTURE, 'expected', file.replace(/\.excalidraw\.md$/, '.html')));
  });

  it("shows a drawing's own properties, never the plugin's settings written among them", () => {
    for (const p of kb.pages) expect(p.propertiesHtml ?? '').not.toContain('excalidraw-');
    expect(page('Sketch.excalidraw.md').propertiesHtml).toContain('<dt>topic</dt><dd>planning</dd>');
  });

  it('never shows the drawing data, the plugin banner or its text-element ids', () => {
    for (const p of kb.pages) {
      for (const shown of [p.bodyHtml, p.text]) {
        expect(shown).not.toContain('N4Ig');
        expect(shown).not.toContain('"elements"');
        expect(shown).not.toContain('EXCALIDRAW VIEW');
        expect(shown).not.toMatch(/\^t\d[a-e]{6}/);
      }
    }
  });
});

describe('a drawing', () => {
  it('shows the picture exported beside it when the vault holds one, and publishes that file', () => {
    const exported = page('Exported.excalidraw.md');
    expect(exported.bodyHtml).toBe('<div class="excalidraw"><img src="/attachments/Exported.excalidraw.svg" alt="Drawing: Only text"></div>');
    expect(exported.attachments).toEqual(['Exported.excalidraw.svg']);
  });

  it('is drawn from its scene otherwise, compressed or not, the same either way', () => {
    const sketch = page('Sketch.excalidraw.md').bodyHtml;
    const drawing = /<svg[\s\S]*<\/svg>/.exec(sketch)?.[0];
    expect(drawing).toBeDefined();
    expect(page('Plain.excalidraw.md').bodyHtml).toContain(drawing ?? '');
    // Shapes, arrowheads and text, deleted elements left out.
    expect(drawing).toMatch(/<rect x="0" y="0" width="220" height="90"/);
    expect(drawing).toContain('<ellipse ');
    expect(drawing).toContain('<polygon ');
    expect(drawing).toContain('<tspan x="110" y="50">Question</tspan>');
    expect(drawing).not.toContain('9000');
    // Pagefind reads no SVG: the texts follow the drawing, hidden, for the search index.
    expect(sketch).toContain('</svg><div hidden><p>Question</p><p>Evidence\n&lt;b&gt;bold?&lt;/b&gt;</p></div>');
  });

  it('keeps what is written above its data, links counted as links', () => {
    expect(page('Sketch.excalidraw.md').bodyHtml).toContain('A note written above the drawing, linking <a href="/notes/reading/"');
    expect(page('Reading.md').linkedFrom).toContain('sketch-excalidraw');
  });

  it('whose data cannot be read shows its texts under a Drawing label, with a warning at the line of its data', () => {
    expect(page('Broken.excalidraw.md').bodyHtml).toContain(
      '<div class="excalidraw"><p><strong>Drawing</strong></p><ul><li>Left over text</li><li>And another</li></ul></div>',
    );
    expect(kb.findings.filter((f) => f.code === 'drawing-data').map((f) => `${f.file}:${f.line}`)).toEqual(['Broken.excalidraw.md:9']);
  });

  it('links the notes its elements link (## Element Links), as Obsidian counts them, and lists them after it by their titles', () => {
    expect(page('Reading.md').linkedFrom).toContain('broken-excalidraw');
    expect(page('Broken.excalidraw.md').bodyHtml).not.toContain('the reading');
    expect(page('Broken.excalidraw.md').bodyHtml).toContain('</div><ul><li><a href="/notes/reading/" class="wikilink"');
  });

  it('opens the links written in its texts, as Obsidian does from the drawing: each page once, with the text shown', () => {
    const links = [...page('Decisions.excalidraw.md').bodyHtml.matchAll(/<li><a href="([^"]+)"[^>]*>([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['/notes/reading/', 'Reading'],
      ['/notes/unwritten-idea/', 'an idea'],
    ]);
    expect(page('Reading.md').linkedFrom).toContain('decisions-excalidraw');
  });

  it('warns of no exported picture a drawing does not have', () => {
    expect(kb.findings.filter((f) => f.code === 'missing-attachment' || f.code === 'attachment-link')).toEqual([]);
  });

  it('embedded in a note is drawn there', () => {
    expect(page('Reading.md').bodyHtml).toContain('<div class="embed-content"><div><div class="excalidraw"><svg ');
  });
});

describe('drawing a scene', () => {
  it('keeps out what is not a colour or a number, and escapes text', () => {
    const drawn = drawScene({
      elements: [
        { type: 'rectangle', x: 0, y: 0, width: 10, height: 10, strokeColor: 'red" onload="alert(1)', backgroundColor: 'url(#x)' },
        { type: 'text', x: 0, y: 20, text: '</svg><script>alert(1)</script>', fontSize: 'big' },
        { type: 'ellipse', x: 'NaN', y: 0 },
      ],
    });
    expect(drawn?.svg).not.toMatch(/onload|<script|url\(/);
    expect(drawn?.svg).toContain('&lt;/svg&gt;&lt;script&gt;');
    expect(drawn?.drawn).toBe(2);
  });

  it('is no scene when the value is not one', () => {
    expect(drawScene('a string')).toBeUndefined();
  });
});
