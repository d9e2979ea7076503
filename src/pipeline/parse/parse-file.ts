import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { Frontmatter } from '../../schemas/frontmatter.ts';
import type { Figure, Theme } from '../../schemas/knowledge-base.ts';
import { extractFigures } from '../figures.ts';
import { finding } from '../finding.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { GFM_MAX_CHARS, parseMarkdown } from './markdown.ts';
import { markdownLinksToWiki } from './markdown-links.ts';
import { renderMath } from './math.ts';
import { splitTags } from './tags.ts';
import { plainText } from './plain-text.ts';
import { paragraphSentences, type ParsedSentence } from './sentences.ts';
import { discussionThemes } from './themes.ts';

/** One wiki link of a body, as written, with the file line and paragraph it stands in. */
export interface ParsedLink {
  target: string;
  shown?: string;
  heading?: string;
  embed: boolean;
  /** 1-based line in the file. */
  line: number;
  /** 0-based index of the paragraph holding it (or the last paragraph before it). */
  paragraph: number;
}

/** A paragraph of the body: where it starts and how many links it holds. */
export interface ParsedParagraph {
  /** 1-based line in the file. */
  line: number;
  links: number;
}

/**
 * Everything one file yields on its own, before any other file is known. Plain data
 * (JSON-serialisable), so it can be cached by content hash or computed in a worker.
 */
export interface ParsedFile {
  file: ContentPath;
  /** Validated frontmatter; `null` when the file has errors and makes no page. */
  data: Frontmatter | null;
  /** Raw YAML of the frontmatter, to find the line of a frontmatter reference. */
  yaml: string;
  /** `true` for a vault note (a file without `kind`): its name may repeat in other folders, as Obsidian allows. */
  vault: boolean;
  /** The body's mdast; wiki links are `wikiLink` nodes numbered like `links`. Lines are body lines. */
  tree: Root;
  /** File lines before the body: a body line plus this is a file line. */
  lineOffset: number;
  links: ParsedLink[];
  paragraphs: ParsedParagraph[];
  /** Sentences of an inquiring line's body, lines already file lines; `[]` for other kinds. */
  sentences: ParsedSentence[];
  /** Figures a note states in its claim or body (for the integrity check); `[]` for other kinds. */
  figures: Figure[];
  /** Themes of a discussion; `[]` for other kinds. */
  themes: Theme[];
  /** Tags written in the body (`#tag`, `#nested/tag`), normalised, in order of first appearance. */
  tags: string[];
  findings: Finding[];
}

const EMPTY_ROOT: Root = { type: 'root', children: [] };

/** Parses one file's text into `ParsedFile`: pure, never throws on bad content (problems become findings). */
export function parseFile(file: ContentPath, text: string): ParsedFile {
  const fm = parseFrontmatter(file, text);
  const out: ParsedFile = {
    file,
    data: fm.data,
    yaml: fm.yaml,
    vault: fm.vault,
    tree: EMPTY_ROOT,
    lineOffset: fm.lineOffset,
    links: [],
    paragraphs: [],
    sentences: [],
    figures: [],
    themes: [],
    tags: [],
    findings: [...fm.findings],
  };
  if (text.trim() === '') {
    out.findings.push(finding('warning', 'empty-file', file, null, `${file} is empty; it is published as an empty note titled by its file name. Write its content, or delete it`));
  }
  if (!fm.data) return out;
  if (fm.body.length > GFM_MAX_CHARS) {
    const kb = Math.round(fm.body.length / 1024);
    out.findings.push(finding('warning', 'large-body', file, fm.lineOffset + 1, `the body is ${kb} KB, over the ${GFM_MAX_CHARS / 1024} KB a page is parsed with GitHub extensions for; tables, footnotes, strikethrough and bare-URL links are read as plain text. Split it into several pages`));
  }
  const tree = parseMarkdown(fm.body);
  markdownLinksToWiki(tree, file);
  if (fm.body.includes('#')) out.tags = splitTags(tree);
  if (fm.body.includes('$')) out.findings.push(...renderMath(tree, fm.body, file, fm.lineOffset));
  out.tree = tree;
  if (fm.data.kind === 'discussion') out.themes = discussionThemes(tree, fm.body);
  const offset = fm.lineOffset;
  let paragraph = -1;
  visit(tree, (node) => {
    if (node.type === 'paragraph') {
      paragraph++;
      out.paragraphs.push({ line: (node.position?.start.line ?? 1) + offset, links: 0 });
      if (fm.data?.kind === 'inquiry') {
        for (const s of paragraphSentences(node, paragraph)) out.sentences.push({ ...s, line: s.line + offset });
      }
    } else if (node.type === 'wikiLink') {
      const link: ParsedLink = { target: node.target, embed: node.embed, line: (node.position?.start.line ?? 1) + offset, paragraph: Math.max(paragraph, 0) };
      if (node.shown !== undefined) link.shown = node.shown;
      if (node.heading !== undefined) link.heading = node.heading;
      out.links.push(link);
      const p = out.paragraphs[paragraph];
      if (p) p.links++;
    } else if (node.type === 'html') {
      out.findings.push(finding('info', 'raw-html', file, (node.position?.start.line ?? 1) + offset, 'raw HTML in Markdown is not published (it could run code in readers\' browsers); write it as Markdown instead'));
    }
  });
  // Lines are extracted above; positions would otherwise be most of the tree's memory and cache size.
  visit(tree, (node) => {
    delete node.position;
  });
  if (fm.data.kind === 'note') {
    out.figures = [...extractFigures(fm.data.claim), ...extractFigures(plainText(tree, () => ' '))];
  }
  return out;
}
