import type { ContentPath } from '../../schemas/brand.ts';
import { readFiles } from '../read/read.ts';
import { type ParseOptions, parseHere } from './parse-all.ts';
import type { ParsedFile } from './parse-file.ts';
import { listContent, readAndParse, readFailuresInVault, type ReadAndParseResult, withFilePages } from './read-and-parse.ts';
import { compare } from '../finding.ts';
import { PREAMBLE_FILE, preambleFindings, readPreamble } from './math-preamble.ts';

/** More changed files than this, and reading them one by one costs more than reading the folder again (a checkout, a sync). */
const MAX_CHANGED = 200;

/**
 * The read of `contentDir` as it now is, from its previous read and the content paths whose files
 * changed since (saved, added or removed): the folder is listed again, but only the changed files
 * and those new to the listing are read and parsed; every other page keeps its previous parse.
 * Equal to `readAndParse` of the folder now, as long as every file whose content changed is in
 * `changed` (the dev server's watcher reports each save). Many changes read the whole folder.
 * The changed files are parsed here, without the parse cache: a cache pass over a few files would
 * drop every other entry from it.
 */
export async function rereadChanged(
  contentDir: string,
  options: ParseOptions & { exclude?: readonly string[] | undefined },
  previous: ReadAndParseResult,
  changed: ReadonlySet<ContentPath>,
): Promise<ReadAndParseResult> {
  // A changed preamble changes any formula: every note is parsed again.
  if (changed.size > MAX_CHANGED || changed.has(PREAMBLE_FILE)) return readAndParse(contentDir, options);
  const listing = await listContent(contentDir, options.exclude ?? []);
  const before = new Map<ContentPath, ParsedFile>(previous.parsed.map((p) => [p.file, p]));
  const failedBefore = new Set(previous.fileFindings.flatMap((f) => (f.file === null ? [] : [f.file])));
  // A file read before without a parse (undecodable, unreadable) is read again: it may be fixed.
  const toRead = listing.pages.filter((p) => changed.has(p) || !before.has(p) || failedBefore.has(p));
  const reading = new Set<string>(toRead);
  const { files, findings: read, binary } = await readFiles(contentDir, toRead);
  const mathPreamble = await readPreamble(contentDir);
  const fresh = new Map<ContentPath, ParsedFile>(parseHere(files, { mathPreamble }).map((p) => [p.file, p]));
  const listed = new Set<string>(listing.pages);
  const notes = listing.pages.flatMap((p) => {
    const found = reading.has(p) ? fresh.get(p) : before.get(p);
    return found === undefined ? [] : [found];
  });
  const kept = previous.fileFindings.filter((f) => f.file !== null && listed.has(f.file) && !reading.has(f.file));
  const fileFindings = readFailuresInVault([...kept, ...read], notes);
  // The pages of linked text files are made again each time: the files and the links to them may have changed.
  const parsed = await withFilePages(contentDir, notes, listing.attachments);
  // Binary files read before and not now stay published as files to download.
  const keptBinary = previous.attachments.filter((a) => listed.has(a) && !reading.has(a));
  return {
    parsed,
    findings: [...listing.findings, ...(mathPreamble === undefined ? [] : preambleFindings(mathPreamble)), ...fileFindings],
    fileFindings,
    attachments: [...listing.attachments, ...keptBinary, ...binary].sort(compare),
    read: files.length,
    cached: 0,
    cacheWritten: Promise.resolve(),
  };
}
