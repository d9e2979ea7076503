// The reader's theme and reader mode, applied before the first paint: the page's body starts with this as
// a small classic script (`/theme.js`, written by src/pages/theme.js.ts from `applyStoredLook`), so
// a reader who chose dark never sees a light page flash, and reader mode never shows the rails first.
// A script file of the site, not an inline one, so the Content-Security-Policy stays `script-src 'self'`.

/** The script's site path: the first element of every page's body, and the one classic script a page runs (a few hundred bytes, so a parser-blocking fetch costs next to nothing, and a cached one nothing). */
export const LOOK_SCRIPT = '/theme.js';

/** Where the choices are kept in localStorage. */
export const THEME_KEY = 'theme';
export const READER_KEY = 'reader';

/** The event the document receives when the reader changes the theme, for code that draws with the theme's colours (the full graph's canvas). */
export const THEME_CHANGE = 'themechange';

/**
 * Takes the document's root element and the storage; sets `data-theme` (`light` or `dark`) and
 * `data-reader` (`on`) from what the reader chose, and nothing when they chose nothing (the
 * system's scheme then applies) or storage is refused. Self-contained: it is shipped as its own text.
 */
export function applyStoredLook(root: HTMLElement, storage: Pick<Storage, 'getItem'>): void {
  try {
    const theme = storage.getItem('theme');
    if (theme === 'light' || theme === 'dark') root.dataset['theme'] = theme;
    if (storage.getItem('reader') === 'on') root.dataset['reader'] = 'on';
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): the system's scheme, rails shown.
  }
}
