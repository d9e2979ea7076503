/**
 * Obsidian's link rule, written out on its own for the link checker (`scripts/check-links.ts`) so
 * that the site's resolver can be compared with it: nothing here is shared with
 * `src/pipeline/resolve/`. Kept deliberately plain: exact path, file name, path suffix, alias.
 */
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { namesByExtension } from '../../core/page-source.ts';

/** One link as written in a note. */
export interface WrittenLink {
  /** 1-based line in the file. */
  line: number;
  /** The link as written, e.g. `[[Note#Heading|shown]]` or `[text](Note.md)`. */
  raw: string;
  /** The path part, without `#…` and `|…` (decoded for a Markdown link); `''` for a link within the note. */
  linkpath: string;
  /** The text the reader sees: the shown text, else Obsidian's `Note > Heading`. */
  text: string;
  markdown: boolean;
  embed: boolean;
}

/** A vault's notes by the names Obsidian resolves links with. */
export interface VaultNames {
  /** Lower-cased path without `.md` → the note's path. */
  byPath: Map<string, string>;
  /** Lower-cased file name without `.md` → the notes' paths. */
  byName: Map<string, string[]>;
  /** Lower-cased alias → the first note (in path order) that lists it. */
  byAlias: Map<string, string>;
  /** The vault's other files (code, data, any file but notes), lower-cased path → path. */
  filesByPath: Map<string, string>;
  /** Lower-cased file name with its extension → the files' paths. */
  filesByName: Map<string, string[]>;
}

const lower = (text: string): string => text.normalize('NFC').toLowerCase();
const stem = (file: string): string => file.replace(/\.md$/i, '');

/** Indexes the notes of a vault (content paths ending in `.md`, with their aliases) and its other files (content paths). */
export function vaultNames(notes: ReadonlyArray<{ file: string; aliases: readonly string[] }>, files: readonly string[] = []): VaultNames {
  const names: VaultNames = { byPath: new Map(), byName: new Map(), byAlias: new Map(), filesByPath: new Map(), filesByName: new Map() };
  for (const file of [...files].sort()) {
    names.filesByPath.set(lower(file), file);
    const name = lower(file.split('/').pop() ?? '');
    names.filesByName.set(name, [...(names.filesByName.get(name) ?? []), file]);
  }
  for (const { file, aliases } of [...notes].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    names.byPath.set(lower(stem(file)), file);
    const name = lower(stem(file).split('/').pop() ?? '');
    names.byName.set(name, [...(names.byName.get(name) ?? []), file]);
    for (const alias of aliases) if (!names.byAlias.has(lower(alias.trim()))) names.byAlias.set(lower(alias.trim()), file);
  }
  return names;
}

const folder = (file: string): string => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/**
 * The note a link opens, by Obsidian's rule, from the note `from`: a path relative to `from`'s
 * folder (`./`, `../`, and any Markdown link), the exact path from the vault's top, then the file
 * name among notes whose path ends as written: the one in `from`'s folder, else the shortest
 * path; then an alias. `undefined` when nothing has that name.
 */
export function obsidianTarget(link: WrittenLink, from: string, names: VaultNames): string | undefined {
  const written = stem(link.linkpath.trim());
  if (written === '') return from;
  const tries = link.markdown || /^\.\.?\//.test(written) ? [path.posix.join(folder(from), written), written] : [written];
  // A file that is no note (`[[Program.cs]]`) is opened by its path, then by its name, before a note named so (`Vue.js.md`).
  if (namesByExtension(link.linkpath)) {
    for (const candidate of tries) {
      const exact = names.filesByPath.get(lower(candidate.replace(/^\//, '')));
      if (exact) return exact;
    }
    const tail = `/${lower(written.replace(/^\//, ''))}`;
    const same = names.filesByName.get(lower(written.split('/').pop() ?? '')) ?? [];
    const file = same.find((f) => `/${lower(f)}`.endsWith(tail)) ?? same[0];
    if (file) return file;
  }
  for (const candidate of tries) {
    const exact = names.byPath.get(lower(candidate.replace(/^\//, '')));
    if (exact) return exact;
  }
  const name = lower(written.split('/').pop() ?? '');
  const tail = `/${lower(written.replace(/^\//, ''))}`;
  const files = (names.byName.get(name) ?? []).filter((f) => `/${lower(stem(f))}`.endsWith(tail));
  if (files.length > 0) {
    const here = folder(from);
    const ranked = [...files].sort(
      (a, b) => Number(folder(b) === here) - Number(folder(a) === here) || a.split('/').length - b.split('/').length || a.length - b.length || (a < b ? -1 : 1),
    );
    return ranked[0];
  }
  return names.byAlias.get(lower(written));
}

// Everything a link cannot be found in: code blocks (`codeLines`), inline code, Obsidian and HTML comments.
const INLINE_CODE_RE = /(`+)(?:(?!\1)[\s\S])*?\1/g;
// A closed pair of brackets inside is the link's (`[[Note#Step [x]]]`, a heading that holds one), and
// so is a single bracket (`[[Note|a [draft copy]]`); `[[` and `]]` are not.
const WIKI_RE = /(!?)\[\[((?:\[[^[\]\n]*\]|\[(?!\[)|\](?!\])|[^[\]\n])+?)\]\]/g;
// A destination may hold balanced parentheses, as CommonMark reads it: `[x](Notes%20(Draft).md)`.
const MARKDOWN_RE = /(!?)\[([^\]\n]*)\]\((<[^>\n]+>|(?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"\n]*")?\)/g;
const EXTERNAL_RE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
// Files a link shows as what they are (a picture, a player, a document to open): not compared here.
const MEDIA_RE = /\.(?:png|jpe?g|gif|svg|webp|avif|bmp|pdf|mp3|m4a|flac|mp4|webm|ogv|mkv|mov|wav|ogg|zip|xlsx?|docx?|pptx?|canvas|base|excalidraw)$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Obsidian's text for a link without shown text: the path without `.md`, then each heading after ` > `. */
function shownText(linkpath: string, heading: string | undefined): string {
  const parts = (heading ?? '')
    .split('#')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return [stem(linkpath.trim()), ...parts].filter((p) => p !== '').join(' > ');
}

const commonMark = unified().use(remarkParse).freeze();

/**
 * The 1-based lines of `body` that are code blocks, fenced or indented (a tab or four spaces after a
 * blank line, also in a quote or list), as CommonMark reads them: by remark's parser, not by a line
 * pattern, so an indented line that continues a paragraph stays text.
 */
function codeLines(body: string): Set<number> {
  const lines = new Set<number>();
  visit(commonMark.parse(body), 'code', (node) => {
    const { start, end } = node.position ?? { start: { line: 0 }, end: { line: -1 } };
    for (let line = start.line; line <= end.line; line++) lines.add(line);
  });
  return lines;
}

/**
 * The links to notes and files written in a note's text (frontmatter, code and comments left out),
 * in order. Links to media and documents (images, PDFs, sounds) and web addresses are left out.
 */
export function writtenLinks(text: string): WrittenLink[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: WrittenLink[] = [];
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*$/.test(l));
    if (end > 0) start = end + 1;
  }
  const inCode = codeLines(lines.slice(start).join('\n'));
  let comment = false;
  for (let i = start; i < lines.length; i++) {
    if (inCode.has(i - start + 1)) continue;
    let line = lines[i] ?? '';
    // `%%` and `<!-- -->` comments, which may span lines.
    let kept = '';
    let rest = line.replace(INLINE_CODE_RE, (code) => ' '.repeat(code.length));
    while (rest !== '') {
      if (comment) {
        const close = /%%|-->/.exec(rest);
        if (!close) {
          rest = '';
          break;
        }
        rest = rest.slice(close.index + close[0].length);
        comment = false;
        continue;
      }
      const open = /%%|<!--/.exec(rest);
      if (!open) {
        kept += rest;
        break;
      }
      kept += rest.slice(0, open.index);
      rest = rest.slice(open.index + open[0].length);
      comment = true;
    }
    line = kept;
    for (const m of line.matchAll(WIKI_RE)) {
      const inner = m[2] ?? '';
      const bar = inner.search(/\\?\|/);
      const target = (bar >= 0 ? inner.slice(0, bar) : inner).replace(/\\$/, '');
      const shown = bar >= 0 ? inner.slice(bar).replace(/^\\?\|/, '') : undefined;
      const hash = target.indexOf('#');
      const linkpath = hash >= 0 ? target.slice(0, hash) : target;
      const heading = hash >= 0 ? target.slice(hash + 1) : undefined;
      if (MEDIA_RE.test(linkpath.trim())) continue;
      const text =
        shown?.trim() ||
        (linkpath.trim() === ''
          ? (heading
              ?.split('#')
              .filter((p) => p.trim() !== '')
              .pop()
              ?.trim() ?? '')
          : shownText(linkpath, heading));
      out.push({ line: i + 1, raw: m[0], linkpath, text, markdown: false, embed: m[1] === '!' });
    }
    for (const m of line.matchAll(MARKDOWN_RE)) {
      const url = (m[3] ?? '').replace(/^<|>$/g, '');
      if (url === '' || EXTERNAL_RE.test(url)) continue;
      const hash = url.indexOf('#');
      const linkpath = decode(hash >= 0 ? url.slice(0, hash) : url);
      if (MEDIA_RE.test(linkpath.trim()) || (linkpath === '' && hash < 0)) continue;
      out.push({ line: i + 1, raw: m[0], linkpath, text: (m[2] ?? '').trim(), markdown: true, embed: m[1] === '!' });
    }
  }
  return out;
}
