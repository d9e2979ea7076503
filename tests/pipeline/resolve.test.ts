import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { fixture, kbFrom, md, page } from './helpers.ts';

const target = md({ kind: 'note', title: 'Why don’t models correct “false” claims?', slug: 'face-saving', aliases: ['Face saving'] });
const cite = (ref: string) => md({ kind: 'inquiry', title: 'Citing page?' }, `It cites [[${ref}]].\n`);

describe('resolving references', () => {
  it.each([
    ['exact title', 'Why don’t models correct “false” claims?'],
    ['case and straight quotes', 'why DON\'T models correct "false" claims'],
    ['punctuation dropped', 'Why dont models correct false claims'],
    ['slug', 'face-saving'],
    ['alias', 'face saving'],
    ['target with shown text', 'Face saving|shown words'],
    ['target with heading', 'face-saving#Some heading'],
  ])('by %s', (_how, ref) => {
    const kb = kbFrom({ 'a.md': cite(ref), 'b.md': target });
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(page(kb, 'Citing page?').citations.map((c) => c.target)).toEqual(['face-saving']);
  });

  it('reports an unknown reference with file, line and up to three closest titles', () => {
    const kb = kbFrom({
      'a.md': md({ kind: 'inquiry', title: 'Citing page?' }, 'Line one.\n\nIt cites [[Why dont models correct fals claims]].\n'),
      'b.md': target,
      'c.md': md({ kind: 'note', title: 'Why do models correct claims late?' }),
      'd.md': md({ kind: 'note', title: 'Something unrelated entirely' }),
    });
    const errors = kb.findings.filter((f) => f.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'unresolved-link', file: 'a.md', line: 7 });
    expect(errors[0]?.message).toMatch(
      /\[\[Why dont models correct fals claims\]\] matches no page title, slug or alias; did you mean "Why don’t models correct “false” claims\?", "Why do models correct claims late\?"\?/,
    );
    expect(errors[0]?.message).not.toMatch(/unrelated/);
  });

  it('reports unknown frontmatter references at their own line', () => {
    const kb = kbFrom({
      'a.md':
        '---\nkind: note\ntitle: A note\nrelated:\n  - to: Face saving\n    reason: fine\n  - to: Nowhere at all\n    reason: missing\npapers:\n  - No such paper\n---\n',
      'b.md': target,
    });
    expect(kb.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.line])).toEqual([
      ['unresolved-link', 7],
      ['unresolved-link', 10],
    ]);
  });

  it('reports two files with the same title, naming both', () => {
    const kb = kbFrom({ 'one.md': md({ kind: 'note', title: 'Same title?' }), 'two.md': md({ kind: 'note', title: 'same TITLE' }) });
    const dup = kb.findings.find((f) => f.code === 'duplicate-title');
    expect(dup).toMatchObject({ severity: 'error', file: 'two.md' });
    expect(dup?.message).toContain('one.md');
  });

  it('reports two files with the same explicit slug, naming both', () => {
    const kb = kbFrom({ 'one.md': md({ kind: 'note', title: 'First', slug: 'shared' }), 'two.md': md({ kind: 'note', title: 'Second', slug: 'shared' }) });
    const dup = kb.findings.find((f) => f.code === 'duplicate-slug');
    expect(dup).toMatchObject({ severity: 'error', file: 'two.md' });
    expect(dup?.message).toContain('one.md');
  });

  it('suffixes derived slugs that collide, in path order, with a warning', () => {
    const kb = kbFrom({
      'a.md': md({ kind: 'note', title: 'Is C++ fast?' }),
      'b.md': md({ kind: 'note', title: 'Is C fast?' }),
      'c.md': md({ kind: 'note', title: 'Other', slug: 'is-c-fast-2' }),
    });
    expect(page(kb, 'Is C++ fast?').slug).toBe('is-c-fast');
    expect(page(kb, 'Is C fast?').slug).toBe('is-c-fast-3');
    const warning = kb.findings.find((f) => f.code === 'slug-collision');
    expect(warning).toMatchObject({ severity: 'warning', file: 'b.md' });
    expect(warning?.message).toContain('a.md');
  });

  it('gives titles that slug to nothing a fallback slug with a warning, and still resolves them; other scripts keep their letters', () => {
    const kb = kbFrom({ 'e.md': md({ kind: 'note', title: '🚀🎉' }), 'r.md': md({ kind: 'note', title: 'שלום עולם' }), 'a.md': cite('🚀🎉') });
    expect(page(kb, '🚀🎉').slug).toMatch(/^page-[0-9a-f]{8}$/);
    expect(page(kb, 'שלום עולם').slug).toBe('שלום-עולם');
    expect(kb.findings.filter((f) => f.code === 'empty-slug')).toHaveLength(1);
    expect(page(kb, 'Citing page?').citations[0]?.target).toBe(page(kb, '🚀🎉').slug);
  });

  it('takes slugs from the original title and the arXiv id', () => {
    const kb = kbFrom({
      'n.md': md({ kind: 'note', title: 'A question?', originalTitle: 'the claim — as first titled' }),
      'p.md': md({ kind: 'paper', title: 'Old paper', arxiv: 'cs/0101001v2' }),
      'a.md': cite('the claim — as first titled'),
    });
    expect(page(kb, 'A question?').slug).toBe('the-claim-as-first-titled');
    expect(page(kb, 'Old paper').slug).toBe('cs-0101001v2');
    expect(page(kb, 'Citing page?').citations[0]?.target).toBe('the-claim-as-first-titled');
  });

  it('under allowMissing, turns unknown references into generated stubs with a warning', () => {
    const kb = kbFrom(
      { 'a.md': md({ kind: 'note', title: 'Vault note', papers: ['Unwritten paper'] }, '[[Missing note]] and [[missing note|again]].\n') },
      { allowMissing: true },
    );
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    // One stub per missing page: the second link to it resolves to the stub the first one made.
    expect(kb.findings.filter((f) => f.code === 'missing-page').map((f) => [f.severity, f.line])).toEqual([
      ['warning', 4],
      ['warning', 6],
    ]);
    const stub = page(kb, 'Missing note');
    expect(stub).toMatchObject({ kind: 'note', stub: true, file: null, slug: 'missing-note', linkedFrom: [page(kb, 'Vault note').slug] });
    expect(page(kb, 'Unwritten paper')).toMatchObject({ kind: 'paper', stub: true, file: null });
    expect(page(kb, 'Vault note').bodyHtml).toContain('class="wikilink stub"');
  });
});

describe('one title on pages of different kinds', () => {
  it('is allowed, and a reference picks the kind its place expects (a bare link prefers the note)', () => {
    const kb = kbFrom({
      'd.md': md({ kind: 'discussion', title: 'Warmth makes models less reliable', paper: 'Warmth makes models less reliable' }),
      'n.md': md({ kind: 'note', title: 'Warmth makes models less reliable', slug: 'warmth-note' }),
      'p.md': md({ kind: 'paper', title: 'Warmth makes models less reliable', slug: 'warmth-paper' }),
      'q.md': md({ kind: 'inquiry', title: 'Q?' }, '[[Warmth makes models less reliable]]'),
    });
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const discussion = kb.pages.find((p) => p.kind === 'discussion');
    expect(discussion?.kind === 'discussion' && discussion.paper).toBe('warmth-paper');
    expect(page(kb, 'Q?').citations[0]?.target).toBe('warmth-note');
  });
});

describe('Obsidian-style references', () => {
  it('resolves folder paths and .md names to the page, and leaves attachments as text', () => {
    const kb = kbFrom({
      'vault/Topic Note.md': 'Body of a vault note.\n',
      'vault/Index.md': 'See [[vault/Topic Note]], [[Topic Note.md|the note]] and ![[diagram.png]].\n',
    });
    expect(kb.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(page(kb, 'Index').citations.map((c) => c.target)).toEqual(['topic-note', 'topic-note']);
    expect(kb.findings.filter((f) => f.code === 'attachment-link').map((f) => f.line)).toEqual([1]);
    expect(page(kb, 'Index').bodyHtml).toContain('and diagram.png.');
  });
});

describe('an Obsidian vault', () => {
  it('builds under allowMissing: notes titled by file name, every link form, aliases, tags, stubs for missing pages', async () => {
    const kb = await buildKnowledgeBase({ contentDir: fixture('vault'), allowMissing: true });
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(kb.pages.map((p) => [p.title, p.kind, p.stub, p.file])).toEqual([
      ['Embedded Idea', 'note', false, 'Topics/Deep/Embedded Idea.md'],
      ['Future Work', 'note', true, null],
      ['Grounding', 'note', false, 'Topics/Grounding.md'],
      ['Home', 'note', false, 'Home.md'],
    ]);
    expect(page(kb, 'Home').citations.map((c) => c.target)).toEqual(['grounding', 'grounding', 'grounding', 'embedded-idea', 'grounding', 'future-work']);
    expect(page(kb, 'Grounding')).toMatchObject({ aliases: ['Common ground'], tags: ['conversation', 'dialogue'], linkedFrom: ['home'] });
    expect(kb.findings.filter((f) => f.severity === 'warning').map((f) => [f.code, f.file, f.line])).toEqual([['missing-page', 'Home.md', 5]]);
    expect(page(kb, 'Home').bodyHtml).toContain('class="wikilink stub" data-slug="future-work"');
  });
});
