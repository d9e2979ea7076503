import { KIND_IDS, isPageKind } from '../../core/kinds.ts';
import { SEARCH_FILTER } from '../../core/search-fields.ts';
import { BASE } from '../base-path.ts';
import { loadSearchIndex, type FilterCounts, type SearchIndex, type SearchOutcome } from './pagefind-api.ts';
import { kindText, resultItem } from './result-view.ts';
import { pagefindFilters, queryString, readQuery, type FilterGroupKey, type SearchQuery } from './search-query.ts';
import { FilterGroup } from './filter-group.ts';
import searchPageWords from 'virtual:research-notes/words/search-page';
import type { Ui } from '../../core/i18n/format-core.ts';
import { pageWords } from '../page-words.ts';

/**
 * The /search/ page: the query lives in the URL (`?q=…&kind=…&cluster=…&tag=…&stubs=hide`), so
 * every search can be linked and shared; typing and ticking filters update the URL in place and
 * the results below. Written pages come first; a toggle leaves pages not yet written out.
 */

/** Results shown per "Show more" step. */
const PAGE_SIZE = 20;
/** Milliseconds of typing quiet before searching. */
const DEBOUNCE_MS = 150;

/** The page's elements, found by their `data-search-*` attributes. */
export interface SearchPageParts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  kinds: HTMLElement;
  clusters: HTMLElement;
  clusterSummary: HTMLElement;
  tags: HTMLElement;
  tagSummary: HTMLElement;
  /** The checkbox "Include pages not yet written". */
  stubs: HTMLInputElement;
  status: HTMLElement;
  results: HTMLOListElement;
  more: HTMLButtonElement;
  /** The page's words in the site's language (`virtual:research-notes/words/search-page`). */
  words: Ui;
}

function find<T extends Element>(root: ParentNode, selector: string, type: new () => T): T {
  const found = root.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`The search page is missing ${selector}; see src/pages/search/index.astro.`);
  return found;
}

/** Takes the page root; returns its parts, or throws naming the one that is missing. */
export function searchPageParts(root: ParentNode): SearchPageParts {
  return {
    form: find(root, '[data-search-form]', HTMLFormElement),
    input: find(root, '[data-search-page-input]', HTMLInputElement),
    kinds: find(root, '[data-search-kinds]', HTMLElement),
    clusters: find(root, '[data-search-clusters]', HTMLElement),
    clusterSummary: find(root, '[data-search-cluster-summary]', HTMLElement),
    tags: find(root, '[data-search-tags]', HTMLElement),
    tagSummary: find(root, '[data-search-tag-summary]', HTMLElement),
    stubs: find(root, '[data-search-stubs]', HTMLInputElement),
    status: find(root, '[data-search-status]', HTMLElement),
    results: find(root, '[data-search-results]', HTMLOListElement),
    more: find(root, '[data-search-more]', HTMLButtonElement),
    words: pageWords(searchPageWords),
  };
}

/** Takes the page parts and the site's base path; runs the search page until the reader leaves. */
export async function startSearchPage(parts: SearchPageParts, base: string): Promise<void> {
  const baseTitle = document.title;
  let query = readQuery(new URLSearchParams(window.location.search));
  let sequence = 0;
  let outcome: SearchOutcome | undefined;
  let shown = 0;
  let totals: Promise<FilterCounts> | undefined;

  const changed = (): void => {
    query = {
      q: parts.input.value.trim(),
      kinds: kindGroup.chosen().filter(isPageKind),
      clusters: clusterGroup.chosen(),
      tags: tagGroup.chosen(),
      stubs: parts.stubs.checked,
    };
    window.history.replaceState(null, '', `${window.location.pathname}${queryString(query)}`);
  };
  const refilter = (): void => {
    changed();
    void run(false);
  };
  // The kinds the page offers (those the collection has pages of), read before the filters are redrawn.
  const rendered = [...parts.kinds.querySelectorAll<HTMLInputElement>('input[name="kind"]')].map((box) => box.value).filter(isPageKind);
  const offered = rendered.length > 0 ? rendered : [...KIND_IDS];
  const kindGroup = new FilterGroup(parts.kinds, {
    name: 'kind',
    label: (kind) => (isPageKind(kind) ? kindText(kind, parts.words) : kind),
    hideEmpty: false,
    onChange: refilter,
  });
  const clusterGroup = new FilterGroup(parts.clusters, { name: 'cluster', label: (name) => name, hideEmpty: true, onChange: refilter });
  const tagGroup = new FilterGroup(parts.tags, { name: 'tag', label: (name) => `#${name}`, hideEmpty: true, onChange: refilter });

  const showMore = async (index: SearchIndex | undefined, mine: number): Promise<void> => {
    if (!outcome || !index) return;
    const slice = outcome.results.slice(shown, shown + PAGE_SIZE);
    const hits = await Promise.all(slice.map((ref) => ref.load()));
    if (mine !== sequence) return;
    parts.results.append(...hits.map((hit) => resultItem(hit, 'h2', parts.words)));
    shown += hits.length;
    parts.more.hidden = shown >= outcome.results.length;
  };

  const run = async (debounce: boolean): Promise<void> => {
    const mine = ++sequence;
    document.title = query.q === '' ? baseTitle : `“${query.q}” · ${baseTitle}`;
    let index: SearchIndex;
    try {
      index = await loadSearchIndex(base);
      if (query.q === '') {
        totals ??= index.filters();
        const all = await totals;
        if (mine !== sequence) return;
        showCounts(all, all, all);
        outcome = undefined;
        parts.results.replaceChildren();
        parts.more.hidden = true;
        parts.status.textContent = parts.words.t('search.type');
        return;
      }
      index.preload(query.q);
      const asked = query;
      const found = debounce ? await index.debouncedSearch(asked.q, pagefindFilters(asked), DEBOUNCE_MS) : await index.search(asked.q, pagefindFilters(asked));
      if (found === null || mine !== sequence) return;
      outcome = found;
      shown = 0;
      parts.results.replaceChildren();
      await showMore(index, mine);
      if (mine !== sequence) return;
      parts.status.textContent = statusText(asked, found, parts.words);
      // Counts come after the results are on screen: Pagefind counts only filters whose index it
      // has loaded, and loading them first would slow the first search. Each group's counts leave
      // that group's own choice out, so other values show what they would add.
      totals ??= index.filters();
      await totals;
      if (mine !== sequence) return;
      const counts = (without?: FilterGroupKey): Promise<FilterCounts> => index.search(asked.q, pagefindFilters(asked, without)).then((o) => o.filters);
      const all = counts();
      const [kindCounts, clusterCounts, tagCounts] = await Promise.all([
        asked.kinds.length > 0 ? counts('kind') : all,
        asked.clusters.length > 0 ? counts('cluster') : all,
        asked.tags.length > 0 ? counts('tag') : all,
      ]);
      if (mine !== sequence) return;
      showCounts(kindCounts, clusterCounts, tagCounts);
    } catch (error) {
      if (mine !== sequence) return;
      parts.results.replaceChildren();
      parts.more.hidden = true;
      parts.status.textContent = error instanceof Error ? error.message : String(error);
    }
  };

  const showCounts = (kindCounts: FilterCounts, clusterCounts: FilterCounts, tagCounts: FilterCounts): void => {
    kindGroup.show(offered, kindCounts[SEARCH_FILTER.kind] ?? {}, query.kinds);
    const clusters = clusterCounts[SEARCH_FILTER.cluster] ?? {};
    clusterGroup.show(
      Object.keys(clusters).sort((a, b) => a.localeCompare(b)),
      clusters,
      query.clusters,
    );
    const clustersName = parts.words.t('search.clusters');
    parts.clusterSummary.textContent =
      query.clusters.length > 0 ? parts.words.t('search.chosen', { group: clustersName, count: query.clusters.length }) : clustersName;
    const tags = tagCounts[SEARCH_FILTER.tag] ?? {};
    tagGroup.show(
      Object.keys(tags).sort((a, b) => a.localeCompare(b)),
      tags,
      query.tags,
    );
    const tagsName = parts.words.t('search.tags');
    parts.tagSummary.textContent = query.tags.length > 0 ? parts.words.t('search.chosen', { group: tagsName, count: query.tags.length }) : tagsName;
  };

  parts.input.value = query.q;
  parts.stubs.checked = query.stubs;
  kindGroup.tick(query.kinds);
  parts.stubs.addEventListener('change', refilter);
  parts.input.addEventListener('input', () => {
    changed();
    void run(true);
  });
  parts.form.addEventListener('submit', (event) => {
    event.preventDefault();
    changed();
    void run(false);
  });
  parts.more.addEventListener('click', () => {
    void loadSearchIndex(base).then((index) => showMore(index, sequence));
  });
  window.addEventListener('popstate', () => {
    query = readQuery(new URLSearchParams(window.location.search));
    parts.input.value = query.q;
    parts.stubs.checked = query.stubs;
    void run(false);
  });
  await run(false);
}

function statusText(query: SearchQuery, outcome: SearchOutcome, words: Ui): string {
  const total = outcome.results.length;
  const filtered = query.kinds.length + query.clusters.length + query.tags.length > 0 || !query.stubs;
  if (total === 0) {
    return filtered && outcome.unfilteredResultCount > 0
      ? words.t('search.noneFiltered', { q: query.q, count: outcome.unfilteredResultCount })
      : words.t('search.none', { q: query.q });
  }
  return words.count(!filtered ? 'search.found' : query.stubs ? 'search.foundFiltered' : 'search.foundWritten', total, { q: query.q });
}

/** Reads the page parts from the document and starts the page under the site's base path; used by the page's own script. */
export function startSearchPageFromDocument(): void {
  void startSearchPage(searchPageParts(document), BASE);
}
