// Links resolved as Obsidian resolves them, checked on the rendered bodies of a small vault
// (tests/fixtures/vault-links): file names before titles, exact names before near names, distinct
// URLs for names that differ, invisible characters kept out of URLs, headings that do not exist.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { tagViews } from '../../src/views/tags.ts';
import { kbFrom, md } from '../pipeline/helpers.ts';

const VAULT = join(fileURLToPath(new URL('../fixtures/vault-links', import.meta.url)));

/** The anchors of a rendered body as [text, href] pairs, in order. */
function anchors(html: string): Array<[string, string]> {
  return [...html.matchAll(/<a [^>]*?href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2] ?? '', m[1] ?? '']);
}

let kb: KnowledgeBase;
const urlOf = (file: string): string | undefined => kb.pages.find((p) => p.file === file)?.url;
const hrefOf = (text: string): string | undefined => anchors(kb.pages.find((p) => p.file === 'Home.md')?.bodyHtml ?? '').find(([t]) => t === text)?.[1];
const stubAt = (url: string | undefined): boolean => kb.pages.some((p) => p.url === url && p.stub);

beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: VAULT, allowMissing: true });
});

describe('a vault note named by its file, not its title', () => {
  it('builds without errors', () => {
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('links [[a]] to a.md although a.md is titled otherwise, and its title is no link target', () => {
    expect(hrefOf('a')).toBe(urlOf('a.md'));
    expect(stubAt(hrefOf('Something else'))).toBe(true);
    expect(hrefOf('paths')).toBe(urlOf('advanced/paths.md'));
  });
});

describe('an exact name before any near name', () => {
  it('opens the file of that exact name (case folded), never one whose slug matches', () => {
    expect(hrefOf('fantasy-calendar')).toBe(urlOf('fantasy-calendar.md'));
    expect(hrefOf('fantasycalendar')).toBe(urlOf('fantasycalendar.md'));
    expect(hrefOf('Rose Pine')).toBe(urlOf('Rose Pine.md'));
    expect(hrefOf('rose-pine')).toBe(urlOf('rose-pine.md'));
    expect(hrefOf('Lamp - Night Filter')).toBe(urlOf('Lamp - Night Filter.md'));
  });

  it('compares names with their spaces and punctuation: a near name is a note not yet written', () => {
    expect(stubAt(hrefOf('latex-ocr'))).toBe(true);
    expect(stubAt(hrefOf('syntax highlighting'))).toBe(true);
    const contents = kb.pages.find((p) => p.file === 'table of contents.md');
    const [link] = anchors(contents?.bodyHtml ?? '');
    expect(link?.[1]).not.toBe(contents?.url);
    expect(stubAt(link?.[1])).toBe(true);
  });

  it('gives names that differ only by spaces, case or punctuation distinct URLs', () => {
    const files = ['Rose Pine.md', 'rose-pine.md', 'Lamp - Night Filter.md', 'Lamp – Night Filter.md', 'fantasy-calendar.md', 'fantasycalendar.md'];
    const urls = files.map(urlOf);
    expect(urls.every((u) => u !== undefined)).toBe(true);
    expect(new Set(urls).size).toBe(files.length);
  });
});

describe('several files of one name', () => {
  it('picks the shortest path and names each candidate with the text that picks it', () => {
    expect(hrefOf('Templates')).toBe(urlOf('Clipper/Templates.md'));
    const [warning] = kb.findings.filter((f) => f.code === 'ambiguous-link' && f.file === 'Home.md');
    expect(warning?.message).toContain('[[Clipper/Templates]] for Clipper/Templates.md');
    expect(warning?.message).toContain('[[Plugins/Templates]] for Plugins/Templates.md');
  });

  it('picks with the shortest end of the path that no other file of the name shares', () => {
    const deep = kbFrom({ 'a/x/Note.md': 'One.', 'b/x/Note.md': 'Two.', 'c/Note.md': 'Three.', 'Home.md': '[[Note]] and [[b/x/Note]] and [[x/Note]]' });
    const [warning, second] = deep.findings.filter((f) => f.code === 'ambiguous-link');
    expect(warning?.message).toContain('[[c/Note]] for c/Note.md, [[a/x/Note]] for a/x/Note.md, [[b/x/Note]] for b/x/Note.md');
    // `[[x/Note]]` still leaves two files; the warning names them only.
    expect(second?.data).toMatchObject({ candidates: ['a/x/Note.md', 'b/x/Note.md'] });
    const home = deep.pages.find((p) => p.file === 'Home.md');
    expect(home?.citations.map((c) => c.target)).toEqual(['c-note', 'b-x-note', 'a-x-note']);
  });
});

describe('Markdown links', () => {
  it('read a path from the linking note’s folder, then from the top of the vault, as Obsidian does', () => {
    const vault = kbFrom({
      'a/b.md': '[up](other/Note.md) and [here](Note.md)',
      'a/Note.md': 'Beside b.',
      'other/Note.md': 'At the top.',
      'z/y/other/Note.md': 'Deeper.',
    });
    const from = vault.pages.find((p) => p.file === 'a/b.md');
    const fileOf = (slug: string | undefined) => vault.pages.find((p) => p.slug === slug)?.file;
    expect(from?.citations.map((c) => fileOf(c.target))).toEqual(['other/Note.md', 'a/Note.md']);
  });
});

describe('URLs', () => {
  it('keeps invisible characters such as U+FE0F out of page URLs', () => {
    expect(hrefOf('🗂️ Plugins')).toBe(urlOf('🗂️ Plugins.md'));
    expect(urlOf('🗂️ Plugins.md')).toBe('/notes/plugins/');
  });

  it('gives tags that differ by accents their own pages and folds case', () => {
    const views = tagViews(kb.pages);
    const plain = views.find((v) => v.tag === 'migracion');
    const accented = views.find((v) => v.tag === 'migración');
    expect(plain?.url).toBe('/tags/migracion/');
    expect(accented?.url).toBe('/tags/migración/');
    expect(plain?.pages.map((p) => p.title)).toEqual(['Home']);
    expect(accented?.pages.map((p) => p.title)).toEqual(['🗂️ Plugins']);
    expect(hrefOf('#Migracion')).toBe('/tags/migracion/');
  });
});

describe('links to headings', () => {
  it('opens the note and reports a heading that does not exist with the closest one', () => {
    expect(hrefOf('Guide > Instalation')).toBe(`${urlOf('Guide.md')}#h-instalation`);
    const missing = kb.findings.filter((f) => f.code === 'missing-heading');
    expect(missing.map((f) => [f.severity, f.file, f.line])).toEqual([
      ['warning', 'Home.md', 9],
      ['warning', 'Home.md', 9],
    ]);
    expect(missing.map((f) => f.message).join('\n')).toContain(
      '[[Guide#Instalation]]: "Guide" has no heading "Instalation", so the link opens it at its top; did you mean [[Guide#Installation]]?',
    );
    expect(missing.map((f) => f.message).join('\n')).toContain('[[#Nowhere here]]: this page has no heading');
  });

  it('reads [[Guide#Step [x]]] as one link to the heading "Step [x]", as Obsidian does, and so the link written without the brackets', () => {
    const guide = kb.pages.find((p) => p.file === 'Guide.md');
    expect(guide?.bodyHtml).toContain('<h3 id="h-step-x">Step [x]</h3>');
    expect(hrefOf('Guide > Step [x]')).toBe(`${urlOf('Guide.md')}#h-step-x`);
    expect(hrefOf('step x')).toBe(`${urlOf('Guide.md')}#h-step-x`);
    const home = kb.pages.find((p) => p.file === 'Home.md')?.bodyHtml ?? '';
    expect(home).not.toContain('[[Guide#Step');
    expect(home).toMatch(/Step \[x\]<\/a> and without them/);
    expect(kb.findings.filter((f) => f.code === 'missing-heading' && f.line === 13)).toEqual([]);
  });
});

describe('the research format', () => {
  const question = md({ kind: 'note', title: 'Why do models agree too readily?', description: 'd', claim: 'c' });

  it('keeps a title as a link target when no file or alias has that name', () => {
    const research = kbFrom({
      'notes/agree.md': question,
      'notes/other.md': md(
        { kind: 'note', title: 'Other', description: 'd', claim: 'c' },
        'See [[Why do models agree too readily?]] and [[why do models agree too readily]].',
      ),
    });
    expect(research.pages.find((p) => p.file === 'notes/other.md')?.citations.map((c) => c.target)).toEqual([
      'why-do-models-agree-too-readily',
      'why-do-models-agree-too-readily',
    ]);
  });

  it('lets a file of the exact name win over a page whose title matches', () => {
    const research = kbFrom({
      'notes/agree.md': question,
      'Other.md': 'See [[Why do models agree too readily]].',
      'Why do models agree too readily.md': 'A vault note of that very name.',
    });
    const target = research.pages.find((p) => p.file === 'Other.md')?.citations[0]?.target;
    expect(research.pages.find((p) => p.slug === target)?.file).toBe('Why do models agree too readily.md');
  });
});
