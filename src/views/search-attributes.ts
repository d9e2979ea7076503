import type { Slug } from '../schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../schemas/knowledge-base.ts';
import { SEARCH_FILTER, SEARCH_META, SEARCH_STATUS, STUB_WEIGHT } from '../core/search-fields.ts';

/** HTML attributes to spread on an element, e.g. `<article {...searchBody(page)}>`. */
export type SearchAttributes = Readonly<Record<string, string>>;

/**
 * Takes a page; returns the attributes for the element that holds its indexed text (the article:
 * title, lede, claims, body). Everything outside it (header, navigation, footer) stays out of the
 * index, and lists of other pages' titles inside it carry `data-pagefind-ignore`. A stub's text,
 * its title included, weighs less: still found by its title, ranked below written pages.
 */
export function searchBody(page: Pick<KbPage, 'stub'>): SearchAttributes {
  return page.stub ? { 'data-pagefind-body': '', 'data-pagefind-weight': String(STUB_WEIGHT) } : { 'data-pagefind-body': '' };
}

/** One hidden element's attributes carrying a single filter or metadata value. */
export interface SearchTag {
  /** The attribute name: `data-pagefind-filter` or `data-pagefind-meta`. */
  attribute: 'data-pagefind-filter' | 'data-pagefind-meta';
  /** `key:value`, as Pagefind reads it. */
  value: string;
}

const clusterNamesByKb = new WeakMap<KnowledgeBase, ReadonlyMap<Slug, string>>();

/** Takes the knowledge base; returns cluster names by slug, computed once per knowledge base. */
function clusterNames(kb: KnowledgeBase): ReadonlyMap<Slug, string> {
  let names = clusterNamesByKb.get(kb);
  if (!names) {
    names = new Map(kb.clusters.map((cluster) => [cluster.slug, cluster.name]));
    clusterNamesByKb.set(kb, names);
  }
  return names;
}

/**
 * Takes a page and the knowledge base; returns its search tags: the kind, written or not, each
 * cluster and each tag as filters, the kind, stub state and date as metadata. One value per element because Pagefind reads an
 * inline `key:value` to the end of the attribute, so a cluster name may contain commas.
 */
export function searchTags(page: KbPage, kb: KnowledgeBase): SearchTag[] {
  const names = clusterNames(kb);
  const tags: SearchTag[] = [
    { attribute: 'data-pagefind-filter', value: `${SEARCH_FILTER.kind}:${page.kind}` },
    { attribute: 'data-pagefind-meta', value: `${SEARCH_META.kind}:${page.kind}` },
    { attribute: 'data-pagefind-filter', value: `${SEARCH_FILTER.status}:${page.stub ? SEARCH_STATUS.stub : SEARCH_STATUS.written}` },
  ];
  for (const slug of page.clusters) {
    tags.push({ attribute: 'data-pagefind-filter', value: `${SEARCH_FILTER.cluster}:${names.get(slug) ?? slug}` });
  }
  for (const tag of page.tags) tags.push({ attribute: 'data-pagefind-filter', value: `${SEARCH_FILTER.tag}:${tag}` });
  if (page.stub) tags.push({ attribute: 'data-pagefind-meta', value: `${SEARCH_META.stub}:true` });
  if (page.date !== undefined) tags.push({ attribute: 'data-pagefind-meta', value: `${SEARCH_META.date}:${page.date.slice(0, 10)}` });
  return tags;
}
