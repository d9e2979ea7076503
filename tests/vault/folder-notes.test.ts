// An empty folder note (a note named like its folder, inside it or beside it) is a vault's
// placeholder, not a mistake: no `empty-file` warning for it, while any other empty note keeps one.
import { describe, expect, it } from 'vitest';
import { isFolderNote } from '../../src/pipeline/derive/folder-notes.ts';
import { kbFrom } from '../pipeline/helpers.ts';

describe('folder notes', () => {
  it('are named like their folder, inside it or beside it', () => {
    const folders = new Set(['Guides', 'Ideas', 'Ideas/Deep']);
    expect(
      ['Guides/Guides.md', 'Ideas/Deep/Deep.md', 'Ideas.md', 'Ideas/Deep.md', 'Guides/Other.md', 'Other.md'].map((file) => isFolderNote(file, folders)),
    ).toEqual([true, true, true, true, false, false]);
  });

  it('are not reported when empty; another empty note is', () => {
    const kb = kbFrom({
      'Guides/Guides.md': '',
      'Guides/Setup.md': 'Install it.',
      'Ideas.md': '',
      'Ideas/One.md': 'A thought.',
      'Blank.md': '',
    });
    expect(kb.findings.filter((f) => f.code === 'empty-file').map((f) => f.file)).toEqual(['Blank.md']);
  });
});
