// Templates leave empty list items (`tags:` then `- `); Obsidian shows an empty property and loses
// nothing, so a vault note's empty items are dropped without a warning, and its real items kept.
import { describe, expect, it } from 'vitest';
import { kbFrom } from '../pipeline/helpers.ts';

describe("empty list items in a vault note's properties", () => {
  it('are dropped without a warning; the items written are kept', () => {
    const kb = kbFrom({
      'From template.md': '---\ntags:\n  - \naliases:\n  -\n---\nBody.',
      'Mixed.md': '---\ntags:\n  - kept\n  - \n  - ""\naliases:\n  - Other name\n  -\n---\nSee [[Other name]].',
    });
    expect(kb.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    const mixed = kb.pages.find((p) => p.file === 'Mixed.md');
    expect(mixed?.tags).toEqual(['kept']);
    expect(mixed?.aliases).toEqual(['Other name']);
    expect(kb.pages.find((p) => p.file === 'From template.md')?.tags).toEqual([]);
  });

  it('still warn about an item of the wrong type', () => {
    const kb = kbFrom({ 'Odd.md': '---\naliases:\n  - {a: 1}\n---\nBody.' });
    expect(kb.findings.filter((f) => f.code === 'invalid-field').map((f) => [f.severity, f.file])).toEqual([['warning', 'Odd.md']]);
  });
});
