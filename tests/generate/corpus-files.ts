import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';

/** One file of a generated corpus as a test reads it back: its path, raw text, frontmatter and body. */
export interface CorpusFile {
  file: string;
  text: string;
  data: Record<string, unknown>;
  body: string;
}

/** Reads every Markdown file under `dir` (sorted by path) with gray-matter, as the site's reader does. */
export async function readCorpus(dir: string): Promise<CorpusFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      // A fresh options object defeats gray-matter's cache, which keys parsed results by text.
      const parsed = matter(text, {});
      return { file, text, data: parsed.data, body: parsed.content };
    }),
  );
}

/** The targets of every `[[target]]` / `[[target|shown]]` link in a body, in order. */
export function linkTargets(body: string): string[] {
  return [...body.matchAll(/\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|[^\]]*)?\]\]/g)].map((m) => (m[1] ?? '').trim());
}

/** A frontmatter field as a list of strings (missing: `[]`). */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
