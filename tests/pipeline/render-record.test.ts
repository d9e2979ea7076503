// What the renderer records of a body while it renders it (Markdown in, recorded data out): the
// headings the contents list, the opening previews show, and the figure marks of an inquiring line.
import { uiFor } from '../../src/core/i18n/index.ts';
import { describe, expect, it } from 'vitest';
import { toExport } from '../../src/pipeline/knowledge-base.ts';
import type { KbPage } from '../../src/schemas/knowledge-base.ts';
import { contentsOf } from '../../src/views/contents.ts';
import { kbFrom, md, page } from './helpers.ts';

/** The note titled `title` of a vault built from `files` (path → text). */
function rendered(files: Record<string, string>, title: string, attachments: readonly string[] = []): KbPage {
  return page(kbFrom(files, { attachments }), title);
}

describe('the headings the renderer records', () => {
  it('records every heading with its level, id and text as it reads, in document order', () => {
    const note = rendered(
      {
        'Guide.md': '# Setup & use\n\nIntro.\n\n## The [[Other|other]] *part*\n\n#### Deep\n\n# Setup & use\n\nText with a note.[^1]\n\n[^1]: The note.\n',
        'Other.md': 'Other.',
      },
      'Guide',
    );
    // A `#` heading is an h2 under the page's title; a repeated one gets `-2`; the footnotes' own heading comes last.
    expect(note.outline?.headings).toEqual([
      { level: 2, id: 'h-setup-use', text: 'Setup & use' },
      { level: 3, id: 'h-the-other-part', text: 'The other part' },
      { level: 5, id: 'h-deep', text: 'Deep' },
      { level: 2, id: 'h-setup-use-2', text: 'Setup & use' },
      { level: 2, id: 'footnote-label', text: 'Footnotes' },
    ]);
    // The contents take the h2 and h3 headings that carry an id.
    expect(contentsOf(note, { next: false, research: false }, uiFor('en')).map((entry) => [entry.level, entry.id, entry.text])).toEqual([
      [2, 'h-setup-use', 'Setup & use'],
      [3, 'h-the-other-part', 'The other part'],
      [2, 'h-setup-use-2', 'Setup & use'],
      [2, 'footnote-label', 'Footnotes'],
    ]);
  });

  it("records an embedded note's headings without ids, so the contents leave them out", () => {
    const note = rendered({ 'Host.md': '## Own\n\n![[Guest]]\n', 'Guest.md': '## Guest heading\n\nGuest text.' }, 'Host');
    expect(note.outline?.headings).toEqual([
      { level: 2, id: 'h-own', text: 'Own' },
      { level: 2, text: 'Guest heading' },
    ]);
    const ids = contentsOf(note, { next: false, research: false }, uiFor('en')).map((entry) => entry.id);
    expect(ids).toContain('h-own');
    expect(ids.filter((id) => id.includes('guest'))).toEqual([]);
  });
});

describe('the opening the renderer records', () => {
  it('takes the first paragraphs as they read, up to the first heading after text', () => {
    const note = rendered({ 'A.md': '## Start\n\nFirst [[B|link]] and **bold**.[^n]\n\nSecond.\n\n## Next\n\nLater.\n\n[^n]: A footnote.', 'B.md': 'B.' }, 'A');
    expect(note.outline?.opening).toEqual({ paragraphs: ['First link and bold.', 'Second.'] });
  });

  it('reads a body that opens with a list by its items, at most three', () => {
    const note = rendered({ 'A.md': '- One\n  - nested\n- Two\n- Three\n- Four\n' }, 'A');
    expect(note.outline?.opening.paragraphs).toEqual(['One', 'Two', 'Three']);
  });

  it('takes the first picture standing alone, not an icon inside a sentence', () => {
    const note = rendered({ 'A.md': 'Click ![[icon.svg]] to start.\n\n![[map.png|The map]]\n' }, 'A', ['icon.svg', 'map.png']);
    expect(note.outline?.opening).toEqual({ paragraphs: ['Click to start.'], image: { src: '/attachments/map.png', alt: 'The map' } });
  });

  it('reads an embed standing alone in its paragraph as a browser shows it: the embedded text, not the link above it', () => {
    const note = rendered({ 'Host.md': 'Opening line.\n\n![[Guest]]\n', 'Guest.md': 'Guest text.' }, 'Host');
    expect(note.outline?.opening.paragraphs).toEqual(['Opening line.', 'Guest text.']);
  });

  it("looks for the picture only in the body's first part", () => {
    const long = Array.from({ length: 40 }, (_, i) => `| cell ${i} | ${'x'.repeat(200)} |`).join('\n');
    const note = rendered({ 'A.md': `| a | b |\n|---|---|\n${long}\n\n![[map.png]]\n` }, 'A', ['map.png']);
    expect(note.outline?.opening.image).toBeUndefined();
    const near = rendered({ 'A.md': 'Text.\n\n![[map.png]]\n' }, 'A', ['map.png']);
    expect(near.outline?.opening.image?.src).toBe('/attachments/map.png');
  });
});

describe('the opening heading the renderer records', () => {
  it('records where a body opening with its title ends that heading, and the rest with its headings moved up a level', () => {
    const note = rendered({ 'Guide.md': '# Guide\n\nIntro.\n\n## Deep\n\n### Deeper\n\n![[Guest]]\n', 'Guest.md': '## Guest part\n\nGuest text.' }, 'Guide');
    const lead = note.outline?.lead;
    expect(lead).toBeDefined();
    expect(note.bodyHtml.slice(0, lead?.end)).toBe('<h2 id="h-guide">Guide</h2>\n');
    const rest = note.bodyHtml.slice(lead?.end);
    expect(rest).toContain('<h3 id="h-deep">Deep</h3>');
    // Same HTML, every heading after the opening one a level up, an embedded note's too.
    expect(lead?.promoted).toBe(rest.replaceAll('<h3', '<h2').replaceAll('</h3>', '</h2>').replaceAll('<h4', '<h3').replaceAll('</h4>', '</h3>'));
    expect(lead?.promoted).toContain('<h2 id="h-deep">Deep</h2>');
    expect(lead?.promoted).toContain('<h3 id="h-deeper">Deeper</h3>');
    expect(lead?.promoted).toContain('<h2>Guest part</h2>');
  });

  it('records the promoted rest only where the heading may be left out and the headings under it would skip a level', () => {
    // A heading that is not the title stays on the page: only where it ends is recorded.
    const other = rendered({ 'Guide.md': '# Setup\n\n## Deep\n' }, 'Guide');
    expect(other.outline?.lead).toEqual({ end: '<h2 id="h-setup">Setup</h2>\n'.length });
    // In a note named like a home note, any opening heading may be left out.
    const home = rendered({ 'Home.md': '# Welcome\n\n## Deep\n' }, 'Home');
    expect(home.outline?.lead?.promoted).toBe('<h2 id="h-deep">Deep</h2>');
    // An h2 right after the opening heading: nothing moves up.
    const flat = rendered({ 'Guide.md': '# Guide\n\n# Next\n\n## Deep\n' }, 'Guide');
    expect(flat.outline?.lead?.promoted).toBeUndefined();
    // A body that opens with text or a list records none.
    expect(rendered({ 'Guide.md': 'Text.\n\n# Guide\n' }, 'Guide').outline?.lead).toBeUndefined();
    expect(rendered({ 'Guide.md': '- Item\n\n# Guide\n' }, 'Guide').outline?.lead).toBeUndefined();
  });
});

describe('the figure marks the renderer applies', () => {
  const files = {
    'warmth.md': md({ kind: 'note', title: 'Warmth', claim: 'Accuracy fell 5–9pp.' }, 'The study.'),
    'q.md': md({ kind: 'inquiry', title: 'Q' }, 'Warmth tuning cost 21% of accuracy [[Warmth]].\n\nMore text.'),
  };

  it('marks a figure the cited note does not state in the body, and records where the mark went', () => {
    const kb = kbFrom(files);
    const line = page(kb, 'Q');
    if (line.kind !== 'inquiry') throw new Error('not an inquiring line');
    expect(line.figureMarks).toEqual(['figure']);
    expect(line.bodyHtml).toContain(
      '<span class="figure-flag">21%</span><sup class="figure-flag__marker" data-pagefind-ignore><a href="#figure-note-1" id="figure-ref-1"',
    );
    // The check ran once, before rendering: its finding is reported once.
    expect(kb.findings.filter((f) => f.code === 'figure-not-in-source')).toHaveLength(1);
    // The outline is of the body without the marks.
    expect(line.outline?.opening.paragraphs[0]).toBe('Warmth tuning cost 21% of accuracy Warmth.');
  });

  it('leaves a body whose figures the cited note states unmarked, with no marks recorded', () => {
    const line = page(kbFrom({ ...files, 'warmth.md': md({ kind: 'note', title: 'Warmth', claim: 'Accuracy fell 21%.' }, 'The study.') }), 'Q');
    expect(line.kind === 'inquiry' && line.figureMarks).toBeUndefined();
    expect(line.bodyHtml).not.toContain('figure-flag');
  });

  it('keeps what the renderer records out of the data export, as the body is', () => {
    const exported = toExport(kbFrom(files)).pages;
    expect(exported.map((p) => ['bodyHtml', 'outline', 'figureMarks'].filter((key) => key in p))).toEqual(exported.map(() => []));
  });
});
