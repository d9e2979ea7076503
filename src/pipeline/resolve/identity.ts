import { fnv1aHex } from '../../core/hash.ts';
import { fitSegment } from '../../core/slug.ts';
import type { ContentPath, PageKind, Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import { slugify } from './slug.ts';
import { kindOf } from '../../kinds/registry.ts';

/** Who a page is: what references resolve to, before anything else about it is known. */
export interface PageIdentity {
  kind: PageKind;
  title: string;
  slug: Slug;
  /** The content file; `null` for a stub the build generates for a missing page. */
  file: ContentPath | null;
  stub: boolean;
  /** Other names references may use: the frontmatter aliases and a note's original title. */
  aliases: string[];
  /** Index of the page's file in the parsed files; `-1` for a generated stub. */
  source: number;
  /** `true` for a vault note (a file without `kind`): several may share a name in different folders. */
  vault?: boolean;
}

/** A short, stable hash (FNV-1a, 32 bits, eight hex digits) for fallback slugs; not for security. */
export const shortHash = fnv1aHex;

/** A title's slug by the URL rule, or `page-<hash>` when the rule leaves nothing (an emoji-only title). */
export function slugOrFallback(title: string): { slug: Slug; fallback: boolean } {
  const slug = slugify(title);
  return slug ? { slug: slug as Slug, fallback: false } : { slug: `page-${shortHash(title)}` as Slug, fallback: true };
}

/** Gives `base`, or `base-2`, `base-3`… the first one not in `taken`; records it in `taken`. */
export function uniqueSlug(base: Slug, taken: Set<string>): Slug {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}` as Slug;
  taken.add(slug);
  return slug;
}

/** The slug a page asks for before collisions, whether its frontmatter names it, and whether its title gave none (`slugOrFallback`). */
export interface WantedSlug {
  slug: Slug;
  explicit: boolean;
  fallback: boolean;
}

/** The slug a page's frontmatter asks for, before collisions: explicit `slug`, arXiv id, original title or title. */
function wantedSlug(parsed: ParsedFile): WantedSlug | null {
  const data = parsed.data;
  if (!data) return null;
  if (data.slug !== undefined) return { slug: data.slug as Slug, explicit: true, fallback: false };
  const kind = kindOf(data.kind);
  const wanted = kind.wantedSlug?.(data);
  if (wanted !== undefined) return { slug: fitSegment(wanted) as Slug, explicit: false, fallback: false };
  const source = kind.slugSource?.(data) ?? data.title;
  return { ...slugOrFallback(source), explicit: false };
}

/** A vault file's path as a slug, folders included: `Plugins/Templates.md` → `plugins-templates`. */
function folderSlug(file: ContentPath): Slug | undefined {
  const slug = slugify(file.replace(/\.md$/i, '').split('/').join(' '));
  return slug ? (slug as Slug) : undefined;
}

/**
 * Vault notes whose derived slugs collide (the same file name in several folders, as Obsidian
 * allows): file index → the slug its folder path gives. A slug only one file wants is kept.
 */
function folderSlugs(parsed: readonly ParsedFile[], wanted: ReadonlyArray<{ slug: Slug; explicit: boolean } | null>): Map<number, Slug> {
  const byWanted = new Map<string, number[]>();
  wanted.forEach((w, i) => {
    if (!w || w.explicit) return;
    const list = byWanted.get(w.slug);
    if (list) list.push(i);
    else byWanted.set(w.slug, [i]);
  });
  const out = new Map<number, Slug>();
  for (const files of byWanted.values()) {
    if (files.length < 2) continue;
    for (const i of files) {
      const p = parsed[i];
      const slug = p?.vault ? folderSlug(p.file) : undefined;
      if (slug) out.set(i, slug);
    }
  }
  return out;
}

/**
 * Assigns every valid file its page identity and unique slug, in content path order. Explicit
 * slugs win; two files asking for the same explicit slug is an error naming both. Vault notes
 * whose derived slugs collide take their folder path as slug (an `info`); any other derived slug
 * already taken gets `-2`, `-3`… and a warning. `kept` holds each parse's wanted slug from an
 * earlier call (a function of the parse alone), and takes the new ones.
 */
export function assignIdentities(
  parsed: readonly ParsedFile[],
  kept?: WeakMap<ParsedFile, WantedSlug | null>,
): { pages: PageIdentity[]; taken: Set<string>; findings: Finding[] } {
  const findings: Finding[] = [];
  const wanted = parsed.map((p) => {
    if (kept === undefined) return wantedSlug(p);
    let w = kept.get(p);
    if (w === undefined) kept.set(p, (w = wantedSlug(p)));
    return w;
  });
  const byFolder = folderSlugs(parsed, wanted);
  const taken = new Set<string>();
  const owner = new Map<string, ContentPath>();
  const slugs: Array<Slug | undefined> = [];
  wanted.forEach((w, i) => {
    const file = parsed[i]?.file;
    if (!w?.explicit || !file) return;
    const first = owner.get(w.slug);
    if (first !== undefined) {
      findings.push(finding('error', 'duplicate-slug', file, null, `slug "${w.slug}" is already used by ${first}; give one of the two files another slug`));
      return;
    }
    owner.set(w.slug, file);
    taken.add(w.slug);
    slugs[i] = w.slug;
  });
  wanted.forEach((w, i) => {
    const p = parsed[i];
    if (!w || w.explicit || !p?.data) return;
    if (w.fallback) {
      findings.push(
        finding(
          'warning',
          'empty-slug',
          p.file,
          null,
          `the title "${p.data.title}" has no letters or digits for a URL, so the page is at "${w.slug}"; set \`slug:\` in the frontmatter to choose a readable one`,
        ),
      );
    }
    const folder = byFolder.get(i);
    const base = folder ?? w.slug;
    const slug = uniqueSlug(base, taken);
    if (folder !== undefined) {
      findings.push(
        finding(
          'info',
          'slug-by-folder',
          p.file,
          null,
          `another file of the vault would also be at "${w.slug}" (the same name, or one that differs only in case, spaces or punctuation), so this page is told apart by its folder and is at "${slug}"; set \`slug:\` in the frontmatter to choose another`,
          { slug },
        ),
      );
    }
    if (slug !== base) {
      const first = owner.get(base);
      findings.push(
        finding(
          'warning',
          'slug-collision',
          p.file,
          null,
          `the slug "${base}" is already taken${first ? ` by ${first}` : ''}, so this page is at "${slug}"; set \`slug:\` in the frontmatter to choose one`,
        ),
      );
    } else {
      owner.set(slug, p.file);
    }
    slugs[i] = slug;
  });
  const pages: PageIdentity[] = [];
  parsed.forEach((p, i) => {
    const slug = slugs[i];
    if (!p.data || slug === undefined) return;
    const aliases = [...p.data.aliases];
    const named = kindOf(p.data.kind).slugSource?.(p.data);
    if (named !== undefined) aliases.push(named);
    const page: PageIdentity = { kind: p.data.kind, title: p.data.title, slug, file: p.file, stub: p.data.stub, aliases, source: i };
    if (p.vault) page.vault = true;
    pages.push(page);
  });
  return { pages, taken, findings };
}
