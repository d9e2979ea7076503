/**
 * The only search code every page carries: it listens for `/`, Ctrl+K / ⌘K and the header button,
 * and imports the dialog (and through it Pagefind) the first time a reader asks for search.
 */
import { BASE, withBase } from '../base-path.ts';

/** True when the key went to something the reader types into, where `/` is just a character. */
function typingInto(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

function open(from: Element | null): void {
  // On the search page itself `/` goes to its own search box.
  const pageInput = document.querySelector<HTMLInputElement>('[data-search-page-input]');
  if (pageInput) {
    pageInput.focus();
    pageInput.select();
    return;
  }
  import('./search-ui.ts').then(
    (dialog) => dialog.openSearchDialog(BASE, from),
    // Offline or a stale deploy: the search page still works as a plain link.
    () => window.location.assign(withBase('/search/')),
  );
}

document.addEventListener('keydown', (event) => {
  if (event.defaultPrevented || event.isComposing || event.altKey) return;
  const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingInto(event.target);
  if (!shortcut && !slash) return;
  event.preventDefault();
  open(document.activeElement);
});

document.addEventListener('click', (event) => {
  const trigger = event.target instanceof Element ? event.target.closest('[data-search-open]') : null;
  if (!trigger) return;
  event.preventDefault();
  open(trigger);
});
