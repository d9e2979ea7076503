import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { IndexedPage } from './search-shards.ts';

/** How the folders the index stages its shards in are named (inside the site folder, so pages can be hard-linked). */
export const STAGING_PREFIX = '.pagefind-staging-';

/** Files read at once while scanning: enough to keep the disk busy, few enough to keep memory flat. */
const READ_AHEAD = 16;

/** Takes an HTML file's path relative to the site folder (`/` separators); returns the URL Pagefind gives it (`notes/x/index.html` → `/notes/x/`). */
export function pageUrl(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Takes a built site folder and the folders (relative to it) to leave out; returns every HTML file in it, relative, `/`-separated, sorted. */
export async function htmlFiles(dir: string, skip: readonly string[] = []): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      // A staging folder left by an interrupted index run holds copies of pages, not pages.
      .filter((file) => !file.startsWith(STAGING_PREFIX) && !skip.some((folder) => file.startsWith(`${folder}/`)))
      .sort()
  );
}

/** Takes a page's HTML and the site's language; returns the page's `<html lang>` when that is not the site's language, else `undefined`. */
export function otherLang(html: string, siteLang: string): string | undefined {
  const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html.slice(0, 2000))?.[1];
  return lang === undefined || lang === siteLang ? undefined : lang;
}

/**
 * Takes a built site folder; returns the pages Pagefind indexes there: those with a
 * `data-pagefind-body` element (once any page has one, Pagefind skips pages without; when none
 * has, every page).
 * The build knows these pages already and passes them instead; this is the fallback.
 */
export async function findIndexedPages(dir: string, siteLang: string, skip: readonly string[] = ['pagefind']): Promise<IndexedPage[]> {
  const files = await htmlFiles(dir, skip);
  const found: IndexedPage[] = [];
  for (let start = 0; start < files.length; start += READ_AHEAD) {
    const batch = files.slice(start, start + READ_AHEAD);
    const texts = await Promise.all(batch.map((file) => readFile(join(dir, file), 'utf8')));
    batch.forEach((file, at) => {
      const text = texts[at] ?? '';
      if (text.includes('data-pagefind-body')) found.push({ url: pageUrl(file), file, lang: otherLang(text, siteLang) });
    });
  }
  // Without any body element Pagefind indexes every page.
  return found.length > 0 ? found : files.map((file) => ({ url: pageUrl(file), file }));
}
