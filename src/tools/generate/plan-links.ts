import { extractFigures, sameFigure } from '../../pipeline/parse/figures.ts';
import type { StatedFigure } from './figures.ts';
import { misquote } from './figures.ts';
import type { CitingSentence, CorpusPlan } from './plan-types.ts';
import type { Random } from './random.ts';
import { shuffled, WeightedSampler, zipfWeights } from './random.ts';

/** How links are drawn. */
export interface LinkOptions {
  /** Share of figure-quoting sentences whose figure deliberately differs from the cited note's. */
  misquoteRate: number;
}

/** Page indices of one kind grouped by cluster (a page is listed under each of its clusters). */
function byCluster(pages: readonly { clusters: readonly number[] }[], clusterCount: number): number[][] {
  const groups: number[][] = Array.from({ length: clusterCount }, () => []);
  pages.forEach((page, index) => {
    for (const cluster of page.clusters) groups[cluster]?.push(index);
  });
  return groups;
}

/**
 * Draws notes for citation with a heavy tail: each note has a popularity rank and weight
 * 1/(rank+q) (Zipf–Mandelbrot), so a few notes are cited by hundreds of lines, as the reference
 * collection's most-used notes are, and the median by a handful. Draws stay inside the citing
 * page's cluster most of the time, so neighbourhoods look like the reference graph's.
 */
class NoteChooser {
  readonly #global: WeightedSampler;
  readonly #local: (WeightedSampler | null)[];
  readonly #groups: number[][];

  constructor(plan: CorpusPlan, random: Random) {
    const count = plan.notes.length;
    const rankWeights = zipfWeights(count, 1, Math.max(3, count / 250));
    const ranks = shuffled(
      Array.from({ length: count }, (_, i) => i),
      random,
    );
    const weights = new Float64Array(count);
    ranks.forEach((note, rank) => {
      weights[note] = rankWeights[rank] ?? 0;
    });
    this.#global = new WeightedSampler(weights);
    this.#groups = byCluster(plan.notes, plan.clusters.length);
    this.#local = this.#groups.map((group) => (group.length === 0 ? null : new WeightedSampler(group.map((note) => weights[note] ?? 0))));
  }

  /** Returns a note index, from `cluster` with probability `locality` (when it has notes), else from anywhere. */
  draw(cluster: number, locality: number, random: Random): number {
    const local = this.#local[cluster];
    if (local && random.chance(locality)) return this.#groups[cluster]?.[local.sample(random)] ?? 0;
    return this.#global.sample(random);
  }

  /** Returns up to `count` distinct note indices, none in `exclude`. */
  distinct(count: number, cluster: number, locality: number, random: Random, exclude: ReadonlySet<number>): number[] {
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < count && attempt < count * 60; attempt++) {
      const note = this.draw(cluster, locality, random);
      if (!exclude.has(note)) chosen.add(note);
    }
    return [...chosen];
  }
}

/** Takes a plan with its pages named and fills in every link: citations, related notes, papers, next lines. */
export function planLinks(plan: CorpusPlan, random: Random, options: LinkOptions): void {
  const notes = new NoteChooser(plan, random);
  const papersByCluster = byCluster(plan.papers, plan.clusters.length);
  const inquiriesByCluster = byCluster(plan.inquiries, plan.clusters.length);
  const pickFrom = (group: readonly number[] | undefined, all: number): number =>
    group && group.length > 0 && random.chance(0.8) ? (group[random.int(0, group.length - 1)] ?? 0) : random.int(0, all - 1);

  plan.notes.forEach((note, index) => {
    if (note.stub) return;
    const relatedCount = Math.min(plan.notes.length - 1, 5 + Math.floor(21 * random.next() ** 1.6));
    note.related = notes.distinct(relatedCount, note.cluster, 0.7, random, new Set([index]));
    if (plan.papers.length > 0 && random.chance(0.65)) {
      const papers = new Set<number>();
      const wanted = Math.min(plan.papers.length, random.int(1, 8));
      for (let attempt = 0; papers.size < wanted && attempt < wanted * 20; attempt++) {
        papers.add(pickFrom(papersByCluster[note.cluster], plan.papers.length));
      }
      note.papers = [...papers];
    }
  });

  plan.inquiries.forEach((inquiry, index) => {
    const cited = notes.distinct(Math.min(plan.notes.length, random.int(4, 10)), inquiry.cluster, 0.65, random, new Set());
    inquiry.sentences = citingSentences(cited, plan, random, options);
    inquiry.writtenSources = inquiry.stub || random.chance(0.3);
    if (plan.inquiries.length > 1 && random.chance(0.7)) {
      const next = new Set<number>();
      const wanted = random.int(1, 3);
      for (let attempt = 0; next.size < wanted && attempt < 20; attempt++) {
        const other = pickFrom(inquiriesByCluster[inquiry.cluster], plan.inquiries.length);
        if (other !== index) next.add(other);
      }
      inquiry.next = [...next];
    }
  });

  for (const discussion of plan.discussions) {
    if (plan.papers.length > 0 && random.chance(0.85)) discussion.paper = pickFrom(papersByCluster[discussion.cluster], plan.papers.length);
  }
}

/** Groups cited notes (in first-citation order) into sentences, adds a few repeat citations, and picks quoted figures. */
function citingSentences(cited: readonly number[], plan: CorpusPlan, random: Random, options: LinkOptions): CitingSentence[] {
  const groups: number[][] = [];
  for (let i = 0; i < cited.length; ) {
    const size = i + 1 < cited.length && random.chance(0.2) ? 2 : 1;
    groups.push(cited.slice(i, i + size));
    i += size;
  }
  const repeats = random.chance(0.4) ? (random.chance(0.25) ? 2 : 1) : 0;
  for (let r = 0; r < repeats; r++) {
    const at = random.int(1, groups.length);
    const earlier = groups.slice(0, at).flat();
    groups.splice(at, 0, [random.pick(earlier)]);
  }
  return groups.map((group) => {
    if (!random.chance(0.6)) return { notes: group, figure: null, misquoted: false };
    const source = plan.notes[group[0] ?? 0];
    const stated = source ? random.pick(source.figures) : null;
    if (stated === null || !random.chance(options.misquoteRate)) return { notes: group, figure: stated, misquoted: false };
    // Compared as the site compares figures (`8x` is `8×`), so a misquote is never accidentally right.
    const known = group.flatMap((note) => plan.notes[note]?.figures.flatMap((f) => extractFigures(f.raw)) ?? []);
    const isKnown = (figure: StatedFigure): boolean => extractFigures(figure.raw).some((f) => known.some((k) => sameFigure(f, k)));
    let wrong: StatedFigure = misquote(stated, random);
    while (isKnown(wrong)) wrong = misquote(stated, random);
    return { notes: group, figure: wrong, misquoted: true };
  });
}
