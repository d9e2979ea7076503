import { describe, expect, it } from 'vitest';
import { searchProjection } from '../../src/orchestrate/search-projection.ts';

/** A page shaped like the site's: header and navigation outside the body, ignored lists inside it. */
function page(parts: { body?: string; ignored?: string; nested?: string; outside?: string; title?: string; lang?: string; cluster?: string } = {}): string {
  return `<!DOCTYPE html><html lang="${parts.lang ?? 'en'}"><head><meta charset="utf-8"><title>${parts.title ?? 'Why?'} · Notes</title>
<script type="module">if (a < b && c > d) console.log("</div>")</script><style>p > a { color: red }</style></head>
<body><header><nav><a href="/">Home</a>${parts.outside ?? ''}</nav></header><!-- <article data-pagefind-body> -->
<article class="page" data-pagefind-body><h1 id="why">Why?</h1><p class="kind-label" data-pagefind-ignore>Note</p>
<span hidden data-pagefind-filter="kind">note</span><span hidden data-pagefind-filter="cluster">${parts.cluster ?? 'Sycophancy'}</span>
<p>${parts.body ?? 'Models learn face-saving.'}<br>Line two<img src="/a.png" alt="figure"></p>
<section data-pagefind-ignore><h2>Cited by</h2><ul><li>${parts.ignored ?? 'Another note'}</li>
<li><div data-pagefind-ignore="all">${parts.nested ?? 'deep'}</div><p>after the nested one</p></li></ul></section>
<section><h2 id="theme">Theme</h2><p>Body after the ignored section.</p></section></article>
<footer>Footer</footer></body></html>`;
}

const base = searchProjection(page());

/** The body part of a projection (it runs to the first captured element, or to the end). */
function bodyOf(projection: string): string {
  const start = projection.indexOf('\nbody:');
  const end = projection.indexOf('\ncaptured:', start);
  return projection.slice(start + 6, end < 0 ? undefined : end);
}

describe('search projection', () => {
  it('stays the same when only ignored sections change, at any nesting depth', () => {
    expect(searchProjection(page({ ignored: 'A new backlink <a href="/x/">X</a>' }))).toBe(base);
    expect(searchProjection(page({ nested: 'changed deep inside <br> an ignored part' }))).toBe(base);
  });

  it('stays the same when markup outside the body changes', () => {
    expect(searchProjection(page({ outside: '<a href="/graph/">Graph</a><img src="x.png">' }))).toBe(base);
  });

  it('changes when the body text changes, before or after an ignored section', () => {
    expect(searchProjection(page({ body: 'Models learn face-saving quickly.' }))).not.toBe(base);
    expect(searchProjection(page().replace('Body after the ignored section.', 'Body after, edited.'))).not.toBe(base);
    expect(searchProjection(page().replace('<h2 id="theme">', '<h2 id="themes">'))).not.toBe(base);
  });

  it('changes with the language, the title and a filter value', () => {
    expect(searchProjection(page({ lang: 'de' }))).not.toBe(base);
    expect(searchProjection(page({ title: 'Why not?' }))).not.toBe(base);
    expect(searchProjection(page({ cluster: 'Warmth' }))).not.toBe(base);
  });

  it('keeps the body without its ignored parts, and void and raw-text elements do not upset the nesting', () => {
    const body = bodyOf(base);
    expect(body).toContain('<h1 id="why">Why?</h1>');
    expect(body).toContain('<br>Line two<img src="/a.png" alt="figure"></p>');
    expect(body).toContain('Body after the ignored section.</p></section></article>');
    expect(body).not.toContain('Cited by');
    expect(body).not.toContain('kind-label');
    expect(body).not.toContain('after the nested one');
    expect(base).not.toContain('Footer');
    expect(base).toContain('title:Why? · Notes');
    expect(base).toContain('lang:en');
  });

  it('reads filter, meta, sort and weight elements wherever they are, with their content', () => {
    const html =
      '<html><head><meta data-pagefind-meta="image[content]" content="/a.png"></head><body><div data-pagefind-ignore><span data-pagefind-sort="date">2024</span></div><p data-pagefind-weight="2">heavy</p></body></html>';
    const projection = searchProjection(html);
    expect(projection).toContain('captured:<meta data-pagefind-meta="image[content]" content="/a.png">');
    expect(projection).toContain('captured:<span data-pagefind-sort="date">2024</span>');
    expect(projection).toContain('captured:<p data-pagefind-weight="2">heavy</p>');
    expect(searchProjection(html.replace('2024', '2025'))).not.toBe(projection);
  });

  it('keeps everything to the end of the page when the body is never closed', () => {
    const unclosed = '<html><body><main data-pagefind-body><p>one</p><p>two';
    expect(searchProjection(unclosed)).toContain('<p>one</p><p>two');
    expect(searchProjection(`${unclosed} three`)).not.toBe(searchProjection(unclosed));
  });

  it('closes elements left open when their parent ends, and ignores stray end tags', () => {
    const html = '<html><body><div data-pagefind-body><section data-pagefind-ignore><p>hidden</div><p>outside</p></div></span><p>after</p></body></html>';
    const body = bodyOf(searchProjection(html));
    expect(body).not.toContain('hidden');
    expect(body).not.toContain('outside');
  });
});
