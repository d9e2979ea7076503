import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import { CategoryCatalog, chipsBySeparator, splitChips } from './categories.ts';
import type { NoteExport, ParsedExport } from './parsed-export.ts';
import type { ExistingFile } from './read-existing.ts';
import siteCategories from './site-categories.json' with { type: 'json' };

/** Where the site's own category names come from, as the catalog records it. */
const SITE_LIST = "the site's category list (src/import/site-categories.json)";

/** The keys of the site's own category names (`src/import/site-categories.json`), for recognising a line of chips. */
export function siteCategoryNames(): ReadonlySet<string> {
  return new Set(siteCategories.names.map((name) => matchKey(name)));
}

/**
 * The catalog of category names the chips of one page are split with: the site's own list of
 * category names, the collection's clusters, the names of topic pages, every note's "sourced
 * from", and chip lines that hold one category by their shape.
 */
export function categoryCatalog(parsed: readonly ParsedExport[], existing: readonly ExistingFile[]): CategoryCatalog {
  const catalog = new CategoryCatalog();
  for (const name of siteCategories.names) catalog.add(name, SITE_LIST);
  for (const f of existing) for (const c of f.fm?.clusters ?? []) catalog.add(c, f.path);
  for (const page of parsed) {
    if (page.kind === 'topic') catalog.add(page.title.value, page.file);
    if (page.kind === 'paper') for (const c of (page.chips && chipsBySeparator(page.chips.value)) ?? []) catalog.add(c, page.file);
    if (page.kind !== 'note') continue;
    if (page.sourcedFrom) catalog.add(page.sourcedFrom.value, page.file);
    if (page.chips) {
      // Chips the site separated are certain names; a run-together line vouches only for itself when it holds one.
      const separated = chipsBySeparator(page.chips.value);
      if (separated) for (const c of separated) catalog.add(c, page.file);
      else if (splitChips(page.chips.value, new Set()).categories.length === 1) catalog.add(page.chips.value, page.file);
    }
  }
  return catalog;
}

/** A page's clusters from its category chips (a note's or a paper's), with a finding saying how they were split. */
export function noteClusters(page: Pick<NoteExport, 'file' | 'chips'>, catalog: CategoryCatalog): { categories: string[]; findings: Finding[] } {
  if (page.chips === null) return { categories: [], findings: [] };
  const split = splitChips(page.chips.value, catalog.namesExcept(page.file));
  const list = split.categories.map((c) => `"${c}"`).join(', ');
  return {
    categories: split.categories,
    findings: [
      split.guessed
        ? finding(
            split.categories.length > 1 ? 'warning' : 'info',
            'categories-guessed',
            page.file,
            page.chips.line,
            `the category chips were ${split.categories.length > 1 ? `split by their shape into ${list}` : `read as one category, ${list}, by their shape`}: no other page of the import or the collection names ${split.categories.length === 1 ? 'it' : 'all of these categories'}. Check the ${split.categories.length > 1 ? 'split' : 'reading'}; importing other pages of the same categories, or adding them as clusters, settles it`,
          )
        : finding(
            'info',
            'categories-read',
            page.file,
            page.chips.line,
            `the category chips are ${list}, ${chipsBySeparator(page.chips.value) ? "split by the site's separators" : 'each named on another page of the import or the collection'}`,
          ),
    ],
  };
}
