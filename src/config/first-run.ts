// A first configuration for a vault (`npm run init -- <vault>`): its title and language guessed
// from the vault, its address from the project's GitHub remote, written as commented YAML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { franc } from 'franc-min';
import matter from 'gray-matter';
import { scanContent } from '../pipeline/read/read.ts';
import { scriptLang } from '../core/script-lang.ts';

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
 * Takes some prose of the vault; returns its language as a BCP 47 tag, `en` when unsure: `zh`, `ja`
 * or `ko` when at least half its letters are Han, kana or Hangul (the rule pages are marked by),
 * else franc's ISO 639-3 guess canonicalised by Intl (`cmn` → `zh`).
 */
export function languageOf(text: string): string {
  const script = scriptLang(text, text.length);
  if (script !== undefined) return script;
  const code = franc(text, { minLength: 40 });
  if (code === 'und') return 'en';
  try {
    return Intl.getCanonicalLocales(code)[0] ?? 'en';
  } catch {
    return 'en';
  }
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

/** Takes a vault folder; returns some of its notes' prose (`proseOf`, without frontmatter) for `languageOf`. */
export async function sampleText(vault: string): Promise<string> {
  const { pages } = await scanContent(vault);
  let text = '';
  for (const file of pages) {
    if (text.length >= SAMPLE_CHARS) break;
    const raw = await readFile(path.join(vault, file), 'utf8').catch(() => '');
    let body = raw;
    try {
      body = matter(raw).content;
    } catch {
      // A file whose frontmatter does not parse still has text worth reading.
    }
    text += `${proseOf(body).replace(/\s+/g, ' ').trim()}\n`;
  }
  return text.slice(0, SAMPLE_CHARS);
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
