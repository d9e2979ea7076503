// Mermaid subgraphs as framed, labelled groups, as Mermaid draws them: a subgraph that names a node
// drawn earlier (`subgraph "Blocked"` / `D` / `end`, as vaults write it to box one node) frames that
// node under its header, and a frame is as wide as its title, inside the drawing.
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

/** A rectangle of the drawing. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Takes a rendered body with one diagram; returns its width, its subgraph frames and its nodes' boxes by label. */
function drawing(markdown: string): { width: number; frames: Box[]; nodes: Map<string, Box> } {
  const html = renderBody(parseFile('note.md' as ContentPath, markdown).tree, []).html;
  const box = (rect: string): Box => {
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(new RegExp(` ${name}="([\\d.]+)"`).exec(rect)?.[1]));
    return { x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0 };
  };
  const frames = [...html.matchAll(/<g class="subgraph">\s*(<rect[^>]*>)/g)].map((m) => box(m[1] ?? ''));
  const nodes = new Map([...html.matchAll(/<g class="node">\s*(<rect[^>]*>)[\s\S]*?<text[^>]*>([^<]*)<\/text>/g)].map((m) => [m[2] ?? '', box(m[1] ?? '')]));
  const width = Number(/viewBox="0 0 ([\d.]+) /.exec(html)?.[1]);
  return { width, frames, nodes };
}

const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('Mermaid subgraphs', () => {
  it('frame a node drawn before the subgraph names it', () => {
    const { frames, nodes } = drawing(
      [
        '```mermaid',
        'graph TD',
        '    A[The image shows a] --> B[normal]',
        '    B --> C[lung]',
        '    B --> D[image]',
        '    B --> E[disease]',
        '    style D fill:#f66,stroke:#f66,stroke-dasharray: 5 5',
        '    subgraph "Blocked by no_repeat_ngram_size=2"',
        '        D',
        '    end',
        '```',
      ].join('\n'),
    );
    const image = nodes.get('image');
    expect(frames).toHaveLength(1);
    expect(image).toBeDefined();
    expect(inside(image as Box, frames[0] as Box)).toBe(true);
    // Below the frame's 28-unit header, not under it.
    expect((image as Box).y).toBeGreaterThanOrEqual((frames[0] as Box).y + 28);
    // The other nodes stay outside it.
    expect(inside(nodes.get('lung') as Box, frames[0] as Box)).toBe(false);
  });

  it('are as wide as their title, and the drawing holds them', () => {
    const { width, frames } = drawing(
      ['```mermaid', 'flowchart LR', '  subgraph "A group whose title is much longer than its one node"', '    X[x]', '  end', '```'].join('\n'),
    );
    const frame = frames[0] as Box;
    // 50 characters of 12 px semibold text: well over 250 units, where the one node alone is under 60.
    expect(frame.width).toBeGreaterThan(250);
    expect(frame.x + frame.width).toBeLessThanOrEqual(width);
  });
});
