// Mermaid fences are drawn at build time as SVG that needs no inline style (README, Building an
// Obsidian vault): no <style>, no style="", ids unique per diagram, nothing executable.
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { kbFrom, md, page } from '../pipeline/helpers.ts';

function build(body: string) {
  const kb = kbFrom({ 'a.md': md({ kind: 'note', title: 'Page' }, body) });
  return { html: page(kb, 'Page').bodyHtml, findings: kb.findings.filter((f) => f.code === 'diagram-error') };
}

/** What in `html` could run code, load something or need an inline style: elements, attributes and URLs. */
function unsafe(html: string): string[] {
  const out: string[] = [];
  for (const el of parse(html).querySelectorAll('*')) {
    if (['style', 'script', 'a', 'img', 'image', 'foreignobject', 'iframe', 'use'].includes(el.rawTagName.toLowerCase())) out.push(`<${el.rawTagName}>`);
    for (const [name, value] of Object.entries(el.attributes)) {
      if (name === 'style' || name.startsWith('on') || name.endsWith('href')) out.push(`${el.rawTagName} ${name}`);
      if (/url\((?!#)/.test(value)) out.push(`${el.rawTagName} ${name}=${value}`);
    }
  }
  return out;
}

const FLOW = '```mermaid\ngraph TD\n  A[Vault] --> B{Build}\n  B -->|yes| C[Site & more]\n```';

describe('Mermaid diagrams', () => {
  it('draws a flowchart as an SVG with its nodes, edges and labels', () => {
    const { html, findings } = build(FLOW);
    const svg = parse(html).querySelector('div.diagram svg');
    expect(svg).not.toBeNull();
    expect(svg?.querySelectorAll('g.node').length).toBe(3);
    expect(svg?.querySelectorAll('polyline.edge').length).toBe(2);
    expect(svg?.querySelectorAll('text').map((t) => t.text)).toEqual(expect.arrayContaining(['Vault', 'Build', 'yes', 'Site & more']));
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toContain('Vault');
    expect(findings).toEqual([]);
    expect(html).not.toContain('<pre class="mermaid"');
  });

  it.each([
    ['sequence', '```mermaid\nsequenceDiagram\n  Alice->>Bob: Hello\n  Bob-->>Alice: Hi\n```', 'Alice'],
    ['class', '```mermaid\nclassDiagram\n  Animal <|-- Duck\n```', 'Duck'],
    ['entity', '```mermaid\nerDiagram\n  CUSTOMER ||--o{ ORDER : places\n```', 'CUSTOMER'],
    ['state', '```mermaid\nstateDiagram-v2\n  [*] --> Still\n  Still --> Moving\n```', 'Moving'],
    ['chart', '```mermaid\nxychart-beta\n  x-axis [a, b, c]\n  bar [1, 2, 3]\n```', 'a'],
  ])('draws a %s diagram, with no inline style and no script', (_, body, word) => {
    const { html, findings } = build(body);
    expect(findings).toEqual([]);
    const svg = parse(html).querySelector('div.diagram svg');
    expect(svg?.querySelectorAll('text').map((t) => t.text)).toContain(word);
    expect(unsafe(html)).toEqual([]);
  });

  it('gives each diagram of a page its own ids, and points its arrows at its own markers', () => {
    const { html } = build(`${FLOW}\n\n${FLOW}`);
    const root = parse(html);
    const ids = root.querySelectorAll('[id]').map((e) => e.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    for (const svg of root.querySelectorAll('svg')) {
      const own = new Set(svg.querySelectorAll('[id]').map((e) => e.id));
      const refs = svg.querySelectorAll('[marker-end]').map((e) => /url\(#(.+)\)/.exec(e.getAttribute('marker-end') ?? '')?.[1]);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(own.has(ref ?? '')).toBe(true);
    }
  });

  it('keeps labels as text: markup and links written in a diagram do nothing', () => {
    const { html } = build(
      '```mermaid\ngraph TD\n  A["<script>alert(1)</script>"] --> B["<img src=x onerror=alert(1)>"]\n  click A "javascript:alert(1)"\n```',
    );
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(unsafe(html)).toEqual([]);
    expect(html).not.toContain('javascript:');
  });

  it('shows a diagram type it cannot draw as its source, with a warning at its line', () => {
    const { html, findings } = build('Intro.\n\n```mermaid\npie title Pets\n  "Dogs" : 386\n```');
    expect(parse(html).querySelector('pre.mermaid')?.text).toContain('"Dogs" : 386');
    expect(findings).toHaveLength(1);
    expect(findings[0]?.line).toBe(7);
    expect(findings[0]?.message).toMatch(/cannot be drawn .*shown as its source\. Diagrams drawn: flowchart/);
  });

  it('draws a diagram inside a callout', () => {
    const { html } = build('> [!note] Flow\n> ```mermaid\n> graph LR\n>   X --> Y\n> ```');
    expect(parse(html).querySelector('.callout .diagram svg')).not.toBeNull();
  });
});
