// "Next inquiring lines" for a line whose author named none (or few): the written lines that
// share the most cited notes with it, then those most similar in wording (the similarity stage's
// `similarLines`). Derived, never hand-kept. The render fingerprint runs the same ranking, so a
// page re-renders exactly when what it suggests changes.
import { NEXT_LINES } from '../pipeline/derive/similarity.ts';
import type { Slug } from '../schemas/brand.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { essayOf, type EssayPart, kindOfPage } from '../kinds/registry.ts';
import { compareTitles } from './pages.ts';

export { NEXT_LINES };

/** Why a line is suggested: it cites the same notes, its wording is alike, or (the last resort, so no line is a dead end) it is another written line. */
export type SuggestionBasis = 'notes' | 'wording' | 'other';

/** A suggested line and why. */
export interface SuggestedLine {
  slug: Slug;
  /** Notes both lines cite. */
  sharedNotes: number;
  basis: SuggestionBasis;
}

/** A line as the ranking reads it: its slug, clusters and essay parts (an inquiring line is one as it is). */
export type Line = Pick<KbPage, 'slug' | 'clusters'> & EssayPart;

/** What the ranking reads of the collection. */
export interface LineLookup {
  /** The page with this slug, if any. */
  page(slug: Slug): KbPage | undefined;
  /** Every written inquiring line, for the last resort. */
  writtenLines(): readonly KbPage[];
}

/** Takes the collection's pages (or a lookup by slug over them); returns a `LineLookup` that lists the written lines once, when first asked. */
export function lineLookup(pages: readonly KbPage[], bySlug?: ReadonlyMap<Slug, KbPage>): LineLookup {
  const index = bySlug ?? new Map(pages.map((page) => [page.slug, page]));
  let written: KbPage[] | undefined;
  return {
    page: (slug) => index.get(slug),
    writtenLines: () => (written ??= pages.filter(isWrittenLine)),
  };
}

/** True for a written page whose kind is an essay (an inquiring line). */
const isWrittenLine = (page: KbPage | undefined): page is KbPage => page !== undefined && !page.stub && essayOf(page) !== undefined;

/**
 * Takes an inquiring line and the collection; returns up to `NEXT_LINES` minus the author's own
 * next lines, suggested, never the line itself, an author's line or a line not yet written:
 * first the lines sharing the most cited notes with it (ties: the more similar in wording, then
 * by slug), then the lines most similar in wording. Only when neither finds any does it take
 * other written lines, those sharing the most clusters first, then by title, so that every
 * written line leads on.
 */
export function suggestNextLines(line: Line, lookup: LineLookup): SuggestedLine[] {
  const room = NEXT_LINES - line.next.length;
  if (room <= 0) return [];
  const skip = new Set<Slug>([line.slug, ...line.next]);
  const similarRank = new Map<Slug, number>((line.similarLines ?? []).map((ranked, i) => [ranked.slug, i]));

  const shared = new Map<Slug, number>();
  for (const source of new Set(line.sources)) {
    // The lines citing the same source: its backlinks proper, for a kind cited through `sources` (a note).
    const note = lookup.page(source);
    const kind = note === undefined ? undefined : kindOfPage(note);
    if (note === undefined || kind?.citedThrough !== 'sources') continue;
    for (const other of kind.citedBy(note)) if (!skip.has(other)) shared.set(other, (shared.get(other) ?? 0) + 1);
  }
  // Popular notes bring hundreds of candidates to every line: keep the best `room` in one pass,
  // compared by numbers and slugs only, rather than sorting them all by title.
  const best: { slug: Slug; sharedNotes: number; rank: number }[] = [];
  const before = (a: (typeof best)[number], b: (typeof best)[number]): boolean =>
    a.sharedNotes !== b.sharedNotes ? a.sharedNotes > b.sharedNotes : a.rank !== b.rank ? a.rank < b.rank : a.slug < b.slug;
  for (const [slug, sharedNotes] of shared) {
    const candidate = { slug, sharedNotes, rank: similarRank.get(slug) ?? Infinity };
    if (best.length === room && !before(candidate, best[room - 1]!)) continue;
    if (!isWrittenLine(lookup.page(slug))) continue;
    let at = best.length;
    while (at > 0 && before(candidate, best[at - 1]!)) at -= 1;
    best.splice(at, 0, candidate);
    if (best.length > room) best.pop();
  }
  const byNotes = best.map(({ slug, sharedNotes }): SuggestedLine => ({ slug, sharedNotes, basis: 'notes' }));
  const byWording = (line.similarLines ?? [])
    .filter((ranked) => !skip.has(ranked.slug) && !shared.has(ranked.slug) && isWrittenLine(lookup.page(ranked.slug)))
    .map((ranked): SuggestedLine => ({ slug: ranked.slug, sharedNotes: 0, basis: 'wording' }));
  const found = [...byNotes, ...byWording];
  if (found.length > 0 || line.next.length > 0) return found.slice(0, room);
  return lastResort(line, lookup, skip).slice(0, room);
}

/** Other written lines, those sharing the most clusters with `line` first, then by title. */
function lastResort(line: Line, lookup: LineLookup, skip: ReadonlySet<Slug>): SuggestedLine[] {
  const clusters = new Set(line.clusters);
  const sharedClusters = (page: KbPage): number => page.clusters.filter((slug) => clusters.has(slug)).length;
  return lookup
    .writtenLines()
    .filter((page) => !skip.has(page.slug))
    .map((page) => ({ page, clusters: sharedClusters(page) }))
    .sort((a, b) => b.clusters - a.clusters || compareTitles(a.page.title, b.page.title))
    .map(({ page }): SuggestedLine => ({ slug: page.slug, sharedNotes: 0, basis: 'other' }));
}

/** Takes the suggestions and whether the author named lines too; returns the sentence that says how they were chosen. */
export function suggestionNote(suggested: readonly SuggestedLine[], afterAuthor: boolean): string {
  const bases = new Set(suggested.map((s) => s.basis));
  const opening = afterAuthor ? 'Also suggested' : 'Suggested';
  if (bases.has('other'))
    return `${opening}: other inquiring lines of this collection (none cites the same notes or is worded alike), those in the same clusters first.`;
  if (!bases.has('notes')) return `${opening}: the lines most similar in wording to this one.`;
  return `${opening}: the lines that share the most cited notes with this one, then the most similar in wording.`;
}
