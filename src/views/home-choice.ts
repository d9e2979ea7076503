// Which home page the site shows, and why, as the home page renders it and the build reports it:
// the vault's home note; the home note followed by the collection's overview when the note says
// little (a one-line README); or the overview alone when there is no home note, or the home note
// holds no word beyond its headings.
import { findHomeNote, HOME_NOTE_FILES, namedHomeNote, type HomeNoteSetting } from '../pipeline/resolve/home-note.ts';
import type { KbPage, NotePage } from '../schemas/knowledge-base.ts';

/** Fewer words than this (a Chinese, Japanese or Korean character counting as half a word) make a home note a stub, which the overview follows. */
export const STUB_HOME_WORDS = 50;

/** The home page: which note (if any), whether the overview follows it, and the reason in words. */
export interface HomeChoice {
  note: NotePage | undefined;
  /** `true` when the collection's overview (recent notes, folders, tags) is shown: after a stub home note, or alone. */
  overview: boolean;
  /** Why, for the build's report. */
  reason: string;
}

/** Takes a text; returns how many words it holds, a Chinese, Japanese or Korean character counting as half a word. */
export function wordCount(text: string): number {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
  const chars = text.match(cjk)?.length ?? 0;
  const words = text.replace(cjk, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return words + Math.floor(chars / 2);
}

/** Takes a note; returns how many words its headings hold (none before its body is rendered). */
function headingWords(note: NotePage): number {
  return (note.outline?.headings ?? []).reduce((sum, heading) => sum + wordCount(heading.text), 0);
}

/** Takes the pages and where the home note is named; returns the home page the site shows and why. */
export function homeChoiceOf(pages: readonly KbPage[], setting: Pick<HomeNoteSetting, 'name' | 'field' | 'file'> | undefined): HomeChoice {
  const note = findHomeNote(pages, setting?.name);
  if (note === undefined) {
    const looked = `no ${setting === undefined ? '' : `note named "${setting.name}" (${setting.field} in ${setting.file}) and no `}${HOME_NOTE_FILES.join(', ')} at the content folder's root`;
    return { note, overview: true, reason: `the collection's overview (recent notes, folders, tags): ${looked}` };
  }
  const named = setting !== undefined && namedHomeNote(pages, setting.name) === note;
  const source = named ? `named by ${setting.field} in ${setting.file}` : "at the content folder's root";
  const words = wordCount(note.text);
  // A README of a title and a dot (`# Vault` / `.`): the page would show its title and the dot.
  if (words - headingWords(note) <= 0)
    return {
      note: undefined,
      overview: true,
      reason: `the collection's overview alone: ${note.file} (${source}) holds no word beyond its headings, so it is not shown`,
    };
  if (words < STUB_HOME_WORDS)
    return {
      note,
      overview: true,
      reason: `${note.file} (${source}), then the collection's overview: the note holds ${words} ${words === 1 ? 'word' : 'words'}, fewer than ${STUB_HOME_WORDS}`,
    };
  return { note, overview: false, reason: `${note.file} (${source})` };
}
