// The label above a page's title names a board (`.canvas`) and a base (`.base`) as what they are,
// in every shipped language, where a research collection labels its pages; any other page keeps
// its kind's name. (A plain vault shows no label at all: tests/vault/vault-site.test.ts.)
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS, uiFor } from '../../src/core/i18n/index.ts';
import { kindName, pageKindName } from '../../src/views/i18n/names.ts';

const LANGUAGES = Object.keys(TRANSLATIONS);

describe('the label above a title', () => {
  it('ships thirteen languages', () => {
    expect(LANGUAGES).toHaveLength(13);
  });

  it.each(LANGUAGES)('names a board and a base, not "Note", in %s', (lang) => {
    const ui = uiFor(lang);
    const note = kindName(ui, 'note');
    const board = pageKindName(ui, { kind: 'note', file: 'Plans/Launch.canvas' });
    const base = pageKindName(ui, { kind: 'note', file: 'Bases/Books.BASE' });
    expect(board).toBe(ui.t('canvas.kind'));
    expect(base).toBe(ui.t('base.kind'));
    expect(new Set([note, board, base]).size).toBe(3);
    // A note, a page without a file (not yet written) and a note whose name only mentions a board keep their kind's name.
    expect(pageKindName(ui, { kind: 'note', file: 'Plans/Launch.md' })).toBe(note);
    expect(pageKindName(ui, { kind: 'note', file: null })).toBe(note);
    expect(pageKindName(ui, { kind: 'note', file: 'canvas.base notes.md' })).toBe(note);
    expect(pageKindName(ui, { kind: 'paper', file: 'Papers/A.md' })).toBe(kindName(ui, 'paper'));
  });

  it('reads "Canvas" and "Base" in English and the board\'s own word in Chinese', () => {
    expect(pageKindName(uiFor('en'), { kind: 'note', file: 'Board.canvas' })).toBe('Canvas');
    expect(pageKindName(uiFor('en'), { kind: 'note', file: 'Books.base' })).toBe('Base');
    expect(pageKindName(uiFor('zh-Hans'), { kind: 'note', file: 'Board.canvas' })).toBe('白板');
  });
});
