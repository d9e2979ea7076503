// The folder explorer's behaviour: each folder's toggle shows or hides its sub-folders, the
// folders a reader opened stay open on the next page (localStorage), and on a narrow screen the
// "Folders" button opens the whole explorer as a menu. Without scripts, the folders around the
// current page are open as the build wrote them, and every folder's page lists its sub-folders.

/** Where the open folders are remembered: their URLs. */
const STORE_KEY = 'folders-open';

function readOpen(): Set<string> | undefined {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    return Array.isArray(parsed) ? new Set(parsed.filter((v): v is string => typeof v === 'string')) : undefined;
  } catch {
    // Storage refused (private mode, a full quota): folders open as the build wrote them.
    return undefined;
  }
}

function writeOpen(open: ReadonlySet<string>): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify([...open]));
  } catch {
    // Nothing to remember with; the explorer still works on this page.
  }
}

/** The folder URL a toggle belongs to: its row's link. */
function keyOf(toggle: HTMLElement): string | undefined {
  return toggle.parentElement?.querySelector('a')?.getAttribute('href') ?? undefined;
}

function setExpanded(toggle: HTMLElement, expanded: boolean): void {
  toggle.setAttribute('aria-expanded', String(expanded));
  const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !expanded;
}

/** Makes one explorer (`[data-explorer]`) work. */
export function mountExplorer(root: HTMLElement): void {
  const toggles = [...root.querySelectorAll<HTMLElement>('[data-explorer-toggle]')];
  const stored = readOpen();
  const open = new Set(stored ?? []);
  for (const toggle of toggles) {
    const key = keyOf(toggle);
    if (key === undefined) continue;
    // The build opened the folders around this page; the reader's own choices are added to them.
    if (toggle.getAttribute('aria-expanded') === 'true') open.add(key);
    else if (open.has(key)) setExpanded(toggle, true);
  }
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-explorer-toggle]') : null;
    if (!target) return;
    const expanded = target.getAttribute('aria-expanded') !== 'true';
    setExpanded(target, expanded);
    const key = keyOf(target);
    if (key !== undefined) {
      if (expanded) open.add(key);
      else open.delete(key);
      writeOpen(open);
    }
  });
  const menu = root.querySelector<HTMLElement>('[data-explorer-menu]');
  const panel = root.querySelector<HTMLElement>('[data-explorer-panel]');
  if (menu && panel) {
    menu.addEventListener('click', () => {
      const expanded = menu.getAttribute('aria-expanded') !== 'true';
      menu.setAttribute('aria-expanded', String(expanded));
      root.classList.toggle('explorer--open', expanded);
      if (expanded) panel.querySelector<HTMLElement>('a, button')?.focus();
    });
    root.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || menu.getAttribute('aria-expanded') !== 'true' || getComputedStyle(menu).display === 'none') return;
      menu.setAttribute('aria-expanded', 'false');
      root.classList.remove('explorer--open');
      menu.focus();
    });
  }
}

for (const root of document.querySelectorAll<HTMLElement>('[data-explorer]')) mountExplorer(root);
