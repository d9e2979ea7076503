import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { splitWikiLinks } from './wiki-links.ts';

// One frozen processor for every file: building a unified pipeline per file costs more than parsing a note.
const processor = unified().use(remarkParse).use(remarkGfm).freeze();
const plainProcessor = unified().use(remarkParse).freeze();

/**
 * Bodies longer than this (in characters) are parsed as CommonMark without the GFM extensions.
 * GFM's autolink-literal extension is quadratic on long multi-line paragraphs (a 1 MB paragraph
 * takes most of a minute), while plain CommonMark stays linear (5 MB in a few seconds).
 */
export const GFM_MAX_CHARS = 256 * 1024;

/** Parses a Markdown body (GFM; plain CommonMark above `GFM_MAX_CHARS`) into mdast with `[[wiki links]]` split out as `wikiLink` nodes. */
export function parseMarkdown(body: string): Root {
  const tree = (body.length > GFM_MAX_CHARS ? plainProcessor : processor).parse(body);
  splitWikiLinks(tree);
  return tree;
}
