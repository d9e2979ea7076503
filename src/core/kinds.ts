/**
 * The page kinds: the one list of what an author can write, with everything the site shows of
 * each (URL folder, names, navigation, graph look). The browser code, the routes, the header and
 * the schemas read these records; what each kind does is its module in `kinds/` (README, "Adding
 * a kind": a new kind is an entry here and a module there).
 */

/** The kinds the site ships with, in the order the site presents them. */
export const BUILT_IN_KINDS = ['inquiry', 'note', 'paper', 'discussion'] as const;

/** One of the page kinds an author writes. */
export type PageKind = (typeof BUILT_IN_KINDS)[number];

const ids: PageKind[] = [...BUILT_IN_KINDS];

/** Every page kind, in the order the site presents them (indexes, search filters, graph codes): the shipped ones, then those `addKind` added. */
export const KIND_IDS: readonly PageKind[] = ids;

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
  /**
   * Where a bare name looks first when pages of several kinds share it: the lowest rank wins (a
   * note 0, an inquiring line 1, a paper 2, a discussion 3: notes are what links mostly point
   * at); kinds of one rank go in `KIND_IDS` order.
   */
  linkRank: number;
}

/** The shapes a graph draws a page as. */
export type GraphShape = 'circle' | 'diamond' | 'square' | 'triangle';

/**
 * The `kind` of a content file that makes no page of its own but describes a cluster: its name as
 * shown, a description and a text for `/clusters/<slug>/` (`schemas/cluster.ts`). Clusters are
 * still made by the pages that name them; a cluster without such a file has its name only.
 */
export const CLUSTER_FILE_KIND = 'cluster';

const infos: Record<PageKind, KindInfo> = {
  inquiry: {
    id: 'inquiry',
    folder: 'inquiring-lines',
    label: 'Inquiring line',
    plural: 'Inquiring lines',
    inHeader: true,
    shape: 'diamond',
    colour: '#2b63b5',
    linkRank: 1,
  },
  note: { id: 'note', folder: 'notes', label: 'Note', plural: 'Notes', inHeader: true, shape: 'circle', colour: '#b9541a', linkRank: 0 },
  paper: { id: 'paper', folder: 'papers', label: 'Paper', plural: 'Papers', inHeader: true, shape: 'square', colour: '#23825a', linkRank: 2 },
  discussion: {
    id: 'discussion',
    folder: 'discussions',
    label: 'Discussion',
    plural: 'Discussions',
    inHeader: false,
    shape: 'triangle',
    colour: '#7d4cc2',
    linkRank: 3,
  },
};

/** The kinds by id (in `KIND_IDS` order). */
export const KINDS: Readonly<Record<PageKind, KindInfo>> = infos;

/**
 * Adds a kind after the shipped ones: its pages get the URL folder, names and graph look of
 * `info` everywhere the site lists kinds. Called by the kind registry (`kinds/registry.ts`,
 * `registerKind`), which adds what the kind does; throws when the id or folder is taken.
 */
export function addKind(info: KindInfo): void {
  const taken = ids.find((id) => id === info.id || infos[id].folder === info.folder);
  if (taken !== undefined)
    throw new Error(`the kind "${info.id}" (URL folder "${info.folder}") clashes with the kind "${taken}": give the new kind its own id and folder`);
  ids.push(info.id);
  infos[info.id] = info;
}

/**
 * Every kind in the order a bare name resolves to them when pages of several kinds share it: by
 * each kind's `linkRank`, then in `KIND_IDS` order. Read from the kinds' own entries, so a kind
 * added to `BUILT_IN_KINDS` and `KINDS` (or by `addKind`) is found by its title like any other.
 */
export function resolvePreference(): PageKind[] {
  return [...KIND_IDS].sort((a, b) => infos[a].linkRank - infos[b].linkRank || kindRank(a) - kindRank(b));
}

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
