import { Buffer } from 'node:buffer';
import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { ParsedFile, ParsedLink } from '../../schemas/parsed-file.ts';
import type { Finding } from '../../schemas/finding.ts';
import { extractFigures } from './figures.ts';
import { finding } from '../finding.ts';
import { stripComments } from './comments.ts';
import { drawDiagrams, mayHaveDiagram } from './diagrams.ts';
import { fileLinks } from './file-links.ts';
import { parseFrontmatter } from './frontmatter.ts';
import {
  GFM_MAX_CHARS,
  MARKDOWN_MAX_CHARS,
  MAX_BRACKETS,
  MAX_EMPHASIS_MARKS,
  MAX_EMPHASIS_RUN,
  MAX_NESTING,
  MAX_SETEXT_HEADINGS,
  parseBody,
  type ParsedBody,
} from './markdown.ts';
import { propertyLinks } from './property-links.ts';
import { baseFileBody, markInlineQuery, markQueryBlock } from './query-blocks.ts';
import { markdownLinksToWiki } from './markdown-links.ts';
import { literalUnclosedTags } from './unclosed-html.ts';
import type { NoteMacros } from './katex-tex.ts';
import { renderMath } from './math.ts';
import { preambleMacros } from './math-preamble.ts';
import { splitTags } from './tags.ts';
import { deepTagFindings } from './tag-depth.ts';
import { plainText } from './plain-text.ts';
import { paragraphSentences } from './sentences.ts';
import { discussionThemes } from './themes.ts';
import { kindOf } from '../../kinds/registry.ts';
import { isCanvasPath, parseCanvas } from './canvas.ts';
import { addDrawing, isDrawing, readDrawing } from './excalidraw.ts';

export type { ParsedFile, ParsedLink, ParsedParagraph } from '../../schemas/parsed-file.ts';

const EMPTY_ROOT: Root = { type: 'root', children: [] };

// What the body's sanitiser (render/render.ts) removes from raw HTML: elements that run code or hold no text, handlers, inline styles.
const DROPPED_HTML_RE = /<(?:script|style|iframe|object|embed|form|template|link|meta|base)\b|\son[a-z]+\s*=|\sstyle\s*=/i;

/** What parsing a file needs besides its text: the same for every file of a collection. */
export interface ParseContext {
  /** The vault's TeX preamble (`preamble.sty`, see math-preamble.ts), whose commands every formula may use. Default: none. */
  mathPreamble?: string | undefined;
  /** The preamble's commands read already (`withPreambleMacros`), so a run over many files reads it once. Default: read from `mathPreamble` for each file. */
  mathMacros?: NoteMacros | undefined;
}

/** `context` with its preamble's commands read, for parsing many files with it (it stays plain data without a preamble). */
export function withPreambleMacros(context: ParseContext): ParseContext {
  return context.mathPreamble === undefined || context.mathMacros !== undefined ? context : { ...context, mathMacros: preambleMacros(context.mathPreamble) };
}

/** Parses one file's text into `ParsedFile`: pure, never throws on bad content (problems become findings). */
export function parseFile(file: ContentPath, text: string, context: ParseContext = {}): ParsedFile {
  if (isCanvasPath(file)) return { ...parseCanvasFile(file, text, context), size: Buffer.byteLength(text, 'utf8') };
  // A `.base` file is a page of its views: a note titled by its name holding one base block; its size is the file's, not that note's.
  if (BASE_FILE_RE.test(file)) return { ...parseMarkdownFile(file, baseFileText(file, text), context), size: Buffer.byteLength(text, 'utf8') };
  return parseMarkdownFile(file, text, context);
}

/** `parseFile` of a Markdown file. */
function parseMarkdownFile(file: ContentPath, text: string, context: ParseContext): ParsedFile {
  try {
    return parseText(file, text, false, context);
  } catch {
    // A tree the body guards (`parseBody`) let through but a later walk over it could not take: publish the body as text.
  }
  try {
    return parseText(file, text, true, context);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const found = finding(
      'error',
      'unparseable-file',
      file,
      null,
      `${file} could not be read (${reason}); simplify its structure (nesting, very long lines), or move it out of the content folder`,
    );
    return {
      file,
      data: null,
      yaml: '',
      size: Buffer.byteLength(text, 'utf8'),
      vault: false,
      tree: EMPTY_ROOT,
      lineOffset: 0,
      links: [],
      paragraphs: [],
      sentences: [],
      figures: [],
      themes: [],
      tags: [],
      findings: [found],
    };
  }
}

/**
 * A board (`.canvas`) as a note titled by its file name without `.canvas`: its text cards are
 * parsed as this file's Markdown (`pipeline/parse/canvas.ts`).
 */
function parseCanvasFile(file: ContentPath, text: string, context: ParseContext): ParsedFile {
  const name = (file.split('/').pop() ?? file).replace(/\.canvas$/i, '');
  const page = parseText(file, `---\ntitle: ${JSON.stringify(name)}\n---\n`, false, context);
  return parseCanvas(file, text, page, (markdown) => parseMarkdownFile(file, markdown, context));
}

const BASE_FILE_RE = /\.base$/i;

/**
 * A `.base` file as a vault note's text: titled by its file name with its extension (`Books.base`,
 * as links name it, so its URL never takes the slug of the note `Books.md`), its body one base
 * block (`baseFileBody`).
 */
function baseFileText(file: ContentPath, yaml: string): string {
  return `---\ntitle: ${JSON.stringify(file.split('/').pop() ?? file)}\n---\n${baseFileBody(yaml)}`;
}

/** `parseFile`, which may throw; `plain` publishes the body as plain text whatever it holds. */
function parseText(file: ContentPath, text: string, plain: boolean, context: ParseContext): ParsedFile {
  const fm = parseFrontmatter(file, text);
  const out: ParsedFile = {
    file,
    data: fm.data,
    yaml: fm.yaml,
    size: Buffer.byteLength(text, 'utf8'),
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
    out.findings.push(
      finding(
        'warning',
        'empty-file',
        file,
        null,
        `${file} is empty; it is published as an empty note titled by its file name. Write its content, or delete it`,
      ),
    );
  }
  if (fm.visibility !== undefined) out.visibility = fm.visibility;
  if (fm.properties !== undefined) out.properties = fm.properties;
  if (fm.cluster) out.cluster = fm.cluster;
  else if (!fm.data) return out;
  if (fm.data) out.findings.push(...deepTagFindings(file, fm.yaml, fm.data.tags));
  // A drawing note publishes its drawing and what is written above the plugin's data, never the data.
  const drawing = isDrawing(file, fm.yaml) ? readDrawing(file, fm.body, fm.lineOffset) : undefined;
  // Comments are notes to self: cut before anything reads the body.
  const body = stripComments(drawing?.markdown ?? fm.body);
  const offset = fm.lineOffset;
  const parsed = parseBody(body, plain);
  out.findings.push(...bodyFindings(file, body, parsed, offset));
  const tree = parsed.tree;
  for (const bad of fileLinks(tree)) {
    out.findings.push(
      finding(
        'warning',
        'malformed-link',
        file,
        bad.line + offset,
        `the link "${bad.url}" has a malformed percent-escape, so it is shown as text; write a literal % as %25, or write the file name as it is`,
      ),
    );
  }
  // Links into /attachments/ went first (above): they are files, never notes.
  markdownLinksToWiki(tree, file);
  if (drawing !== undefined) {
    addDrawing(tree, drawing.drawing);
    out.findings.push(...drawing.findings);
  }
  if (body.includes('<')) out.findings.push(...literalUnclosedTags(tree, file, offset));
  if (body.includes('#')) out.tags = splitTags(tree, body);
  if (body.includes('$')) {
    const vault = context.mathMacros ?? (context.mathPreamble === undefined ? undefined : preambleMacros(context.mathPreamble));
    out.findings.push(...renderMath(tree, body, file, offset, vault));
  }
  if (mayHaveDiagram(body)) out.findings.push(...drawDiagrams(tree, file, offset));
  out.tree = tree;
  const kind = fm.data ? kindOf(fm.data.kind) : undefined;
  if (kind?.themes === true) out.themes = discussionThemes(tree, body);
  let paragraph = -1;
  visit(tree, (node) => {
    if (node.type === 'paragraph') {
      paragraph++;
      out.paragraphs.push({ line: (node.position?.start.line ?? 1) + offset, links: 0 });
      // An inquiring line's sentences are its claims; a typed note's sentences that link a page are its citations of support.
      if (kind?.claims === true || (kind?.linkedSentences === true && !fm.vault && hasLink(node))) {
        for (const s of paragraphSentences(node, paragraph)) out.sentences.push({ ...s, line: s.line + offset });
      }
    } else if (node.type === 'wikiLink') {
      const link: ParsedLink = { target: node.target, embed: node.embed, line: (node.position?.start.line ?? 1) + offset, paragraph: Math.max(paragraph, 0) };
      if (node.shown !== undefined) link.shown = node.shown;
      if (node.heading !== undefined) link.heading = node.heading;
      if (node.attachment) link.attachment = true;
      if (node.optional) link.optional = true;
      out.links.push(link);
      const p = out.paragraphs[paragraph];
      if (p) p.links++;
    } else if (node.type === 'code' && markQueryBlock(node, (node.position?.start.line ?? 1) + offset)) {
      out.blocks = true;
    } else if (node.type === 'inlineCode' && markInlineQuery(node, (node.position?.start.line ?? 1) + offset)) {
      out.blocks = true;
    } else if (node.type === 'code' && node.data?.links) {
      // A diagram's internal-link nodes link to the notes they name (src/pipeline/parse/diagrams.ts).
      for (const target of node.data.links)
        out.links.push({ target, embed: false, line: (node.position?.start.line ?? 1) + offset, paragraph: Math.max(paragraph, 0) });
    } else if (node.type === 'html') {
      const dropped = DROPPED_HTML_RE.exec(node.value);
      if (dropped)
        out.findings.push(
          finding(
            'info',
            'raw-html',
            file,
            (node.position?.start.line ?? 1) + offset,
            `raw HTML "${dropped[0].trim()}" is not published (scripts, styles, frames and event handlers could run code in readers' browsers); the rest of the HTML is. Write it as Markdown or plain HTML instead`,
          ),
        );
    }
  });
  // A vault note's property links follow its body's, so the body's links keep their numbers.
  if (fm.properties !== undefined) out.links.push(...propertyLinks(fm.properties, fm.yaml));
  // Lines are extracted above; positions would otherwise be most of the tree's memory and cache size.
  visit(tree, (node) => {
    delete node.position;
  });
  const claim = fm.data ? kind?.statedClaim?.(fm.data) : undefined;
  if (claim !== undefined) out.figures = [...extractFigures(claim), ...extractFigures(plainText(tree, () => ' '))];
  return out;
}

/** True when a paragraph holds a wiki link to a page (not an embed). */
function hasLink(paragraph: Paragraph): boolean {
  let found = false;
  visit(paragraph, 'wikiLink', (node) => {
    if (!node.embed && !node.attachment) found = true;
  });
  return found;
}

/** The warnings for a body published as plain text (and for a body too long for the GitHub extensions). */
function bodyFindings(file: ContentPath, body: string, parsed: ParsedBody, offset: number): Finding[] {
  const kb = Math.round(body.length / 1024);
  const first = offset + 1;
  switch (parsed.plain) {
    case 'too-deep':
      return [
        finding(
          'warning',
          'deep-nesting',
          file,
          (parsed.line ?? 1) + offset,
          `lists or quotes here are nested more than ${MAX_NESTING} levels deep, so the whole body is published as plain text; flatten the nesting`,
        ),
      ];
    case 'too-tangled':
      return [
        finding(
          'warning',
          'tangled-body',
          file,
          (parsed.line ?? 1) + offset,
          `this paragraph holds over ${MAX_BRACKETS} [ brackets, over ${MAX_EMPHASIS_MARKS} * or _ marks or a run of over ${MAX_EMPHASIS_RUN} of them, or the body has over ${MAX_SETEXT_HEADINGS} headings underlined with = or -, more than Markdown can be read for in reasonable time, so the whole body is published as plain text; split the paragraph or the page, remove the marks, or write headings as # Heading`,
        ),
      ];
    case 'too-large':
      return [
        finding(
          'warning',
          'huge-body',
          file,
          first,
          `the body is ${kb} KB, over the ${MARKDOWN_MAX_CHARS / 1024 / 1024} MB a page is read as Markdown for, so it is published as plain text; split it into several pages`,
        ),
      ];
    case 'unparseable':
      return [
        finding(
          'warning',
          'unparseable-body',
          file,
          first,
          'the Markdown parser could not read this body, so it is published as plain text; look for unusual nesting or very long lines and simplify them',
        ),
      ];
    case undefined:
      break;
  }
  if (body.length <= GFM_MAX_CHARS) return [];
  return [
    finding(
      'warning',
      'large-body',
      file,
      first,
      `the body is ${kb} KB, over the ${GFM_MAX_CHARS / 1024} KB a page is parsed with GitHub extensions for; tables, footnotes, strikethrough and bare-URL links are read as plain text. Split it into several pages`,
    ),
  ];
}
