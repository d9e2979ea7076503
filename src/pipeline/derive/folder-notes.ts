// Folder notes: a note named like its folder, inside it (`Guides/Guides.md`, as the Folder Notes
// plugin writes them) or beside it (`Guides.md` next to `Guides/`). Vaults keep many of them empty,
// as a folder's placeholder, so an empty one is no mistake worth a warning.
import type { Finding } from '../../schemas/finding.ts';

/** Takes a content path and every folder holding a content file; returns `true` when the file is its folder's note. */
export function isFolderNote(file: string, folders: ReadonlySet<string>): boolean {
  const stem = file.replace(/\.md$/i, '');
  const cut = stem.lastIndexOf('/');
  const name = stem.slice(cut + 1);
  const folder = cut < 0 ? '' : stem.slice(0, cut);
  return (folder !== '' && folder.slice(folder.lastIndexOf('/') + 1) === name) || folders.has(stem);
}

/** Takes the findings and the content paths of the parsed files; returns the findings without `empty-file` for folder notes. */
export function withoutEmptyFolderNotes(findings: readonly Finding[], files: readonly string[]): Finding[] {
  const folders = new Set<string>();
  for (const file of files) for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) folders.add(file.slice(0, cut));
  return findings.filter((f) => f.code !== 'empty-file' || f.file === null || !isFolderNote(f.file, folders));
}
