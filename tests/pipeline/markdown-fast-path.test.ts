import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../src/tools/generate/generate-corpus.ts';
import { needsGfm, parseMarkdown } from '../../src/pipeline/parse/markdown.ts';
import { splitWikiLinks } from '../../src/pipeline/parse/wiki-links.ts';
import { readContent } from '../../src/pipeline/read/read.ts';

const gfm = unified().use(remarkParse).use(remarkGfm).freeze();

/** The tree the GFM parser gives, wiki links split as parseMarkdown splits them. */
function gfmTree(body: string): Root {
  const tree = gfm.parse(body);
  splitWikiLinks(tree);
  return tree;
}

const FIXTURES = path.join(import.meta.dirname, '../fixtures/pipeline');
const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('Markdown without GFM syntax takes the CommonMark parser', () => {
  it.each([
    ['a table', '| a | b |\n| - | - |\n| 1 | 2 |\n'],
    ['strikethrough', 'It ~~was~~ is.\n'],
    ['a footnote', 'Claim.[^1]\n\n[^1]: Source.\n'],
    ['a task list', '- [ ] open\n- [x] done\n'],
    ['a bare www link', 'See WWW.example.org for more.\n'],
    ['a bare https link', 'See https://example.org/x.\n'],
    ['an e-mail address', 'Write to someone@example.org.\n'],
  ])('still reads %s as GFM', (_name, body) => {
    expect(needsGfm(body)).toBe(true);
    expect(parseMarkdown(body)).toEqual(gfmTree(body));
  });

  it('gives the GFM tree for every fixture and generated body', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'fast-path-'));
    made.push(out);
    await generateCorpus({ pages: 400, seed: '7', out });
    const folders = [out, ...['basic', 'integrity', 'vault'].map((name) => path.join(FIXTURES, name))];
    let plain = 0;
    for (const folder of folders) {
      for (const file of (await readContent(folder)).files) {
        const body = matter(file.text).content;
        if (!needsGfm(body)) plain++;
        expect(parseMarkdown(body), file.path).toEqual(gfmTree(body));
      }
    }
    // The fast path must actually be taken, or this test proves nothing.
    expect(plain).toBeGreaterThan(100);
  });
});
