import type { DiscussionPage, InquiryPage, KbPage, NotePage, PaperPage, RankedPage } from '../schemas/knowledge-base.ts';
import { sentencesCiting, type SupportedSentence } from './citation-support.ts';
import type { Site } from '../handoff/kb.ts';
import { lineLookup, suggestionNote, suggestNextLines, type LineLookup } from './next-lines.ts';
import { clustersOf, compareTitles, pageAt, refTo, toRef, type ClusterRef, type PageRef } from './pages.ts';
import { essayOf, findingOf, kindOf, kindOfPage, publicationOf } from '../kinds/registry.ts';

/** A cited note as a Sources list shows it: the link and the note's claim summary. */
export interface SourceItem {
  ref: PageRef;
  /** The cited note's claim summary; `''` when the target is not a note or has none. */
  claim: string;
  /** The sentences of the line that cite it, in body order. Default: absent (none). */
  sentences?: SupportedSentence[];
}

/** A related concept as a note shows it: the link, the target's description and the reason for the link. */
export interface RelatedItem {
  ref: PageRef;
  description: string;
  reason: string;
  /** `true` when only the other page wrote the link. */
  incoming: boolean;
}

/** A page found by text similarity, with its cosine score (0–1). */
export interface RankedItem {
  ref: PageRef;
  score: number;
}

/** What every rendered page carries besides its kind's own data. */
interface ViewBase {
  clusters: ClusterRef[];
}

/** Everything an inquiring line's page renders. */
export interface InquiryView extends ViewBase {
  page: InquiryPage;
  sources: SourceItem[];
  /** The next lines the author named, in the author's order. */
  next: PageRef[];
  /** Lines suggested after the author's (see `suggestNextLines`), with the number of cited notes each shares with this line. */
  suggested: { ref: PageRef; sharedNotes: number }[];
  /** How the suggested lines were chosen, in a sentence; `''` when none are. */
  suggestedNote: string;
  /** Notes most similar by text, computed at build time. */
  similar: RankedItem[];
}

/** Everything a note's page renders. */
export interface NoteView extends ViewBase {
  page: NotePage;
  citedBy: PageRef[];
  related: RelatedItem[];
  /** The papers the author listed, in the author's order. */
  papers: PageRef[];
  /** Notes most similar by text, computed at build time. */
  similar: RankedItem[];
  /** Every other page whose body or frontmatter links to the note (an Obsidian vault's backlinks), sorted by kind, then title. */
  linkedFrom: PageRef[];
}

/** Everything a paper's page renders. */
export interface PaperView extends ViewBase {
  page: PaperPage;
  citedBy: PageRef[];
  /** Inquiring lines and discussions that link to the paper, written first. */
  linkedFrom: PageRef[];
}

/** Everything a discussion's page renders. */
export interface DiscussionView extends ViewBase {
  page: DiscussionPage;
  paper: PageRef | undefined;
  /** The notes that draw on the discussed paper. */
  paperNotes: PageRef[];
}

/** Everything a "not yet written" page renders: what is known of it and what links to it. */
export interface StubView extends ViewBase {
  page: KbPage;
  /** For a stub inquiring line: its written sources; otherwise `[]`. */
  sources: SourceItem[];
  linkedFrom: PageRef[];
}

function sourceItem(site: Site, slug: InquiryPage['sources'][number], from: string): SourceItem {
  const target = pageAt(site, slug, from);
  return { ref: toRef(target), claim: findingOf(target)?.claim ?? '' };
}

function ranked(site: Site, items: readonly RankedPage[] | undefined, from: string): RankedItem[] {
  return (items ?? []).map((item) => ({ ref: refTo(site, item.slug, from), score: item.score }));
}

function refs(site: Site, slugs: readonly InquiryPage['sources'][number][], from: string): PageRef[] {
  return slugs.map((slug) => refTo(site, slug, from));
}

// One lookup per site, so the written lines are listed once however many pages ask.
const lookups = new WeakMap<Site, LineLookup>();
function lookupOf(site: Site): LineLookup {
  let lookup = lookups.get(site);
  if (lookup === undefined) lookups.set(site, (lookup = lineLookup(site.kb.pages, site.bySlug)));
  return lookup;
}

/** An inquiring line with its sources (first-citation order, each with its claim) and next lines resolved. */
export function inquiryView(site: Site, page: InquiryPage): InquiryView {
  const suggested = suggestNextLines(page, lookupOf(site));
  return {
    page,
    sources: page.sources.map((slug) => ({ ...sourceItem(site, slug, page.url), sentences: sentencesCiting(page, slug) })),
    next: refs(site, page.next, page.url),
    suggested: suggested.map((s) => ({ ref: refTo(site, s.slug, page.url), sharedNotes: s.sharedNotes })),
    suggestedNote: suggested.length > 0 ? suggestionNote(suggested, page.next.length > 0) : '',
    similar: ranked(site, page.similar, page.url),
    clusters: clustersOf(site, page),
  };
}

/** A note with its backlinks, related concepts (with the targets' descriptions) and papers resolved. */
export function noteView(site: Site, page: NotePage): NoteView {
  return {
    page,
    citedBy: refs(site, page.citedBy, page.url),
    related: page.related.map((link) => {
      const target = pageAt(site, link.slug, page.url);
      return {
        ref: toRef(target),
        description: findingOf(target)?.description ?? '',
        reason: link.reason,
        incoming: link.direction === 'incoming',
      };
    }),
    papers: refs(site, page.papers, page.url),
    similar: ranked(site, page.similar, page.url),
    linkedFrom: byKindAndTitle(
      refs(
        site,
        page.linkedFrom.filter((slug) => !page.citedBy.includes(slug)),
        page.url,
      ),
    ),
    clusters: clustersOf(site, page),
  };
}

/** `pages` sorted by kind, then title. */
function byKindAndTitle(pages: PageRef[]): PageRef[] {
  return pages.sort((a, b) => a.kind.localeCompare(b.kind) || compareTitles(a.title, b.title));
}

/** A paper with the notes that draw on it resolved. */
export function paperView(site: Site, page: PaperPage): PaperView {
  const linkedFrom = page.linkedFrom
    .map((slug) => refTo(site, slug, page.url))
    // Pages that list the paper are its citers, shown apart; the others link to it from their text.
    .filter((ref) => kindOf(ref.kind).cites !== 'papers')
    .sort((a, b) => Number(a.stub) - Number(b.stub) || a.kind.localeCompare(b.kind) || compareTitles(a.title, b.title));
  return { page, citedBy: refs(site, page.citedBy, page.url), linkedFrom, clusters: clustersOf(site, page) };
}

/** A discussion with its paper resolved. */
export function discussionView(site: Site, page: DiscussionPage): DiscussionView {
  const paper = page.paper === undefined ? undefined : pageAt(site, page.paper, page.url);
  return {
    page,
    paper: paper === undefined ? undefined : toRef(paper),
    paperNotes: paper !== undefined && publicationOf(paper) !== undefined ? refs(site, kindOfPage(paper).citedBy(paper), page.url) : [],
    clusters: clustersOf(site, page),
  };
}

/** A stub of any kind with what links to it (sorted by kind, then title) and, for an inquiring line, its written sources. */
export function stubView(site: Site, page: KbPage): StubView {
  const linkedFrom = byKindAndTitle(refs(site, page.linkedFrom, page.url));
  return {
    page,
    sources: (essayOf(page)?.sources ?? []).map((slug) => sourceItem(site, slug, page.url)),
    linkedFrom,
    clusters: clustersOf(site, page),
  };
}
