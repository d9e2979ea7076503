import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

function html(body: string): string {
  const kb = kbFrom({
    'a.md': md({ kind: 'note', title: 'Page' }, body),
    'b.md': md({ kind: 'note', title: 'Written note?' }),
    'c.md': md({ kind: 'note', title: 'Stub note?', stub: true }),
    'q.md': md({ kind: 'inquiry', title: 'A line?' }),
  });
  return page(kb, 'Page').bodyHtml;
}

describe('rendering bodies', () => {
  it('turns wiki links into links to the page, with its title or the shown text', () => {
    expect(html('See [[written note]] and [[A line?|this line]].')).toBe(
      '<p>See <a href="/notes/written-note/" class="wikilink" data-slug="written-note" data-kind="note">Written note?</a> and ' +
        '<a href="/inquiring-lines/a-line/" class="wikilink" data-slug="a-line" data-kind="inquiry">this line</a>.</p>',
    );
  });

  it('marks links to stubs', () => {
    expect(html('[[Stub note?]]')).toContain('<a href="/notes/stub-note/" class="wikilink stub" data-slug="stub-note" data-kind="note">Stub note?</a>');
  });

  it('renders GFM: tables, strikethrough, task lists, autolinks', () => {
    const out = html('| a | b |\n|---|---|\n| 1 | ~~2~~ |\n\n- [x] done\n\nhttps://example.org');
    expect(out).toContain('<table>');
    expect(out).toContain('<del>2</del>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('<a href="https://example.org">https://example.org</a>');
  });

  it("names each task checkbox by its item's text, links by what they read, a nested list left out", () => {
    const out = html(
      '- [ ] Read [[written note|the note]] first\n- [x] Done\n\n  with more text\n- [ ] Parent\n  - [ ] Child\n\n<input type="checkbox" aria-label="Raw">',
    );
    const labels = [...out.matchAll(/<input type="checkbox"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
    expect(labels).toEqual(['Read the note first', 'Done', 'Parent', 'Child', 'Raw']);
    expect(out.match(/<input/g)?.length).toBe(labels.length);
  });

  it.each([
    ['<script>alert(1)</script>', /<script/i],
    ['<img src=x onerror="alert(1)">', /onerror/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['[click](javascript:alert(1))', /javascript:/i],
    ['![img](javascript:alert(1))', /javascript:/i],
    ['<div onclick="alert(1)">x</div>', /onclick/i],
    ['<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['[x](vbscript:msgbox)', /vbscript:/i],
    ['<svg><script>alert(1)</script></svg>', /<svg|<script/i],
  ])('never lets %s through', (input, forbidden) => {
    expect(html(`Before ${input} after.\n\n${input}\n`)).not.toMatch(forbidden);
  });

  it('keeps footnote links pointing at their targets', () => {
    const out = html('Claim[^1].\n\n[^1]: Source.');
    const href = /href="#([^"]+)"[^>]*data-footnote-ref/.exec(out)?.[1];
    expect(href).toBeDefined();
    expect(out).toContain(`id="${href}"`);
  });
});

describe('headings', () => {
  it('keeps ## headings as written, and shifts a body that uses # down a level so the title stays the only h1', () => {
    expect(html('## Theme\n\ntext')).toContain('<h2 id="h-theme">Theme</h2>');
    const shifted = html('# Top\n\n## Sub\n\n###### Deepest');
    expect(shifted).not.toContain('<h1>');
    expect(shifted).toContain('<h2 id="h-top">Top</h2>');
    expect(shifted).toContain('<h3 id="h-sub">Sub</h3>');
    expect(shifted).toContain('<h6 id="h-deepest">Deepest</h6>');
  });
});
