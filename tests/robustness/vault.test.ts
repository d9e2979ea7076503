// An ordinary Obsidian vault builds as a site: notes without `kind` titled by file name, nested
// folders, every wiki-link form, aliases, tags, an attachment, and a missing note that becomes a
// stub, as in Obsidian, without any setting (a research page's missing link stays an error).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { brokenLinks, hrefsIn, listFiles, readPage, ROOT } from '../site/build-helper.ts';
import { buildFixtureSite } from './site.ts';

const VAULT = join(ROOT, 'tests/fixtures/vault');
let site: { dir: string; remove: () => Promise<void> } | undefined;

beforeAll(async () => {
  site = await buildFixtureSite('robustness-vault', VAULT, []);
}, 300_000);

afterAll(async () => {
  await site?.remove();
});

function dist(): string {
  if (!site) throw new Error('the vault did not build');
  return site.dir;
}

describe('an Obsidian vault', () => {
  it('without allowMissing, publishes a vault note\'s link to a missing note as a "not yet written" page with a warning', async () => {
    const kb = await buildKnowledgeBase({ contentDir: VAULT });
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(kb.findings.find((f) => f.code === 'missing-page')).toMatchObject({ severity: 'warning', file: 'Start here.md', line: 14 });
    expect(kb.pages.find((p) => p.title === 'Repair strategies')).toMatchObject({ stub: true, file: null });
  });

  it('builds with every page, titled by file name, and the warning listed', async () => {
    const kb = JSON.parse(await readFile(join(dist(), 'knowledge-base.json'), 'utf8')) as {
      pages: Array<{ title: string; url: string; kind: string; stub: boolean; aliases: string[]; tags: string[]; file: string | null }>;
    };
    expect(kb.pages.map((p) => [p.title, p.url, p.kind, p.stub, p.file])).toEqual([
      ['Face-saving', '/notes/face-saving/', 'note', false, 'Research/Face-saving.md'],
      ['Grounding acts', '/notes/grounding-acts/', 'note', false, 'Research/Grounding/Grounding acts.md'],
      ['Repair strategies', '/notes/repair-strategies/', 'note', true, null],
      ['Start here', '/notes/start-here/', 'note', false, 'Start here.md'],
    ]);
    expect(kb.pages[0]).toMatchObject({ aliases: ['Saving face'], tags: ['sycophancy', 'dialogue'] });
    expect(kb.pages[1]).toMatchObject({ aliases: ['Common ground'], tags: ['grounding'] });
  });

  it('has no broken link, and every #heading link lands on a heading of its page', async () => {
    const { pages, links, broken } = await brokenLinks(dist());
    expect(broken).toEqual([]);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(links).toBeGreaterThan(20);
    const fragments: string[] = [];
    for (const file of (await listFiles(dist())).filter((f) => f.endsWith('.html'))) {
      for (const href of hrefsIn(await readFile(join(dist(), file), 'utf8'))) {
        const m = /^(\/notes\/[^#]+)#(h-[a-z0-9-]+)$/.exec(href);
        if (!m) continue;
        fragments.push(href);
        const target = await readFile(join(dist(), m[1] ?? '', 'index.html'), 'utf8');
        expect(target, href).toContain(`id="${m[2]}"`);
      }
    }
    expect(fragments).toContain('/notes/face-saving/#h-why-models-do-it');
  });

  it('renders every link form of the start page', async () => {
    const page = await readPage(dist(), '/notes/start-here/');
    const body = page.querySelector('article');
    if (!body) throw new Error('no article');
    const anchors = body.querySelectorAll('a').map((a) => [a.text.trim(), a.getAttribute('href')]);
    expect(anchors).toEqual(
      expect.arrayContaining([
        ['Face-saving', '/notes/face-saving/'],
        ['the face-saving note', '/notes/face-saving/'],
        ['Face-saving > Why models do it', '/notes/face-saving/#h-why-models-do-it'],
        ['common ground', '/notes/grounding-acts/'],
        ['Grounding acts', '/notes/grounding-acts/'],
        ['the figure', '/attachments/assets/drop-in-grounding.png'],
        ['Repair strategies', '/notes/repair-strategies/'],
      ]),
    );
    // The alias link goes to the page that carries the alias, shown as written (as Obsidian shows it).
    expect(anchors.filter(([, href]) => href === '/notes/grounding-acts/').length).toBeGreaterThanOrEqual(2);
    const image = body.querySelector('img[src="/attachments/assets/drop-in-grounding.png"]');
    expect(image?.getAttribute('alt')).toBe('drop-in-grounding.png');
  });

  it('publishes the linked attachment and nothing of the vault tool folder', async () => {
    const copied = await readFile(join(dist(), 'attachments/assets/drop-in-grounding.png'));
    expect(copied.equals(await readFile(join(VAULT, 'assets/drop-in-grounding.png')))).toBe(true);
    expect(existsSync(join(dist(), '.obsidian'))).toBe(false);
    expect((await listFiles(dist())).filter((f) => f.startsWith('attachments/'))).toEqual(['attachments/assets/drop-in-grounding.png']);
  });

  it('shows the missing note as a stub that lists who links to it', async () => {
    const page = await readPage(dist(), '/notes/repair-strategies/');
    expect(page.querySelectorAll('a').some((a) => a.getAttribute('href') === '/notes/start-here/')).toBe(true);
  });
});
