import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { splitWikiLinks } from './wiki-links.ts';

// One frozen processor for every file: building a unified pipeline per file costs more than parsing a note.
const processor = unified().use(remarkParse).use(remarkGfm).freeze();

/** Parses a Markdown body (GFM) into mdast with `[[wiki links]]` split out as `wikiLink` nodes. */
export function parseMarkdown(body: string): Root {
  const tree = processor.parse(body);
  splitWikiLinks(tree);
  return tree;
}
