import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';

/** Replaces `[[target]]` and `[[target|shown]]` with their shown text: the floor has no link syntax. */
export function plainLinks(body: string): string {
  return body.replace(/\[\[([^\]|]+)(?:\|([^\]]*))?\]\]/g, (_all, target: string, shown?: string) => shown ?? target);
}

/**
 * Takes a generated content folder and writes its floor twin into `out`: the same number of
 * pages, at the same relative paths, each plain Markdown with only a title and the same body.
 * Returns the number of pages written.
 */
export async function writeFloorContent(corpus: string, out: string): Promise<number> {
  const entries = await readdir(corpus, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md'));
  const folders = new Set(files.map((entry) => path.relative(corpus, entry.parentPath)));
  await Promise.all([...folders].map((folder) => mkdir(path.join(out, folder), { recursive: true })));
  for (const entry of files) {
    const source = path.join(entry.parentPath, entry.name);
    const { data, content } = matter(await readFile(source, 'utf8'), {});
    const title = typeof data['title'] === 'string' ? data['title'] : entry.name;
    await writeFile(path.join(out, path.relative(corpus, source)), matter.stringify(plainLinks(content), { title }));
  }
  return files.length;
}
