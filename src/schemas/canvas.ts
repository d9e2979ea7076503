import { z } from 'zod';

/**
 * A JSON Canvas 1.0 board (`.canvas`, https://jsoncanvas.org/spec/1.0/), as Obsidian's Canvas
 * core plugin writes it. The schemas read what a board may hold leniently: unknown keys are
 * ignored, and a node or edge that does not fit is left out by `pipeline/parse/canvas.ts` with a
 * finding, so one bad node never costs the board.
 */

/** A colour: one of the six presets (`"1"` red … `"6"` purple) or a hex colour (`#rgb`, `#rrggbb`). Anything else is no colour. */
export const CanvasColourSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.union([z.enum(['1', '2', '3', '4', '5', '6']), z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/)]));
export type CanvasColour = z.output<typeof CanvasColourSchema>;

/** The side of a node an edge leaves or reaches. Default: the side facing the other node. */
export const CanvasSideSchema = z.enum(['top', 'right', 'bottom', 'left']);
export type CanvasSide = z.output<typeof CanvasSideSchema>;

/** What an edge's end shows. */
export const CanvasEndSchema = z.enum(['none', 'arrow']);

const finite = z.number().finite();

/** What every node has: its id, place and size (canvas units, y grows downwards) and colour. */
const NodeBaseSchema = z.object({
  id: z.string().min(1),
  x: finite,
  y: finite,
  /** At least 1: a node of no size is drawn as the smallest box. */
  width: finite.transform((w) => Math.max(1, w)),
  height: finite.transform((h) => Math.max(1, h)),
  /** Default: none (the theme's card colour). */
  color: CanvasColourSchema.optional().catch(undefined),
});

/** A card of Markdown text. */
export const TextNodeSchema = NodeBaseSchema.extend({ type: z.literal('text'), text: z.string().catch('') });
/** A card showing a file of the vault: a note (or its section `#Heading`, block `#^id`), or an image. */
export const FileNodeSchema = NodeBaseSchema.extend({
  type: z.literal('file'),
  file: z.string().min(1),
  /** Starts with `#`. Default: none, the whole file. */
  subpath: z.string().optional().catch(undefined),
});
/** A card for a web page. */
export const LinkNodeSchema = NodeBaseSchema.extend({ type: z.literal('link'), url: z.string() });
/** A labelled frame around other nodes. */
export const GroupNodeSchema = NodeBaseSchema.extend({
  type: z.literal('group'),
  /** Default: none, an unlabelled frame. */
  label: z.string().optional().catch(undefined),
});

export const CanvasNodeSchema = z.discriminatedUnion('type', [TextNodeSchema, FileNodeSchema, LinkNodeSchema, GroupNodeSchema]);
export type CanvasNode = z.output<typeof CanvasNodeSchema>;
export type CanvasNodeType = CanvasNode['type'];

/** A connection between two nodes. */
export const CanvasEdgeSchema = z.object({
  id: z.string().min(1),
  fromNode: z.string(),
  /** Default: the side facing the other node. */
  fromSide: CanvasSideSchema.optional().catch(undefined),
  /** Default: `none`. */
  fromEnd: CanvasEndSchema.catch('none').default('none'),
  toNode: z.string(),
  toSide: CanvasSideSchema.optional().catch(undefined),
  /** Default: `arrow`. */
  toEnd: CanvasEndSchema.catch('arrow').default('arrow'),
  /** Default: none (the theme's line colour). */
  color: CanvasColourSchema.optional().catch(undefined),
  /** Default: none. */
  label: z.string().optional().catch(undefined),
});
export type CanvasEdge = z.output<typeof CanvasEdgeSchema>;

/** The top level: both lists may be absent (an empty board). */
export const CanvasFileSchema = z.object({
  nodes: z.array(z.unknown()).catch([]).default([]),
  edges: z.array(z.unknown()).catch([]).default([]),
});

/**
 * A drawn node as the parsed file keeps it: its geometry, colour and type, and what the reading
 * order calls it (`name`: a text card's first line, a file's name, a link's address, a group's label).
 */
export interface CanvasShape {
  id: string;
  type: CanvasNodeType;
  x: number;
  y: number;
  width: number;
  height: number;
  color?: CanvasColour;
  name: string;
  /** A file node's link: its index in the parsed file's links. */
  link?: number;
  /** A file node's heading or block (its `subpath` without `#`), when it shows a part of the file. */
  section?: string;
  /** A link node's address, when it is a web address (http, https, mailto). */
  url?: string;
}

/** An edge as the parsed file keeps it: the nodes it joins by index in `CanvasModel.nodes`. */
export interface CanvasLine {
  from: number;
  to: number;
  fromSide?: CanvasSide;
  toSide?: CanvasSide;
  fromEnd: 'none' | 'arrow';
  toEnd: 'none' | 'arrow';
  color?: CanvasColour;
  label?: string;
}

/** A board as drawn: nodes in reading order (groups, then cards top-left to bottom-right), edges in file order. */
export interface CanvasModel {
  nodes: CanvasShape[];
  edges: CanvasLine[];
  /** Nodes and edges left out to keep the page bounded (`CANVAS_MAX_NODES`, `CANVAS_MAX_EDGES`). */
  omitted: { nodes: number; edges: number };
}
