import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type HTMLElement } from 'node-html-parser';

/** The project root (two folders above this file). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What a run of a script (most often the build) printed and how it ended. */
export interface BuildRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The render stage's counts as the build prints them: `render (Astro) … 6 pages rendered, 294 reused`. */
export function renderCounts(run: BuildRun): { rendered: number; reused: number } {
  const match = /render \(Astro\).*?(\d+) pages rendered, (\d+) reused/.exec(run.stdout);
  if (!match) throw new Error(`the build printed no render counts:\n${run.stdout}`);
  return { rendered: Number(match[1]), reused: Number(match[2]) };
}

/** Runs `scripts/build.ts` with `args` and extra `env` (e.g. CONTENT_DIR) in the project root; never throws on a failing build. */
export function runBuild(args: string[], env: Record<string, string> = {}): Promise<BuildRun> {
  return runScript('scripts/build.ts', args, env);
}

/** Runs a script of `scripts/` (path from the project root) with `args` and extra `env` in the project root, as npm would; never throws on a failing run. */
export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<BuildRun> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, script, ...args],
      { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The parsed HTML of the page at a site URL such as `/notes/x/` in the built folder `dist`. */
export async function readPage(dist: string, url: string): Promise<HTMLElement> {
  return parse(await readFile(join(dist, url, 'index.html'), 'utf8'));
}

/** The section whose h2 starts with `heading` (sections are the article's `section` elements); throws when none does. */
export function sectionTitled(page: HTMLElement, heading: string): HTMLElement {
  const section = page.querySelectorAll('section').find((candidate) => candidate.querySelector('h2')?.text.trim().startsWith(heading) === true);
  if (!section) throw new Error(`no section headed "${heading}"`);
  return section;
}

/** The hrefs of the links inside an element. */
export function linkHrefs(element: HTMLElement): string[] {
  return element.querySelectorAll('a[href]').map((a) => a.getAttribute('href') ?? '');
}

/** The site-internal target of an href (path without query or fragment), or `null` for external, mail and fragment-only links. */
export function internalPath(href: string): string | null {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 0 ? path : null;
}

// Astro writes every attribute double-quoted, so a pattern finds the links of a page several
// times faster than a full parse; the walk has to stay quick over thousands of pages.
const LINK_HREF = /<(?:a|link)\s[^>]*?\bhref="([^"]*)"/g;

/** The hrefs of every `<a>` and `<link>` in an HTML document, entities decoded. */
export function hrefsIn(html: string): string[] {
  return [...html.matchAll(LINK_HREF)].map((match) =>
    (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/** Checks every internal link and stylesheet of every HTML page under `dist`; returns `page: href` for each one that points nowhere. */
export async function brokenLinks(dist: string): Promise<{ pages: number; links: number; broken: string[] }> {
  const files = new Set(await listFiles(dist));
  const pages = [...files].filter((file) => file.endsWith('.html'));
  const broken: string[] = [];
  let links = 0;
  for (const file of pages) {
    const base = `https://site.invalid/${file.replace(/index\.html$/, '')}`;
    for (const href of hrefsIn(await readFile(join(dist, file), 'utf8'))) {
      const path = internalPath(href);
      if (path === null) continue;
      links += 1;
      const target = decodeURIComponent(new URL(path, base).pathname.slice(1));
      const exists = target === '' || target.endsWith('/') ? files.has(`${target}index.html`) : files.has(target);
      if (!exists) broken.push(`/${file}: ${href}`);
    }
  }
  return { pages: pages.length, links, broken };
}
