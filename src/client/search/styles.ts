const adopted = new Set<string>();

/**
 * Adds a stylesheet to the document once. Search styles travel inside the search code (imported
 * with `?inline`) rather than as linked CSS, because the site build would otherwise link them
 * from every page's head, and pages that are not searched should pay nothing for search.
 * A constructed stylesheet rather than a `<style>` element: a strict Content-Security-Policy
 * (`style-src 'self'`, README, Security) blocks inline style elements but not adopted sheets.
 */
export function useStyles(name: string, css: string): void {
  if (adopted.has(name)) return;
  adopted.add(name);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
