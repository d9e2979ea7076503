// /rss.xml: an RSS 2.0 feed of the collection's dated pages, newest first.
import type { APIRoute } from 'astro';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { siteUrl } from '../views/base-path.ts';
import { escapeMarkup } from '../core/escape.ts';
import { kindLabel } from '../core/kinds.ts';
import { clip, metaOf } from '../views/meta.ts';
import { kindsInWords, siteContent } from '../views/site-content.ts';
import { getSite, settings, siteLang, siteTitle } from 'virtual:research-notes/site';

/** Items in the feed: readers poll it for what is new, not for the archive. */
export const FEED_ITEMS = 100;

/** One item of the feed, already resolved to absolute URLs. */
export interface FeedItem {
  title: string;
  link: string;
  /** `YYYY-MM-DD`. */
  date: string;
  description: string;
  category: string;
}

/** Channel fields of the feed. */
export interface FeedChannel {
  title: string;
  link: string;
  /** The feed's own absolute URL (atom:link rel=self). */
  self: string;
  description: string;
  /** The language of the items, a BCP 47 tag. */
  language: string;
}

/** `YYYY-MM-DD` → an RFC 822 date as RSS 2.0 requires, at midnight UTC. */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString().replace('GMT', '+0000');
}

/** Pages → the dated ones, newest first (ties by title), at most `limit`. */
export function feedPages(pages: readonly KbPage[], limit = FEED_ITEMS): (KbPage & { date: string })[] {
  return pages
    .filter((page): page is KbPage & { date: string } => page.date !== undefined && !page.stub)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/** Channel and items → the RSS 2.0 document. Valid with no items too (the channel stands alone). */
export function rssXml(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = items[0]?.date;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeMarkup(channel.title)}</title>`,
    `<link>${escapeMarkup(channel.link)}</link>`,
    `<description>${escapeMarkup(channel.description)}</description>`,
    `<language>${escapeMarkup(channel.language)}</language>`,
    `<atom:link href="${escapeMarkup(channel.self)}" rel="self" type="application/rss+xml"/>`,
    // The newest item's date, not the clock: two builds of the same content give the same feed.
    ...(newest === undefined ? [] : [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`]),
    ...items.map((item) =>
      [
        '<item>',
        `<title>${escapeMarkup(item.title)}</title>`,
        `<link>${escapeMarkup(item.link)}</link>`,
        `<guid isPermaLink="true">${escapeMarkup(item.link)}</guid>`,
        `<pubDate>${rfc822(item.date)}</pubDate>`,
        `<category>${escapeMarkup(item.category)}</category>`,
        `<description>${escapeMarkup(item.description)}</description>`,
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}

export const GET: APIRoute = async () => {
  const site = await getSite();
  const items = feedPages(site.kb.pages).map((page) => ({
    title: page.title,
    link: siteUrl(page.url),
    date: page.date,
    description: clip(metaOf(page, siteLang).description, 500),
    category: kindLabel(page.kind),
  }));
  const channel = {
    title: siteTitle,
    link: siteUrl('/'),
    self: siteUrl('/rss.xml'),
    description: settings.description ?? `Newest pages of ${siteTitle}: ${kindsInWords(siteContent(site).kinds)}.`,
    language: settings.lang,
  };
  return new Response(rssXml(channel, items), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
