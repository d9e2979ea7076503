// A formula is indexed for search once, as it is drawn: its TeX source (the MathML annotation a
// reader copies) is left out, so a result's excerpt never shows `\frac{…}` beside the formula.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { indexSite } from '../../src/orchestrate/search-index.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('a formula in the search index', () => {
  it('is indexed as drawn, its TeX source left out, and the source stays on the page', async () => {
    const note = 'The wave equation $u_{tt} - c^{2} u_{xx} = 0$ holds, with energy $$E = \\frac{1}{2}\\int_0^L w^2 \\,dx$$';
    const body = renderBody(parseFile('Wave.md' as ContentPath, note).tree, []).html;
    expect(body).toContain('u_{tt} - c^{2} u_{xx} = 0</annotation>');
    const site = await mkdtemp(join(tmpdir(), 'formula-text-'));
    made.push(site);
    await mkdir(join(site, 'notes', 'wave'), { recursive: true });
    await writeFile(
      join(site, 'notes', 'wave', 'index.html'),
      `<!DOCTYPE html><html lang="en"><head><title>Wave</title></head><body><article data-pagefind-body><h1>Wave</h1>${body}</article></body></html>`,
    );
    await indexSite(site);
    const dir = join(site, 'pagefind', 'fragment');
    const [fragment] = await readdir(dir);
    const content = (
      JSON.parse(
        gunzipSync(await readFile(join(dir, fragment ?? '')))
          .toString('utf8')
          .replace(/^pagefind_dcd/, ''),
      ) as { content: string }
    ).content;
    expect(content).toContain('The wave equation');
    expect(content).toMatch(/utt\s*−\s*c2\s*uxx\s*=\s*0/);
    expect(content).not.toContain('u_{tt}');
    expect(content).not.toContain('\\frac');
  }, 60_000);
});
