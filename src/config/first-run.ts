// A first configuration for a vault (`npm run init -- <vault>`): its title and language guessed
// from the vault, its address from the project's GitHub remote, written as commented YAML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { scanContent } from '../pipeline/read/read.ts';
import { textLanguage } from '../pipeline/parse/text-lang.ts';

/** What `configText` writes. */
export interface FirstConfig {
  title: string;
  lang: string;
  url: string;
  /** The content folder as the configuration names it (relative to the configuration file). */
  content: string;
  /** Whether links to notes not written yet become stub pages (an Obsidian vault's usual state). */
  allowMissing: boolean;
}

/** Takes a vault folder's name (`my_research-notes`); returns a title for the site (`My research notes`). */
export function titleFromFolder(folder: string): string {
  const words = folder.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (words === '') return 'Research notes';
  return words === words.toLowerCase() ? `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}` : words;
}

/**
 * Takes some prose of the vault; returns its language as a BCP 47 tag, `en` when unsure: the
 * language of the script at least half its letters are written in (`textLanguage`: `zh`, `ja`,
 * `ko`, `he`, `th`, `el`, …), for a Latin, Arabic, Cyrillic or Devanagari text franc's guess.
 */
export function languageOf(text: string): string {
  return textLanguage(text, text.length) ?? 'en';
}

/** Takes a git remote URL; returns the GitHub Pages address of that repository, or `undefined` when it is not on GitHub. */
export function githubPagesUrl(remote: string): string | undefined {
  const match = /github\.com[:/]([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(remote.trim());
  if (!match) return undefined;
  const [, user = '', repo = ''] = match;
  // A repository named <user>.github.io is served at the root of that address.
  return repo.toLowerCase() === `${user.toLowerCase()}.github.io` ? `https://${repo.toLowerCase()}/` : `https://${user.toLowerCase()}.github.io/${repo}/`;
}

/** Most characters of the vault read to guess its language: enough for franc, quick on a large vault. */
const SAMPLE_CHARS = 60_000;

// What is not prose: code, math, HTML, URLs and link targets are mostly Latin letters whatever
// language a vault is written in, and would outweigh the notes' own words.
const NOT_PROSE: readonly RegExp[] = [
  /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm,
  /\$\$[\s\S]*?\$\$/g,
  /`[^`\n]*`/g,
  /\$[^$\n]+\$/g,
  /%%[\s\S]*?%%/g,
  /<[^>\n]*>/g,
  /!?\[\[[^\]\n]*\]\]/g,
  /\]\([^)\n]*\)/g,
  /[a-z][a-z\d+.-]*:\/\/\S+/gi,
  /(?<![\p{L}\p{N}])#[\p{L}\p{N}_/-]+/gu,
  /[#*_>`[\]()|=~-]+/g,
];

/** Takes a note's Markdown body; returns its prose: the text with code, math, HTML, URLs, links and tags taken out. */
export function proseOf(body: string): string {
  return NOT_PROSE.reduce((text, pattern) => text.replace(pattern, ' '), body);
}

/** How many notes `sampleText` reads at most: spread over the vault, quick on a large one. */
const SAMPLE_FILES = 2000;

const READ_BATCH = 64;

/** The prose of one note of the vault (`proseOf` of its body, spaces squeezed); `''` when it cannot be read. */
async function proseOfFile(vault: string, file: string): Promise<string> {
  const raw = await readFile(path.join(vault, file), 'utf8').catch(() => '');
  let body = raw;
  try {
    body = matter(raw).content;
  } catch {
    // A file whose frontmatter does not parse still has text worth reading.
  }
  return proseOf(body).replace(/\s+/g, ' ').trim();
}

/** Takes a list; returns at most `n` of its items, evenly spread from its first to its last. */
export function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);
}

/**
 * Takes a vault folder; returns some of its notes' prose (`proseOf`, without frontmatter) for
 * `languageOf`: the same share of the prose of each of up to `SAMPLE_FILES` notes spread evenly
 * over the vault in path order, so every folder and note counts by its size (a vault whose first
 * folder is in English and the rest in Hebrew reads as Hebrew).
 */
export async function sampleText(vault: string): Promise<string> {
  const { pages } = await scanContent(vault);
  const chosen = spread(pages, SAMPLE_FILES);
  const proses: string[] = [];
  // A few files at a time: thousands open at once would run out of file descriptors.
  for (let start = 0; start < chosen.length; start += READ_BATCH) {
    proses.push(...(await Promise.all(chosen.slice(start, start + READ_BATCH).map((file) => proseOfFile(vault, file)))));
  }
  // Each note gives the same share of its prose, so the sample keeps the vault's proportions.
  const total = proses.reduce((sum, prose) => sum + prose.length, 0);
  const share = Math.min(1, SAMPLE_CHARS / Math.max(1, total));
  return proses
    .map((prose) => prose.slice(0, Math.ceil(prose.length * share)))
    .filter((prose) => prose !== '')
    .join('\n');
}

/** Takes the guessed settings; returns `site.config.yaml`'s text, each setting with a line on what it does. */
export function configText(config: FirstConfig): string {
  const quote = (text: string): string => JSON.stringify(text);
  return [
    "# The site's configuration. Every setting, its default and the env variable that overrides it",
    '# are listed in docs/configuration.md. Paths are relative to this file.',
    '',
    '# The name of the collection, in the header, every page title and the feed.',
    `title: ${quote(config.title)}`,
    '',
    '# The address the site is served at; its path is the base path (GitHub Pages: https://<user>.github.io/<repo>/).',
    `url: ${config.url}`,
    '',
    '# The language of the pages (HTML lang, search, feed), guessed from the notes.',
    `lang: ${config.lang}`,
    '',
    '# The folder of Markdown files.',
    `content: ${quote(config.content)}`,
    '',
    '# Links to notes not written yet become "not yet written" pages instead of errors.',
    `allowMissing: ${String(config.allowMissing)}`,
    '',
    '# Folders or globs of the vault never published (the templates folder is left out already).',
    '# exclude: [Private, "**/drafts"]',
    '',
    "# A line under every page, and a stylesheet applied after the site's own (like publish.css).",
    '# footer: Text under CC BY 4.0',
    '# customCss: publish.css',
    '',
  ].join('\n');
}
