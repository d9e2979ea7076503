import path from 'node:path';

/** The last part of a path, case folded (NFC), as Obsidian compares file names. */
const foldedName = (file: string): string => (file.split('/').pop() ?? file).normalize('NFC').toLowerCase();

/**
 * The content folder's files that are not notes (`scanContent`'s attachments), by path and by
 * name: where a link to a file is looked up. Only listed files can match, so no link reaches a
 * hidden file or anything outside the folder.
 */
export class AttachmentIndex {
  readonly #paths: Set<string>;
  readonly #byName = new Map<string, string[]>();

  /** Takes the files as sorted content paths. */
  constructor(files: readonly string[]) {
    this.#paths = new Set(files);
    for (const file of files) {
      const key = foldedName(file);
      const same = this.#byName.get(key);
      if (same) same.push(file);
      else this.#byName.set(key, [file]);
    }
  }

  /**
   * The file a link from `from` names, as Obsidian finds it: a path starting with `/` is read from
   * the content folder only; any other is read from the linking file's folder, then from the content
   * folder, then by its name (case folded) among the files whose path ends as written, the first in
   * path order. `undefined` when no file has that name.
   */
  find(ref: string, from: string): string | undefined {
    if (this.#paths.size === 0) return undefined;
    const wanted = ref.trim();
    const same = this.#byName.get(foldedName(wanted));
    // Every file a reference can name ends in the name it writes: most references (to notes) stop here.
    if (same === undefined) return undefined;
    if (wanted.startsWith('/')) return this.#exact(wanted.slice(1));
    const near = path.posix.normalize(path.posix.join(path.posix.dirname(from), wanted));
    const exact = this.#exact(near) ?? this.#exact(wanted.replace(/^\.\//, ''));
    if (exact !== undefined) return exact;
    const tail = `/${wanted
      .replace(/^\.?\//, '')
      .normalize('NFC')
      .toLowerCase()}`;
    return same.find((f) => `/${f.normalize('NFC').toLowerCase()}`.endsWith(tail)) ?? same[0];
  }

  #exact(file: string): string | undefined {
    return this.#paths.has(file) ? file : undefined;
  }
}
