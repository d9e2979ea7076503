// The content's folders as the explorer, the breadcrumbs and the folder pages show them
// (src/views/folders.ts), and a flowchart's `class` statements (Obsidian's `internal-link`).
import { describe, expect, it } from 'vitest';
import { diagramSource } from '../../src/pipeline/parse/diagrams.ts';
import { buildFolderTree, folderChain, folderTreeOf, folderTreeSignature, foldersAbove } from '../../src/views/folders.ts';
import { kbFrom, md, page } from '../pipeline/helpers.ts';

const vault = kbFrom(
  {
    'Home.md': 'Start with [[Alpha]] and [[Missing note]].',
    'Guides/Alpha.md': 'Alpha text.',
    'Guides/10 Setup/Beta.md': 'Beta text.',
    'Guides/2 Basics/Gamma.md': 'Gamma text.',
    'Plugins/Templates.md': 'Upper-case folder.',
    'plugins/Latex.md': 'Lower-case folder.',
  },
  { allowMissing: true },
);

describe('the folder tree of a knowledge base', () => {
  it('is built again only when a page is added, moved or retitled', () => {
    const first = folderTreeOf(vault, 'My vault');
    // A body edited: the same pages in the same places under the same titles.
    const edited = { ...vault, pages: vault.pages.map((p) => (p.title === 'Alpha' ? { ...p, text: 'Alpha text, edited.' } : p)) };
    expect(folderTreeOf(edited, 'My vault')).toBe(first);
    const retitled = { ...vault, pages: vault.pages.map((p) => (p.title === 'Alpha' ? { ...p, title: 'Alpha, retitled' } : p)) };
    const again = folderTreeOf(retitled, 'My vault');
    expect(again).not.toBe(first);
    expect(again.byPath.get('Guides')?.pages.map((p) => p.title)).toContain('Alpha, retitled');
    expect(folderTreeOf({ ...vault }, 'Another name')).not.toBe(first);
  });
});

describe('the folder tree', () => {
  const tree = buildFolderTree(vault.pages, 'My vault');

  it('holds every folder with written pages, sub-folders by name with numbers by value, and counts pages below', () => {
    expect(tree.shown).toBe(true);
    expect(tree.root.folders.map((f) => f.name)).toEqual(['Guides', 'Plugins', 'plugins']);
    const guides = tree.byPath.get('Guides');
    expect(guides?.folders.map((f) => f.name)).toEqual(['2 Basics', '10 Setup']);
    expect(guides?.pages.map((p) => p.title)).toEqual(['Alpha']);
    expect(guides?.total).toBe(3);
    // Home and the three other folders' pages; the missing note is no file of any folder.
    expect(tree.root.total).toBe(6);
    expect(tree.root.pages.map((p) => p.title)).toEqual(['Home']);
  });

  it('follows Obsidian Publish’s navigation order where it names folders and pages, the rest by name after them', () => {
    const ordered = buildFolderTree(vault.pages, 'My vault', ['plugins', 'Guides/10 Setup', 'Guides', 'Guides/Gamma.md', 'Home']);
    expect(ordered.root.folders.map((f) => f.path)).toEqual(['plugins', 'Guides', 'Plugins']);
    expect(ordered.byPath.get('Guides')?.folders.map((f) => f.name)).toEqual(['10 Setup', '2 Basics']);
    const mixed = kbFrom({ 'Notes/Zeta.md': 'z', 'Notes/Alpha.md': 'a', 'Notes/Mu.md': 'm' });
    const notes = buildFolderTree(mixed.pages, 'v', ['Notes/Mu.md', 'Notes/Zeta']).byPath.get('Notes');
    expect(notes?.pages.map((p) => p.title)).toEqual(['Mu', 'Zeta', 'Alpha']);
  });

  it('gives each folder a URL of its levels, telling apart two folders whose names give one slug', () => {
    expect(tree.byPath.get('Guides/10 Setup')?.url).toBe('/folders/guides/10-setup/');
    expect(tree.byPath.get('Plugins')?.url).toBe('/folders/plugins/');
    expect(tree.byPath.get('plugins')?.url).toBe('/folders/plugins-2/');
    expect(tree.root.url).toBe('/folders/');
  });

  it('names the folders above a page for its breadcrumbs, none for a page at the root or a page not yet written', () => {
    expect(foldersAbove(tree, page(vault, 'Beta')).map((f) => f.name)).toEqual(['Guides', '10 Setup']);
    expect(foldersAbove(tree, page(vault, 'Home'))).toEqual([]);
    expect(foldersAbove(tree, page(vault, 'Missing note'))).toEqual([]);
    const setup = tree.byPath.get('Guides/10 Setup');
    expect(setup && folderChain(tree, setup).map((f) => f.path)).toEqual(['Guides', 'Guides/10 Setup']);
  });

  it('changes its signature when a folder is added, not when a page joins a folder', () => {
    const more = kbFrom({ 'Guides/Alpha.md': 'a', 'Guides/Delta.md': 'd' });
    const fewer = kbFrom({ 'Guides/Alpha.md': 'a' });
    const deeper = kbFrom({ 'Guides/Alpha.md': 'a', 'Guides/New/Delta.md': 'd' });
    const sign = (kb: typeof more) => folderTreeSignature(buildFolderTree(kb.pages, ''));
    expect(sign(more)).toBe(sign(fewer));
    expect(sign(deeper)).not.toBe(sign(fewer));
  });

  it('is not shown for a research collection filed in its kinds’ folders', () => {
    const research = kbFrom({
      'notes/a.md': md({ kind: 'note', title: 'Does A hold?', description: 'A.' }, 'Text.'),
      'papers/p.md': md({ kind: 'paper', title: 'A paper', arxiv: '2401.00001' }, 'Abstract.'),
    });
    const filed = buildFolderTree(research.pages, 'Research');
    expect(filed.shown).toBe(false);
    expect(foldersAbove(filed, page(research, 'Does A hold?'))).toEqual([]);
    // A note in a topic folder shows the folders, the kinds' own folders among them.
    const mixed = kbFrom({
      'notes/a.md': md({ kind: 'note', title: 'Does A hold?', description: 'A.' }, 'Text.'),
      'Topics/b.md': md({ kind: 'note', title: 'Does B hold?', description: 'B.' }, 'Text.'),
    });
    expect(buildFolderTree(mixed.pages, 'Research').root.folders.map((f) => f.name)).toEqual(['notes', 'Topics']);
  });
});

describe('a flowchart’s class statements', () => {
  it('are left out of what is drawn, on blank lines so the line numbers stay', () => {
    const source = 'graph TD\n  A[One] --> B[Two]\n  class A,B internal-link;\n  class C other';
    expect(diagramSource(source)).toBe('graph TD\n  A[One] --> B[Two]\n\n');
  });

  it('are drawn after a directive or comment line, and a bare `graph` takes Mermaid’s default direction', () => {
    const source = '%%{init: {"theme": "dark"}}%%\nclassDiagram\n  %% a comment\n  class Animal';
    expect(diagramSource(source)).toBe('\nclassDiagram\n\n  class Animal');
    expect(diagramSource('graph\n  A --> B')).toBe('graph TD\n  A --> B');
    expect(diagramSource('flowchart LR\n  A --> B')).toBe('flowchart LR\n  A --> B');
  });

  it('stay in a class diagram, where `class` declares a class', () => {
    const source = 'classDiagram\n  class Animal\n  class Duck internal-link';
    expect(diagramSource(source)).toBe(source);
  });

  it('make the internal-link nodes links to the notes they name, counted as links of the page', () => {
    const kb = kbFrom({
      'Map.md': '```mermaid\ngraph TD\n  A[Start note] --> B[Other note]\n  B --> C[Plain]\n  class A,B internal-link;\n```\n\nThen [[Plain]].',
      'Start note.md': 'a',
      'Other note.md': 'b',
      'Plain.md': 'c',
    });
    const map = page(kb, 'Map');
    const start = page(kb, 'Start note');
    const other = page(kb, 'Other note');
    expect(map.bodyHtml).toContain(`<a class="diagram-link" href="${start.url}">`);
    expect(map.bodyHtml).toContain(`<a class="diagram-link" href="${other.url}">`);
    // "Plain" is no internal-link node: its box stays text; the wiki link after the diagram still resolves.
    expect(map.bodyHtml.match(/class="diagram-link"/g)).toHaveLength(2);
    expect(map.citations.map((c) => c.target)).toEqual([start.slug, other.slug, page(kb, 'Plain').slug]);
    expect(start.linkedFrom).toContain(map.slug);
  });

  it('draw no box named "class"', () => {
    const kb = kbFrom({ 'a.md': '```mermaid\ngraph TD\n  A[Start] --> B[Other]\n  class A,B internal-link;\n```' });
    const html = page(kb, 'a').bodyHtml;
    expect(html).toContain('Start');
    expect(html).not.toMatch(/data-label="class"|>class</);
  });
});
