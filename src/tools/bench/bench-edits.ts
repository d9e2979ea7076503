// The edits `npm run bench` makes to its generated corpus between builds, as an author makes them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { kindFolder, slugify } from '../../pipeline/resolve/slug.ts';

/** A note of the corpus: its path relative to the corpus and its title. */
export interface BenchNote {
  file: string;
  title: string;
}

/** Takes a corpus and returns its middle note by file name (the one the bench edits). */
export async function middleNote(corpus: string): Promise<BenchNote> {
  const folder = kindFolder('note');
  const notes = (await readdir(path.join(corpus, folder))).filter((name) => name.endsWith('.md')).sort();
  const name = notes[Math.floor(notes.length / 2)];
  if (name === undefined) throw new Error(`the corpus in ${corpus} has no notes to edit`);
  const file = `${folder}/${name}`;
  return { file, title: String(matter(await readFile(path.join(corpus, file), 'utf8')).data['title']) };
}

/** Appends a paragraph (holding `text`) to a file's body: the edit of a note's body. */
export async function appendParagraph(
  corpus: string,
  file: string,
  text = 'one more observation, added to measure a rebuild after a small change',
): Promise<void> {
  const full = path.join(corpus, file);
  await writeFile(full, `${await readFile(full, 'utf8')}\nEdited: ${text}.\n`);
}

/** Puts `text` before a note's claim summary (which the pages citing the note show too). */
export async function prefixClaim(corpus: string, file: string, text: string): Promise<void> {
  const full = path.join(corpus, file);
  const page = matter(await readFile(full, 'utf8'));
  await writeFile(full, matter.stringify(page.content, { ...page.data, claim: `${text} ${String(page.data['claim'] ?? '')}` }));
}

/** The title of the note the bench adds between builds. */
export const ADDED_NOTE_TITLE = 'Does adding one note rebuild the site quickly?';

/** Adds a note titled `title` that links to `cites` (so that page's backlinks change); returns its path relative to the corpus. */
export async function addNote(corpus: string, cites: BenchNote, title = ADDED_NOTE_TITLE): Promise<string> {
  const file = `${kindFolder('note')}/${slugify(title)}.md`;
  const data = { kind: 'note', title, claim: 'A note added between two builds, to measure the rebuild.' };
  await writeFile(path.join(corpus, file), matter.stringify(`It draws on [[${cites.title}]].\n`, data));
  return file;
}

/** The title the bench gives a question-titled note it renames. */
export function renamedTitle(title: string): string {
  return `${title.replace(/\?$/, '')}, renamed?`;
}

/** Gives a note a new title, keeping the old one as an alias so that links to it still resolve: a rename. */
export async function retitle(corpus: string, note: BenchNote, title: string): Promise<void> {
  const full = path.join(corpus, note.file);
  const page = matter(await readFile(full, 'utf8'));
  const aliases: unknown[] = Array.isArray(page.data['aliases']) ? page.data['aliases'] : [];
  await writeFile(full, matter.stringify(page.content, { ...page.data, title, aliases: [...aliases, note.title] }));
}
