/**
 * `npm run check-links -- --site DIR --vault DIR [--base /] [--list N] [--json]`: for a built site
 * and the vault it was built from, resolves every wiki link and Markdown link of every published
 * note by Obsidian's rule, on its own (src/tools/check-links/, nothing shared with the site's
 * resolver), and compares it with the anchor in the built page. Prints the share of links that
 * disagree and lists the disagreements with their reasons, and any page URL holding an invisible
 * character. Exits 1 when any link disagrees or any URL holds one.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { parseCommandLine } from './command-line.ts';
import { compareNote, pageAnchors, type SiteMap, type Verdict } from '../src/tools/check-links/compare.ts';
import { vaultNames, writtenLinks } from '../src/tools/check-links/obsidian-links.ts';

const USAGE = 'usage: npm run check-links -- --site DIR --vault DIR [--base /] [--list N] [--json]';
const { values } = parseCommandLine(
  {
    options: {
      site: { type: 'string' },
      vault: { type: 'string' },
      base: { type: 'string', default: '/' },
      list: { type: 'string', default: '40' },
      json: { type: 'boolean', default: false },
    },
  },
  USAGE,
);
if (values.site === undefined || values.vault === undefined) {
  console.error(`check-links: name the built site and its vault\n${USAGE}`);
  process.exit(2);
}
const siteDir = path.resolve(values.site);
const vaultDir = path.resolve(values.vault);
const base = values.base.endsWith('/') ? values.base : `${values.base}/`;

/** Every file of the vault as Obsidian lists it, notes (`.md`) and other files apart: hidden files and folders (`.obsidian`, `.trash`) left out. */
async function vaultFiles(dir: string): Promise<{ notes: string[]; others: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort();
  return { notes: files.filter((f) => /\.md$/i.test(f)), others: files.filter((f) => !/\.md$/i.test(f)) };
}

/** A note's aliases from its frontmatter (`aliases:` or `alias:`, a list or `A, B`); none when the YAML does not read. */
function aliasesOf(text: string): string[] {
  const fm = /^---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(text)?.[1];
  if (fm === undefined) return [];
  try {
    const data = load(fm) as Record<string, unknown> | null;
    const value = data?.['aliases'] ?? data?.['alias'];
    if (typeof value === 'string')
      return value
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== '');
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string' && a.trim() !== '') : [];
  } catch {
    return [];
  }
}

const exported = JSON.parse(await readFile(path.join(siteDir, 'knowledge-base.json'), 'utf8')) as {
  pages: Array<{ file: string | null; url: string; stub: boolean }>;
};
const urlByFile = new Map<string, string>();
const fileByUrl = new Map<string, string>();
const stubUrls = new Set<string>();
for (const page of exported.pages) {
  if (page.file === null) stubUrls.add(page.url);
  else {
    urlByFile.set(page.file.normalize('NFC'), page.url);
    fileByUrl.set(page.url, page.file);
  }
}
const site: SiteMap = { urlByFile, fileByUrl, stubUrls };

const { notes: files, others } = await vaultFiles(vaultDir);
const texts = new Map<string, string>();
for (const file of files) texts.set(file, await readFile(path.join(vaultDir, file), 'utf8'));
const names = vaultNames(
  files.map((file) => ({ file: file.normalize('NFC'), aliases: aliasesOf(texts.get(file) ?? '') })),
  others.map((file) => file.normalize('NFC')),
);

const verdicts: Verdict[] = [];
let notes = 0;
for (const file of files) {
  const url = urlByFile.get(file.normalize('NFC'));
  if (url === undefined) continue;
  const html = await readFile(path.join(siteDir, decodeURI(url), 'index.html'), 'utf8').catch(() => '');
  notes++;
  verdicts.push(...compareNote(file.normalize('NFC'), writtenLinks(texts.get(file) ?? ''), pageAnchors(html, base), site, names));
}

const wrong = verdicts.filter((v) => !v.agree);
// Characters that show nothing (an emoji's variation selector, zero-width joiners, byte-order marks) must never reach a URL.
const invisible = exported.pages.filter((p) => /\p{Default_Ignorable_Code_Point}/u.test(p.url)).map((p) => p.url);
const rate = verdicts.length === 0 ? 0 : (100 * wrong.length) / verdicts.length;
if (values.json) {
  process.stdout.write(`${JSON.stringify({ notes, links: verdicts.length, disagreements: wrong.length, rate, wrong, invisible }, null, 1)}\n`);
} else {
  const agreeing = new Map<string, number>();
  for (const v of verdicts) if (v.agree) agreeing.set(v.reason, (agreeing.get(v.reason) ?? 0) + 1);
  console.log(
    `check-links: ${verdicts.length} links in ${notes} published notes of ${files.length}; ${wrong.length} disagree with Obsidian (${rate.toFixed(2)}%)`,
  );
  console.log(`  agreeing: ${[...agreeing].map(([reason, n]) => `${n} ${reason}`).join(', ')}`);
  if (invisible.length > 0) console.log(`  ${invisible.length} page URLs hold an invisible character, e.g. ${JSON.stringify(invisible[0])}`);
  const limit = Number(values.list);
  for (const v of wrong.slice(0, limit)) console.log(`  ${v.file}:${v.line}  ${v.raw}  ${v.reason}`);
  if (wrong.length > limit) console.log(`  … and ${wrong.length - limit} more (--list N shows more, --json all)`);
}
process.exitCode = wrong.length > 0 || invisible.length > 0 ? 1 : 0;
