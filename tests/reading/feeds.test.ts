import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../src/core/escape.ts';
import { feedPages, rfc822, rssXml } from '../../src/pages/rss.xml.ts';
import { sitemapXml } from '../../src/pages/sitemap.xml.ts';
import type { KbPage } from '../../src/schemas/knowledge-base.ts';
import { KbPageSchema } from '../../src/schemas/knowledge-base.ts';

const channel = { title: 'Notes & more', link: 'https://example.org/', self: 'https://example.org/rss.xml', description: 'd', language: 'en' };

function note(slug: string, title: string, date?: string, stub = false): KbPage {
  return KbPageSchema.parse({
    kind: 'note',
    slug,
    url: `/notes/${slug}/`,
    title,
    stub,
    file: null,
    aliases: [],
    clusters: [],
    tags: [],
    ...(date === undefined ? {} : { date }),
    bodyHtml: '',
    text: '',
    citations: [],
    linkedFrom: [],
    description: '',
    claim: '',
    related: [],
    papers: [],
    citedBy: [],
  });
}

describe('RSS feed', () => {
  it('is a complete RSS 2.0 channel even with no items', () => {
    const xml = rssXml(channel, []);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Notes &amp; more</title>');
    expect(xml).toContain('<link>https://example.org/</link>');
    expect(xml).toContain('<description>d</description>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true);
  });

  it('lists dated written pages newest first, skipping undated pages and stubs', () => {
    const pages = [note('a', 'A', '2024-01-02'), note('b', 'B'), note('c', 'C', '2025-06-30'), note('d', 'D', '2026-01-01', true)];
    expect(feedPages(pages).map((p) => p.slug)).toEqual(['c', 'a']);
    const items = feedPages(pages).map((p) => ({
      title: p.title,
      link: `https://example.org${p.url}`,
      date: p.date,
      description: '<b>x</b>',
      category: 'Note',
    }));
    const xml = rssXml(channel, items);
    expect(xml.indexOf('<title>C</title>')).toBeLessThan(xml.indexOf('<title>A</title>'));
    expect(xml).toContain('<pubDate>Mon, 30 Jun 2025 00:00:00 +0000</pubDate>');
    expect(xml).toContain('<lastBuildDate>Mon, 30 Jun 2025 00:00:00 +0000</lastBuildDate>');
    expect(xml).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(xml).toContain('<guid isPermaLink="true">https://example.org/notes/c/</guid>');
  });

  it('writes RFC 822 dates and escapes XML', () => {
    expect(rfc822('2025-03-01')).toBe('Sat, 01 Mar 2025 00:00:00 +0000');
    expect(escapeMarkup(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('sitemap', () => {
  it('lists each URL with its lastmod when known', () => {
    const xml = sitemapXml([{ loc: 'https://example.org/' }, { loc: 'https://example.org/notes/a&b/', lastmod: '2025-01-01' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://example.org/</loc></url>');
    expect(xml).toContain('<url><loc>https://example.org/notes/a&amp;b/</loc><lastmod>2025-01-01</lastmod></url>');
  });
});
