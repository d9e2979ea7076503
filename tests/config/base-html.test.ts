// The base path put on at output (src/config/base-html.ts): every root-relative URL in a tag gets
// the base exactly once, and nothing else of the page changes: not text, code, scripts, comments.
import fc from 'fast-check';
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlUnderBase } from '../../src/config/base-html.ts';
import { referenceUnderBase } from './base-html-reference.ts';

const BUILD = { bundled: ['_astro/'] };

/** One piece of a page: its HTML, and that HTML as it must read under the base `/repo/`. */
interface Piece {
  html: string;
  expected: string;
}

const BASE = '/repo/';
const under = (url: string): string => (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/repo/_astro/') ? `/repo${url}` : url);

const SEGMENT = fc.stringMatching(/^[a-z0-9\-_.]{1,8}$/);
/** A URL as pages write them: root-relative (the ones that move), full, protocol-relative, fragments, relative, Astro's own. */
const URL_ARB = fc.oneof(
  fc.array(SEGMENT, { minLength: 0, maxLength: 3 }).map((parts) => `/${parts.map((p) => `${p}/`).join('')}`),
  SEGMENT.map((s) => `/notes/${s}/#h-${s}`),
  SEGMENT.map((s) => `/graph/?focus=${s}&amp;x=1`),
  SEGMENT.map((s) => `https://example.org/${s}`),
  SEGMENT.map((s) => `//cdn.example.org/${s}.js`),
  SEGMENT.map((s) => `#${s}`),
  SEGMENT.map((s) => `${s}/x.png`),
  SEGMENT.map((s) => `/repo/_astro/${s}.css`),
);
/** Text that looks like markup once read: what a code block or a sentence about HTML shows. */
const TEXT = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => s.replace(/[&<]/g, (c) => (c === '&' ? '&amp;' : '&lt;'))),
  URL_ARB.map((url) => `&lt;a href="${url}"&gt; and src="${url}"`),
);

const attribute = (name: string, url: string, quote: '"' | "'" | ''): Piece => ({
  html: ` ${name}=${quote}${url}${quote}`,
  expected: ` ${name}=${quote}${under(url)}${quote}`,
});

const PIECE: fc.Arbitrary<Piece> = fc.oneof(
  TEXT.map((text) => ({ html: text, expected: text })),
  fc.tuple(URL_ARB, fc.constantFrom<'"' | "'">('"', "'"), TEXT).map(([url, quote, text]) => {
    const href = attribute('href', url, quote);
    return { html: `<a class="x"${href.html}>${text}</a>`, expected: `<a class="x"${href.expected}>${text}</a>` };
  }),
  URL_ARB.filter((url) => !/[&#?]/.test(url)).map((url) => {
    const src = attribute('src', url, '');
    return { html: `<img${src.html} alt="">`, expected: `<img${src.expected} alt="">` };
  }),
  fc
    .tuple(URL_ARB, URL_ARB)
    .map(([a, b]) => ({ html: `<img srcset="${a} 1x,${b}  2x" alt="">`, expected: `<img srcset="${under(a)} 1x,${under(b)}  2x" alt="">` })),
  fc.tuple(URL_ARB, URL_ARB).map(([a, b]) => ({
    html: `<svg><a href="${a}"><text>${b}</text></a><a xlink:href="${b}"></a></svg>`,
    expected: `<svg><a href="${under(a)}"><text>${b}</text></a><a xlink:href="${under(b)}"></a></svg>`,
  })),
  URL_ARB.map((url) => ({ html: `<pre><code>&lt;a href="${url}"&gt;</code></pre>`, expected: `<pre><code>&lt;a href="${url}"&gt;</code></pre>` })),
  URL_ARB.map((url) => ({
    html: `<script type="application/ld+json">{"url":"${url}","x":"<a href=\\"${url}\\">"}</script>`,
    expected: `<script type="application/ld+json">{"url":"${url}","x":"<a href=\\"${url}\\">"}</script>`,
  })),
  URL_ARB.map((url) => ({ html: `<!-- <a href="${url}"> -->`, expected: `<!-- <a href="${url}"> -->` })),
  URL_ARB.map((url) => ({ html: `<textarea><a href="${url}"></textarea>`, expected: `<textarea><a href="${url}"></textarea>` })),
  URL_ARB.map((url) => ({ html: `<style>a[href="${url}"]{color:red}</style>`, expected: `<style>a[href="${url}"]{color:red}</style>` })),
  URL_ARB.map((url) => ({ html: `<template><a href="${url}">t</a></template>`, expected: `<template><a href="${under(url)}">t</a></template>` })),
);

/** Markup at the edges of the standard's tokenizer: case, spacing, quoting, comments of every form, raw text, foreign content. */
const TRICKY: fc.Arbitrary<string> = fc.oneof(
  TEXT,
  fc
    .tuple(URL_ARB, fc.constantFrom('<A HREF=', '<a href = ', '<a\nhref=\n', '<a title=">" href=', '<a =x href=', '<a href=/y href=', '<a data-x="a>b" href='))
    .map(([url, open]) => `${open}"${url}">t</a>`),
  URL_ARB.map((url) => `<a href=${url.replace(/[&>]/g, '')}>u</a>`),
  URL_ARB.map((url) => `<a href="${url}"title="t">v</a><img src='${url}'/>`),
  URL_ARB.map(
    (url) =>
      `<form action="${url}"><button formaction="${url}">b</button></form><video poster="${url}" src="${url}"></video><blockquote cite="${url}">q</blockquote>`,
  ),
  URL_ARB.map((url) => `<link rel="preload" as="image" imagesrcset="${url} 1x, ${url}  2x,${url}">`),
  URL_ARB.map((url) => `<img srcset="${url},${url} 2x , ${url}">`),
  URL_ARB.map((url) => `<!--> <a href="${url}"> --><!---> <a href="${url}"> --><!-- a --!> <a href="${url}">x</a> <!-- b -- c -->`),
  URL_ARB.map((url) => `<?x <a href="${url}"> ?><!x> <a href="${url}">y</a><![CDATA[ <a href="${url}"> ]]>`),
  URL_ARB.map((url) => `<SCRIPT>var a = "<a href='${url}'>"; var b = "</scripts>";</SCRIPT ><a href="${url}">z</a>`),
  URL_ARB.map((url) => `<style>a[href="${url}"]::after{content:"<a href='${url}'>"}</style><title><a href="${url}"></title >`),
  URL_ARB.map(
    (url) => `<textarea><img src="${url}"></TEXTAREA><xmp><a href="${url}"></xmp><noscript><a href="${url}"></noscript><iframe><a href="${url}"></iframe>`,
  ),
  URL_ARB.map(
    (url) =>
      `<svg viewBox="0 0 1 1"><title><a href="${url}"/></title><![CDATA[ <a href="${url}"> ]]><a xlink:href="${url}"><text>t</text></a><image href="${url}"/></svg>`,
  ),
  URL_ARB.map((url) => `<math><mi><a href="${url}">m</a></mi></math><svg/><a href="${url}">after</a>`),
  URL_ARB.map((url) => `<template><img src="${url}"><template><a href="${url}">n</a></template></template>`),
  URL_ARB.map((url) => `<table><tr><td><a href="${url}">c</a></td></tr><a href="${url}">fostered</a></table>`),
  URL_ARB.map((url) => `</p href="${url}"></a x=">" href="${url}"></ x>`),
);

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;

/** Every text, comment and raw-text value of a page, in document order. */
function texts(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeName === '#text' || node.nodeName === '#comment') out.push('value' in node ? node.value : 'data' in node ? node.data : '');
    if ('content' in node) walk(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out;
}

describe('htmlUnderBase', () => {
  it('under `/` gives back the page as it is', () => {
    const html = page('<a href="/notes/x/">x</a>');
    expect(htmlUnderBase(html, '/', BUILD)).toBe(html);
  });

  it('puts each root-relative URL of a tag under the base once, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.array(PIECE, { maxLength: 12 }), (pieces) => {
        const html = page(pieces.map((p) => p.html).join(''));
        const out = htmlUnderBase(html, BASE, BUILD);
        expect(out).toBe(page(pieces.map((p) => p.expected).join('')));
        expect(texts(out)).toEqual(texts(html));
      }),
      { numRuns: 300 },
    );
  });

  it('reads every tag as a full HTML parser (parse5) does, whatever the markup throws at it', () => {
    fc.assert(
      fc.property(fc.array(TRICKY, { maxLength: 16 }), fc.constantFrom('/repo/', '/notes/', '/a&b/'), (pieces, base) => {
        const html = page(pieces.join(''));
        expect(htmlUnderBase(html, base, BUILD)).toBe(referenceUnderBase(html, base, BUILD));
      }),
      { numRuns: 500 },
    );
  });

  it('reads the example a page really holds: links, a picture set, the feed, a data block and code showing a link', () => {
    const html = page(
      '<link rel="alternate" href="/rss.xml"><link rel="stylesheet" href="/my&amp;repo/_astro/site.css"><script type="module" src="/my&amp;repo/_astro/a.js"></script>' +
        '<a href=/notes/a/>a</a> <img src="/attachments/p.png" srcset="/attachments/p.png 1x, /attachments/p@2x.png 2x">' +
        '<a href="https://example.org/x">out</a><a href="#top">top</a><form action="/search/"></form>' +
        '<pre><code>&lt;a href="/notes/a/"&gt;</code></pre><script type="application/json">{"u":"/notes/a/"}</script>',
    );
    expect(htmlUnderBase(html, '/my&repo/', BUILD)).toBe(
      page(
        '<link rel="alternate" href="/my&amp;repo/rss.xml"><link rel="stylesheet" href="/my&amp;repo/_astro/site.css"><script type="module" src="/my&amp;repo/_astro/a.js"></script>' +
          '<a href=/my&amp;repo/notes/a/>a</a> <img src="/my&amp;repo/attachments/p.png" srcset="/my&amp;repo/attachments/p.png 1x, /my&amp;repo/attachments/p@2x.png 2x">' +
          '<a href="https://example.org/x">out</a><a href="#top">top</a><form action="/my&amp;repo/search/"></form>' +
          '<pre><code>&lt;a href="/notes/a/"&gt;</code></pre><script type="application/json">{"u":"/notes/a/"}</script>',
      ),
    );
  });

  it('leaves a tag the page ends inside alone, as a browser drops it', () => {
    const html = '<p>text <a href="/notes/x/"';
    expect(htmlUnderBase(html, '/repo/', BUILD)).toBe(html);
    expect(referenceUnderBase(html, '/repo/', BUILD)).toBe(html);
  });

  it('leaves what the bundler already wrote under the base, and puts a site path named like the base under it all the same', () => {
    const html = page('<script type="module" src="/notes/_astro/a.js"></script><a href="/notes/x/">x</a>');
    expect(htmlUnderBase(html, '/notes/', BUILD)).toBe(page('<script type="module" src="/notes/_astro/a.js"></script><a href="/notes/notes/x/">x</a>'));
  });
});
