// Builds a fixture vault of tests/fixtures/ in-process, as the build reads one: its notes and
// bases (`.base`) parsed, its other files as attachments.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assembleKnowledgeBase, parseFile } from '../../src/pipeline/knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';

function walk(root: string, dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(root, full) : [relative(root, full).split('\\').join('/')];
  });
}

/** The knowledge base of the vault in `dir`, its pages rendered in English. */
export function buildFixtureVault(dir: string, hidden: readonly string[] = []): KnowledgeBase {
  const files = walk(dir, dir).sort();
  const isPage = (f: string): boolean => /\.(?:md|base)$/i.test(f);
  const parsed = files.filter(isPage).map((f) => parseFile(f as ContentPath, readFileSync(join(dir, f), 'utf8')));
  const attachments = files.filter((f) => !isPage(f)) as ContentPath[];
  return assembleKnowledgeBase(parsed, { attachments, view: { lang: 'en', hidden } });
}

/** The expected file of a page: its content path with `/` written `__` and `.html` for its extension. */
export function expectedName(file: string): string {
  return `${file.replace(/\//g, '__')}.html`;
}
