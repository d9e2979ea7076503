import type { Ui } from '../../core/i18n/format-core.ts';
import type { GraphModel } from './graph-model.ts';
import { titledNode } from './words.ts';

/** Most matches the find box lists. */
const MAX_MATCHES = 8;

/** Takes the lower-cased titles and a query and returns the indices of matching titles: title starts first, then word matches, then anywhere. */
export function findTitles(lower: readonly string[], query: string): number[] {
  const q = query.trim().toLowerCase();
  if (q.length === 0) return [];
  const starts: number[] = [];
  const words: number[] = [];
  const inside: number[] = [];
  for (let i = 0; i < lower.length && starts.length < MAX_MATCHES; i++) {
    const at = lower[i]!.indexOf(q);
    if (at < 0) continue;
    if (at === 0) starts.push(i);
    else if (/\W/.test(lower[i]![at - 1] ?? '')) words.push(i);
    else inside.push(i);
  }
  return [...starts, ...words, ...inside].slice(0, MAX_MATCHES);
}

/**
 * Wires the find box as a combobox: typing lists matching titles, ↓ and ↑ move through them,
 * Enter (or a click) focuses the chosen page on the map, Escape closes the list.
 */
export function startFind(root: HTMLElement, model: GraphModel, words: Ui, choose: (i: number) => void): void {
  const input = root.querySelector('[data-kg-find]');
  const list = root.querySelector('[data-kg-find-list]');
  if (!(input instanceof HTMLInputElement) || !(list instanceof HTMLUListElement)) return;
  const lower = model.titles.map((t) => t.toLowerCase());
  let matches: number[] = [];
  let active = -1;
  const render = () => {
    list.replaceChildren(
      ...matches.map((i, k) => {
        const li = document.createElement('li');
        li.id = `kg-find-option-${k}`;
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', String(k === active));
        li.dataset['slug'] = model.slugs[i] ?? '';
        li.textContent = titledNode(words, model.titles[i] ?? '', model.kinds[model.kind[i]!] ?? 'note', false);
        li.addEventListener('mousedown', (e) => e.preventDefault());
        li.addEventListener('click', () => pick(k));
        return li;
      }),
    );
    const open = matches.length > 0;
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (active >= 0) input.setAttribute('aria-activedescendant', `kg-find-option-${active}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const pick = (k: number) => {
    const i = matches[k];
    if (i === undefined) return;
    input.value = model.titles[i] ?? '';
    matches = [];
    active = -1;
    render();
    choose(i);
  };
  input.addEventListener('input', () => {
    matches = findTitles(lower, input.value);
    active = matches.length > 0 ? 0 : -1;
    render();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (matches.length === 0) return;
      active = (active + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length;
      render();
    } else if (event.key === 'Enter') {
      if (active >= 0) pick(active);
    } else if (event.key === 'Escape') {
      matches = [];
      active = -1;
      render();
    } else return;
    event.preventDefault();
  });
  input.addEventListener('blur', () => {
    matches = [];
    active = -1;
    render();
  });
}
