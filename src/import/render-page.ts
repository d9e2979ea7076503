import matter from 'gray-matter';
import type { Frontmatter } from '../schemas/frontmatter.ts';
import { kindFolder, slugify } from '../pipeline/resolve/slug.ts';

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
  if (fm.kind === 'inquiry') {
    put('lede', fm.lede);
    put('sources', fm.sources);
    put('next', fm.next);
  } else if (fm.kind === 'note') {
    put('originalTitle', fm.originalTitle);
    put('description', fm.description);
    put('claim', fm.claim);
    put('related', fm.related.map((r) => (r.reason ? { to: r.to, reason: r.reason } : { to: r.to })));
    put('papers', fm.papers);
    put('sourcedFrom', fm.sourcedFrom);
    put('hubs', fm.hubs);
  } else if (fm.kind === 'paper') {
    put('arxiv', fm.arxiv);
    put('authors', fm.authors);
    put('venue', fm.venue);
    put('href', fm.href);
  } else {
    put('paper', fm.paper);
    put('href', fm.href);
  }
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
  if (fm.kind === 'paper' && fm.arxiv) return fm.arxiv.toLowerCase().replace(/\//g, '-');
  const from = fm.kind === 'note' && fm.originalTitle ? fm.originalTitle : fm.title;
  return slugify(from) || 'untitled';
}

/** Where the importer writes a page, relative to the output folder: `<kind folder>/<slug>.md`. */
export function pagePath(fm: Frontmatter, suffix = ''): string {
  return `${kindFolder(fm.kind)}/${pageFileSlug(fm)}${suffix}.md`;
}
