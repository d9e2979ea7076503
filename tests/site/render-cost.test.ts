// Two rules that keep Astro's render of every page cheap, checked on the component sources
// (the output does not change when they are broken, only the build time does).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build-helper.ts';

/** Components that hold a whole page, so nothing follows them for Astro to buffer while they await. */
const PAGE_ROOTS = new Set(['src/layouts/BaseLayout.astro', 'src/layouts/KbPageView.astro']);

/** Lists rendered with hundreds of items on some pages, which write their links' markup in the loop. */
const LINK_LISTS = ['ClusterArticle', 'KindIndex', 'RankedList', 'RefList', 'RelatedList', 'SourcesList'];

async function astroFiles(dir: string): Promise<string[]> {
  const names = await readdir(join(ROOT, dir));
  return names.filter((name) => name.endsWith('.astro')).map((name) => `${dir}/${name}`);
}

/** The component script of an .astro file: the text between the opening and closing `---`. */
function frontmatter(source: string): string {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  return match?.[1] ?? '';
}

describe('render cost of the components', () => {
  it('awaits only in components that hold a whole page', async () => {
    const files = [...(await astroFiles('src/components')), ...(await astroFiles('src/layouts'))];
    const awaiting: string[] = [];
    for (const file of files) {
      if (/\bawait\b/.test(frontmatter(await readFile(join(ROOT, file), 'utf8'))) && !PAGE_ROOTS.has(file)) awaiting.push(file);
    }
    // Astro renders everything after an awaiting component into buffers first; pass the site down as a prop instead.
    expect(awaiting).toEqual([]);
  });

  it('renders list items without a component per item', async () => {
    for (const name of LINK_LISTS) {
      const source = await readFile(join(ROOT, 'src/components', `${name}.astro`), 'utf8');
      expect(source, `${name}.astro: write the link in the loop with pageLinkClass, as PageLink.astro does`).not.toMatch(/<PageLink\b/);
    }
  });
});
