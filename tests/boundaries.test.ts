// The import boundaries of src/ (README, "What may import what"): each folder imports only the
// folders listed for it, so shared rules stay in core/ and no build code reaches the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** A package (any bare specifier, `node:` included). */
const PACKAGE = 'package';
/** The page source: pages take the site context from the virtual module the site integration serves (src/integration/site-module.ts). */
const SITE_MODULE = 'virtual:research-notes/site';
/** The browser scripts' words (`virtual:research-notes/words/<name>`), which the same integration serves to the scripts (src/integration/script-words.ts). */
const WORDS_MODULE = 'virtual:research-notes/words/';
const PAGES = [
  'core',
  'schemas',
  'kinds',
  'config',
  'pipeline',
  'client',
  'handoff',
  'views',
  'emit',
  'orchestrate',
  'components',
  'styles',
  SITE_MODULE,
  PACKAGE,
];

/** Per top-level folder of src/ (`.` for its loose files), what it may import besides itself. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  core: [],
  schemas: ['core', PACKAGE],
  kinds: ['core', 'schemas', PACKAGE],
  config: ['core', 'schemas', 'pipeline', PACKAGE],
  browser: [PACKAGE],
  pipeline: ['core', 'schemas', 'kinds', PACKAGE],
  client: ['core', 'schemas', WORDS_MODULE, PACKAGE],
  import: ['core', 'schemas', 'kinds', 'pipeline', PACKAGE],
  handoff: ['core', 'schemas', 'config', 'pipeline', PACKAGE],
  views: ['core', 'schemas', 'kinds', 'config', 'pipeline', 'client', 'handoff', SITE_MODULE, PACKAGE],
  emit: ['core', 'schemas', 'pipeline', 'client', 'views', PACKAGE],
  integration: ['core', 'schemas', 'kinds', 'config', 'pipeline', 'client', 'handoff', 'views', 'emit', PACKAGE],
  orchestrate: ['core', 'schemas', 'kinds', 'config', 'pipeline', 'handoff', 'views', 'emit', 'integration', PACKAGE],
  tools: ['core', 'schemas', 'kinds', 'config', 'browser', 'pipeline', 'handoff', 'views', 'emit', 'integration', 'orchestrate', PACKAGE],
  components: PAGES,
  layouts: [...PAGES, 'components'],
  pages: [...PAGES, 'components', 'layouts'],
  // src/middleware.ts puts the base path on each page with config/'s rule.
  '.': ['core', 'schemas', 'config', PACKAGE],
};

// `from '…'`, `import '…'` and `import('…')`, type-only imports and re-exports included.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|astro)$/.test(entry.name) ? [full] : [];
  });
}

/** The top-level folder of src/ a path is in (`.` for a loose file), or `undefined` outside src/. */
function folderOf(file: string): string | undefined {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : '.';
}

/** What an import names: the folder of src/ it reaches (`outside src/` beyond it), the site module, or a package. */
function targetOf(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return folderOf(path.resolve(path.dirname(file), specifier)) ?? 'outside src/';
  if (specifier.startsWith(WORDS_MODULE)) return WORDS_MODULE;
  return specifier === SITE_MODULE ? SITE_MODULE : PACKAGE;
}

/** Which folders of src/ each folder imports, from the imports its files make. */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file) ?? '.';
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = targetOf(file, specifier);
      if (to === from || to === PACKAGE || to === SITE_MODULE || to === WORDS_MODULE || to === 'outside src/') continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The cycles among folders, each as `a -> b -> … -> a`, once each, from the first folder in sorted order that is on it. */
function folderCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (start: string, at: string, trail: string[]): void => {
    for (const next of [...(edges.get(at) ?? [])].sort()) {
      if (next === start) cycles.add([...trail, start].join(' -> '));
      // Each cycle is reported from its smallest folder, so it is found once.
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...cycles];
}

/** Every import of src/ that its folder may not make, as `file -> specifier (folder)`. */
function violations(): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file) ?? '.';
    const allowed = ALLOWED[from];
    const text = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of text.matchAll(SPECIFIER)) {
      const to = targetOf(file, specifier);
      if (to === from) continue;
      if (allowed === undefined || !allowed.includes(to)) out.push(`${path.relative(SRC, file)} -> ${specifier} (${to})`);
    }
  }
  return out;
}

describe('import boundaries', () => {
  it('every folder of src/ imports only what the README allows it', () => {
    expect(violations()).toEqual([]);
  });

  it('core/ imports nothing outside itself, no package either', () => {
    const core = sourceFiles(path.join(SRC, 'core'));
    expect(core.length).toBeGreaterThan(0);
    expect(violations().filter((line) => line.startsWith(`core${path.sep}`))).toEqual([]);
  });

  it('no two folders of src/ import each other, directly or round a longer cycle', () => {
    expect(folderCycles(folderImports())).toEqual([]);
  });

  it('nothing in src/ ends the process: only the entry points in scripts/ call process.exit', () => {
    const exits = sourceFiles(SRC).filter((file) => /\bprocess\.exit\s*\(/.test(readFileSync(file, 'utf8')));
    expect(exits.map((file) => path.relative(SRC, file))).toEqual([]);
    expect(/\bprocess\.exit\s*\(/.test('process.exit(2);')).toBe(true);
  });

  it('finds a cycle among folders, once, however long', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
      ['x', new Set(['y'])],
      ['y', new Set(['x'])],
    ]);
    expect(folderCycles(edges)).toEqual(['a -> b -> c -> a', 'x -> y -> x']);
    expect(
      folderCycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });

  it('finds an import that crosses a boundary', () => {
    // The check itself: the pattern sees each form of import the code uses.
    const text = `import type { A } from '../site/x.ts';\nimport { B } from 'zod';\nconst c = await import('../pipeline/y.ts');\nexport { D } from './z.ts';`;
    expect([...text.matchAll(SPECIFIER)].map((m) => m[1])).toEqual(['../site/x.ts', 'zod', '../pipeline/y.ts', './z.ts']);
  });
});
