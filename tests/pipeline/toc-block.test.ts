// The Automatic Table Of Contents plugin's block (` ```table-of-contents `) and the Dynamic Table of
// Contents plugin's (` ```toc `) as the site renders them: each folder of tests/fixtures/toc-block/
// holds a note (input.md) written as vaults that use the plugins write it, and the body it renders to
// (expected.html): the note's headings as links to their anchors, the block's `title:`, `style:`,
// `minLevel:` and `maxLevel:` (`min_depth:`, `max_depth:` and the level-2 default of an empty
// ` ```toc `) honoured, inside a callout too (`> [!toc]+`), other plugins' blocks left as code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { ROOT } from '../site/build-helper.ts';

const FIXTURES = join(ROOT, 'tests', 'fixtures', 'toc-block');

describe.each(readdirSync(FIXTURES))('table-of-contents fixture %s', (name) => {
  it('renders as expected.html', () => {
    const parsed = parseFile(`${name}.md` as ContentPath, readFileSync(join(FIXTURES, name, 'input.md'), 'utf8'));
    const html = renderBody(parsed.tree, []).html;
    expect(`${html}\n`).toBe(readFileSync(join(FIXTURES, name, 'expected.html'), 'utf8'));
  });

  it('links only to ids the body gives its headings', () => {
    const parsed = parseFile(`${name}.md` as ContentPath, readFileSync(join(FIXTURES, name, 'input.md'), 'utf8'));
    const html = renderBody(parsed.tree, []).html;
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const hrefs = [...html.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !ids.has(href))).toEqual([]);
  });
});
