import type { PageKind } from '../schemas/brand.ts';
import type { Site } from '../handoff/kb.ts';
import { clustersWithPages } from '../pipeline/derive/clusters.ts';
import { navigationRank } from './folders.ts';
import { clip } from './meta.ts';
import { uiFor, type Ui } from '../core/i18n/index.ts';
import { clusterRef, compareTitles, pagesOfKind, toRef, type ClusterRef, type PageRef } from './pages.ts';
import { siteContent } from './site-content.ts';
import { tagViews } from './tags.ts';
import type { UrlPath } from '../schemas/brand.ts';

/** How many pages of one kind the collection holds, written and not yet written. */
export interface KindCount {
  kind: PageKind;
  total: number;
  stubs: number;
}

/** A written page as the home page features it: the link, a line of what it says, and how often it is cited. */
export interface FeaturedPage {
  ref: PageRef;
  /** A note's claim summary or an inquiring line's lede, cut to about `HOME_CLAIM_MAX` characters. */
  summary: string;
  /** For a note, the inquiring lines citing it; for an inquiring line, the notes it cites. */
  count: number;
}

/** A top folder of the content folder as the home page lists it: its name, how many notes it holds, its first notes. */
export interface FolderEntry {
  name: string;
  size: number;
  /** Its first notes, in the vault's order (Obsidian Publish's, else by title). */
  notes: PageRef[];
}

/** A tag as the home page lists it. */
export interface TagEntry {
  tag: string;
  url: UrlPath;
  size: number;
}

/**
 * Everything the home page renders. A research collection: the written inquiring lines and notes,
 * clusters, what is new, what the collection holds. Any other: what is new, its folders and tags,
 * what it holds. Every list may be empty, and an empty list is not shown.
 */
export interface HomeView {
  /** `true` for a research collection (see `siteContent`): its sections and wording. */
  research: boolean;
  /** What the collection is, in a sentence: the configuration's `description`, else made from what it holds. */
  description: string;
  lines: FeaturedPage[];
  notes: FeaturedPage[];
  clusters: ClusterRef[];
  /** The newest written pages of every kind. */
  recent: PageRef[];
  /** The content folder's top folders holding written notes, in the vault's order. */
  folders: FolderEntry[];
  /** The most used tags, most used first. */
  tags: TagEntry[];
  /** The kinds the collection has pages of. */
  counts: KindCount[];
}

/** How many notes of a folder, and how many tags, the home page lists. */
export const HOME_FOLDER_NOTES = 5;
export const HOME_TAGS = 30;

/** How many inquiring lines, notes and new pages the home page lists. */
export const HOME_LIST_SIZE = 8;

/** Summaries on the home page are cut to about this many characters; the page itself has the whole text. */
const HOME_CLAIM_MAX = 220;

/** A page's latest day: when it last changed, else when it was written or dated (properties first, else its file's history). */
type Dated = { date?: string | undefined; created?: string | undefined; modified?: string | undefined; title: string };
const latest = (page: Dated): string | undefined => page.modified ?? page.created ?? page.date;
const newestFirst = (a: Dated, b: Dated) => (latest(b) ?? '').localeCompare(latest(a) ?? '') || compareTitles(a.title, b.title);

/**
 * The home page's data, written pages only (pages not yet written are never featured): inquiring
 * lines newest first, notes most cited first, clusters by size, the newest pages, the top folders
 * and the most used tags, counts for the kinds the collection has. `settings` gives the
 * configuration's description and Obsidian Publish's explorer order (vault paths); `ui` the words
 * of the description made when the configuration has none (default English).
 */
export function homeView(
  site: Site,
  settings: { description?: string | undefined; navigationOrder: readonly string[] } = { navigationOrder: [] },
  ui: Ui = uiFor('en'),
): HomeView {
  const content = siteContent(site);
  const counts = content.kinds.map((kind) => {
    const pages = pagesOfKind(site, kind);
    return { kind, total: pages.length, stubs: pages.filter((page) => page.stub).length };
  });
  const clusters = clustersWithPages(site.kb.clusters)
    .map(clusterRef)
    .sort((a, b) => b.size - a.size || compareTitles(a.name, b.name));
  const lines = pagesOfKind(site, 'inquiry')
    .filter((page) => !page.stub)
    .sort(newestFirst)
    .slice(0, HOME_LIST_SIZE)
    .map((line) => ({ ref: toRef(line), summary: clip(line.lede, HOME_CLAIM_MAX), count: line.sources.length }));
  // "Most cited" means something only where inquiring lines cite notes.
  const notes = content.research
    ? pagesOfKind(site, 'note')
        .filter((note) => !note.stub)
        .sort((a, b) => b.citedBy.length - a.citedBy.length || compareTitles(a.title, b.title))
        .slice(0, HOME_LIST_SIZE)
        .map((note) => ({ ref: toRef(note), summary: clip(note.claim, HOME_CLAIM_MAX), count: note.citedBy.length }))
    : [];
  const recent = site.kb.pages
    .filter((page) => !page.stub && latest(page) !== undefined)
    .sort(newestFirst)
    .slice(0, HOME_LIST_SIZE)
    .map(toRef);
  const folders = content.research ? [] : topFolders(site, settings.navigationOrder);
  const tags = tagViews(site.kb.pages.filter((page) => !page.stub))
    .filter((view) => !view.tag.includes('/'))
    .map((view) => ({ tag: view.tag, url: view.url, size: view.pages.length }))
    .sort((a, b) => b.size - a.size || compareTitles(a.tag, b.tag))
    .slice(0, HOME_TAGS);
  const written = counts.reduce((sum, count) => sum + count.total - count.stubs, 0);
  const description =
    settings.description ??
    (content.research
      ? ui.t('home.researchDescription')
      : folders.length > 0
        ? ui.count('home.vaultDescriptionFolders', folders.length, { notes: ui.count('count.notes', written) })
        : ui.t('home.vaultDescription', { notes: ui.count('count.notes', written) }));
  return { research: content.research, description, lines, notes, clusters, recent, folders, tags, counts };
}

/** The top folders of the content folder that hold written notes, each with its first notes. */
function topFolders(site: Site, order: readonly string[]): FolderEntry[] {
  const rank = navigationRank(order);
  const byFolder = new Map<string, { file: string; ref: PageRef }[]>();
  for (const page of site.kb.pages) {
    if (page.stub || page.file === null || !page.file.includes('/')) continue;
    const folder = page.file.slice(0, page.file.indexOf('/'));
    const list = byFolder.get(folder) ?? [];
    list.push({ file: page.file, ref: toRef(page) });
    byFolder.set(folder, list);
  }
  return [...byFolder]
    .sort(([a], [b]) => rank(a) - rank(b) || compareTitles(a, b))
    .map(([name, list]) => ({
      name,
      size: list.length,
      notes: list
        .sort((a, b) => rank(a.file) - rank(b.file) || compareTitles(a.ref.title, b.ref.title))
        .slice(0, HOME_FOLDER_NOTES)
        .map((item) => item.ref),
    }));
}
