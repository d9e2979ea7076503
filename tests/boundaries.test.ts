// The import boundaries of src/ (README, "What may import what"): each folder imports only the
// folders listed for it, so shared rules stay in core/ and no build code reaches the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** A package (any bare specifier, `node:` included). */
const PACKAGE = 'package';
const PAGES = ['core', 'schemas', 'config', 'pipeline', 'client', 'handoff', 'views', 'emit', 'build', 'components', 'layouts', 'pages', 'styles', PACKAGE];

/** Per top-level folder of src/ (`.` for its loose files), what it may import besides itself. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  core: [],
  schemas: ['core', PACKAGE],
  config: ['core', 'schemas', 'pipeline', 'build', PACKAGE],
  browser: [PACKAGE],
  pipeline: ['core', 'schemas', 'config', PACKAGE],
  client: ['core', 'schemas', 'config', PACKAGE],
  import: ['core', 'schemas', 'pipeline', PACKAGE],
  handoff: ['core', 'schemas', 'config', 'pipeline', PACKAGE],
  views: ['core', 'schemas', 'config', 'pipeline', 'client', 'handoff', PACKAGE],
  emit: ['core', 'schemas', 'pipeline', 'views', PACKAGE],
  build: ['core', 'schemas', 'config', 'pipeline', 'handoff', 'views', 'emit', PACKAGE],
  tools: ['core', 'schemas', 'config', 'browser', 'pipeline', 'handoff', 'views', 'emit', 'build', PACKAGE],
  components: PAGES,
  layouts: PAGES,
  pages: PAGES,
  '.': ['core', 'schemas', PACKAGE],
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

/** Every import of src/ that its folder may not make, as `file -> specifier (folder)`. */
function violations(): string[] {
  const out: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file) ?? '.';
    const allowed = ALLOWED[from];
    const text = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of text.matchAll(SPECIFIER)) {
      const to = specifier.startsWith('.') ? (folderOf(path.resolve(path.dirname(file), specifier)) ?? 'outside src/') : PACKAGE;
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

  it('finds an import that crosses a boundary', () => {
    // The check itself: the pattern sees each form of import the code uses.
    const text = `import type { A } from '../site/x.ts';\nimport { B } from 'zod';\nconst c = await import('../pipeline/y.ts');\nexport { D } from './z.ts';`;
    expect([...text.matchAll(SPECIFIER)].map((m) => m[1])).toEqual(['../site/x.ts', 'zod', '../pipeline/y.ts', './z.ts']);
  });
});
