import type { PageKind } from '../schemas/brand.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { kindLabel } from '../core/kinds.ts';
import { kindIndexUrl } from '../core/url.ts';
import { pageLang } from './page-lang.ts';
import { kindOfPage } from '../kinds/registry.ts';

/** The site sections the header's navigation marks as current. */
export type Section = PageKind | 'home' | 'clusters' | 'graph' | 'search' | 'other';

/** What the page shell needs of any page: its title, a one-line description and the nav section it belongs to. */
export interface PageMeta {
  title: string;
  description: string;
  section: Section;
  /** The page's language tag (`<html lang>`); default the site's (the context's `lang`). */
  lang?: string;
  /** The site path search engines should take for this page's content (`/` for the home note's own page); default the page's own. */
  canonical?: string;
}

/** The site path of a section's own page (`/notes/`, `/graph/`), which a navigation link to it names; `undefined` for `other`. */
export function sectionPath(section: Section): string | undefined {
  switch (section) {
    case 'home':
      return '/';
    case 'clusters':
    case 'graph':
    case 'search':
      return `/${section}/`;
    case 'other':
      return undefined;
    default:
      return kindIndexUrl(section);
  }
}

const DESCRIPTION_MAX = 200;

/** Cuts text to about `max` characters at a word boundary, adding `…` when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** Takes a knowledge-base page and the site's language; returns its shell metadata: its title, the most telling one-line text it has and its language. */
export function metaOf(page: KbPage, siteLang: string): PageMeta {
  const lead = kindOfPage(page).summary(page);
  const fallback = page.stub ? `${kindLabel(page.kind)} not yet written.` : page.text;
  return { title: page.title, description: clip(lead || fallback || page.title), section: page.kind, lang: pageLang(page.title, page.text, siteLang) };
}
