/**
 * What a page kind is and does, as one record per kind (`inquiry.ts`, `note.ts`, …, listed in
 * `registry.ts`). Code that needs a per-kind answer (how a page is built from its frontmatter,
 * which pages it links by its own fields, what text similarity reads, what its previews and
 * header say) asks the page's kind here instead of branching on kind names.
 *
 * Depends on `core/` and `schemas/` only, so that the pipeline, the views and the pages can all
 * read it. Inputs a kind needs from a stage (resolved references, rendered claims) are passed in
 * as plain data.
 */
import type { ZodType } from 'zod';
import type { Ui } from '../core/i18n/format.ts';
import type { KindInfo, PageKind } from '../core/kinds.ts';
import type { Slug } from '../schemas/brand.ts';
import type { Frontmatter } from '../schemas/frontmatter.ts';
import type { RelatedLink } from '../schemas/note.ts';
import type { NeighbourRole } from '../schemas/graph.ts';
import type { Claim, KbPage, PageBase, RankedPage, Related, Theme } from '../schemas/knowledge-base.ts';

/** The page record of kind `K`. */
export type PageOf<K extends PageKind> = Extract<KbPage, { kind: K }>;
/** The frontmatter of kind `K`. */
export type FrontmatterOf<K extends PageKind> = Extract<Frontmatter, { kind: K }>;

/** What the build read and derived of a page's typed fields, as slugs (the pipeline's parse, resolve and derive stages). */
export interface KindRefs {
  /** Notes cited in the body, in first-citation order (or the written list when the body cites none). */
  sources: readonly Slug[];
  /** The written `sources` list, resolved. */
  writtenSources: readonly Slug[];
  next: readonly Slug[];
  /** Related links both ways (outgoing as written, then incoming). */
  related: readonly Related[];
  papers: readonly Slug[];
  paper?: Slug;
  /** The pages that cite this one through the field its kind is cited by (`citedThrough`). */
  citedBy: readonly Slug[];
  /** The body's themes, for a kind that has `themes`. */
  themes: readonly Theme[];
}

/** A frontmatter list of page references the resolver reads, and the kind it expects them to name. */
export interface RefList {
  /** The frontmatter key, also the `KindRefs` field the resolved pages go to. */
  key: 'sources' | 'next' | 'papers';
  refs: readonly string[];
  expected: PageKind;
}

/** Text a page is compared by, with its weight (similarity, `pipeline/derive/similarity.ts`). */
export interface WeightedField {
  text: string;
  weight: number;
}

/** The similarity lists: `similar` (finds notes), `relatedPapers` (finds papers), `similarLines` (finds written inquiring lines). */
export type RankList = 'similar' | 'relatedPapers' | 'similarLines';

/** What a page brings to the similarity ranking. */
export interface SimilarityPart {
  /** Text beyond the title (weight 3) and body (weight 1). */
  fields: WeightedField[];
  /** The lists computed for this page, in the order its record holds them. */
  asks: RankList[];
  /** The list this page is found in by others; `undefined`: none. */
  foundIn: RankList | undefined;
  /** Pages `similar` leaves out: they are already linked. */
  linked: Slug[];
  /** Pages that head `relatedPapers` and are left out of the computed ones. */
  listedPapers: Slug[];
  /** Pages `similarLines` leaves out: the named next lines. */
  next: Slug[];
}

/** A count a preview shows: the number, and the words with it in the site's language (`3 themes`). */
export interface PreviewCount {
  n: number;
  label: string;
}

/** What a link preview says of a page: the lead line, summary, counts and the pages it leads on to. */
export interface PreviewPart {
  lead: string;
  summary: string;
  counts: PreviewCount[];
  linksLabel: string;
  leadsTo: readonly Slug[];
}

/** One entry of a page's contents: the fragment it links to, its text, and its level (2 for a section, 3 for a heading inside one). */
export interface SectionEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** What a page's contents depend on beyond the page: whether an essay shows next lines, and whether the collection has research pages. */
export interface SectionOptions {
  next: boolean;
  research: boolean;
}

/** A section entry of a page's contents (level 2). */
export const section = (id: string, text: string): SectionEntry => ({ id, text, level: 2 });

/** What the page's head needs to link other pages in its structured data: full addresses. */
export interface SchemaLinks {
  /** The full addresses of the pages with these slugs (those that exist). */
  urls(slugs: readonly Slug[]): string[];
  /** The title and full address of the page with this slug, if it exists. */
  page(slug: Slug): { title: string; url: string } | undefined;
  /** The abstract page of an arXiv id. */
  arxiv(id: string): string;
}

/** A page's schema.org description (`components/PageMeta.astro` adds what every page has). */
export interface SchemaOrgPart {
  type: string;
  /** `true` when the page's tags are given as `keywords`. */
  keywords: boolean;
  /** What the kind knows beyond the title, date and tags, in the order written out. */
  fields: Record<string, unknown>;
}

/** An essay's parts: what an inquiring line's page and its checks read. */
export interface EssayPart {
  lede: string;
  claims: readonly Claim[];
  sources: readonly Slug[];
  writtenSources: readonly Slug[];
  next: readonly Slug[];
  /** Written essays most similar in wording, best first (the similarity stage's `similarLines`). Default: absent. */
  similarLines?: readonly RankedPage[] | undefined;
}

/** A finding's parts: what a note says it found. */
export interface FindingPart {
  description: string;
  claim: string;
}

/** A publication's parts: what citing a paper needs. */
export interface PublicationPart {
  authors: readonly string[];
  arxiv?: string;
  venue?: string;
  href?: string;
}

/**
 * One page kind. Methods take the kind's own page type; `registry.ts` hands out the module of a
 * page's kind, so a method is only ever called with a page of its kind.
 */
export interface KindModule<K extends PageKind = PageKind> {
  /** Folder, names, navigation and graph look (`core/kinds.ts`, which the browser reads too). */
  info: KindInfo;
  /** The kind's frontmatter schema (`schemas/<kind>.ts`): what an author may write, validated when a file is read. */
  frontmatter: ZodType<FrontmatterOf<K>>;
  /** The field other pages cite this kind through, if any: `sources` (inquiring lines cite notes), `papers` (notes list papers). */
  citedThrough?: 'sources' | 'papers';
  /** The field through which this kind's pages cite others, if any (the other side of `citedThrough`). */
  cites?: 'sources' | 'papers';
  /** `true` when the kind's pages relate to others with reasons (`related`). */
  relates?: boolean;
  /** `true` when a page's "Sources" are derived from the notes its body cites. */
  derivesSources?: boolean;
  /** `true` when the body's sentences are read as claims (what it cites, which figures it quotes). */
  claims?: boolean;
  /** `true` when the body's sentences that link a page are read as citations of support (not in a vault note). */
  linkedSentences?: boolean;
  /** The claim the frontmatter states, whose figures the page is checked to state. Default: none. */
  statedClaim?(fm: FrontmatterOf<K>): string;
  /** `true` when the body's `## Theme` headings with bullet points are read as themes. */
  themes?: boolean;
  /** `true` when a written page of the kind makes the site a research collection, whose sections and wording ("Cite this page", "cited by N inquiring lines") a vault of notes never shows. */
  research?: boolean;
  /** `true` when the kind has a neighbourhood graph on its page. */
  neighbourhood?: boolean;
  /** `true` when the page offers a citation ("Cite this page"). */
  citable?: boolean;
  /** Label of the "+N more" node when only backlinks are left out of the neighbourhood. Default: `linked pages`. */
  moreBacklinks?: string;
  /** The slug the page asks for when it names none: e.g. a paper's arXiv id. Default: from `slugSource`. */
  wantedSlug?(fm: FrontmatterOf<K>): string | undefined;
  /** The text the slug is made from, and the page's extra alias when it differs from the title. Default: the title. */
  slugSource?(fm: FrontmatterOf<K>): string | undefined;
  /** The kind's own frontmatter fields as the importer writes them, in order (empty ones are left out there). */
  ownFields(fm: FrontmatterOf<K>): [string, unknown][];
  /** The frontmatter lists of page references the resolver resolves, in the order it resolves them. Default: none. */
  refLists?(fm: FrontmatterOf<K>): RefList[];
  /** The related links the frontmatter writes (`related`), resolved before `refLists`. Default: none. */
  relatedRefs?(fm: FrontmatterOf<K>): readonly RelatedLink[];
  /** The paper the frontmatter names (`paper`), resolved after `refLists`. Default: none. */
  paperRef?(fm: FrontmatterOf<K>): string | undefined;
  /** The page record from the fields every page has, its frontmatter (absent for a page the build made) and what the build derived. */
  page(base: PageBase, fm: FrontmatterOf<K> | undefined, refs: KindRefs, asText: (markdown: string) => string): PageOf<K>;
  /** The page with its body's claims (what each sentence cites and quotes), for a kind that has `claims`. Default: none kept. */
  withClaims?(page: PageOf<K>, claims: Claim[]): PageOf<K>;
  /** Pages the page names through its own fields (not its body): edges of the graph. */
  links(page: PageOf<K>): Slug[];
  /** Pages its own fields show beyond `links` (computed rankings). Default: none. */
  shownLinks?(page: PageOf<K>): Slug[];
  /** Backlinks proper: the pages citing it through `citedThrough`. */
  citedBy(page: PageOf<K>): readonly Slug[];
  /** The first-ring groups of its neighbourhood, in display order. */
  neighbourGroups(page: PageOf<K>): [NeighbourRole, readonly Slug[]][];
  /** What it brings to similarity; `undefined`: it takes no part. */
  similarity(page: PageOf<K>): SimilarityPart | undefined;
  /** The page with its similarity lists set. */
  ranked(page: PageOf<K>, lists: Partial<Record<RankList, RankedPage[]>>): PageOf<K>;
  /** The lede its header shows under the title. */
  lede(page: PageOf<K>): string;
  /** The one line that tells most about it, for search engines and social cards; `''`: none (its text is taken). */
  summary(page: PageOf<K>): string;
  /** What its link preview says, in the site's words (`ui`); `research`: the collection has research pages. */
  preview(page: PageOf<K>, research: boolean, ui: Ui): PreviewPart;
  /**
   * The contents of a written page in page order: `body` (its headings) among the sections its
   * article shows (ids as in `src/components/*Article.astro`), only those with something in them,
   * each named as its heading is, in the site's words (`ui`); `options.next` says whether an essay
   * shows next lines, `options.research` whether the collection has research pages.
   */
  sections(page: PageOf<K>, body: readonly SectionEntry[], options: SectionOptions, ui: Ui): SectionEntry[];
  /** Its schema.org type and fields, for the page's head. */
  schemaOrg(page: PageOf<K>, links: SchemaLinks): SchemaOrgPart;
  /** Its essay parts, for a kind that is an essay citing notes. */
  essay?(page: PageOf<K>): EssayPart;
  /** Its finding, for a kind that states one. */
  finding?(page: PageOf<K>): FindingPart;
  /** Its publication data, for a kind that is a publication. */
  publication?(page: PageOf<K>): PublicationPart;
}
