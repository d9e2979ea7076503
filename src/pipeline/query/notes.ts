import type { PageKind, Slug, UrlPath } from '../../schemas/brand.ts';
import type { ParsedFile } from '../../schemas/parsed-file.ts';
import type { JsonValue } from '../../schemas/property.ts';
import type { AttachmentTarget, LinkTarget } from '../render/render.ts';
import { fileName } from '../resolve/page-index.ts';
import { normalTag } from '../resolve/slug.ts';

/** What a base or a query knows of one published note: its file, names, tags, properties and links. */
export interface NoteRecord {
  slug: Slug;
  url: UrlPath;
  kind: PageKind;
  title: string;
  /** Its content path (`Books/Dune.md`). */
  path: string;
  /** Its file name without the extension (`Dune`), as `file.name` reads it in Bases and `file.name` in Dataview. */
  name: string;
  /** Its folder (`Books`), `''` at the top of the vault. */
  folder: string;
  /** Its extension without the dot (`md`, `base`). */
  ext: string;
  /** Its tags, without `#`, lower-cased as the site compares them (frontmatter first, then the body's). */
  tags: readonly string[];
  /** Its properties as written (`{}` for a page with `kind`). */
  properties: Readonly<Record<string, JsonValue>>;
  /** The pages it links to (body and properties), in order, each once. */
  links: readonly Slug[];
  /** The attachment files it embeds (`![[picture.png]]`), as content paths. */
  embeds: readonly string[];
  /** What each link it writes resolved to, by `linkKey` (src/pipeline/render/properties.ts). */
  targets: ReadonlyMap<string, LinkTarget | AttachmentTarget>;
  /** When it was written, `YYYY-MM-DD`: the facts line's date (its `created` or `date` property, else its file's first commit), as `file.ctime` reads it; absent when neither gives one. */
  created?: string | undefined;
  /** When it last changed, `YYYY-MM-DD`: the facts line's date (its `modified` or `updated` property, else its file's last commit), as `file.mtime` reads it; absent when neither gives one. */
  modified?: string | undefined;
  /** Its file's size in bytes, as `file.size` reads it. */
  size: number;
  /** Its parse: the body for Dataview's inline fields and tasks. */
  parsed: ParsedFile;
}

/** Every published note a base or a query runs over, and the ways to look one up. */
export interface NoteIndex {
  /** The notes in content path order. */
  notes: readonly NoteRecord[];
  bySlug: ReadonlyMap<Slug, NoteRecord>;
  /** The pages linking to a page (every way a page links), by slug. */
  backlinks: (slug: Slug) => readonly Slug[];
  /** The note a bare name or path opens (`link("Books")`, `[[Books]]` in a query): by path, then file name, then title; case folded. */
  byName: (name: string) => NoteRecord | undefined;
}

/** Takes the notes and each page's backlinks; returns the index bases and queries run over. */
export function noteIndex(notes: NoteRecord[], backlinks: ReadonlyMap<Slug, readonly Slug[]>): NoteIndex {
  notes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const bySlug = new Map(notes.map((n) => [n.slug, n]));
  const names = new Map<string, NoteRecord>();
  // Later entries never replace earlier ones: the shortest path of a name wins, as links resolve.
  const add = (key: string, note: NoteRecord): void => {
    if (!names.has(key)) names.set(key, note);
  };
  const byDepth = [...notes].sort((a, b) => a.path.split('/').length - b.path.split('/').length || a.path.length - b.path.length);
  for (const note of byDepth) add(note.path.replace(/\.md$/i, '').toLowerCase(), note);
  for (const note of byDepth) add(fileName(note.path).toLowerCase(), note);
  for (const note of byDepth) add(note.title.toLowerCase(), note);
  return {
    notes,
    bySlug,
    backlinks: (slug) => backlinks.get(slug) ?? [],
    byName: (name) => names.get(name.trim().replace(/\.md$/i, '').toLowerCase()),
  };
}

/** A note's tags as the index keeps them: without `#`, normalised, each once. */
export function recordTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalTag).filter((t) => t !== ''))];
}
