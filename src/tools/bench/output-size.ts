import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes and file count of a folder. */
export interface FolderSize {
  bytes: number;
  files: number;
}

/** Takes a folder and returns the total size of the files under it. */
export async function folderSize(dir: string): Promise<FolderSize> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(files.map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size));
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: files.length };
}

/** What one page costs a reader on first load, gzipped: its HTML, its stylesheets, its initial scripts. */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
}

/** Median gzipped weights of a sample of one kind's pages. */
export interface KindWeight extends PageWeight {
  /** Pages sampled. */
  sampled: number;
}

const gzipped = (data: Buffer | string): number => gzipSync(data).length;

/** Attribute values of the tags of one name (`link`, `script`), as `{ attrs }` maps. */
function tags(html: string, name: string): Map<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) => {
    const attrs = new Map<string, string>();
    for (const attr of (match[1] ?? '').matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs.set((attr[1] ?? '').toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    return attrs;
  });
}

/** Static `import … from "x"` and `import "x"` specifiers of a module; dynamic `import()` is left out (loaded on demand). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((m) => m[1] ?? '');
}

/**
 * Measures one built page: its HTML, the stylesheets it links and the scripts it loads at once
 * (`<script src>`, `modulepreload`, and what those import statically), each file gzipped once.
 */
async function pageWeight(dist: string, pageUrl: string): Promise<PageWeight> {
  const html = await readFile(path.join(dist, pageUrl, 'index.html'), 'utf8');
  const resolve = (href: string, from: string): string | null => {
    if (/^[a-z]+:|^\/\//i.test(href)) return null;
    return new URL(href, `https://site.invalid${from}`).pathname;
  };
  const read = (url: string) => readFile(path.join(dist, decodeURIComponent(url))).catch(() => null);

  let css = 0;
  for (const link of tags(html, 'link')) {
    const url = link.get('rel')?.split(/\s+/).includes('stylesheet') ? resolve(link.get('href') ?? '', pageUrl) : null;
    const file = url ? await read(url) : null;
    if (file) css += gzipped(file);
  }

  const scripts = [
    ...tags(html, 'script').map((script) => script.get('src')),
    ...tags(html, 'link')
      .filter((link) => link.get('rel') === 'modulepreload')
      .map((link) => link.get('href')),
  ]
    .flatMap((href) => (href ? [resolve(href, pageUrl)] : []))
    .filter((url): url is string => url !== null);
  const seen = new Set<string>();
  let js = 0;
  for (let url = scripts.pop(); url !== undefined; url = scripts.pop()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await read(url);
    if (!file) continue;
    js += gzipped(file);
    for (const specifier of staticImports(file.toString('utf8'))) {
      const next = resolve(specifier, url);
      if (next) scripts.push(next);
    }
  }
  return { html: gzipped(html), css, js };
}

const median = (values: number[]): number => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Takes the built folder and a URL folder (e.g. `notes`) and returns the median gzipped HTML,
 * CSS and JS of up to `sample` of its pages, spread evenly over the folder's sorted listing.
 */
export async function kindWeight(dist: string, folder: string, sample = 25): Promise<KindWeight> {
  const entries = await readdir(path.join(dist, folder), { withFileTypes: true }).catch(() => []);
  const pages = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const step = Math.max(1, pages.length / sample);
  const picked: string[] = [];
  for (let i = 0; i < pages.length && picked.length < sample; i += step) picked.push(pages[Math.floor(i)] ?? '');
  const weights = await Promise.all(picked.map((page) => pageWeight(dist, `/${folder}/${page}/`)));
  return {
    sampled: weights.length,
    html: median(weights.map((w) => w.html)),
    css: median(weights.map((w) => w.css)),
    js: median(weights.map((w) => w.js)),
  };
}

/** Takes a file and returns its gzipped size in bytes, or null when it does not exist. */
export async function gzippedFile(file: string): Promise<number | null> {
  const data = await readFile(file).catch(() => null);
  return data === null ? null : gzipped(data);
}
