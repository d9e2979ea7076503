// The oracle for src/config/base-html.ts: the same change made from a full HTML parser's reading
// of the page (parse5, which the site already has through hast-util-raw, with each attribute's
// place in the source). Too slow to run on every page of a large site; exact to compare with.
import { parse } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { escapeMarkup } from '../../src/core/escape.ts';
import type { BaseHtmlOptions } from '../../src/config/base-html.ts';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;
type Template = DefaultTreeAdapterTypes.Template;

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'xlink:href']);

/** `htmlUnderBase` made from parse5's tree: the same arguments, and the same result. */
export function referenceUnderBase(html: string, base: string, options: BaseHtmlOptions): string {
  if (base === '/') return html;
  const already = options.bundled.flatMap((path) => [`${base}${path}`, escapeMarkup(`${base}${path}`)]);
  const inserted = escapeMarkup(base.slice(0, -1));
  const at = new Set<number>();
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      for (const start of urlStarts(html, child)) {
        const raw = html.slice(start);
        if (raw.startsWith('/') && !raw.startsWith('//') && !already.some((prefix) => raw.startsWith(prefix))) at.add(start);
      }
      visit(child.tagName === 'template' ? (child as Template).content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  let out = '';
  let from = 0;
  for (const start of [...at].sort((a, b) => a - b)) {
    out += html.slice(from, start) + inserted;
    from = start;
  }
  return out + html.slice(from);
}

/** Where each URL of an element's URL attributes starts in the page (each `srcset` candidate's too). */
function urlStarts(html: string, element: Element): number[] {
  const locations = element.sourceCodeLocation?.attrs;
  if (locations === undefined) return [];
  const starts: number[] = [];
  for (const attribute of element.attrs) {
    const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    const location = locations[name];
    if (location === undefined) continue;
    const equals = html.indexOf('=', location.startOffset);
    if (equals === -1 || equals >= location.endOffset) continue;
    let start = equals + 1;
    while (/[\t\n\f\r ]/.test(html.charAt(start))) start++;
    const quoted = html.charAt(start) === '"' || html.charAt(start) === "'";
    if (quoted) start++;
    const end = quoted ? location.endOffset - 1 : location.endOffset;
    if (URL_ATTRIBUTES.has(name)) starts.push(start);
    else if (name === 'srcset' || name === 'imagesrcset') {
      // Candidates: a URL (up to whitespace; trailing commas end it), then descriptors up to a comma.
      const value = html.slice(start, end);
      for (const match of value.matchAll(/[\t\n\f\r ,]*([^\t\n\f\r ]+)(?:[^,]*)?/g)) {
        if (match[1] !== undefined && match[1].replace(/,+$/, '') !== '') starts.push(start + (match.index ?? 0) + match[0].indexOf(match[1]));
      }
    }
  }
  return starts;
}
