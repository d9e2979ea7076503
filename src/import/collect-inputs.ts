import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Finding } from '../schemas/finding.ts';
import { compare, finding } from '../pipeline/finding.ts';

/** An exported text file to import. */
export interface InputFile {
  /** The path as shown in the report (relative to the working folder when inside it). */
  name: string;
  text: string;
}

/** Extension of exported pages inside a folder; a file named on the command line is read whatever its name. */
const EXPORT_EXTENSION = '.txt';

/**
 * Reads the files named by `paths`: a file as it is, a folder as every `.txt` file under it (sorted).
 * A missing path or a file that is not UTF-8 text becomes an error finding. Returns the files sorted by name.
 */
export async function collectInputs(paths: readonly string[], cwd: string): Promise<{ files: InputFile[]; findings: Finding[] }> {
  const findings: Finding[] = [];
  const found = new Set<string>();
  for (const p of paths) {
    const abs = path.resolve(cwd, p);
    const info = await stat(abs).catch(() => null);
    if (info === null) {
      findings.push(finding('error', 'input-missing', p, null, `${p} does not exist; name an exported .txt file or a folder of them`));
    } else if (info.isDirectory()) {
      const entries = await readdir(abs, { recursive: true, withFileTypes: true });
      const inside = entries.filter((e) => e.isFile() && e.name.toLowerCase().endsWith(EXPORT_EXTENSION)).map((e) => path.join(e.parentPath, e.name));
      if (inside.length === 0)
        findings.push(finding('warning', 'input-empty', p, null, `${p} holds no ${EXPORT_EXTENSION} files; nothing was imported from it`));
      for (const f of inside) found.add(f);
    } else found.add(abs);
  }
  const files: InputFile[] = [];
  for (const abs of [...found].sort(compare)) {
    const name = displayName(abs, cwd);
    const bytes = await readFile(abs);
    try {
      if (bytes.includes(0)) throw new Error('binary');
      files.push({ name, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) });
    } catch {
      findings.push(finding('error', 'input-not-text', name, null, `${name} is not UTF-8 text; export the page again as plain text`));
    }
  }
  files.sort((a, b) => compare(a.name, b.name));
  return { files, findings };
}

function displayName(abs: string, cwd: string): string {
  const rel = path.relative(cwd, abs);
  return (rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel).split(path.sep).join('/');
}
