// Builds a fixture vault of tests/fixtures/ in-process, as the build reads one: its notes and
// bases (`.base`) parsed, its other files as attachments.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assembleKnowledgeBase, parseFile } from '../../src/pipeline/knowledge-base.ts';
import { type BlockRenderer, blockRenderer } from '../../src/pipeline/query/blocks.ts';
import { type NoteIndex, type NoteRecord, noteIndex } from '../../src/pipeline/query/notes.ts';
import { formatsFor } from '../../src/pipeline/render/values.ts';
import type { ContentPath, Slug, UrlPath } from '../../src/schemas/brand.ts';
import type { Finding } from '../../src/schemas/finding.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import type { JsonValue } from '../../src/schemas/property.ts';

function walk(root: string, dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(root, full) : [relative(root, full).split('\\').join('/')];
  });
}

/** The build's time the fixture vaults are built at (2024-06-10 09:30 UTC, a Monday): what `now()`, `today()` and `date(today)` read. */
export const FIXTURE_NOW = Date.UTC(2024, 5, 10, 9, 30);

/** The knowledge base of the vault in `dir`, its pages rendered in English, built at `now`. */
export function buildFixtureVault(dir: string, hidden: readonly string[] = [], now = FIXTURE_NOW): KnowledgeBase {
  const files = walk(dir, dir).sort();
  const isPage = (f: string): boolean => /\.(?:md|base|canvas)$/i.test(f);
  const parsed = files.filter(isPage).map((f) => parseFile(f as ContentPath, readFileSync(join(dir, f), 'utf8')));
  const attachments = files.filter((f) => !isPage(f)) as ContentPath[];
  return assembleKnowledgeBase(parsed, { attachments, view: { lang: 'en', hidden }, now });
}

/** The expected file of a page: its content path with `/` written `__` and `.html` for its extension. */
export function expectedName(file: string): string {
  return `${file.replace(/\//g, '__')}.html`;
}

/**
 * The index bases and queries run over, of `count` generated notes `Many/Note 00000.md`… with the
 * properties `properties(i)` and the tag `many`: the oversized cases without the rest of a build.
 */
export function generatedIndex(count: number, properties: (i: number) => Record<string, JsonValue>): NoteIndex {
  const parsed = parseFile('Many/Note.md' as ContentPath, 'Text.');
  const notes: NoteRecord[] = Array.from({ length: count }, (_, i) => {
    const name = `Note ${String(i).padStart(5, '0')}`;
    const slug = `note-${String(i).padStart(5, '0')}` as Slug;
    return {
      slug,
      url: `/notes/${slug}/` as UrlPath,
      kind: 'note',
      title: name,
      path: `Many/${name}.md`,
      name,
      folder: 'Many',
      ext: 'md',
      tags: ['many'],
      properties: properties(i),
      links: [],
      embeds: [],
      targets: new Map(),
      size: parsed.size,
      parsed,
    };
  });
  return noteIndex(notes, new Map());
}

/** A block renderer over `index`, in English, built at `now`, its findings added to `found`. */
export function rendererOver(index: NoteIndex, found: Finding[], now = FIXTURE_NOW, lang = 'en'): BlockRenderer {
  return blockRenderer({ index, self: null, formats: formatsFor(lang), report: (f) => found.push(f), fields: () => ({}), now });
}
