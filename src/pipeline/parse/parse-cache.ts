import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ParsedFileSchema, type ParsedFile } from '../../schemas/parsed-file.ts';
import type { SourceFile } from '../read/read.ts';
import type { ParseContext } from './parse-file.ts';

// Everything `parseFile`'s output can depend on: its own code and what it imports, the schemas it
// validates with, and the installed Markdown parser. Any change there gives a new version, so stale
// entries are never read; files outside this list can change without re-parsing the whole collection.
/** The sources hashed into the parser version, relative to src/pipeline/ (a trailing `/`: every `.ts` file of that folder). */
export const VERSION_SOURCES = ['parse/', 'finding.ts', 'resolve/slug.ts', '../schemas/', '../core/', '../kinds/'];
const VERSION_PACKAGES = ['remark-parse', 'remark-gfm', 'remark-math', 'katex', 'beautiful-mermaid', 'gray-matter', 'zod', 'micromark'];

let versionPromise: Promise<string> | undefined;

/** A hash of the parser's source files and of the versions of the packages it runs on. */
export function parserVersion(): Promise<string> {
  versionPromise ??= computeVersion();
  return versionPromise;
}

async function computeVersion(): Promise<string> {
  // src/pipeline/, which `VERSION_SOURCES` are relative to.
  const here = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const hash = createHash('sha256');
  for (const rel of VERSION_SOURCES) {
    const files = rel.endsWith('/')
      ? (await readdir(path.join(here, rel)))
          .filter((n) => n.endsWith('.ts'))
          .sort()
          .map((n) => rel + n)
      : [rel];
    for (const file of files)
      hash
        .update(`${file}\0`)
        .update(await readFile(path.join(here, file)))
        .update('\0');
  }
  for (const pkg of VERSION_PACKAGES) {
    const manifest = await readFile(path.join(here, '../../node_modules', pkg, 'package.json'), 'utf8').catch(() => '');
    const version = /"version"\s*:\s*"([^"]+)"/.exec(manifest)?.[1] ?? 'absent';
    hash.update(`${pkg}@${version}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The cache key of one file: its content path and text (findings name the path, so both count), and the collection's math preamble when it has one. */
export function parseKey(file: SourceFile, context: ParseContext = {}): string {
  const hash = createHash('sha1').update(file.path).update('\0').update(file.text);
  if (context.mathPreamble !== undefined) hash.update('\0preamble\0').update(context.mathPreamble);
  return hash.digest('hex');
}

const IO_BATCH = 64;

/** Runs `work` over `items` with at most `IO_BATCH` at a time (thousands of open files run out of descriptors). */
async function batched<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += IO_BATCH) {
    out.push(...(await Promise.all(items.slice(start, start + IO_BATCH).map(work))));
  }
  return out;
}

/**
 * Parsed files cached across builds, one JSON file per entry under `<dir>/<parser version>/`,
 * keyed by a hash of the file's path and text: a warm build reads the unchanged files' entries and
 * parses only the edited ones. Entries of older parser versions are removed when the cache is saved.
 */
export class ParseCache {
  private readonly dir: string;
  private readonly root: string;
  private readonly version: string;

  private constructor(root: string, version: string) {
    this.root = root;
    this.version = version;
    this.dir = path.join(root, version);
  }

  /** Opens the cache under `root` for the current parser version. */
  static async open(root: string): Promise<ParseCache> {
    return new ParseCache(root, await parserVersion());
  }

  /** The cached parse of each key, or `undefined` where there is none (or it cannot be read). */
  async load(keys: readonly string[]): Promise<Array<ParsedFile | undefined>> {
    return batched(keys, async (key) => {
      const text = await readFile(path.join(this.dir, `${key}.json`), 'utf8').catch(() => null);
      if (text === null) return undefined;
      try {
        const parsed = ParsedFileSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    });
  }

  /** Stores new entries, then drops entries no longer in use (`used`) and other parser versions' folders. */
  async save(fresh: ReadonlyArray<{ key: string; parsed: ParsedFile }>, used: ReadonlySet<string>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // A build stopped mid-write can leave a truncated entry: `load` fails to parse it and it is parsed again.
    await batched(fresh, async ({ key, parsed }) => {
      await writeFile(path.join(this.dir, `${key}.json`), JSON.stringify(parsed));
    });
    const stale = (await readdir(this.dir)).filter((name) => !used.has(name.slice(0, -'.json'.length)));
    await batched(stale, (name) => rm(path.join(this.dir, name), { force: true }));
    const others = (await readdir(this.root)).filter((name) => name !== this.version);
    await Promise.all(others.map((name) => rm(path.join(this.root, name), { recursive: true, force: true })));
  }
}
