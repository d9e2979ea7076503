// Every renderer has a budget per block: a Mermaid diagram with too many links, lines or characters,
// a note whose diagrams have too many links together, a formula too long, a page with too many
// embeds: each is shown as its source (or a link) with a warning at its file and line, and the build
// goes on. A 1,000-link diagram between two nodes once took a minute of CPU.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_BODY_LINKS, DIAGRAM_BUDGET, overDiagramBudget } from '../../src/pipeline/parse/diagrams.ts';
import { MATH_MAX_CHARS } from '../../src/pipeline/parse/math.ts';
import { EMBED_COUNT_MAX } from '../../src/pipeline/render/embed.ts';
import { kbFrom, md, page } from '../pipeline/helpers.ts';

const fence = (source: string): string => `\`\`\`mermaid\n${source}\n\`\`\``;
const twoNodes = (links: number): string => `graph TD\n${'A --> B\n'.repeat(links)}`;
const chain = (links: number, name: string): string => `graph LR\n${Array.from({ length: links }, (_, i) => `${name}${i} --> ${name}${i + 1}`).join('\n')}`;

function build(body: string) {
  const kb = kbFrom({ 'a.md': md({ kind: 'note', title: 'Page' }, body) });
  return { html: page(kb, 'Page').bodyHtml ?? '', findings: kb.findings };
}

describe('render budgets', () => {
  it('shows a diagram of 1,000 links between two nodes as source, at once, with a warning at its line', () => {
    const started = performance.now();
    const { html, findings } = build(`Intro.\n\n${fence(twoNodes(1000))}\n\n${fence('graph TD\n  A --> B')}`);
    expect(performance.now() - started).toBeLessThan(20_000);
    const over = findings.filter((f) => f.code === 'diagram-too-large');
    expect(over.map((f) => [f.severity, f.file, f.line])).toEqual([['warning', 'a.md', 7]]);
    expect(over[0]?.message).toMatch(/1000 links, over 200.*shown as its source and the build goes on/);
    // The small diagram after it is still drawn.
    expect(parse(html).querySelectorAll('div.diagram > div.diagram-scroll > svg')).toHaveLength(1);
    expect(html).toMatch(/<pre class="mermaid">graph TD\nA --/);
  });

  it('measures links, lines and size', () => {
    expect(overDiagramBudget(twoNodes(DIAGRAM_BUDGET.links))).toBeNull();
    expect(overDiagramBudget(twoNodes(DIAGRAM_BUDGET.links + 1))).toMatch(/links/);
    expect(overDiagramBudget(`sequenceDiagram\n${'A->>B: hi\n'.repeat(DIAGRAM_BUDGET.links + 1)}`)).toMatch(/links|lines/);
    expect(overDiagramBudget(`graph TD\n${'  A\n'.repeat(DIAGRAM_BUDGET.lines + 1)}`)).toMatch(/lines/);
    expect(overDiagramBudget(`graph TD\n  A["${'x'.repeat(DIAGRAM_BUDGET.chars)}"]`)).toMatch(/KB/);
  });

  it('stops drawing a note’s diagrams once they have too many links together', () => {
    const per = 190;
    const count = Math.floor(DIAGRAM_BODY_LINKS / per) + 1;
    const body = Array.from({ length: count }, (_, i) => fence(chain(per, `n${i}x`))).join('\n\n');
    const { html, findings } = build(body);
    expect(findings.filter((f) => f.code === 'diagram-too-large').map((f) => f.message)).toEqual([
      expect.stringMatching(/diagrams would have over 1000 links together/),
    ]);
    expect(parse(html).querySelectorAll('div.diagram > div.diagram-scroll > svg')).toHaveLength(count - 1);
  }, 60_000);

  it('shows a formula over the size budget as source', () => {
    const long = `$$${'x+'.repeat(MATH_MAX_CHARS / 2)}1$$`;
    const { html, findings } = build(`Text.\n\n${long}\n\nAnd $a^2$ stays rendered.`);
    expect(findings.filter((f) => f.code === 'math-too-large').map((f) => [f.file, f.line])).toEqual([['a.md', 7]]);
    expect(html).toContain('<math');
  });

  it('shows the embeds of a page past its budget as links, with one warning', () => {
    const embeds = Array.from({ length: EMBED_COUNT_MAX + 5 }, () => '![[Target]]').join('\n\n');
    const kb = kbFrom({ 'a.md': md({ title: 'Host' }, embeds), 'Target.md': 'Embedded text.\n' });
    const host = page(kb, 'Host').bodyHtml ?? '';
    expect(parse(host).querySelectorAll('div.embed')).toHaveLength(EMBED_COUNT_MAX);
    const budget = kb.findings.filter((f) => f.code === 'embed-budget');
    expect(budget).toHaveLength(5);
    expect(budget[0]?.message).toMatch(/over the 100 shown; it is shown as a link/);
  });
});
