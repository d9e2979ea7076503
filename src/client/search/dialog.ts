import dialogCss from './search-dialog.css?inline';
import { joinBase } from '../../core/base-path.ts';
import { loadSearchIndex } from './pagefind-api.ts';
import { element, resultOption } from './result-view.ts';
import { queryString } from './search-query.ts';
import { useStyles } from './styles.ts';
import type { Ui } from '../../core/i18n/format-core.ts';
import dialogWords from 'virtual:research-notes/words/dialog';
import { pageWords } from '../page-words.ts';
import { hitPreview } from './hit-preview.ts';
import { listNavigation, type ListNavigation } from './list-navigation.ts';

/**
 * The search dialog: a native modal <dialog> with a combobox input, a listbox of results and, on a
 * wide screen, the whole page of the selected result beside them (`hit-preview.ts`).
 * Loaded by `loader.ts` the first time a reader opens search, so other pages never fetch it.
 */

/** How many results the dialog shows; the search page lists them all. */
const DIALOG_RESULTS = 8;
/** Milliseconds of typing quiet before searching (Pagefind preloads index chunks meanwhile). */
const DEBOUNCE_MS = 120;

interface DialogParts {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  list: HTMLElement;
  /** The preview of the active result, beside the list on a wide screen. */
  preview: HTMLElement;
  status: HTMLElement;
  more: HTMLAnchorElement;
  /** The words the dialog writes, in the site's language (`virtual:research-notes/words/dialog`). */
  words: Ui;
}

let parts: DialogParts | undefined;
let returnFocus: HTMLElement | null = null;
let sequence = 0;

function build(base: string, words: Ui): DialogParts {
  const dialog = element('dialog', 'search-dialog');
  dialog.setAttribute('aria-label', words.t('search.label'));
  const panel = element('div', 'search-dialog-panel');
  const bar = element('div', 'search-dialog-bar');
  const label = element('label', 'visually-hidden', words.t('search.label'));
  label.htmlFor = 'search-dialog-input';
  const input = element('input', 'search-dialog-input');
  // The header's button names the kinds the collection holds (src/components/SearchDialog.astro).
  const placeholder = document.querySelector<HTMLElement>('[data-search-open]')?.dataset['searchPlaceholder'] ?? words.t('search.placeholder');
  Object.assign(input, { id: 'search-dialog-input', type: 'search', autocomplete: 'off', spellcheck: false, placeholder });
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', 'search-dialog-results');
  const close = element('button', 'search-dialog-close', 'Esc');
  close.type = 'button';
  close.setAttribute('aria-label', words.t('search.close'));
  close.addEventListener('click', () => dialog.close());
  bar.append(label, input, close);
  const status = element('p', 'search-dialog-status');
  status.setAttribute('role', 'status');
  const list = element('div', 'search-dialog-results');
  list.id = 'search-dialog-results';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', words.t('search.results'));
  const footer = element('div', 'search-dialog-footer');
  const more = element('a', 'search-dialog-more', words.t('search.open'));
  more.href = joinBase(base, '/search/');
  footer.append(more, element('span', 'search-dialog-keys', words.t('search.keys')));
  const results = element('div', 'search-dialog-main');
  const preview = element('section', 'search-dialog-preview');
  preview.setAttribute('aria-label', words.t('search.preview'));
  // A frame that scrolls: Tab from the results reaches it, and its arrow keys then scroll it.
  preview.tabIndex = 0;
  results.append(list, preview);
  panel.append(bar, status, results, footer);
  dialog.append(panel);
  document.body.append(dialog);
  return { dialog, input, list, preview, status, more, words };
}

function wire(p: DialogParts, base: string): void {
  const nav = listNavigation(p.input, p.list, hitPreview(p.preview));
  p.dialog.addEventListener('close', () => {
    if (returnFocus?.isConnected) returnFocus.focus();
    returnFocus = null;
  });
  // A click on the backdrop lands on the <dialog> itself, outside the panel.
  p.dialog.addEventListener('click', (event) => {
    if (event.target === p.dialog) p.dialog.close();
  });
  p.input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // In a search field Chromium's first Escape would only clear the text; here it closes and keeps the words.
      event.preventDefault();
      p.dialog.close();
    } else if (event.key === 'Enter') {
      const active = nav.active();
      if (active instanceof HTMLAnchorElement) {
        event.preventDefault();
        p.dialog.close();
        window.location.assign(active.href);
      }
    } else nav.handleKey(event);
  });
  p.input.addEventListener('input', () => void run(p, base, nav));
}

async function run(p: DialogParts, base: string, nav: ListNavigation): Promise<void> {
  const q = p.input.value.trim();
  const mine = ++sequence;
  p.more.href = joinBase(base, `/search/${queryString({ q, kinds: [], clusters: [], tags: [], stubs: true })}`);
  p.more.textContent = p.words.t(q === '' ? 'search.open' : 'search.all');
  if (q === '') {
    nav.replace([]);
    p.status.textContent = '';
    return;
  }
  try {
    const search = await loadSearchIndex(base);
    search.preload(q);
    const outcome = await search.debouncedSearch(q, {}, DEBOUNCE_MS);
    if (outcome === null || mine !== sequence) return;
    const hits = await Promise.all(outcome.results.slice(0, DIALOG_RESULTS).map((ref) => ref.load()));
    if (mine !== sequence) return;
    nav.replace(hits.map((hit, position) => resultOption(hit, `search-dialog-option-${position}`, p.words)));
    const total = outcome.results.length;
    p.status.textContent =
      total === 0
        ? p.words.t('search.none', { q })
        : total > DIALOG_RESULTS
          ? p.words.count('search.firstOf', total, { shown: DIALOG_RESULTS })
          : p.words.count('search.count', total);
  } catch (error) {
    if (mine !== sequence) return;
    nav.replace([]);
    p.status.textContent = error instanceof Error ? error.message : String(error);
  }
}

/**
 * Takes the site's base path and the element to refocus on close; opens the dialog (building it
 * on first use), focused on its input with the previous search selected.
 */
export function openSearchDialog(base: string, from: Element | null): void {
  if (!parts) {
    useStyles('dialog', dialogCss);
    parts = build(base, pageWords(dialogWords));
    wire(parts, base);
  }
  // Start fetching Pagefind while the reader types; a failure is reported by the first search.
  loadSearchIndex(base).catch(() => undefined);
  if (!parts.dialog.open) {
    returnFocus = from instanceof HTMLElement ? from : null;
    parts.dialog.showModal();
  }
  parts.input.focus();
  parts.input.select();
}
