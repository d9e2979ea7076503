import { clusterCount, makeClusters } from './clusters.ts';
import { planLinks } from './plan-links.ts';
import { PagePlanner } from './plan-pages.ts';
import type { CorpusPlan } from './plan-types.ts';
import { createRandom, WeightedSampler, zipfWeights } from './random.ts';

/** What a corpus is generated from. */
export interface PlanOptions {
  /** Total pages, all kinds together. */
  pages: number;
  /** Any string; the same seed gives the same corpus. */
  seed: string;
  /** Share of figure-quoting sentences that misquote their note (default 0.03). */
  misquoteRate?: number;
}

/** The reference collection's mix: inquiring lines, notes, papers; discussions take the rest. */
export const MIX = { inquiry: 0.4, note: 0.35, paper: 0.15 } as const;

/** Fewest pages a corpus can have: enough notes for an inquiring line to cite four. */
export const MIN_PAGES = 12;

/** Takes the page count and seed and returns the corpus plan: every page named, clustered and linked. */
export function planCorpus(options: PlanOptions): CorpusPlan {
  if (!Number.isInteger(options.pages) || options.pages < MIN_PAGES) {
    throw new Error(`a corpus needs at least ${MIN_PAGES} pages (got ${options.pages}); pass a larger --pages`);
  }
  const random = createRandom(`plan:${options.seed}`);
  const clusters = makeClusters(clusterCount(options.pages), random);
  // Cluster sizes vary, as the reference clusters do, but not as steeply as citations.
  const planner = new PagePlanner(random, clusters, new WeightedSampler(zipfWeights(clusters.length, 0.6, 2)));

  const noteCount = Math.round(options.pages * MIX.note);
  const inquiryCount = Math.round(options.pages * MIX.inquiry);
  const paperCount = Math.round(options.pages * MIX.paper);
  const discussionCount = options.pages - noteCount - inquiryCount - paperCount;

  const plan: CorpusPlan = {
    seed: options.seed,
    clusters,
    notes: Array.from({ length: noteCount }, () => planner.note()),
    inquiries: Array.from({ length: inquiryCount }, () => planner.inquiry()),
    papers: Array.from({ length: paperCount }, () => planner.paper()),
    discussions: Array.from({ length: discussionCount }, () => planner.discussion()),
  };
  planLinks(plan, random, { misquoteRate: options.misquoteRate ?? 0.03 });
  return plan;
}
