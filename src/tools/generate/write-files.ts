import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { kindFolder } from '../../pipeline/resolve/slug.ts';
import { PageKindSchema } from '../../schemas/brand.ts';

/** The folders a generated corpus consists of. */
const KIND_FOLDERS = PageKindSchema.options.map((kind) => kindFolder(kind));

/**
 * Makes `out` ready for a corpus: creates it, or (with `force`) empties one that holds only the
 * kind folders a previous run wrote. Throws, naming the folder, when it holds anything else, so
 * that a mistyped `--out` never deletes an author's files.
 */
export async function prepareOutput(out: string, force: boolean): Promise<void> {
  const entries = await readdir(out).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) {
    const foreign = entries.filter((entry) => !KIND_FOLDERS.includes(entry));
    if (foreign.length > 0) {
      throw new Error(
        `${out} holds files that are not a generated corpus (${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}); choose an empty or new folder for --out`,
      );
    }
    if (!force) throw new Error(`${out} already holds a corpus; pass --force to replace it, or choose a new folder for --out`);
    await Promise.all(entries.map((entry) => rm(path.join(out, entry), { recursive: true, force: true })));
  }
  await Promise.all(KIND_FOLDERS.map((folder) => mkdir(path.join(out, folder), { recursive: true })));
}

/**
 * Writes files as they are produced, with at most `concurrency` writes in flight, so a large
 * corpus never sits in memory whole. Takes the folder and an iterable of `[relative path, text]`;
 * returns the number of bytes written.
 */
export async function writeStream(out: string, files: Iterable<readonly [string, string]>, concurrency = 32): Promise<number> {
  const iterator = files[Symbol.iterator]();
  let bytes = 0;
  const worker = async (): Promise<void> => {
    for (let step = iterator.next(); !step.done; step = iterator.next()) {
      const [file, text] = step.value;
      bytes += Buffer.byteLength(text);
      await writeFile(path.join(out, file), text);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return bytes;
}
