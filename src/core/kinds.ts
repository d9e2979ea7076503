/**
 * The page kinds: the one list of what an author can write, with everything the site shows of
 * each (URL folder, names, navigation). Schemas build their enum from `KIND_IDS`; the browser
 * code, the routes and the header read the same records. A new kind is one entry here.
 */

/** Every page kind, in the order the site presents them (indexes, search filters, graph codes). */
export const KIND_IDS = ['inquiry', 'note', 'paper', 'discussion'] as const;

/** One of the page kinds an author writes. */
export type PageKind = (typeof KIND_IDS)[number];

/** What the site knows of one page kind. */
export interface KindInfo {
  id: PageKind;
  /** The URL folder (and the content folder the generator and importer write into), e.g. `inquiring-lines`. */
  folder: string;
  /** A kind's name for one page, e.g. `Inquiring line`. */
  label: string;
  /** A kind's name for many pages, e.g. `Inquiring lines`. */
  plural: string;
  /** `true` when the site header links to the kind's index. */
  inHeader: boolean;
  /** How its pages are drawn in the graphs: kinds differ by shape as well as colour, for readers who do not see colours. */
  shape: GraphShape;
  /** Its graph colour when the stylesheet sets none (`--graph-<kind>`, light theme). */
  colour: string;
}

/** The shapes a graph draws a page as. */
export type GraphShape = 'circle' | 'diamond' | 'square' | 'triangle';

/**
 * The `kind` of a content file that makes no page of its own but describes a cluster: its name as
 * shown, a description and a text for `/clusters/<slug>/` (`schemas/cluster.ts`). Clusters are
 * still made by the pages that name them; a cluster without such a file has its name only.
 */
export const CLUSTER_FILE_KIND = 'cluster';

/** The kinds by id (in `KIND_IDS` order). */
export const KINDS: Readonly<Record<PageKind, KindInfo>> = {
  inquiry: { id: 'inquiry', folder: 'inquiring-lines', label: 'Inquiring line', plural: 'Inquiring lines', inHeader: true, shape: 'diamond', colour: '#2b63b5' },
  note: { id: 'note', folder: 'notes', label: 'Note', plural: 'Notes', inHeader: true, shape: 'circle', colour: '#b9541a' },
  paper: { id: 'paper', folder: 'papers', label: 'Paper', plural: 'Papers', inHeader: true, shape: 'square', colour: '#23825a' },
  discussion: { id: 'discussion', folder: 'discussions', label: 'Discussion', plural: 'Discussions', inHeader: false, shape: 'triangle', colour: '#7d4cc2' },
};

/**
 * The kind a bare name resolves to first when pages of several kinds share it: a note, then an
 * inquiring line, a paper, a discussion (notes are what links mostly point at).
 */
export const RESOLVE_PREFERENCE: readonly PageKind[] = ['note', 'inquiry', 'paper', 'discussion'];

/** True when `value` is one of the page kinds. */
export function isPageKind(value: string): value is PageKind {
  return (KIND_IDS as readonly string[]).includes(value);
}

/** A kind's position in `KIND_IDS`: the sort key that lists pages kind by kind. */
export function kindRank(kind: PageKind): number {
  return KIND_IDS.indexOf(kind);
}

/** A kind's name for one page, e.g. `Inquiring line`. */
export function kindLabel(kind: PageKind): string {
  return KINDS[kind].label;
}

/** A kind's name for many pages, e.g. `Inquiring lines`. */
export function kindPlural(kind: PageKind): string {
  return KINDS[kind].plural;
}

/** A kind's name in running text, lower case, e.g. `inquiring line` (as in "Title (inquiring line)"). */
export function kindName(kind: PageKind): string {
  return KINDS[kind].label.toLowerCase();
}
