import { z } from 'zod';

/**
 * An Excalidraw scene as the Obsidian Excalidraw plugin stores it in a drawing's ` ```json ` or
 * ` ```compressed-json ` block (`*.excalidraw.md`). Only what a plain drawing needs is read; unknown
 * keys are ignored and an element that does not fit is left out (`pipeline/parse/excalidraw.ts`).
 */

const finite = z.number().finite();

/** A colour Excalidraw writes: `#rgb`, `#rrggbb`, `#rrggbbaa`, a CSS name or `transparent`; anything else is read as none. */
export const ExcalidrawColourSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().regex(/^(?:#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})|[a-z]{3,20})$/))
  .optional()
  .catch(undefined);

/** One element of a scene. */
export const ExcalidrawElementSchema = z.object({
  type: z.string(),
  x: finite,
  y: finite,
  /** Default: 0. */
  width: finite.catch(0).default(0),
  /** Default: 0. */
  height: finite.catch(0).default(0),
  /** Radians, clockwise. Default: 0. */
  angle: finite.catch(0).default(0),
  /** Default: none (the drawing's ink colour). */
  strokeColor: ExcalidrawColourSchema,
  /** Default: none, `transparent`. */
  backgroundColor: ExcalidrawColourSchema,
  /** Default: 2. */
  strokeWidth: finite.catch(2).default(2),
  /** `dashed` or `dotted` lines. Default: solid. */
  strokeStyle: z.string().optional().catch(undefined),
  /** 0–100. Default: 100. */
  opacity: finite.catch(100).default(100),
  /** Deleted elements stay in the file and are never drawn. Default: `false`. */
  isDeleted: z.boolean().catch(false).default(false),
  /** A line's, arrow's or free drawing's points, relative to `x`, `y`. Default: none. */
  points: z
    .array(z.tuple([finite, finite]))
    .optional()
    .catch(undefined),
  /** `null` or absent: no arrowhead. */
  startArrowhead: z.string().nullable().optional().catch(null),
  endArrowhead: z.string().nullable().optional().catch(null),
  /** A text element's text. */
  text: z.string().optional().catch(undefined),
  /** Default: 20. */
  fontSize: finite.catch(20).default(20),
  /** `left`, `center` or `right`. Default: `left`. */
  textAlign: z.string().optional().catch(undefined),
  /** Default: 1.25. */
  lineHeight: finite.catch(1.25).default(1.25),
  /** A frame's name. */
  name: z.string().nullable().optional().catch(null),
});
export type ExcalidrawElement = z.output<typeof ExcalidrawElementSchema>;

/** A scene: its elements (any that do not fit are filtered out by the reader) and its background. */
export const ExcalidrawSceneSchema = z.object({
  elements: z.array(z.unknown()).catch([]).default([]),
  appState: z.object({ viewBackgroundColor: ExcalidrawColourSchema }).partial().catch({}).default({}),
});
