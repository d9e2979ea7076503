import resultsCss from './search-results.css?inline';
import { kindLabel, type PageKind } from '../../core/kinds.ts';
import type { Ui } from '../../core/i18n/format-core.ts';
import type { SearchHit } from './pagefind-api.ts';
import { useStyles } from './styles.ts';

/** Takes a tag name, class and text; returns the new element (text set as text, never as HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== '') node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Takes an excerpt from Pagefind (escaped text with `<mark>` around matched words); returns it as
 * a fragment holding only text and `<mark>` elements. Pagefind already escapes, but the excerpt
 * comes from page text, so nothing else is let through even if that ever changed.
 */
export function excerptFragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createDocumentFragment();
  const copy = (from: Node, to: Node): void => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) to.appendChild(document.createTextNode(child.textContent ?? ''));
      else if (child instanceof Element && child.localName === 'mark') copy(child, to.appendChild(document.createElement('mark')));
      else copy(child, to);
    }
  };
  copy(template.content, out);
  return out;
}

/** Most cluster names a result's label line shows. */
const CLUSTERS_SHOWN = 2;

/** Takes a kind (none for a page of no kind) and the page's words; returns the kind's name in the site's language, an added kind's own label. */
export function kindText(kind: PageKind | undefined, words: Ui): string {
  if (kind === undefined) return words.t('kind.page');
  const key = `kind.${kind}` as const;
  const said = words.t(key);
  return said === key ? kindLabel(kind) : said;
}

/** Takes a hit and the page's words; returns the small label line: its kind, its first clusters, its date and, for a stub, "not yet written". */
export function kindLine(hit: SearchHit, words: Ui): HTMLElement {
  const line = element('span', 'search-kind');
  line.append(element('span', `search-kind-badge search-kind-${hit.kind ?? 'page'}`, kindText(hit.kind, words)));
  for (const cluster of hit.clusters.slice(0, CLUSTERS_SHOWN)) line.append(element('span', 'search-badge search-cluster', cluster));
  if (hit.clusters.length > CLUSTERS_SHOWN) line.append(element('span', 'search-badge', `+${hit.clusters.length - CLUSTERS_SHOWN}`));
  if (hit.date !== '') {
    const date = element('time', 'search-badge search-date', hit.date);
    date.dateTime = hit.date;
    line.append(date);
  }
  if (hit.stub) line.append(element('span', 'search-stub', words.t('ng.stub')));
  return line;
}

/** Takes a hit, the heading level to use and the page's words; returns the result as a list item for the search page. */
export function resultItem(hit: SearchHit, headingLevel: 'h2' | 'h3', words: Ui): HTMLLIElement {
  useStyles('results', resultsCss);
  const item = element('li', 'search-result');
  const heading = element(headingLevel, 'search-result-title');
  const link = element('a', '', hit.title);
  link.href = hit.url;
  heading.append(link);
  const excerpt = element('p', 'search-excerpt');
  excerpt.append(excerptFragment(hit.excerpt));
  // A result reads in the direction of its own text: a Hebrew page found from an English one, or the reverse.
  heading.dir = excerpt.dir = 'auto';
  item.append(kindLine(hit, words), heading, excerpt);
  if (hit.subResults.length > 0) {
    const subs = element('ul', 'search-subresults');
    subs.setAttribute('aria-label', words.t('search.sections', { title: hit.title }));
    for (const sub of hit.subResults.slice(0, 3)) {
      const subItem = element('li', '');
      const subLink = element('a', '', sub.title);
      subLink.href = sub.url;
      const subExcerpt = element('span', 'search-excerpt');
      subExcerpt.append(excerptFragment(sub.excerpt));
      subItem.dir = 'auto';
      subItem.append(subLink, ' ', subExcerpt);
      subs.append(subItem);
    }
    item.append(subs);
  }
  return item;
}

/** Takes a hit, a unique id and the page's words; returns it as a listbox option for the search dialog. */
export function resultOption(hit: SearchHit, id: string, words: Ui): HTMLAnchorElement {
  useStyles('results', resultsCss);
  const option = element('a', 'search-option');
  option.id = id;
  option.href = hit.url;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  // The input keeps focus; options are reached with the arrow keys (aria-activedescendant).
  option.tabIndex = -1;
  const excerpt = element('span', 'search-excerpt');
  excerpt.append(excerptFragment(hit.excerpt));
  const title = element('span', 'search-option-title', hit.title);
  title.dir = excerpt.dir = 'auto';
  option.append(kindLine(hit, words), title, excerpt);
  return option;
}
