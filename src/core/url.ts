import type { Slug, UrlPath } from './brand.ts';
import { KIND_IDS, KINDS, type PageKind } from './kinds.ts';
import { fitSegment, INVISIBLE_RE, TAG_DEPTH_MAX } from './slug.ts';

/** The URL folder of a page kind, e.g. `inquiring-lines`. */
export function kindFolder(kind: PageKind): string {
  return KINDS[kind].folder;
}

/** The URL of a kind's index page, e.g. `/notes/`. */
export function kindIndexUrl(kind: PageKind): string {
  return `/${kindFolder(kind)}/`;
}

/** A page's site-absolute URL: `/notes/<slug>/`. */
export function pageUrl(kind: PageKind, slug: Slug): UrlPath {
  return `/${kindFolder(kind)}/${slug}/` as UrlPath;
}

/** A cluster's URL: `/clusters/<slug>/`. */
export function clusterUrl(slug: Slug): UrlPath {
  return `/clusters/${slug}/` as UrlPath;
}

/**
 * A folder page's URL: `/folders/<slug of each level>/` (`/folders/` alone is the content folder's
 * root). Each level is the slug of the folder's name, `folder` when nothing of it is left (an
 * emoji-only name); callers give a name that two sibling folders would share a suffix (`-2`).
 */
export function folderUrl(levels: readonly string[]): UrlPath {
  return (levels.length === 0 ? '/folders/' : `/folders/${levels.join('/')}/`) as UrlPath;
}

/** The full graph focused on one page: `/graph/?focus=<slug>`. */
export function graphFocusUrl(slug: string): string {
  return `/graph/?focus=${encodeURIComponent(slug)}`;
}

/** A page's neighbourhood file: `/graph/n/<slug>.json`. */
export function neighbourhoodUrl(slug: string): string {
  return `/graph/n/${encodeURIComponent(slug)}.json`;
}

/** The page a URL path names, e.g. `/notes/x/` → `{ kind: 'note', slug: 'x' }`; `undefined` for any other path. */
export function pageOfUrl(path: string): { kind: PageKind; slug: string } | undefined {
  const [, folder, slug, rest] = /^\/([^/]+)\/([^/]+)\/(.*)$/.exec(path) ?? [];
  const kind = KIND_IDS.find((id) => KINDS[id].folder === folder);
  return kind === undefined || slug === undefined || rest !== '' ? undefined : { kind, slug };
}

/**
 * A tag as written (`#Nested/Tag`, `nested/tag`) in its one form: no `#`, no surrounding `/` or
 * spaces, NFC, lower-case. Case is folded and accents are kept, as Obsidian tells tags apart:
 * `#Migracion` is `#migracion`, `#migración` is another tag. Levels past `TAG_DEPTH_MAX` are
 * joined into the last one by `-`, so a tag's pages never nest deeper than a path may go.
 */
export function normalTag(tag: string): string {
  const levels = tag
    .trim()
    .replace(/^#+/, '')
    .replace(/^\/+|\/+$/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split('/');
  // A tag nested deeper than its pages may go is one last level: `a/…/i/j-k-…`.
  return levels.length <= TAG_DEPTH_MAX ? levels.join('/') : [...levels.slice(0, TAG_DEPTH_MAX - 1), levels.slice(TAG_DEPTH_MAX - 1).join('-')].join('/');
}

/**
 * One level of a normalised tag as a URL segment: its letters, marks, digits, `_` and `-` as they
 * are (so two tags Obsidian tells apart never share a page), invisible characters dropped, any
 * other run of characters (a space in a frontmatter tag) one `-`; `tag` when nothing is left; cut
 * to a file name's length with a hash (`fitSegment`).
 */
function tagSegment(level: string): string {
  return fitSegment(level.replace(INVISIBLE_RE, '').replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-') || 'tag');
}

/** A tag's page: `/tags/<each level>/`, so `nested/tag` is under `nested`'s page. */
export function tagUrl(tag: string): UrlPath {
  const levels = normalTag(tag).split('/').map(tagSegment);
  return `/tags/${levels.join('/')}/` as UrlPath;
}
