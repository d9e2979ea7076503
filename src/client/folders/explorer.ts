// The folder explorer's behaviour: each folder's toggle shows or hides its sub-folders, the
// folders a reader opened stay open on the next page (localStorage), and on a narrow screen the
// "Folders" button opens the whole explorer as a menu. The keys of a tree view move through it
// (a disclosure list that screen readers announce as buttons and links, with the tree's keys):
// Up and Down to the previous and next folder shown, Right opens a folder (then goes into it),
// Left closes it (or goes to the folder above), Home and End to the first and last. Without scripts, the folders around the
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

/** The toggle of a folder's row, when the folder has sub-folders. */
function toggleOf(row: HTMLElement): HTMLElement | null {
  return row.querySelector<HTMLElement>(':scope > [data-explorer-toggle]');
}

/** The row (`li`) a link or toggle of the explorer stands in. */
function rowOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>('li');
}

/** Every row a reader can see: those not inside a closed folder. */
function visibleRows(tree: HTMLElement): HTMLElement[] {
  return [...tree.querySelectorAll<HTMLElement>('li')].filter((row) => {
    const closed = row.parentElement?.closest('[hidden]');
    return closed === null || closed === undefined || !tree.contains(closed);
  });
}

/** Focuses a row's link. */
function focusRow(row: HTMLElement | undefined | null): void {
  row?.querySelector<HTMLElement>(':scope > a')?.focus();
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
  const change = (toggle: HTMLElement, expanded: boolean): void => {
    setExpanded(toggle, expanded);
    const key = keyOf(toggle);
    if (key !== undefined) {
      if (expanded) open.add(key);
      else open.delete(key);
      writeOpen(open);
    }
  };
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-explorer-toggle]') : null;
    if (!target) return;
    change(target, target.getAttribute('aria-expanded') !== 'true');
  });
  const tree = root.querySelector<HTMLElement>('[data-explorer-tree]');
  tree?.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !(event.target instanceof Element)) return;
    const row = rowOf(event.target);
    if (!row || !tree.contains(row)) return;
    const rows = visibleRows(tree);
    const at = rows.indexOf(row);
    const toggle = toggleOf(row);
    const expanded = toggle?.getAttribute('aria-expanded') === 'true';
    const parent = row.parentElement === tree ? null : rowOf(row.parentElement ?? row);
    switch (event.key) {
      case 'ArrowDown':
        focusRow(rows[at + 1]);
        break;
      case 'ArrowUp':
        focusRow(rows[at - 1]);
        break;
      case 'Home':
        focusRow(rows[0]);
        break;
      case 'End':
        focusRow(rows.at(-1));
        break;
      case 'ArrowRight':
        if (toggle && !expanded) change(toggle, true);
        else if (toggle) focusRow(rows[at + 1]);
        break;
      case 'ArrowLeft':
        if (toggle && expanded) change(toggle, false);
        else focusRow(parent);
        break;
      default:
        return;
    }
    event.preventDefault();
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
