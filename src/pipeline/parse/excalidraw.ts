import LZString from 'lz-string';
import type { Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { drawScene } from './excalidraw-svg.ts';
import { linksInText, type WikiLink } from './wiki-links.ts';

/**
 * An Excalidraw drawing in a note's tree, shown where the drawing stands: the picture the vault
 * exported beside it (`<name>.excalidraw.svg`, else `.png`: the first two `children`, optional
 * links that warn of nothing when the file is absent), else `svg`, the scene drawn at build time,
 * else its `texts` under a "Drawing" label. The other children are the notes its elements link
 * (`## Element Links`): links of the page, as in Obsidian, which the drawing does not show.
 */
export interface ExcalidrawDrawing extends Parent {
  type: 'excalidraw';
  /** The drawing's name: its file name without `.md`, e.g. `Sketch.excalidraw`. */
  name: string;
  /** The scene drawn as SVG; absent when the scene could not be read. */
  svg?: string;
  /** The drawing's text elements, in its order. */
  texts: string[];
  children: WikiLink[];
}

declare module 'mdast' {
  interface RootContentMap {
    excalidraw: ExcalidrawDrawing;
  }
}

/** What reading a drawing note gives: the Markdown to publish (what the author wrote above the drawing's data), the drawing, and findings. */
export interface DrawingSource {
  markdown: string;
  drawing: ExcalidrawDrawing;
  findings: Finding[];
}

// Where the plugin's data starts: `# Excalidraw Data` (current), `# Text Elements` (older), or the commented `# Drawing` block.
const DATA_START_RE = /^(?:#{1,2} (?:Excalidraw Data|Text Elements)[ \t]*$|%%[ \t]*\n#{1,2} Drawing[ \t]*$)/m;
// The plugin's banner line for readers without it (`==⚠  Switch to EXCALIDRAW VIEW … ⚠==`).
const BANNER_RE = /^.*Switch to EXCALIDRAW VIEW.*$/gm;
const BLOCK_RE = /```(compressed-json|json)[ \t]*\n([\s\S]*?)\n```/;
// A text element in `## Text Elements`: its text, then ` ^` and the element's id at the end of its last line.
const TEXT_ELEMENT_RE = /([\s\S]*?)\s\^[A-Za-z0-9_-]{6,12}[ \t]*(?:\n|$)/g;

/** True when a note is an Excalidraw drawing: its name ends in `.excalidraw.md`, or its properties say `excalidraw-plugin`. */
export function isDrawing(file: string, yaml: string): boolean {
  return /\.excalidraw\.md$/i.test(file) || /^excalidraw-plugin\s*:/m.test(yaml);
}

/** The texts of the `## Text Elements` section, which the plugin writes for search and links. */
function textElements(data: string): string[] {
  const section = /^#{1,2} Text Elements[ \t]*\n([\s\S]*?)(?=^#{1,2} |^%%|$(?![\s\S]))/m.exec(data)?.[1] ?? '';
  return [...section.matchAll(TEXT_ELEMENT_RE)].map((m) => (m[1] ?? '').trim()).filter((t) => t !== '');
}

/** The wiki links written in the drawing's texts (`Yes = [[Cognitivism]]`), which Obsidian opens from the drawing: each target, and its shown text when it has one. */
function textLinks(texts: readonly string[]): Array<{ target: string; shown?: string }> {
  return texts
    .flatMap((text) => linksInText(text))
    .flatMap(({ target, shown }) => (target === '' ? [] : [shown === undefined ? { target } : { target, shown }]));
}

/** The notes the `## Element Links` section names (`id: [[Note]]`, heading and shown text left out), in order. */
function elementLinks(data: string): Array<{ target: string }> {
  const section = /^#{1,2} Element Links[ \t]*\n([\s\S]*?)(?=^#{1,2} |^%%|$(?![\s\S]))/m.exec(data)?.[1] ?? '';
  return [...section.matchAll(/\[\[([^[\]|#\n]+)(?:[#|][^[\]\n]*)?\]\]/g)].map((m) => ({ target: (m[1] ?? '').trim() })).filter((l) => l.target !== '');
}

/** The scene JSON of the data block: a `json` block as written, a `compressed-json` one decompressed (LZ-String, base64, broken over lines by the plugin). */
function sceneOf(data: string): { json: unknown } | { error: string } | undefined {
  const block = BLOCK_RE.exec(data);
  if (!block) return undefined;
  const text = block[1] === 'compressed-json' ? LZString.decompressFromBase64((block[2] ?? '').replace(/\s+/g, '')) : (block[2] ?? '');
  if (text === null || text === '') return { error: 'its compressed data could not be decompressed' };
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { error: `its data is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

/**
 * Reads an Excalidraw note's body (after its frontmatter; `offset` file lines before it): the
 * Markdown above the plugin's data (its banner line left out), and the drawing from the data's
 * scene. The scene's JSON never reaches the page. A scene that cannot be read is a warning, and
 * the drawing shows its text elements.
 */
export function readDrawing(file: ContentPath, body: string, offset: number): DrawingSource {
  const start = DATA_START_RE.exec(body);
  const data = start === null ? body : body.slice(start.index);
  const above = start === null ? (BLOCK_RE.test(body) ? '' : body) : body.slice(0, start.index);
  const name = (file.split('/').pop() ?? file).replace(/\.md$/i, '');
  const drawing: ExcalidrawDrawing = { type: 'excalidraw', name, texts: textElements(data), children: [] };
  for (const extension of ['svg', 'png'])
    drawing.children.push({ type: 'wikiLink', target: `${name}.${extension}`, embed: true, attachment: true, optional: true, index: 0, value: '' });
  for (const link of [...elementLinks(data), ...textLinks(drawing.texts)])
    drawing.children.push({ type: 'wikiLink', embed: false, index: 0, value: '', ...link });
  const findings: Finding[] = [];
  const scene = sceneOf(data);
  const line = offset + 1 + (start === null ? 0 : body.slice(0, start.index).split('\n').length - 1);
  if (scene !== undefined && 'json' in scene) {
    const drawn = drawScene(scene.json);
    if (drawn === undefined)
      findings.push(
        finding(
          'warning',
          'drawing-data',
          file,
          line,
          `the drawing's data is JSON but not an Excalidraw scene, so only its texts are shown; open it in Obsidian and save it again`,
        ),
      );
    else {
      drawing.svg = drawn.svg;
      if (drawing.texts.length === 0) drawing.texts = drawn.texts;
    }
  } else if (scene !== undefined)
    findings.push(
      finding(
        'warning',
        'drawing-data',
        file,
        line,
        `the drawing could not be read: ${scene.error}; only its texts are shown. Open it in Obsidian and save it again`,
      ),
    );
  return { markdown: above.replace(BANNER_RE, ''), drawing, findings };
}

/** Puts the drawing first in a drawing note's tree and numbers the tree's wiki links again in document order. */
export function addDrawing(tree: Root, drawing: ExcalidrawDrawing): void {
  tree.children.unshift(drawing);
  let count = 0;
  visit(tree, 'wikiLink', (node: WikiLink) => {
    node.index = count++;
  });
}
