/**
 * Derive: similar pages by text. Every page gets a TF-IDF vector built at build time (no
 * network, no model); notes get "Related papers" (the listed ones first, computed ones
 * filling in), notes and inquiring lines get "Similar notes", and written inquiring lines get
 * the written lines most like them (for "Next inquiring lines"). See `similarity-index.ts`
 * for how top-k is found without comparing all pairs.
 */
import { askThread } from '../node-typescript.ts';
import { type AskOptions, asSent } from './sliced-request.ts';
import type { Slug } from '../../schemas/brand.ts';
import type { KbPage, RankedPage } from '../../schemas/knowledge-base.ts';
import { kindOfPage, type RankList } from '../../kinds/registry.ts';
import { isCanvasFile } from '../../core/page-source.ts';
import { type IndexOptions, type IndexStats, SimilarityIndex, type WeightedText } from './similarity-index.ts';

/** How many lines an inquiring line leads on to, the author's and the suggested together. */
export const NEXT_LINES = 5;

/** How many computed pages each list gets. */
export interface SimilarityOptions {
  /** Computed "Similar notes" per note and inquiring line. Default: 6. */
  similarNotes: number;
  /** Similar written lines per written inquiring line: enough to fill "Next inquiring lines" alone. Default: `NEXT_LINES` (5). */
  similarLines: number;
  /** Computed papers after a note's listed ones. Default: 8. */
  computedPapers: number;
  /** Work bounds of the vector index. Default: `DEFAULT_INDEX_OPTIONS`. */
  index: Partial<IndexOptions>;
}

const DEFAULTS: SimilarityOptions = { similarNotes: 6, similarLines: NEXT_LINES, computedPapers: 8, index: {} };

/** The pages with similarity filled in, and the work it took. */
export interface SimilarityResult {
  pages: KbPage[];
  stats: IndexStats;
}

/** One page to rank: its text, the lists it asks for and is found in, and the pages its lists leave out (already linked) or start with (listed papers). */
export interface SimilaritySubject {
  slug: Slug;
  fields: WeightedText[];
  /** The lists ranked for this page (its kind's `similarity`). */
  asks: RankList[];
  /** The list other pages find this one in; absent: none. */
  foundIn?: RankList;
  /** Pages "Similar notes" leaves out: a note's related notes, an inquiring line's sources. */
  linked: Slug[];
  /** A note's listed papers: they head "Related papers" and are left out of the computed ones. */
  listedPapers: Slug[];
  /** A written inquiring line's named next lines: similar lines leave them out. `[]` for other pages. */
  next: Slug[];
}

/** Everything the ranking needs, plain data, so it can be sent to a worker thread. */
export interface SimilarityRequest {
  subjects: SimilaritySubject[];
  options: SimilarityOptions;
}

/** A page's ranked lists: `similar` for notes and inquiring lines, `relatedPapers` for notes, `similarLines` for written inquiring lines (each kind's `similarity` says which). */
export type Ranking = Partial<Record<RankList, RankedPage[]>>;

/** The ranked lists by slug, and the work they took. */
export interface SimilarityRankings {
  rankings: Map<Slug, Ranking>;
  stats: IndexStats;
}

/** The text a page is compared by, the title weighing most, then what its kind adds. */
function fieldsOf(page: KbPage, own: readonly WeightedText[]): WeightedText[] {
  return [{ text: page.title, weight: 3 }, { text: page.text, weight: 1 }, ...own];
}

/**
 * Whether a page has text of its own to be compared by: its body, or a field its author wrote
 * (description, claim). A note without any (an empty board, a note of a title alone) is neither
 * ranked nor found, as a title alone would make its "similar notes" a list of chance matches. A
 * board's cards are its text: a board without a written card has none.
 * A page not yet written keeps its title's matches: they suggest what it may become.
 */
function hasOwnText(page: KbPage, own: readonly WeightedText[]): boolean {
  const written = (text: string): boolean => /\S/.test(text);
  if (page.kind !== 'note' || page.stub || written(page.text)) return true;
  return !isCanvasFile(page.file ?? '') && own.some((field) => written(field.text));
}

// Cosines are shown with three decimals; rounding here keeps the cached knowledge base small and stable.
const round = (score: number): number => Math.round(score * 1000) / 1000;

/**
 * What ranking `pages` needs: every page whose kind takes part (its kind's `similarity`: which
 * lists it asks for, which list it is found in), with its text and linked pages. Reads only the fields that
 * exist before bodies are rendered, so the ranking can run while they are.
 */
export function similarityRequest(pages: readonly KbPage[], options: Partial<SimilarityOptions> = {}): SimilarityRequest {
  const subjects = pages.flatMap((page): SimilaritySubject[] => {
    const part = kindOfPage(page).similarity(page);
    if (part === undefined || !hasOwnText(page, part.fields)) return [];
    return [
      {
        slug: page.slug,
        fields: fieldsOf(page, part.fields),
        asks: part.asks,
        ...(part.foundIn === undefined ? {} : { foundIn: part.foundIn }),
        linked: part.linked,
        listedPapers: part.listedPapers,
        next: part.next,
      },
    ];
  });
  return { subjects, options: { ...DEFAULTS, ...options } };
}

/** Ranks every subject of the request (see `SimilarityIndex` for how top-k is found). Deterministic: same request, same rankings. */
export function rankSimilarity(request: SimilarityRequest): SimilarityRankings {
  const { subjects, options: opts } = request;
  const index = SimilarityIndex.build(
    subjects.map((s) => s.fields),
    opts.index,
  );
  const position = new Map<Slug, number>(subjects.map((s, i) => [s.slug, i]));
  const members = (list: RankList): number[] => subjects.flatMap((s, i) => (s.foundIn === list ? [i] : []));
  const targets: Record<RankList, ReturnType<SimilarityIndex['targetSet']>> = {
    similar: index.targetSet(members('similar')),
    relatedPapers: index.targetSet(members('relatedPapers')),
    similarLines: index.targetSet(members('similarLines')),
  };
  const ranked = (found: { doc: number; score: number }[]): RankedPage[] =>
    found.flatMap(({ doc, score }) => {
      const subject = subjects[doc];
      return subject === undefined ? [] : [{ slug: subject.slug, score: round(score), origin: 'computed' as const }];
    });
  const without = (slugs: readonly Slug[]): number[] => slugs.flatMap((slug) => position.get(slug) ?? []);

  const rankings = new Map<Slug, Ranking>();
  const count: Record<RankList, number> = { similar: opts.similarNotes, relatedPapers: opts.computedPapers, similarLines: opts.similarLines };
  const leftOut = (subject: SimilaritySubject, list: RankList): Slug[] =>
    list === 'similar' ? subject.linked : list === 'relatedPapers' ? subject.listedPapers : subject.next;
  subjects.forEach((subject, i) => {
    if (subject.asks.length === 0) return;
    const ranking: Ranking = {};
    for (const list of subject.asks) {
      // Listed papers head "Related papers", scored against the page, before the computed ones.
      const listed =
        list !== 'relatedPapers'
          ? []
          : subject.listedPapers.map((slug): RankedPage => {
              const at = position.get(slug);
              return { slug, score: at === undefined ? 0 : round(index.cosine(i, at)), origin: 'listed' };
            });
      ranking[list] = [...listed, ...ranked(index.nearest(i, targets[list], count[list], without(leftOut(subject, list))))];
    }
    rankings.set(subject.slug, ranking);
  });
  return { rankings, stats: index.stats };
}

/**
 * `rankSimilarity` on a worker thread: the request is sent at once, so the caller's thread can
 * go on (even synchronously) while the thread ranks, or, with `inTurns`, in slices over turns of
 * the event loop (`sliced-request.ts`). The same rankings as `rankSimilarity`.
 */
export function rankSimilarityOnThread(request: SimilarityRequest, { signal, inTurns }: AskOptions = {}): Promise<SimilarityRankings> {
  return askThread(new URL('./similarity-worker.ts', import.meta.url), asSent(request, inTurns), 'similarity', signal);
}

/** The pages (new objects where ranked) with their rankings' `similar`, `relatedPapers` and `similarLines` filled in. */
export function withRankings(pages: readonly KbPage[], rankings: ReadonlyMap<Slug, Ranking>): KbPage[] {
  return pages.map((page): KbPage => {
    const ranking = rankings.get(page.slug);
    return ranking === undefined ? page : rankedPage(page, ranking);
  });
}

/** A page with its similarity lists from `ranking`, as its kind shows them. */
export function rankedPage(page: KbPage, ranking: Ranking): KbPage {
  return kindOfPage(page).ranked(page, ranking);
}

/**
 * Pages → the same pages (new objects) with `similar` on notes and inquiring lines,
 * `relatedPapers` on notes and `similarLines` on written inquiring lines, plus work counters. Deterministic: same pages, same result.
 */
export function deriveSimilarity(pages: readonly KbPage[], options: Partial<SimilarityOptions> = {}): SimilarityResult {
  const { rankings, stats } = rankSimilarity(similarityRequest(pages, options));
  return { pages: withRankings(pages, rankings), stats };
}
