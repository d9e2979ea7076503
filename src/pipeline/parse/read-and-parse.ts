import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { parseAll, type ParseOptions } from './parse-all.ts';
import { parseFile, type ParsedFile } from './parse-file.ts';
import { linkedFiles, readFilePages } from '../read/file-pages.ts';
import { type ContentListing, isBaseFile, readFiles, scanContent } from '../read/read.ts';
import { compare, finding } from '../finding.ts';
import { preambleFindings, readPreamble } from './math-preamble.ts';
import { ignoredFolders, ignoresCase, inFolders, type TemplatesFolder, templatesFolders } from '../read/vault-settings.ts';

/** What reading and parsing a content folder gives: the parses in content path order and the problems met reading. */
export interface ReadAndParseResult {
  parsed: ParsedFile[];
  /** Every problem met: the listing's, then the files' (`fileFindings`). */
  findings: Finding[];
  /** The problems met reading single files (each names its file): what a re-read of changed files replaces. */
  fileFindings: Finding[];
  /** The attachment files the pages may link (see `scanContent`). */
  attachments: ContentPath[];
  /** Files read from disk, and how many of them had their parse in the cache. */
  read: number;
  cached: number;
  /** The parse cache's new entries being written (`ParseAllResult.cacheWritten`): to await before the process ends. */
  cacheWritten: Promise<void>;
}

/** The content folder's listing: its pages and attachments, less the templates folder and what the configuration excludes. */
export async function listContent(contentDir: string, exclude: readonly string[]): Promise<ContentListing> {
  // Templates and folders the author leaves out are not content: neither their pages nor their attachments.
  const ignored = await ignoredFolders(contentDir, exclude);
  const scanned = await scanContent(contentDir);
  const foldCase = ignored.length > 0 && (await ignoresCase(contentDir));
  const kept = (p: ContentPath): boolean => !inFolders(p, ignored, foldCase);
  // A base is no template: kept in the templates folder (where vaults keep the bases their notes embed), left out only where `exclude` says.
  const excluded = exclude.map((e) => e.replace(/^\/+|\/+$/g, ''));
  const keptPage = (p: ContentPath): boolean => kept(p) || (isBaseFile(p) && !inFolders(p, excluded, foldCase));
  const templates = templatesFindings(await templatesFolders(contentDir), scanned.pages, foldCase);
  return { ...scanned, pages: scanned.pages.filter(keptPage), attachments: scanned.attachments.filter(kept), findings: [...scanned.findings, ...templates] };
}

/**
 * The infos that say what of the templates was left out and why: each templates folder, with how
 * many pages it holds; then, for each setting that names template files, those that lie outside
 * every templates folder (one inside is said with its folder).
 */
function templatesFindings(templates: readonly TemplatesFolder[], pages: readonly ContentPath[], foldCase: boolean): Finding[] {
  const notes = pages.filter((p) => !isBaseFile(p));
  const folders = templates.filter((t) => t.kind === 'folder');
  const inFolder = (p: ContentPath): boolean =>
    inFolders(
      p,
      folders.map((t) => t.folder),
      foldCase,
    );
  const found = folders.map((t) => {
    const count = notes.filter((p) => inFolders(p, [t.folder], foldCase)).length;
    const cased = t.written.replace(/^\/+|\/+$/g, '') === t.folder ? '' : ` (written "${t.written}", the folder's case on disk)`;
    const message = `left out ${count} page(s) in the templates folder "${t.folder}"${cased}, which ${t.setting} names; to publish them, change that setting or move the files`;
    return finding('info', 'templates-folder', null, null, message);
  });
  const bySetting = new Map<string, string[]>();
  for (const t of templates.filter((t) => t.kind === 'file')) {
    const files = notes.filter((p) => !inFolder(p) && inFolders(p, [t.folder], foldCase));
    if (files.length > 0) bySetting.set(t.setting, [...(bySetting.get(t.setting) ?? []), ...files]);
  }
  for (const [setting, files] of bySetting) {
    const listed = [...new Set(files)].map((f) => `"${f}"`).join(', ');
    found.push(
      finding(
        'info',
        'templates-folder',
        null,
        null,
        `left out the template file(s) ${listed}, which ${setting} names; to publish one, take it out of that setting`,
      ),
    );
  }
  return found;
}

// What reading a file that is not a note reports (src/pipeline/read/read.ts).
const READ_FAILURES = new Set(['binary-file', 'not-utf8', 'unreadable-file']);

/**
 * The read findings as a collection states them: in a vault (a collection with notes without
 * `kind`), a file that cannot be read as a note is a warning, since no single file stops a vault;
 * in a collection of the research format it stays an error.
 */
export function readFailuresInVault(findings: readonly Finding[], parsed: readonly ParsedFile[]): Finding[] {
  if (!parsed.some((p) => p.vault)) return [...findings];
  return findings.map((f) =>
    f.severity === 'error' && READ_FAILURES.has(f.code) ? { ...f, severity: 'warning', message: `${f.message} (the rest of the vault is published)` } : f,
  );
}

/**
 * The parsed notes with a page for each text file they link (`linkedFiles`: code, data, plain
 * text), parsed from its page's Markdown, all in content path order. Obsidian opens such a file
 * when its link is followed; the site shows it on its page.
 */
export async function withFilePages(contentDir: string, notes: ParsedFile[], attachments: readonly string[]): Promise<ParsedFile[]> {
  // Only published notes make a file a page: a file linked from a private note or a draft alone stays unpublished.
  const linking = notes.filter((note) => note.visibility === undefined);
  const files = await readFilePages(contentDir, linkedFiles(linking, attachments));
  if (files.length === 0) return notes;
  return [...notes, ...files.map((f) => parseFile(f.path, f.text))].sort((a, b) => compare(a.file, b.file));
}

/**
 * Reads and parses the Markdown files of `contentDir`, but for the vault's templates folder and the
 * folders and globs the configuration's `exclude` lists (see `ignoredFolders`). Every file is read:
 * what a page says (whether it is private above all) is decided from its content, never from its
 * size and modification time, which an edit can keep (`touch -r`). With a parse cache, a file whose
 * content hash is unchanged is not parsed again (see `ParseCache`). `onRead` is called when reading
 * ends, before parsing.
 */
export async function readAndParse(
  contentDir: string,
  options: ParseOptions & { exclude?: readonly string[] | undefined },
  onRead: (read: number) => void = () => undefined,
): Promise<ReadAndParseResult> {
  const listing = await listContent(contentDir, options.exclude ?? []);
  const { files, findings: read, binary } = await readFiles(contentDir, listing.pages);
  onRead(files.length);
  const mathPreamble = await readPreamble(contentDir);
  const { parsed: notes, cached, cacheWritten } = await parseAll(files, options, { mathPreamble });
  const findings = readFailuresInVault(read, notes);
  const parsed = await withFilePages(contentDir, notes, listing.attachments);
  return {
    parsed,
    findings: [...listing.findings, ...(mathPreamble === undefined ? [] : preambleFindings(mathPreamble)), ...findings],
    fileFindings: findings,
    attachments: [...listing.attachments, ...binary].sort(compare),
    read: files.length,
    cached,
    cacheWritten,
  };
}
