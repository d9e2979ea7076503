// "Next inquiring lines" for a line whose author named none (or few): the lines that share the
// most cited notes with it, then those that share the most clusters. Derived, never hand-kept.
import type { Slug } from '../schemas/brand.ts';
import type { InquiryPage } from '../schemas/knowledge-base.ts';
import type { Site } from '../handoff/kb.ts';
import { compareTitles } from './pages.ts';

/** How many lines an inquiring line leads on to, the author's and the suggested together. */
export const NEXT_LINES = 5;

/** A suggested line and what it shares with the line it follows. */
export interface SuggestedLine {
  slug: Slug;
  /** Notes both lines cite. */
  sharedNotes: number;
  /** Clusters both lines are in. */
  sharedClusters: number;
}

/**
 * Takes the site and an inquiring line; returns up to `NEXT_LINES` minus the author's own next
 * lines, suggested: written lines sharing the most cited notes with it, then the most clusters,
 * then by title. Lines sharing nothing are not suggested.
 */
export function suggestNextLines(site: Site, line: InquiryPage): SuggestedLine[] {
  const room = NEXT_LINES - line.next.length;
  if (room <= 0) return [];
  const skip = new Set<Slug>([line.slug, ...line.next]);
  const shared = new Map<Slug, SuggestedLine>();
  const entry = (slug: Slug): SuggestedLine => {
    let found = shared.get(slug);
    if (!found) shared.set(slug, (found = { slug, sharedNotes: 0, sharedClusters: 0 }));
    return found;
  };
  for (const source of new Set(line.sources)) {
    const note = site.bySlug.get(source);
    if (note?.kind !== 'note') continue;
    for (const other of note.citedBy) if (!skip.has(other)) entry(other).sharedNotes += 1;
  }
  for (const slug of line.clusters) {
    for (const member of site.clusterBySlug.get(slug)?.pages ?? []) {
      const page = site.bySlug.get(member);
      if (page?.kind === 'inquiry' && !skip.has(member)) entry(member).sharedClusters += 1;
    }
  }
  const title = (slug: Slug) => site.bySlug.get(slug)?.title ?? '';
  return [...shared.values()]
    .filter((s) => site.bySlug.get(s.slug)?.stub === false)
    .sort((a, b) => b.sharedNotes - a.sharedNotes || b.sharedClusters - a.sharedClusters || compareTitles(title(a.slug), title(b.slug)))
    .slice(0, room);
}
