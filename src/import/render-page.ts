import matter from 'gray-matter';
import type { Frontmatter } from '../schemas/frontmatter.ts';
import { kindFolder, slugify } from '../pipeline/resolve/slug.ts';
import { kindOf } from '../kinds/registry.ts';

/**
 * The frontmatter as the importer writes it: fields in a fixed order (identity, then what the page
 * says, then labels), empty values and defaults left out, so the same page always gives the same bytes.
 */
export function frontmatterRecord(fm: Frontmatter): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: fm.kind, title: fm.title };
  const put = (key: string, value: unknown): void => {
    if (value === undefined || value === '' || value === false) return;
    if (Array.isArray(value) && value.length === 0) return;
    out[key] = value;
  };
  put('slug', fm.slug);
  put('stub', fm.stub);
  for (const [key, value] of kindOf(fm.kind).ownFields(fm)) put(key, value);
  put('date', fm.date);
  put('aliases', fm.aliases);
  put('clusters', fm.clusters);
  put('tags', fm.tags);
  return out;
}

/**
 * gray-matter hands its options on to js-yaml's `safeDump`; `lineWidth: -1` keeps every value on
 * one line, so a title reads (and greps) as it is written instead of folded over several lines.
 */
const YAML_OPTIONS = { language: 'yaml', lineWidth: -1 };

/** The content file for a page: YAML frontmatter (via gray-matter) and, when there is one, the Markdown body. */
export function renderPage(fm: Frontmatter, body: string): string {
  const head = matter.stringify('', frontmatterRecord(fm), YAML_OPTIONS).replace(/\n+$/, '\n');
  const text = body.trim();
  return text ? `${head}\n${text}\n` : head;
}

/** The page's file name without folder: its slug (explicit, arXiv id, original note title or title) and `.md`. */
export function pageFileSlug(fm: Frontmatter): string {
  if (fm.slug) return fm.slug;
  const kind = kindOf(fm.kind);
  const wanted = kind.wantedSlug?.(fm);
  if (wanted !== undefined) return wanted;
  const from = kind.slugSource?.(fm) ?? fm.title;
  return slugify(from) || 'untitled';
}

/** Where the importer writes a page, relative to the output folder: `<kind folder>/<slug>.md`. */
export function pagePath(fm: Frontmatter, suffix = ''): string {
  return `${kindFolder(fm.kind)}/${pageFileSlug(fm)}${suffix}.md`;
}
