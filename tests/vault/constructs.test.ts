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
  return [...html.matchAll(/<math[^>]*?( display="block")?>.*?<annotation encoding="application\/x-tex">(.*?)<\/annotation>/gs)].map((m) => `${m[1] ? 'display:' : ''}${m[2] ?? ''}`);
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
