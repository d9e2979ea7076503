// The explorer's behaviour (src/components/FolderExplorer.astro): a navigation tree as the ARIA
// practices describe one (links as tree items, one tab stop; Up and Down to the previous and next
// item shown, Right opens a folder then goes into it, Left closes it or goes to the folder above,
// Home and End to the first and last, Enter follows the link, Space opens or closes a folder). A
// folder's chevron opens it without leaving the page; a folder whose notes the page does not carry
// fetches them when it opens, and a large folder is listed a part at a time, so a folder of
// thousands of notes costs nothing until it is opened. The folders a reader opened stay open on
// the next page (localStorage). The filter finds notes and folders by name from a file fetched on
// the first letter typed. Narrower than 64rem the explorer is a drawer behind the "Explorer"
// button. Without scripts, the folders around the page are open as the build wrote them and every
// folder's link leads to its page.
import { withBase } from '../base-path.ts';
import { noteItem, parseIndex, parseNotes, type ExplorerIndexEntry } from './explorer-data.ts';
import { loadOpen, saveOpen } from './explorer-store.ts';

/** Notes listed per animation frame when a large folder opens. */
const NOTES_PER_FRAME = 200;
/** Most filter results listed. */
const RESULTS_SHOWN = 100;

/** The folder link of a tree item's row, when the row is a folder's. */
function folderLink(row: Element | null): HTMLAnchorElement | null {
  return row?.querySelector<HTMLAnchorElement>(':scope > a[data-explorer-folder]') ?? null;
}

function groupOf(link: HTMLAnchorElement): HTMLElement | null {
  return document.getElementById(link.getAttribute('aria-controls') ?? '');
}

/** Every item a reader can see: those not inside a closed folder. */
function visibleItems(tree: HTMLElement): HTMLAnchorElement[] {
  return [...tree.querySelectorAll<HTMLAnchorElement>('a.explorer__item')].filter((item) => {
    const closed = item.closest('ul[hidden]');
    return closed === null || !tree.contains(closed);
  });
}

/** Lists a folder's fetched notes under it, a frame's worth at a time; resolves when all are in. */
async function fillNotes(group: HTMLElement, current: string): Promise<void> {
  const src = group.dataset['notes'];
  if (src === undefined) return;
  delete group.dataset['notes'];
  const response = await fetch(withBase(src));
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  const notes = parseNotes(await response.json(), src);
  for (let at = 0; at < notes.length; at += NOTES_PER_FRAME) {
    const part = document.createDocumentFragment();
    for (const note of notes.slice(at, at + NOTES_PER_FRAME)) part.append(noteItem(note, withBase(note[1]), current));
    group.append(part);
    if (at + NOTES_PER_FRAME < notes.length) await new Promise((done) => requestAnimationFrame(done));
  }
}

/** Scrolls the explorer's own box, never the page, so that `item` is in view. */
function reveal(box: HTMLElement, item: HTMLElement): void {
  const boxTop = box.getBoundingClientRect().top;
  const { top, bottom } = item.getBoundingClientRect();
  if (top < boxTop || bottom > boxTop + box.clientHeight) box.scrollTop += top - boxTop - box.clientHeight / 3;
}

/** Makes one explorer (`[data-explorer]`) work. */
export function mountExplorer(root: HTMLElement): void {
  const tree = root.querySelector<HTMLElement>('[data-explorer-tree]');
  const panel = root.querySelector<HTMLElement>('[data-explorer-panel]');
  if (tree === null || panel === null) return;
  const current = window.location.pathname;
  const open = loadOpen();
  // The tree's roles go on with its keys: without this script it is a list of links.
  tree.setAttribute('role', 'tree');
  tree.setAttribute('aria-label', root.getAttribute('aria-label') ?? '');
  for (const group of tree.querySelectorAll('ul')) group.setAttribute('role', 'group');
  const setRoles = (scope: ParentNode): void => {
    for (const row of scope.querySelectorAll('li')) row.setAttribute('role', 'none');
    for (const item of scope.querySelectorAll<HTMLElement>('a.explorer__item')) {
      item.setAttribute('role', 'treeitem');
      if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
    }
  };
  setRoles(tree);
  const report = (error: unknown): void => {
    const status = root.querySelector<HTMLElement>('[data-explorer-status]');
    if (status) status.textContent = error instanceof Error ? error.message : String(error);
  };
  const load = (group: HTMLElement): Promise<void> => fillNotes(group, current).then(() => setRoles(group), report);
  const setOpen = (link: HTMLAnchorElement, expanded: boolean, remember = true): void => {
    link.setAttribute('aria-expanded', String(expanded));
    const group = groupOf(link);
    if (group) {
      group.hidden = !expanded;
      if (expanded) void load(group);
    }
    if (!remember) return;
    const key = link.getAttribute('href') ?? '';
    if (expanded) open.add(key);
    else open.delete(key);
    saveOpen(open);
  };
  for (const link of tree.querySelectorAll<HTMLAnchorElement>('a[data-explorer-folder]')) {
    if (link.getAttribute('aria-expanded') === 'true') open.add(link.getAttribute('href') ?? '');
    else if (open.has(link.getAttribute('href') ?? '')) setOpen(link, true, false);
  }
  // The one tab stop: the current page's item, else the first.
  const here = tree.querySelector<HTMLElement>('a[aria-current="page"]') ?? tree.querySelector<HTMLElement>('a[aria-current]');
  const focusable = (item: HTMLElement | undefined): void => {
    if (item === undefined) return;
    for (const other of tree.querySelectorAll<HTMLElement>('a.explorer__item[tabindex="0"]')) other.tabIndex = -1;
    item.tabIndex = 0;
  };
  focusable(here ?? visibleItems(tree)[0]);
  const move = (item: HTMLElement | undefined): void => {
    if (item === undefined) return;
    focusable(item);
    item.focus();
  };
  // The open folders whose notes the page does not carry (the root's among them), then the current page in view.
  const pending = [tree, ...tree.querySelectorAll<HTMLElement>('ul[data-notes]:not([hidden])')].filter((group) => group.dataset['notes'] !== undefined);
  void Promise.all(pending.map(load)).then(() => {
    const mark = tree.querySelector<HTMLElement>('a[aria-current="page"]') ?? here;
    if (mark) {
      focusable(mark);
      reveal(root.scrollHeight > root.clientHeight ? root : panel, mark);
    }
  });
  tree.addEventListener('click', (event) => {
    const chevron = event.target instanceof Element ? event.target.closest('[data-explorer-chevron]') : null;
    const link = chevron?.parentElement;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    setOpen(link, link.getAttribute('aria-expanded') !== 'true');
  });
  tree.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLAnchorElement)) return;
    const item = event.target;
    const items = visibleItems(tree);
    const at = items.indexOf(item);
    const folder = item.hasAttribute('data-explorer-folder') ? item : null;
    const expanded = folder?.getAttribute('aria-expanded') === 'true';
    const parent = folderLink(item.parentElement?.parentElement?.closest('li') ?? null);
    switch (event.key) {
      case 'ArrowDown':
        move(items[at + 1]);
        break;
      case 'ArrowUp':
        move(items[at - 1]);
        break;
      case 'Home':
        move(items[0]);
        break;
      case 'End':
        move(items.at(-1));
        break;
      case 'ArrowRight':
        if (folder && !expanded) setOpen(folder, true);
        else if (folder) move(visibleItems(tree)[at + 1]);
        break;
      case 'ArrowLeft':
        if (folder && expanded) setOpen(folder, false);
        else if (parent) move(parent);
        break;
      case ' ':
        if (!folder) return;
        setOpen(folder, !expanded);
        break;
      default:
        return;
    }
    event.preventDefault();
  });
  tree.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLAnchorElement) focusable(event.target);
  });
  mountFilter(root, tree);
  mountDrawer(root, panel);
}

/** The filter: a list of the notes and folders whose names hold what was typed, in place of the tree. */
function mountFilter(root: HTMLElement, tree: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-explorer-filter]');
  const results = root.querySelector<HTMLElement>('[data-explorer-results]');
  const status = root.querySelector<HTMLElement>('[data-explorer-status]');
  const src = root.dataset['explorerIndex'];
  if (!input || !results || !status || src === undefined) return;
  input.hidden = false;
  let index: Promise<ExplorerIndexEntry[]> | undefined;
  const folders = [...tree.querySelectorAll<HTMLAnchorElement>('a[data-explorer-folder]')].map((link) => ({
    title: link.textContent ?? '',
    href: link.getAttribute('href') ?? '',
  }));
  let sequence = 0;
  input.addEventListener('input', async () => {
    const query = input.value.trim().toLocaleLowerCase();
    const mine = ++sequence;
    if (query === '') {
      results.hidden = true;
      tree.hidden = false;
      status.textContent = '';
      return;
    }
    index ??= fetch(withBase(src))
      .then((response) => response.json())
      .then((data: unknown) => parseIndex(data, src));
    let entries: ExplorerIndexEntry[];
    try {
      entries = await index;
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      return;
    }
    if (mine !== sequence) return;
    const matches = [
      ...folders.filter((folder) => folder.title.toLocaleLowerCase().includes(query)).map((folder) => ({ title: folder.title, href: folder.href, where: '' })),
      ...entries
        .filter((entry) => entry[0].toLocaleLowerCase().includes(query))
        .map((entry) => ({ title: entry[0], href: withBase(entry[1]), where: entry[2] })),
    ];
    results.replaceChildren(
      ...matches.slice(0, RESULTS_SHOWN).map((match) => {
        const row = document.createElement('li');
        const link = document.createElement('a');
        link.href = match.href;
        link.textContent = match.title;
        row.append(link);
        if (match.where !== '') {
          const where = document.createElement('span');
          where.className = 'explorer__where';
          where.textContent = match.where;
          row.append(' ', where);
        }
        return row;
      }),
    );
    results.hidden = false;
    tree.hidden = true;
    status.textContent = matches.length === 0 ? (root.dataset['explorerNone'] ?? '') : '';
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' && !results.hidden) {
      results.querySelector<HTMLElement>('a')?.focus();
      event.preventDefault();
    } else if (event.key === 'Escape' && input.value !== '') {
      input.value = '';
      input.dispatchEvent(new Event('input'));
      event.stopPropagation();
    }
  });
}

/** The drawer of narrow screens: the "Explorer" button opens it, its close button, Escape or a tap beside it close it. */
function mountDrawer(root: HTMLElement, panel: HTMLElement): void {
  const menu = root.querySelector<HTMLElement>('[data-explorer-menu]');
  const close = root.querySelector<HTMLElement>('[data-explorer-close]');
  if (!menu) return;
  const setOpen = (expanded: boolean): void => {
    menu.setAttribute('aria-expanded', String(expanded));
    root.classList.toggle('explorer--open', expanded);
    // The tree's own tab stop, not the filter: on a phone a focused field would raise the keyboard over the drawer.
    if (expanded) panel.querySelector<HTMLElement>('a[tabindex="0"]')?.focus();
    else menu.focus();
  };
  const isDrawer = (): boolean => getComputedStyle(menu).display !== 'none';
  menu.addEventListener('click', () => setOpen(menu.getAttribute('aria-expanded') !== 'true'));
  close?.addEventListener('click', () => setOpen(false));
  root.addEventListener('click', (event) => {
    if (event.target === root && root.classList.contains('explorer--open')) setOpen(false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.classList.contains('explorer--open') && isDrawer()) setOpen(false);
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-explorer]')) mountExplorer(root);
