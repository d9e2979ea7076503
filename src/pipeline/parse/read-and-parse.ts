import type { ContentPath } from '../../schemas/brand.ts';
import type { FileIndex } from '../../schemas/file-index.ts';
import type { Finding } from '../../schemas/finding.ts';
import { parseAll, type ParseOptions } from './parse-all.ts';
import { ParseCache } from './parse-cache.ts';
import type { ParsedFile } from './parse-file.ts';
import { knownFiles, statFiles } from '../read/read-known.ts';
import { readFiles, scanContent } from '../read/read.ts';
import { ignoredFolders, ignoresCase, inFolders } from '../read/vault-settings.ts';
import { settings } from '../../config/settings.ts';

/** What reading and parsing a content folder gives: the parses in content path order and the problems met reading. */
export interface ReadAndParseResult {
  parsed: ParsedFile[];
  findings: Finding[];
  /** The attachment files the pages may link (see `scanContent`). */
  attachments: ContentPath[];
  /** Files read from disk this time, and files whose parse came from the cache (read or not). */
  read: number;
  cached: number;
}

/**
 * Reads and parses the Markdown files of `contentDir`, but for the vault's templates folder and the
 * folders and globs the configuration's `exclude` lists (see `ignoredFolders`). With a parse cache, a file whose size and
 * modification time match the cache's index of the last build is not read at all: its parse comes
 * from the cache by the key the index recorded (at 15,000 pages a rebuild then reads one file, not
 * 77 MB). `onRead` is called when reading ends, before parsing.
 */
export async function readAndParse(
  contentDir: string,
  options: ParseOptions & { exclude?: readonly string[] | undefined },
  onRead: (read: number, unchanged: number) => void = () => undefined,
): Promise<ReadAndParseResult> {
  // Templates and folders the author leaves out are not content: neither their pages nor their attachments.
  const ignored = await ignoredFolders(contentDir, options.exclude ?? settings.exclude);
  const scanned = await scanContent(contentDir);
  const foldCase = ignored.length > 0 && (await ignoresCase(contentDir));
  const kept = (p: ContentPath): boolean => !inFolders(p, ignored, foldCase);
  const listing = { ...scanned, pages: scanned.pages.filter(kept), attachments: scanned.attachments.filter(kept) };
  const paths = listing.pages;
  const cache = options.cacheDir === undefined ? undefined : await ParseCache.open(options.cacheDir);
  const stats = cache ? await statFiles(contentDir, paths) : [];
  const known = cache ? knownFiles(paths, stats, await cache.readIndex()) : new Map();
  const unknownRead = await readFiles(
    contentDir,
    paths.filter((p) => !known.has(p)),
  );
  onRead(unknownRead.files.length, known.size);

  // The known files' parses; one whose entry has gone is read after all.
  const knownPaths = [...known.keys()];
  const entries = cache ? await cache.load(knownPaths.map((p) => known.get(p)?.key ?? '')) : [];
  const fromIndex = new Map<ContentPath, { key: string; parsed: ParsedFile }>();
  knownPaths.forEach((p, i) => {
    const parsed = entries[i];
    const key = known.get(p)?.key;
    if (parsed && key !== undefined) fromIndex.set(p, { key, parsed });
  });
  const lost = await readFiles(
    contentDir,
    knownPaths.filter((p) => !fromIndex.has(p)),
  );
  const files = [...unknownRead.files, ...lost.files];
  const keepKeys = new Set([...fromIndex.values()].map((entry) => entry.key));
  const { parsed: fresh, cached, keys } = await parseAll(files, { ...options, keepKeys });

  const byPath = new Map<ContentPath, ParsedFile>(fromIndex.entries().map(([p, entry]) => [p, entry.parsed]));
  files.forEach((file, i) => {
    const parsed = fresh[i];
    if (parsed) byPath.set(file.path, parsed);
  });
  if (cache) {
    const index: FileIndex = { savedAt: Date.now(), files: {} };
    const keyOf = new Map<ContentPath, string>([
      ...fromIndex.entries().map(([p, entry]): [ContentPath, string] => [p, entry.key]),
      ...files.map((f, i): [ContentPath, string] => [f.path, keys[i] ?? '']),
    ]);
    paths.forEach((p, i) => {
      const s = stats[i];
      const key = keyOf.get(p);
      if (s && key !== undefined) index.files[p] = { size: s.size, mtimeMs: s.mtimeMs, key };
    });
    await cache.writeIndex(index);
  }
  return {
    parsed: paths.flatMap((p) => byPath.get(p) ?? []),
    findings: [...listing.findings, ...unknownRead.findings, ...lost.findings],
    attachments: listing.attachments,
    read: files.length,
    cached: cached + fromIndex.size,
  };
}
