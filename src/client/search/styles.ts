/**
 * Adds a stylesheet to the document once. Search styles travel inside the search code (imported
 * with `?inline`) rather than as linked CSS, because the site build would otherwise link them
 * from every page's head, and pages that are not searched should pay nothing for search.
 */
export function useStyles(name: string, css: string): void {
  if (document.querySelector(`style[data-search-styles="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset['searchStyles'] = name;
  style.textContent = css;
  document.head.append(style);
}
