import { z } from 'zod';
import { PageKindSchema, SlugSchema, UrlPathSchema } from './brand.ts';
import { BodyOutlineSchema, FigureMarkSchema } from './body-outline.ts';
import { FindingSchema } from './finding.ts';

/** A figure quoted in text: a percentage, percentage points, a count or a multiplier. */
export const FigureSchema = z.object({
  /** The figure as written, e.g. `10–30 percentage points`. */
  raw: z.string(),
  /** The comparable form, e.g. `10-30pp`, `21%`, `200000+`, `2.4x`. */
  value: z.string(),
  kind: z.enum(['percent', 'points', 'count', 'multiplier']),
});
export type Figure = z.output<typeof FigureSchema>;

/** One inline link from a page's body to another page. */
export const CitationSchema = z.object({
  /** The page linked to. */
  target: SlugSchema,
  /** The reference as written (title, slug or alias). */
  ref: z.string(),
  /** 1-based line of the link in the content file. */
  line: z.number().int().positive(),
  /** 0-based paragraph index in the body. */
  paragraph: z.number().int().nonnegative(),
});
export type Citation = z.output<typeof CitationSchema>;

/** A sentence of an inquiring line's body with the notes it cites and the figures it quotes. */
export const ClaimSchema = z.object({
  /** The sentence as plain text, citations shown by their titles. */
  text: z.string(),
  line: z.number().int().positive(),
  paragraph: z.number().int().nonnegative(),
  /** Pages cited in this sentence, in order of appearance. */
  cites: z.array(SlugSchema),
  figures: z.array(FigureSchema),
});
export type Claim = z.output<typeof ClaimSchema>;

/**
 * What a citation's check found: the passage carries the sentence's point (`supported`); the note
 * is on the subject but the point is not found, or a figure of the sentence is not in the source
 * (`closest`: the reader judges); one of the three problems; or nothing to check against.
 */
export const SupportVerdictSchema = z.enum(['supported', 'closest', 'unsupported', 'figure-mismatch', 'contradicted', 'unchecked']);
export type SupportVerdict = z.output<typeof SupportVerdictSchema>;

/** The passage of a cited note that best supports a citing sentence. */
export const PassageSchema = z.object({
  /** The passage as the note writes it: a sentence of its claim, its description, or a sentence of its body. */
  text: z.string(),
  from: z.enum(['claim', 'description', 'body']),
  /** Where the terms and figures it shares with the sentence stand in `text`: `[start, end)` UTF-16 offsets, in order. */
  marks: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])),
});
export type Passage = z.output<typeof PassageSchema>;

/** One citation of a note in a sentence, with the passage of the note that supports it (derive/support/). */
export const SupportSchema = z.object({
  /** The note cited. */
  target: SlugSchema,
  /** The citation's index in the page's `citations`. */
  citation: z.number().int().nonnegative(),
  /** 1-based line of the citing sentence in the content file. */
  line: z.number().int().positive(),
  /** The citing sentence as plain text, without the citations' titles. */
  sentence: z.string(),
  /** The clause of the sentence the citation stands after, when the sentence cites several notes for several clauses. Default: absent (the whole sentence). */
  clause: z.string().optional(),
  /** The best-matching passage; `null` when the note has no text to match (not yet written, no claim). */
  passage: PassageSchema.nullable(),
  /** The key terms the sentence shares with the passage, as the sentence writes them. */
  terms: z.array(z.string()),
  /** The figures the sentence quotes that the passage states, as the sentence writes them. */
  figures: z.array(z.string()),
  verdict: SupportVerdictSchema,
  /** For `figure-mismatch`: the figure, why it differs (`measure`: it counts something else; `direction`: up against down), and the passage that states the number. Default: absent. */
  mismatch: z.object({ figure: z.string(), reason: z.enum(['measure', 'direction', 'count']), passage: z.string() }).optional(),
  /** For `contradicted`: the shared term and what turns it (`negation` on one side only, or opposite `direction` words). Default: absent. */
  contradiction: z.object({ term: z.string(), reason: z.enum(['negation', 'direction']) }).optional(),
});
export type Support = z.output<typeof SupportSchema>;

/** A related-concept link as the site shows it: to a page, with a reason; `incoming` when only the other side wrote it. */
export const RelatedSchema = z.object({
  slug: SlugSchema,
  reason: z.string(),
  direction: z.enum(['outgoing', 'incoming']),
});
export type Related = z.output<typeof RelatedSchema>;

/** A theme of a discussion digest with its points (inline Markdown). */
export const ThemeSchema = z.object({ title: z.string(), points: z.array(z.string()) });
export type Theme = z.output<typeof ThemeSchema>;

/** A page ranked by text similarity (cosine of TF-IDF vectors, 0–1): `listed` when the author named it, `computed` when the similarity stage found it. */
export const RankedPageSchema = z.object({ slug: SlugSchema, score: z.number(), origin: z.enum(['listed', 'computed']) });
export type RankedPage = z.output<typeof RankedPageSchema>;

export const PageBaseSchema = z.object({
  slug: SlugSchema,
  url: UrlPathSchema,
  title: z.string(),
  /** `true` when the page is known only from what other pages say of it ("not yet written"). */
  stub: z.boolean(),
  /** The content file, relative to the content folder; `null` for pages the build creates (missing-link stubs). */
  file: z.string().nullable(),
  aliases: z.array(z.string()),
  /** Cluster slugs. */
  clusters: z.array(SlugSchema),
  tags: z.array(z.string()),
  date: z.string().optional(),
  /** When the page was written: its `created` property, else `date`, else the file's first commit (a git repository only); `YYYY-MM-DD`. Default: none. */
  created: z.string().optional(),
  /** When the page last changed: its `modified` (or `updated`) property, else the file's last commit; `YYYY-MM-DD`. Default: none. */
  modified: z.string().optional(),
  /** The body rendered to sanitised HTML, links resolved. */
  bodyHtml: z.string(),
  /** A vault note's properties as Obsidian's Properties view shows them, sanitised HTML (src/pipeline/render/properties.ts). Default: absent, none shown. */
  propertiesHtml: z.string().optional(),
  /** What the renderer recorded of the body: its headings (the contents) and its opening (previews). Default: absent until the body is rendered (a stub has none); read as no headings and no opening. */
  outline: BodyOutlineSchema.optional(),
  /** The body as plain text (for similarity and previews). */
  text: z.string(),
  /** Every inline link in the body, resolved, in order. */
  citations: z.array(CitationSchema),
  /** Every page that links here in any way (body, sources, related, papers, next), sorted by slug. */
  linkedFrom: z.array(SlugSchema),
  /** The attachment files the body links (content paths, sorted): the only files copied to `/attachments/`. Default: absent, none. */
  attachments: z.array(z.string()).optional(),
  /** Each citation of a note in the body (an inquiring line's, or a typed note's), in body order, with the passage that supports it. Default: absent (no such citation). */
  support: z.array(SupportSchema).optional(),
  /** Notes most similar by text, best first, leaving out pages already linked as related or sources. Default: absent until the similarity stage runs (read as `[]`). */
  similar: z.array(RankedPageSchema).optional(),
});

export const InquiryPageSchema = PageBaseSchema.extend({
  kind: z.literal('inquiry'),
  lede: z.string(),
  /** The body's sentences with what they cite and quote. */
  claims: z.array(ClaimSchema),
  /** Distinct cited notes in first-citation order (a stub's come from its written list). */
  sources: z.array(SlugSchema),
  /** The written Sources list from frontmatter, resolved, in its order; `[]` when none was written. */
  writtenSources: z.array(SlugSchema),
  next: z.array(SlugSchema),
  /** Where each `figure-not-in-source` finding on this page (in report order) was marked in `bodyHtml`. Default: absent, no such finding. */
  figureMarks: z.array(FigureMarkSchema).optional(),
  /** Written inquiring lines most similar by text, best first, leaving out the line itself and its named next lines; set on written lines only. Default: absent until the similarity stage runs (read as `[]`). */
  similarLines: z.array(RankedPageSchema).optional(),
});

export const NotePageSchema = PageBaseSchema.extend({
  kind: z.literal('note'),
  description: z.string(),
  claim: z.string(),
  originalTitle: z.string().optional(),
  /** Outgoing related links in written order, then incoming-only ones sorted by title. */
  related: z.array(RelatedSchema),
  /** Papers the author listed, in order. */
  papers: z.array(SlugSchema),
  /** Related papers: the listed ones in written order, then up to 8 computed by similarity, best first. Default: absent until the similarity stage runs (read as `[]`). */
  relatedPapers: z.array(RankedPageSchema).optional(),
  /** Inquiring lines that use this note as a source, sorted by title. */
  citedBy: z.array(SlugSchema),
});

export const PaperPageSchema = PageBaseSchema.extend({
  kind: z.literal('paper'),
  arxiv: z.string().optional(),
  authors: z.array(z.string()),
  venue: z.string().optional(),
  href: z.string().optional(),
  /** Notes that list this paper, sorted by title. */
  citedBy: z.array(SlugSchema),
});

export const DiscussionPageSchema = PageBaseSchema.extend({
  kind: z.literal('discussion'),
  paper: z.optional(SlugSchema),
  href: z.string().optional(),
  themes: z.array(ThemeSchema),
});

export const KbPageSchema = z.discriminatedUnion('kind', [InquiryPageSchema, NotePageSchema, PaperPageSchema, DiscussionPageSchema]);
export type KbPage = z.output<typeof KbPageSchema>;
/** The fields every page has, whatever its kind. */
export type PageBase = z.output<typeof PageBaseSchema>;
export type InquiryPage = z.output<typeof InquiryPageSchema>;
export type NotePage = z.output<typeof NotePageSchema>;
export type PaperPage = z.output<typeof PaperPageSchema>;
export type DiscussionPage = z.output<typeof DiscussionPageSchema>;

/** A topic cluster and the pages in it, with what its cluster file (if any) says of it. */
export const ClusterSchema = z.object({
  slug: SlugSchema,
  url: UrlPathSchema,
  name: z.string(),
  /** Member pages sorted by kind then title. */
  pages: z.array(SlugSchema),
  /** The cluster file that describes it (`kind: cluster`), relative to the content folder. Default: absent, none. */
  file: z.string().optional(),
  /** The cluster file's description. Default: absent, none. */
  description: z.string().optional(),
  /** The cluster file's body rendered to sanitised HTML, links resolved. Default: absent, none. */
  bodyHtml: z.string().optional(),
});
export type Cluster = z.output<typeof ClusterSchema>;

/** The whole typed collection: what the pipeline produces and every page renders from. */
export const KnowledgeBaseSchema = z.object({
  /** Pages sorted by kind, then slug. */
  pages: z.array(KbPageSchema),
  clusters: z.array(ClusterSchema),
  findings: z.array(FindingSchema),
});
export type KnowledgeBase = z.output<typeof KnowledgeBaseSchema>;

export { PageKindSchema };
