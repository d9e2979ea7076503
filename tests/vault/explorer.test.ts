// What the explorer shows of the folder tree from one page (src/views/explorer.ts): the notes of
// the folders around the page, a large folder's left to be fetched when opened, natural order,
// and the files the browser fetches.
import { describe, expect, it } from 'vitest';
import { explorerFolder, explorerIndex, folderNoteFiles, folderNotesUrl, INLINE_NOTES, folderFileName } from '../../src/views/explorer.ts';
import { buildFolderTree } from '../../src/views/folders.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const many = Object.fromEntries(Array.from({ length: INLINE_NOTES + 5 }, (_, i) => [`Archive/Entry ${i + 1}.md`, `Entry ${i + 1}.`]));
const vault = kbFrom({
  'Home.md': 'Start.',
  'Guides/Note 10.md': 'Ten.',
  'Guides/Note 9.md': 'Nine.',
  'Guides/Deep/Inner.md': 'Inner.',
  ...many,
});
const tree = buildFolderTree(vault.pages, 'Vault');
const folder = (path: string) => {
  const found = tree.byPath.get(path);
  if (found === undefined) throw new Error(`no folder ${path}`);
  return found;
};

describe('the explorer from one page', () => {
  it('opens the folders holding the page, with their notes in natural order; others stay closed, their notes not in the page', () => {
    const guides = explorerFolder(folder('Guides'), 'Guides/Deep');
    expect(guides.open).toBe(true);
    expect(guides.notes?.map((note) => note.title)).toEqual(['Note 9', 'Note 10']);
    expect(explorerFolder(folder('Guides/Deep'), 'Guides/Deep').notes?.map((note) => note.title)).toEqual(['Inner']);
    expect(explorerFolder(folder(''), 'Guides/Deep').notes?.map((note) => note.title)).toEqual(['Home']);
    const archive = explorerFolder(folder('Archive'), 'Guides/Deep');
    expect(archive).toMatchObject({ open: false, notes: undefined });
  });

  it('leaves a folder of more than INLINE_NOTES notes out of its own pages too: it is fetched when opened', () => {
    const archive = explorerFolder(folder('Archive'), 'Archive');
    expect(archive.open).toBe(true);
    expect(archive.notes).toBeUndefined();
    const files = folderNoteFiles(tree);
    expect(files.get(folderFileName(folder('Archive')))).toHaveLength(INLINE_NOTES + 5);
    expect(files.get(folderFileName(folder('Archive')))?.slice(0, 3)).toEqual([
      ['Entry 1', '/notes/entry-1/'],
      ['Entry 2', '/notes/entry-2/'],
      ['Entry 3', '/notes/entry-3/'],
    ]);
    expect(folderNotesUrl(folder('Archive'))).toBe(`/explorer/${folderFileName(folder('Archive'))}.json`);
  });

  it("indexes every written note with its folder for the filter, sub-folders before a folder's own notes", () => {
    const index = explorerIndex(tree);
    expect(index).toHaveLength(vault.pages.length);
    expect(index.filter((entry) => entry[2].startsWith('Guides'))).toEqual([
      ['Inner', '/notes/inner/', 'Guides/Deep'],
      ['Note 9', '/notes/note-9/', 'Guides'],
      ['Note 10', '/notes/note-10/', 'Guides'],
    ]);
  });
});
