import { uiFor } from '../../src/core/i18n/index.ts';
import { describe, expect, it } from 'vitest';
import { figureData, noteStates } from '../../src/views/integrity.ts';
import { kbFrom, md } from './helpers.ts';

const line = (body: string) => md({ kind: 'inquiry', title: 'Q' }, body);
const codes = (files: Record<string, string>) => kbFrom(files).findings.filter((f) => f.code.startsWith('figure-'));

describe('figure-unverifiable', () => {
  it('reports a figure whose cited notes are all unwritten as unverifiable (info), not as missing from the source', () => {
    const found = codes({
      'a.md': md({ kind: 'note', title: 'A', stub: true }, ''),
      'b.md': md({ kind: 'note', title: 'B', stub: true }, ''),
      'q.md': line('Errors rose by 42% in the study [[A]], [[B]].'),
    });
    expect(found.map((f) => [f.severity, f.code])).toEqual([['info', 'figure-unverifiable']]);
    expect(found[0]?.message).toMatch(/"42%" cannot be checked: the notes this sentence cites are not yet written \("A", "B"\)/);
    // The site marks only figure-not-in-source figures on the page.
    expect(found[0] && figureData(found[0])).toBeUndefined();
  });

  it('keeps figure-not-in-source when a cited note has text and does not state the figure', () => {
    const found = codes({
      'a.md': md({ kind: 'note', title: 'A', stub: true, claim: 'Errors rose by 12%.' }, ''),
      'b.md': md({ kind: 'note', title: 'B', stub: true }, ''),
      'q.md': line('Errors rose by 42% in the study [[A]], [[B]].'),
    });
    expect(found.map((f) => [f.severity, f.code])).toEqual([['warning', 'figure-not-in-source']]);
    expect(found[0]?.message).toMatch(/"A" states 12%; "B" is not yet written/);
    // Readers are told the unwritten note states nothing yet, not that it states no figures.
    const cited = (found[0] && figureData(found[0]))?.cited ?? [];
    expect(cited.map((note) => noteStates(note, uiFor('en')))).toEqual(['12%', 'nothing yet (not yet written)']);
    expect(cited.map((note) => noteStates(note, uiFor('ja')))).toEqual(['12%', 'まだ何もありません（まだ書かれていません）']);
  });

  it('a written note with no figures still contradicts the figure', () => {
    const found = codes({
      'a.md': md({ kind: 'note', title: 'A' }, 'The study found errors rose.'),
      'q.md': line('Errors rose by 42% in the study [[A]].'),
    });
    expect(found.map((f) => f.code)).toEqual(['figure-not-in-source']);
    expect(found[0]?.message).toMatch(/"A" states no figures/);
  });
});
