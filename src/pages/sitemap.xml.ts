// /sitemap.xml: every written page of the collection (stubs left out), with the section pages that list something.
import type { APIRoute } from 'astro';
import { siteUrl } from '../views/base-path.ts';
import { escapeMarkup } from '../core/escape.ts';
import { KIND_IDS } from '../core/kinds.ts';
import { kindIndexUrl } from '../core/url.ts';
import { leadsSomewhere } from '../views/site-content.ts';
import { homeNoteOf } from '../views/home-note.ts';
import { getSite, settings } from 'virtual:research-notes/site';

/** A URL of the sitemap with its last-modified date when one is known. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** Entries → the sitemap document (sitemaps.org 0.9). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeMarkup(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const GET: APIRoute = async () => {
  const site = await getSite();
  const at = siteUrl;
  // The home note's own page names the home page as canonical: only `/` is listed.
  const home = homeNoteOf(site, settings.homeNote)?.slug;
  const entries: SitemapEntry[] = [
    { loc: at('/') },
    // The section pages with something in them: a vault of notes has no papers' index worth finding.
    ...[...KIND_IDS.map(kindIndexUrl), '/clusters/'].filter((path) => leadsSomewhere(site, path)).map((path) => ({ loc: at(path) })),
    ...site.kb.clusters.map((cluster) => ({ loc: at(cluster.url) })),
    ...site.kb.pages
      .filter((page) => !page.stub && page.slug !== home)
      .map((page) => (page.date === undefined ? { loc: at(page.url) } : { loc: at(page.url), lastmod: page.date })),
  ];
  return new Response(sitemapXml(entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
