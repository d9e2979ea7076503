// The finish of Obsidian's blocks in a rendered body: each callout type and alias with its
// Lucide icon, task statuses on their boxes for the stylesheet, diagrams at reading size.
import { describe, expect, it } from 'vitest';
import { CALLOUT_TYPES } from '../../src/pipeline/parse/callouts.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { renderBody } from '../../src/pipeline/render/render.ts';
import { CALLOUT_ICONS } from '../../src/pipeline/render/callout-icons.ts';
import { DIAGRAM_SCALE } from '../../src/pipeline/render/diagram-size.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

/** A body as the site renders it (parsed as a vault note, diagrams drawn). */
function html(body: string): string {
  return renderBody(parseFile('note.md' as ContentPath, body).tree, []).html;
}

/** What each callout title's icon draws (the markup inside its `<svg>`), in order. */
function iconShapes(markup: string): string[] {
  return [...markup.matchAll(/<svg class="callout-icon"[^>]*>(.*?)<\/svg>/g)].map((m) => m[1] ?? '');
}

describe('callout icons', () => {
  it("gives every type and every alias its type's icon, hidden from screen readers, with no style attribute", () => {
    const written = Object.entries(CALLOUT_TYPES).flatMap(([type, aliases]) => [type, ...aliases].map((name) => ({ name, type })));
    const out = html(written.map(({ name }) => `> [!${name}]\n> Text.`).join('\n\n'));
    const shapes = iconShapes(out);
    expect(shapes).toHaveLength(written.length);
    const byType = new Map<string, string>();
    written.forEach(({ type }, i) => {
      const shape = shapes[i] ?? '';
      expect(shape, type).not.toBe('');
      expect(byType.get(type) ?? shape, `${written[i]?.name} shows as ${type}`).toBe(shape);
      byType.set(type, shape);
    });
    // Thirteen types, thirteen different icons.
    expect(new Set(byType.values()).size).toBe(Object.keys(CALLOUT_ICONS).length);
    expect(out).toMatch(/<svg class="callout-icon" aria-hidden="true" focusable="false"/);
    expect(out).not.toMatch(/\sstyle=|width="24"/);
  });

  it('puts the icon inside the title, before its text, in a folded callout too', () => {
    expect(html('> [!warning]- Careful\n> Hidden.')).toMatch(/<summary class="callout-title"><svg class="callout-icon"[^>]*>.*?<\/svg>Careful<\/summary>/);
    expect(html('> [!unknown] Odd\n> Text.')).toMatch(/data-callout="note">\s*<div class="callout-title"><svg class="callout-icon"/);
  });
});

describe('task statuses', () => {
  it("marks each custom status's box with its character, and leaves [ ] and [x] boxes plain", () => {
    const out = html('- [ ] open\n- [x] done\n- [?] asked\n- [>] moved');
    expect([...out.matchAll(/<input ((?:[^>"]|"[^"]*")*)>/g)].map((m) => /data-task="([^"]*)"/.exec(m[1] ?? '')?.[1] ?? '')).toEqual(['', '', '?', '>']);
  });
});

describe('diagrams', () => {
  it('are drawn at reading size, in a frame that scrolls by keyboard', () => {
    const out = html('```mermaid\ngraph LR\n  A[Draft] --> B[Published]\n```');
    const [, viewWidth, width] = /viewBox="0 0 ([\d.]+) [\d.]+" width="([\d.]+)"/.exec(out) ?? [];
    expect(Number(width)).toBeCloseTo(Number(viewWidth) * DIAGRAM_SCALE, 0);
    expect(out).toMatch(/<div class="diagram"><div class="diagram-scroll" tabindex="0"><svg /);
  });
});

describe('matrix bars', () => {
  it('are stretchy delimiters around a vmatrix and a \\left| … \\right| norm, while \\mid stays a relation', () => {
    const out = html(String.raw`$$\begin{vmatrix} a & b \\ c & d \end{vmatrix} + \left\| \frac{a}{b} \right\| + \{ x \mid x > 0 \}$$`);
    const fences = [...out.matchAll(/<mo fence="true"([^>]*)>([^<]*)<\/mo>/g)].map((m) => `${m[2]}${m[1]}`);
    const stretchy = ' stretchy="true" symmetric="true"';
    expect(fences.filter((f) => /[|‖]/.test(f))).toEqual([`|${stretchy}`, `|${stretchy}`, `‖${stretchy}`, `‖${stretchy}`]);
    expect(out).toMatch(/<mo[^>]*>∣<\/mo>/);
    expect(out).not.toMatch(/<mo fence="true">[∣∥]<\/mo>/);
  });
});
