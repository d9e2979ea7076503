import type { Root } from 'mdast';
import { z } from 'zod';
import { CLUSTER_FILE_KIND, isPageKind } from '../core/kinds.ts';
import { ContentPathSchema } from './brand.ts';
import { FindingSchema } from './finding.ts';
import { JsonValueSchema } from './property.ts';
import type { ClusterFrontmatter } from './cluster.ts';
import type { Frontmatter } from './frontmatter.ts';
import { FigureSchema, ThemeSchema } from './knowledge-base.ts';

/**
 * What parsing one file yields (`pipeline/parse/parse-file.ts`), the shape of the parse cache's
 * entries (`.cache/parse/<parser version>/<key>.json`). The cache checks each entry it reads with
 * `ParsedFileSchema`; an entry that fails is parsed again.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One wiki link of a body, as written, with the file line and paragraph it stands in. */
export const ParsedLinkSchema = z.object({
  target: z.string(),
  shown: z.string().optional(),
  heading: z.string().optional(),
  embed: z.boolean(),
  /** `true` when it names an attachment file by path (a Markdown link or image); see `WikiLink`. */
  attachment: z.literal(true).optional(),
  /** `true` when it is shown only if its file exists (an Excalidraw drawing's exported picture); see `WikiLink`. */
  optional: z.literal(true).optional(),
  /** 1-based line in the file. */
  line: z.number().int(),
  /** 0-based index of the paragraph holding it (or the last paragraph before it). */
  paragraph: z.number().int(),
  /** The property it is written in (`up: "[[Parent]]"`), for a link of a vault note's properties; such links follow the body's. Default: absent, a body link. */
  property: z.string().optional(),
});
export type ParsedLink = z.output<typeof ParsedLinkSchema>;

/** A paragraph of the body: where it starts and how many links it holds. */
export const ParsedParagraphSchema = z.object({
  /** 1-based line in the file. */
  line: z.number().int(),
  links: z.number().int(),
});
export type ParsedParagraph = z.output<typeof ParsedParagraphSchema>;

/** A sentence of a body (an inquiring line's, or a note's paragraph that links a page), with the wiki links it cites. */
export const ParsedSentenceSchema = z.object({
  /** The sentence with each wiki link written as `LINK_MARK`, in order of `links`. */
  text: z.string(),
  /** 1-based body line where the sentence starts. */
  line: z.number().int(),
  /** 0-based paragraph index in the body. */
  paragraph: z.number().int(),
  /** Wiki-link indices cited by this sentence, in order. */
  links: z.array(z.number().int()),
});
export type ParsedSentence = z.output<typeof ParsedSentenceSchema>;

/** Why a page is withheld from the site: `publish: false` (`private`) or a draft. */
export const VisibilitySchema = z.enum(['private', 'draft']);
export type Visibility = z.output<typeof VisibilitySchema>;

/**
 * Everything one file yields on its own, before any other file is known. Plain data
 * (JSON-serialisable), so it can be cached by content hash or computed in a worker.
 */
export const ParsedFileSchema = z.object({
  file: ContentPathSchema,
  /**
   * Validated frontmatter; `null` when the file has errors and makes no page. `FrontmatterSchema`
   * validates what authors write and normalises it on the way, so its output is not parsed again:
   * only its kind is checked here (the cache folder is keyed by a hash of the schemas and parser).
   */
  data: z.custom<Frontmatter | null>((value) => value === null || (isRecord(value) && typeof value['kind'] === 'string' && isPageKind(value['kind']))),
  /** A cluster file's frontmatter (`data` is then `null`: it makes no page); checked like `data`. Default: absent. */
  cluster: z.custom<ClusterFrontmatter>((value) => isRecord(value) && value['kind'] === CLUSTER_FILE_KIND).optional(),
  /** Raw YAML of the frontmatter, to find the line of a frontmatter reference. */
  yaml: z.string(),
  /** The file's size in bytes, its text as read (UTF-8), as Bases' `file.size` and Dataview's `file.size` read it. */
  size: z.number().int().nonnegative(),
  /** `true` for a vault note (a file without `kind`): its name may repeat in other folders, as Obsidian allows. */
  vault: z.boolean(),
  /** The body's mdast; wiki links are `wikiLink` nodes numbered like `links`. Lines are body lines. */
  tree: z.custom<Root>((value) => isRecord(value) && value['type'] === 'root' && Array.isArray(value['children'])),
  /** File lines before the body: a body line plus this is a file line. */
  lineOffset: z.number().int(),
  links: z.array(ParsedLinkSchema),
  paragraphs: z.array(ParsedParagraphSchema),
  /** Sentences of an inquiring line's body, and of a typed note's paragraphs that link a page; lines already file lines; `[]` for other kinds. */
  sentences: z.array(ParsedSentenceSchema),
  /** Figures a note states in its claim or body (for the integrity check); `[]` for other kinds. */
  figures: z.array(FigureSchema),
  /** Themes of a discussion; `[]` for other kinds. */
  themes: z.array(ThemeSchema),
  /** Tags written in the body (`#tag`, `#nested/tag`), normalised, in order of first appearance. */
  tags: z.array(z.string()),
  /** A vault note's properties as written (Obsidian's singular keys read as plural ones), for its properties view, bases and queries. Default: absent (a page with `kind`, or no frontmatter). */
  properties: z.record(z.string(), JsonValueSchema).optional(),
  /** `true` when the body holds a ` ```base `, ` ```dataview ` or ` ```dataviewjs ` block, rendered from the other notes. Default: absent, none. */
  blocks: z.literal(true).optional(),
  /** Set when the page is withheld from the site (`publish: false`, or a draft); see `Visibility`. */
  visibility: VisibilitySchema.optional(),
  findings: z.array(FindingSchema),
});
export type ParsedFile = z.output<typeof ParsedFileSchema>;
