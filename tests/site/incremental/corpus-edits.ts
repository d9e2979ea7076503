// Edits to a generated corpus, as an author makes them, for the incremental render test.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import matter from 'gray-matter';
import { matchKey } from '../../../src/pipeline/resolve/slug.ts';

/** One content file: its path relative to the corpus, frontmatter and body. */
interface ContentFile {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

async function readAll(corpus: string, folder: string): Promise<ContentFile[]> {
  const names = (await readdir(join(corpus, folder))).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = matter(await readFile(join(corpus, folder, name), 'utf8'));
      return { file: `${folder}/${name}`, data: { ...parsed.data }, body: parsed.content };
    }),
  );
}

async function write(corpus: string, page: ContentFile): Promise<void> {
  await writeFile(join(corpus, page.file), matter.stringify(page.body, page.data));
}

/** Every title, slug or alias a file names in its frontmatter links or body links, as match keys. */
function namesLinked(page: ContentFile): Set<string> {
  const named: unknown[] = [page.data['next'], page.data['sources'], page.data['papers'], page.data['paper']].flat();
  const related = page.data['related'];
  if (Array.isArray(related)) for (const link of related) named.push(typeof link === 'object' && link !== null ? Reflect.get(link, 'to') : link);
  for (const match of page.body.matchAll(/\[\[([^\]|#]+)/g)) named.push(match[1]);
  return new Set(named.filter((name): name is string => typeof name === 'string').map(matchKey));
}

/** The middle note by file name (the one the bench edits), with its title. */
export async function middleNote(corpus: string): Promise<{ file: string; title: string }> {
  const notes = await readAll(corpus, 'notes');
  const note = notes[Math.floor(notes.length / 2)];
  if (note === undefined) throw new Error(`${corpus} has no notes`);
  return { file: note.file, title: String(note.data['title']) };
}

/** The note the most inquiring lines link to (the first in file order among equals), with its title. */
export async function mostCitedNote(corpus: string): Promise<{ file: string; title: string }> {
  const lines = await readAll(corpus, 'inquiring-lines');
  const linked = lines.map(namesLinked);
  let best: { file: string; title: string; citing: number } | undefined;
  for (const note of await readAll(corpus, 'notes')) {
    const key = matchKey(String(note.data['title']));
    const citing = linked.filter((names) => names.has(key)).length;
    if (best === undefined || citing > best.citing) best = { file: note.file, title: String(note.data['title']), citing };
  }
  if (best === undefined) throw new Error(`${corpus} has no notes`);
  return { file: best.file, title: best.title };
}

/** Appends a paragraph to a file's body, as the bench's edit does. */
export async function appendParagraph(corpus: string, file: string): Promise<void> {
  const text = await readFile(join(corpus, file), 'utf8');
  await writeFile(join(corpus, file), `${text}\nEdited: one more observation, added to measure a rebuild after a small change.\n`);
}

async function readOne(corpus: string, file: string): Promise<ContentFile> {
  const page = (await readAll(corpus, file.split('/')[0] ?? '')).find((candidate) => candidate.file === file);
  if (page === undefined) throw new Error(`no ${file} in ${corpus}`);
  return page;
}

/** Gives a note a new title, keeping the old one as an alias so links to it still resolve. */
export async function retitle(corpus: string, file: string, title: string): Promise<void> {
  const page = await readOne(corpus, file);
  const aliases = Array.isArray(page.data['aliases']) ? page.data['aliases'] : [];
  await write(corpus, { ...page, data: { ...page.data, title, aliases: [...aliases, page.data['title']] } });
}

/** Gives a note a new claim summary. */
export async function rewriteClaim(corpus: string, file: string, claim: string): Promise<void> {
  const page = await readOne(corpus, file);
  await write(corpus, { ...page, data: { ...page.data, claim } });
}

/**
 * Adds an inquiring line citing the note titled `cites`, in a file that comes first in content
 * order and names an existing cluster in lower case: a cluster is named as first written, so
 * every member's page then shows the new spelling. Returns the file and the cluster's new name.
 */
export async function addFirstInquiry(corpus: string, title: string, cites: string): Promise<{ file: string; cluster: string }> {
  const notes = await readAll(corpus, 'notes');
  const named = notes.flatMap((page) => (Array.isArray(page.data['clusters']) ? page.data['clusters'].map(String) : []))[0];
  if (named === undefined) throw new Error(`no note of ${corpus} is in a cluster`);
  const cluster = named.toLowerCase();
  if (cluster === named) throw new Error(`the cluster "${named}" is already in lower case; pick a corpus whose cluster names are capitalised`);
  const file = '0-added-by-the-incremental-test.md';
  const data = { kind: 'inquiry', title, lede: 'An inquiring line added between two builds.', clusters: [cluster] };
  await write(corpus, { file, data, body: `Adding a page changes the pages it cites [[${cites}]].\n` });
  return { file, cluster };
}

/** Deletes an inquiring line no other page links to (so the content stays free of errors); returns its file. */
export async function deleteUnlinkedInquiry(corpus: string): Promise<string> {
  const all = (await Promise.all(['inquiring-lines', 'notes', 'papers', 'discussions'].map((folder) => readAll(corpus, folder)))).flat();
  const linked = new Set(all.flatMap((page) => [...namesLinked(page)]));
  const unlinked = all.find((page) => page.data['kind'] === 'inquiry' && !linked.has(matchKey(String(page.data['title']))));
  if (unlinked === undefined) throw new Error(`every inquiring line of ${corpus} is linked from another page`);
  await rm(join(corpus, unlinked.file));
  return unlinked.file;
}

/** Moves a note out of its first cluster into one it is not in (or, when it is in every cluster, just out of its first one); returns its new clusters. */
export async function moveToAnotherCluster(corpus: string, file: string): Promise<string[]> {
  const notes = await readAll(corpus, 'notes');
  const note = notes.find((candidate) => candidate.file === file);
  const clustersOf = (page: ContentFile): string[] => (Array.isArray(page.data['clusters']) ? page.data['clusters'].map(String) : []);
  if (note === undefined) throw new Error(`no ${file} in ${corpus}`);
  const own = clustersOf(note);
  if (own.length === 0) throw new Error(`${file} is in no cluster; pick a note that is in one`);
  const other = notes.flatMap(clustersOf).find((cluster) => !own.includes(cluster));
  const clusters = [...own.slice(1), ...(other === undefined ? [] : [other])];
  await write(corpus, { ...note, data: { ...note.data, clusters } });
  return clusters;
}

/**
 * Adds an inquiring line worded like the first written line of the corpus (its lede and its body
 * with every link turned into plain text), so it cites no note: it can lead on only to lines
 * worded like it. Returns the original's title and the new line's.
 */
export async function addWordingTwin(corpus: string): Promise<{ original: string; twin: string }> {
  const lines = await readAll(corpus, 'inquiring-lines');
  const original = lines.find((page) => page.data['kind'] === 'inquiry' && page.data['stub'] !== true);
  if (original === undefined) throw new Error(`${corpus} has no written inquiring line`);
  const title = String(original.data['title']);
  const twin = `${title.replace(/\?$/, '')}, asked again in the same words?`;
  const body = original.body.replace(/\[\[(?:[^\]|]*\|)?([^\]]*)\]\]/g, '$1');
  const data = { kind: 'inquiry', title: twin, lede: original.data['lede'] };
  await write(corpus, { file: 'inquiring-lines/zz-worded-like-another.md', data, body });
  return { original: title, twin };
}
