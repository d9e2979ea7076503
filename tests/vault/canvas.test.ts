// Canvas boards (JSON Canvas 1.0, `.canvas`) as pages: tests/fixtures/canvas/vault holds boards with
// every kind of node, edge end, side and colour, a malformed one, one that is JSON but no board,
// an empty file and one of odd nodes; tests/fixtures/canvas/expected holds each board's drawn HTML
// and its page data (title, URL, findings with their lines).
import { appendFile, cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleKnowledgeBase, buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { LiveKnowledgeBase } from '../../src/pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { CANVAS_MAX_NODES } from '../../src/pipeline/parse/canvas.ts';
import { readingOrder } from '../../src/pipeline/parse/canvas-file.ts';
import { edgePath, facingSide } from '../../src/pipeline/render/canvas-geometry.ts';
import { KnowledgeBaseSchema, type KbPage, type KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';
import { pageFrom } from './page-from.ts';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'canvas');
const VAULT = join(FIXTURE, 'vault');
let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: VAULT, allowMissing: true });
});

const page = (file: string): KbPage => pageFrom(kb, file);

/** The accessible names of a board's cards, in document order (the order Tab and screen readers take). */
const cardLabels = (html: string): string[] =>
  [...html.matchAll(/<div class="canvas-body[^"]*" tabindex="0" role="group" aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');

describe('each board of the fixture vault', async () => {
  const boards = (await readdir(VAULT)).filter((name) => name.endsWith('.canvas')).sort();

  it('finds every board', () => {
    expect(boards).toEqual(['Board.canvas', 'Broken.canvas', 'Empty.canvas', 'List.canvas', 'Odd nodes.canvas']);
  });

  it.each(boards)('%s is a page drawn as its expected HTML, with its expected data and findings', async (file) => {
    const board = page(file);
    const name = file.replace(/\.canvas$/, '');
    await expect(board.bodyHtml).toMatchFileSnapshot(join(FIXTURE, 'expected', `${name}.html`));
    const findings = kb.findings.filter((f) => f.file === file).map((f) => ({ severity: f.severity, code: f.code, line: f.line }));
    // What the board holds, said in the site's language above the drawing (the page has no lede of the build's making).
    const summary = /<figcaption class="canvas-summary">([^<]*)<\/figcaption>/.exec(board.bodyHtml)?.[1] ?? null;
    const data = {
      title: board.title,
      kind: board.kind,
      url: board.url,
      description: board.kind === 'note' ? board.description : '',
      summary,
      cards: cardLabels(board.bodyHtml),
      findings,
    };
    await expect(`${JSON.stringify(data, null, 2)}\n`).toMatchFileSnapshot(join(FIXTURE, 'expected', `${name}.json`));
    // Colours are classes and SVG attributes: the Content-Security-Policy allows no style attribute.
    expect(board.bodyHtml).not.toMatch(/\sstyle\s*=/i);
  });
});

describe('a board', () => {
  it('reads groups first, then its cards from top left to bottom right', () => {
    expect(cardLabels(page('Board.canvas').bodyHtml)).toEqual([
      'Card: Launch plan',
      'File: Alpha',
      'File: Alpha › Method',
      'File: Not written yet',
      'File: Diagram.png',
      'File: A file that is not published',
      'Link: https://jsoncanvas.org/spec/1.0/',
      'Card: A note with a footnote and bold text.',
    ]);
    const html = page('Board.canvas').bodyHtml;
    expect(html.indexOf('>Evidence</text>')).toBeLessThan(html.indexOf('aria-label="Card: Launch plan"'));
    expect(
      readingOrder([
        { type: 'text', x: 500, y: 0, height: 100 },
        { type: 'text', x: 0, y: 30, height: 100 },
        { type: 'group', x: 0, y: 400, height: 100 },
        { type: 'text', x: 0, y: 300, height: 100 },
      ]),
    ).toEqual([2, 1, 0, 3]);
  });

  it('says each edge as "A → B: label", with the arrows it has', () => {
    const items = [...page('Board.canvas').bodyHtml.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual([
      'Launch plan → Alpha: reads',
      'Alpha — Alpha › Method',
      'Diagram.png ↔ A file that is not published: both ways',
      'Not written yet → https://jsoncanvas.org/spec/1.0/',
      'A note with a footnote and bold text. ← https://jsoncanvas.org/spec/1.0/',
    ]);
  });

  it('draws preset colours as classes and hex colours as SVG attributes', () => {
    const html = page('Board.canvas').bodyHtml;
    expect(html).toContain('<rect class="canvas-card canvas-c1"');
    expect(html).toContain('<rect class="canvas-group canvas-c4"');
    expect(html).toContain('<rect class="canvas-card canvas-hex" stroke="#3366ff" fill="#3366ff"');
    expect(html).toContain('<path class="canvas-edge canvas-hex" stroke="#00aa88"');
    expect(html).toContain('<path class="canvas-edge canvas-c2"');
  });

  it('shows nothing of a private note a card names: no text, no name, no link', () => {
    for (const p of kb.pages) {
      expect(p.bodyHtml).not.toContain('SECRET-TEXT');
      expect(p.bodyHtml).not.toContain('Secret');
      expect(p.text).not.toContain('Secret');
    }
    expect(kb.pages.some((p) => p.file === 'Secret.md')).toBe(false);
  });

  it('is a page links reach by its name with .canvas, never by its bare name, and a note on it is linked from it', () => {
    const note = page('Board.md');
    expect(note.bodyHtml).toContain('<a href="/notes/board/"');
    expect(note.bodyHtml).toContain('<a href="/notes/board-canvas/"');
    expect(page('Board.canvas').url).toBe('/notes/board-canvas/');
    expect(page('Board.canvas').linkedFrom).toEqual(['board', 'uses-board']);
    expect(page('Alpha.md').linkedFrom).toContain('board-canvas');
    expect(page('Uses board.md').bodyHtml).toContain('<a href="/notes/board-canvas/" class="wikilink" data-slug="board-canvas" data-kind="note">board</a>');
  });

  it('is drawn in place where a note embeds it, its ids kept apart from the page', () => {
    const html = page('Uses board.md').bodyHtml;
    expect(html).toContain('<div class="canvas-embed"><figure class="canvas" data-canvas>');
    expect(html).toContain('id="embed-1-c2-h-launch-plan"');
  });

  it("has no similar notes when it holds no text, and is no note's similar note", () => {
    const empty = ['Empty.canvas', 'List.canvas', 'Broken.canvas'].map((file) => page(file));
    for (const board of empty) expect(board.kind === 'note' ? (board.similar ?? []) : [], board.file ?? '').toEqual([]);
    const slugs = new Set(empty.map((board) => board.slug));
    const listing = kb.pages.filter((p) => p.kind === 'note' && (p.similar ?? []).some((ranked) => slugs.has(ranked.slug)));
    expect(listing.map((p) => p.file)).toEqual([]);
    // A board with text is ranked by it, as a note is.
    const board = page('Board.canvas');
    expect(board.kind === 'note' ? board.similar?.length : 0).toBeGreaterThan(0);
  });

  it('text cards count in search: their text is the page text, and it stands outside the SVG, which Pagefind does not read', () => {
    const board = page('Board.canvas');
    expect(board.text).toContain('Read Alpha first, then the method.');
    const outsideSvg = board.bodyHtml.replace(/<svg[\s\S]*?<\/svg>/g, '');
    expect(outsideSvg).toContain('<div class="canvas-index" hidden><p>Evidence</p><p>Launch plan');
    expect(outsideSvg).toContain('Read Alpha first, then the method.');
    expect(outsideSvg).not.toContain('SECRET');
  });
});

describe('edges', () => {
  const a = { x: 0, y: 0, width: 100, height: 50 };
  const b = { x: 300, y: 0, width: 100, height: 50 };
  it('leave and reach the sides they name, squarely, an arrowhead taking the last 14 units', () => {
    const path = edgePath({ from: 0, to: 1, fromSide: 'bottom', toSide: 'top', fromEnd: 'none', toEnd: 'arrow' }, a, b);
    expect(path.d.startsWith('M50,50 C50,')).toBe(true);
    expect(path.d.endsWith(' 350,-14')).toBe(true);
    expect(path.heads).toEqual(['350,0 357,-14 343,-14']);
  });
  it('take the facing sides when they name none', () => {
    expect(facingSide(a, b)).toBe('right');
    expect(facingSide(b, a)).toBe('left');
    expect(facingSide(a, { x: 0, y: 400, width: 100, height: 50 })).toBe('bottom');
  });
});

describe('the drawing', () => {
  it('holds edges that loop outside the cards, and their labels', () => {
    const board = {
      nodes: [
        { id: 'a', type: 'text', text: 'A', x: 0, y: 0, width: 100, height: 50 },
        { id: 'b', type: 'text', text: 'B', x: 0, y: 200, width: 100, height: 50 },
      ],
      edges: [{ id: 'e', fromNode: 'a', fromSide: 'right', toNode: 'b', toSide: 'right', label: 'a rather long label' }],
    };
    const kb = assembleKnowledgeBase([parseFile('Loop.canvas' as ContentPath, JSON.stringify(board))]);
    const html = kb.pages[0]?.bodyHtml ?? '';
    const [x = 0, , width = 0] = (/viewBox="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').map(Number);
    const label = /<text class="canvas-edge-label" x="([\d.]+)"/.exec(html);
    // The curve leaves the cards' right sides by up to 100 units; its label is centred on it.
    expect(x + width).toBeGreaterThan(Number(label?.[1]) + ('a rather long label'.length * 9) / 2 - 1);
  });
});

describe('a board larger than a page draws', () => {
  let dir: string;
  let big: KnowledgeBase;
  let seconds: number;
  const nodes = CANVAS_MAX_NODES + 100;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'canvas-big-'));
    const board = {
      nodes: Array.from({ length: nodes }, (_, i) => ({
        id: `n${i}`,
        type: 'text',
        text: `## Card ${i}\n\nSome **text** and [[Note ${i % 20}]].`,
        x: (i % 50) * 300,
        y: Math.floor(i / 50) * 200,
        width: 250,
        height: 150,
        color: String((i % 6) + 1),
      })),
      edges: Array.from({ length: nodes - 1 }, (_, i) => ({ id: `e${i}`, fromNode: `n${i}`, toNode: `n${i + 1}`, label: `step ${i}` })),
    };
    await writeFile(join(dir, 'Big.canvas'), JSON.stringify(board));
    const started = performance.now();
    big = await buildKnowledgeBase({ contentDir: dir, allowMissing: true });
    seconds = (performance.now() - started) / 1000;
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(`draws the first ${CANVAS_MAX_NODES} nodes in reading order, says how many more there are, and stays within size`, () => {
    const board = big.pages.find((p) => p.file === 'Big.canvas');
    expect(board).toBeDefined();
    const html = board?.bodyHtml ?? '';
    expect(cardLabels(html)).toHaveLength(CANVAS_MAX_NODES);
    expect(html).toContain('And 100 more nodes, not drawn');
    expect(big.findings.filter((f) => f.code === 'canvas-too-large').map((f) => f.file)).toEqual(['Big.canvas']);
    // About 0.8 KB of HTML a card with its edge: bounded by the cap, whatever the file holds.
    expect(html.length).toBeLessThan(CANVAS_MAX_NODES * 1200);
    expect(seconds).toBeLessThan(60);
  });
});

describe('the dev server', () => {
  it('draws a board again when a note on it or the board itself is saved, as a cold build does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'canvas-live-'));
    try {
      await cp(VAULT, dir, { recursive: true });
      const options = { contentDir: dir, allowMissing: true };
      const live = new LiveKnowledgeBase(options, 0);
      await live.build();
      await appendFile(join(dir, 'Alpha.md'), '\nA sentence added while the dev server ran.\n');
      const staged = await live.update(new Set(['Alpha.md' as ContentPath]));
      const board = (kb: KnowledgeBase): string => kb.pages.find((p) => p.file === 'Board.canvas')?.bodyHtml ?? '';
      expect(board(staged.quick)).toContain('A sentence added while the dev server ran.');
      expect(board(staged.quick)).toBe(board(await buildKnowledgeBase(options)));
      await writeFile(join(dir, 'Board.canvas'), JSON.stringify({ nodes: [{ id: 'a', type: 'text', text: 'Rewritten', x: 0, y: 0, width: 100, height: 50 }] }));
      const again = await live.update(new Set(['Board.canvas' as ContentPath]));
      expect(cardLabels(board(again.quick))).toEqual(['Card: Rewritten']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('any file named .canvas', () => {
  // Values a board may hold where a node, an edge or a field is expected, well formed or not.
  const value = fc.oneof(
    fc.constantFrom('text', 'file', 'link', 'group', 'top', 'arrow', '1', '#ff0000', 'javascript:alert(1)', '[[Note]]', '<script>', '---\nkind: paper\n---'),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );
  const node = fc.record(
    {
      id: fc.oneof(fc.constantFrom('a', 'b', 'c'), value),
      type: value,
      x: value,
      y: value,
      width: value,
      height: value,
      text: value,
      file: value,
      url: value,
      color: value,
    },
    { requiredKeys: [] },
  );
  const edge = fc.record(
    { id: value, fromNode: fc.constantFrom('a', 'b', 'x'), toNode: fc.constantFrom('a', 'c'), fromSide: value, toEnd: value, label: value },
    { requiredKeys: [] },
  );
  const board = fc.oneof(
    fc.record({ nodes: fc.array(node, { maxLength: 6 }), edges: fc.array(edge, { maxLength: 6 }) }, { requiredKeys: [] }).map((b) => JSON.stringify(b)),
    fc.string({ maxLength: 60 }),
  );

  it('never throws, always makes a page, and never lets a style attribute or a script through', () => {
    fc.assert(
      fc.property(board, (text) => {
        const parsed = parseFile('b.canvas' as ContentPath, text);
        const kb = assembleKnowledgeBase([parsed]);
        expect(KnowledgeBaseSchema.safeParse(kb).success).toBe(true);
        const html = kb.pages.find((p) => p.file === 'b.canvas')?.bodyHtml ?? '';
        expect(html).toContain('<figure class="canvas" data-canvas>');
        expect(html).not.toMatch(/<script|\sstyle=|href="javascript:/i);
        for (const f of kb.findings) expect(f.line === null || f.line >= 1).toBe(true);
      }),
      { numRuns: 200, seed: 20261129 },
    );
  }, 60_000);
});
