/**
 * Derive: similar pages by text. Every page gets a TF-IDF vector built at build time (no
 * network, no model); notes get "Related papers" (the listed ones first, computed ones
 * filling in) and notes and inquiring lines get "Similar notes". See `similarity-index.ts`
 * for how top-k is found without comparing all pairs.
 */
import type { Slug } from '../../schemas/brand.ts';
import type { KbPage, RankedPage } from '../../schemas/knowledge-base.ts';
import { type IndexOptions, type IndexStats, SimilarityIndex, type WeightedText } from './similarity-index.ts';

/** How many computed pages each list gets. */
export interface SimilarityOptions {
  /** Computed "Similar notes" per note and inquiring line. Default: 6. */
  similarNotes: number;
  /** Computed papers after a note's listed ones. Default: 8. */
  computedPapers: number;
  /** Work bounds of the vector index. Default: `DEFAULT_INDEX_OPTIONS`. */
  index: Partial<IndexOptions>;
}

const DEFAULTS: SimilarityOptions = { similarNotes: 6, computedPapers: 8, index: {} };

/** The pages with similarity filled in, and the work it took. */
export interface SimilarityResult {
  pages: KbPage[];
  stats: IndexStats;
}

/** The text a page is compared by, the title weighing most. */
function fieldsOf(page: KbPage): WeightedText[] {
  const fields: WeightedText[] = [
    { text: page.title, weight: 3 },
    { text: page.text, weight: 1 },
  ];
  if (page.kind === 'note') {
    fields.push({ text: page.description, weight: 2 }, { text: page.claim, weight: 2 });
    if (page.originalTitle !== undefined) fields.push({ text: page.originalTitle, weight: 2 });
  } else if (page.kind === 'inquiry') {
    fields.push({ text: page.lede, weight: 2 });
  }
  return fields;
}

// Cosines are shown with three decimals; rounding here keeps the cached knowledge base small and stable.
const round = (score: number): number => Math.round(score * 1000) / 1000;

/**
 * Pages → the same pages (new objects) with `similar` on notes and inquiring lines and
 * `relatedPapers` on notes, plus work counters. Deterministic: same pages, same result.
 */
export function deriveSimilarity(pages: readonly KbPage[], options: Partial<SimilarityOptions> = {}): SimilarityResult {
  const opts = { ...DEFAULTS, ...options };
  // Only the kinds that ask (notes, inquiring lines) or are found (notes, papers) get vectors.
  const subjects = pages.filter((page) => page.kind !== 'discussion');
  const index = SimilarityIndex.build(subjects.map(fieldsOf), opts.index);
  const position = new Map<Slug, number>(subjects.map((page, i) => [page.slug, i]));
  const members = (kind: KbPage['kind']): number[] => subjects.flatMap((page, i) => (page.kind === kind ? [i] : []));
  const notes = index.targetSet(members('note'));
  const papers = index.targetSet(members('paper'));
  const ranked = (found: { doc: number; score: number }[]): RankedPage[] =>
    found.flatMap(({ doc, score }) => {
      const page = subjects[doc];
      return page === undefined ? [] : [{ slug: page.slug, score: round(score), origin: 'computed' as const }];
    });
  const without = (slugs: readonly Slug[]): number[] => slugs.flatMap((slug) => position.get(slug) ?? []);

  const result = pages.map((page): KbPage => {
    const i = position.get(page.slug);
    if (i === undefined) return page;
    if (page.kind === 'note') {
      const similar = ranked(index.nearest(i, notes, opts.similarNotes, without(page.related.map((r) => r.slug))));
      const listed = page.papers.map((slug): RankedPage => {
        const at = position.get(slug);
        return { slug, score: at === undefined ? 0 : round(index.cosine(i, at)), origin: 'listed' };
      });
      const computed = ranked(index.nearest(i, papers, opts.computedPapers, without(page.papers)));
      return { ...page, similar, relatedPapers: [...listed, ...computed] };
    }
    if (page.kind === 'inquiry') {
      return { ...page, similar: ranked(index.nearest(i, notes, opts.similarNotes, without(page.sources))) };
    }
    return page;
  });
  return { pages: result, stats: index.stats };
}
