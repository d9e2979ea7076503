import type { Slug } from '../../core/brand.ts';
import { graphFocusUrl, neighbourhoodUrl, pageUrl } from '../../core/url.ts';
import type { Neighbourhood, NeighbourNode } from '../../schemas/graph.ts';
import { withBase } from '../base-path.ts';
import graphWords from 'virtual:research-notes/words/graph';
import { pageWords } from '../page-words.ts';
import { isNeighbourhood } from './guards.ts';
import { nodeName, renderNeighbourhoodSvg, summarise } from './neighbourhood-svg.ts';
import { layoutNeighbourhood } from './radial.ts';
import { kindInSentence } from './words.ts';

/**
 * The walkable neighbourhood graph (markup in NeighbourhoodGraph.astro). The graph is one tab
 * stop; the arrow keys (and Home, End) move between its nodes, Escape leaves it. Click or Enter
 * on a node walks there (the graph re-centres, the page stays); the centre, or Shift+Enter on any
 * node, opens that node's page; Back and Forward (buttons, Alt+← and Alt+→) move along the walk.
 * Each neighbourhood is a small JSON file fetched once; state is on the root as data attributes.
 */

const loaded = new Map<string, Promise<Neighbourhood>>();

/** Fetches `/graph/n/<slug>.json` once per slug and checks its shape. */
function fetchNeighbourhood(slug: string): Promise<Neighbourhood> {
  let pending = loaded.get(slug);
  if (!pending) {
    pending = fetch(withBase(neighbourhoodUrl(slug))).then(async (response) => {
      if (!response.ok) throw new Error(`the neighbourhood of "${slug}" could not be loaded (HTTP ${response.status})`);
      const data: unknown = await response.json();
      if (!isNeighbourhood(data)) throw new Error(`the neighbourhood of "${slug}" is not in the expected form`);
      return data;
    });
    pending.catch(() => loaded.delete(slug));
    loaded.set(slug, pending);
  }
  return pending;
}

const urlOf = (node: NeighbourNode) => withBase(pageUrl(node.k, node.s as Slug));

function part<T extends Element>(root: HTMLElement, selector: string, type: new () => T): T {
  const el = root.querySelector(selector);
  if (!(el instanceof type)) throw new Error(`the neighbourhood graph markup lacks ${selector}`);
  return el;
}

/** Takes the graph's root element (`[data-neighbourhood]`) and makes it walkable. */
export function mountNeighbourhood(root: HTMLElement): void {
  const box = part(root, '[data-ng-box]', HTMLElement);
  const status = part(root, '[data-ng-status]', HTMLElement);
  const back = part(root, '[data-ng-back]', HTMLButtonElement);
  const forward = part(root, '[data-ng-forward]', HTMLButtonElement);
  const open = part(root, '[data-ng-open]', HTMLAnchorElement);
  const words = pageWords(graphWords);
  const start = root.dataset['slug'] ?? '';
  const walk: string[] = [start];
  let at = 0;
  let current: Neighbourhood | undefined;
  let drawnSize = '';

  const nodeOf = (target: EventTarget | null): { el: SVGGElement; node: NeighbourNode } | undefined => {
    const el = target instanceof Element ? target.closest('.ng-node') : null;
    if (!(el instanceof SVGGElement) || !current) return undefined;
    const node = current.nodes[Number(el.dataset['i'])];
    return node ? { el, node } : undefined;
  };

  const draw = (focusSlug?: string) => {
    if (!current) return;
    const width = Math.round(box.clientWidth);
    const height = Math.round(box.clientHeight);
    drawnSize = `${width}x${height}`;
    const active = Math.max(0, focusSlug === undefined ? 0 : current.nodes.findIndex((n) => n.s === focusSlug));
    box.innerHTML = renderNeighbourhoodSvg(current, layoutNeighbourhood(current, width, height), { interactive: true, active, words });
    if (focusSlug !== undefined) box.querySelector<SVGGElement>(`.ng-node[data-i="${active}"]`)?.focus();
  };

  // The graph is one tab stop: the node holding it has tabindex 0, the others -1 (a roving tabindex).
  const moveFocus = (from: SVGGElement, step: number | 'first' | 'last') => {
    const all = [...box.querySelectorAll<SVGGElement>('.ng-node[tabindex]')];
    const k = all.indexOf(from);
    const to = step === 'first' ? 0 : step === 'last' ? all.length - 1 : (k + step + all.length) % all.length;
    const next = all[to];
    if (!next || next === from) return;
    from.setAttribute('tabindex', '-1');
    next.setAttribute('tabindex', '0');
    next.focus();
  };
  const STEPS: Record<string, number | 'first' | 'last'> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: 'first', End: 'last' };

  const describe = (node?: NeighbourNode) => {
    if (!current) return;
    const centre = current.nodes[0]!;
    status.textContent =
      node && node !== centre
        ? nodeName(node, words)
        : words.t('ng.centre', { title: centre.t, kind: kindInSentence(words, centre.k), summary: summarise(current, words) });
  };

  const show = async (index: number, focus: boolean) => {
    const slug = walk[index];
    if (slug === undefined) return;
    root.dataset['state'] = 'loading';
    try {
      current = await fetchNeighbourhood(slug);
    } catch (error) {
      root.dataset['state'] = 'error';
      status.textContent = words.t('ng.failed', { reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    at = index;
    draw(focus ? slug : undefined);
    root.dataset['centre'] = slug;
    root.dataset['state'] = 'ready';
    open.href = withBase(graphFocusUrl(slug));
    back.disabled = at === 0;
    forward.disabled = at === walk.length - 1;
    describe();
  };

  const walkTo = (slug: string, focus: boolean) => {
    if (slug === walk[at]) return;
    walk.splice(at + 1, walk.length, slug);
    void show(at + 1, focus);
  };

  const activate = (node: NeighbourNode, openPage: boolean, focus: boolean) => {
    const centre = current?.nodes[0];
    if (node.r === 'more') {
      if (centre) window.location.assign(urlOf(centre));
    } else if (openPage || node.r === 'centre') window.location.assign(urlOf(node));
    else walkTo(node.s, focus);
  };

  box.addEventListener('click', (event) => {
    const hit = nodeOf(event.target);
    if (hit) activate(hit.node, event.shiftKey, false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.altKey && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      const to = at + (event.key === 'ArrowLeft' ? -1 : 1);
      if (to >= 0 && to < walk.length) void show(to, true);
      return;
    }
    const hit = nodeOf(event.target);
    if (!hit) return;
    const step = STEPS[event.key];
    if (step !== undefined && !event.altKey) {
      event.preventDefault();
      moveFocus(hit.el, step);
    } else if (event.key === 'Escape') {
      // Leaves the graph for the control after it, from which Tab goes on down the page.
      event.preventDefault();
      open.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(hit.node, event.shiftKey, true);
    }
  });
  const hover = (event: Event) => {
    const hit = nodeOf(event.target);
    box.querySelectorAll('.ng-hot').forEach((el) => el.classList.remove('ng-hot'));
    if (hit) {
      const i = hit.el.dataset['i'] ?? '';
      box.querySelectorAll(`line[data-a="${i}"], line[data-b="${i}"], text[data-i="${i}"]`).forEach((el) => el.classList.add('ng-hot'));
    }
    describe(hit?.node);
  };
  box.addEventListener('pointerover', hover);
  box.addEventListener('focusin', hover);
  back.addEventListener('click', () => void show(at - 1, false));
  forward.addEventListener('click', () => void show(at + 1, false));
  new ResizeObserver(() => {
    if (current && drawnSize !== `${Math.round(box.clientWidth)}x${Math.round(box.clientHeight)}`) {
      const focused =
        document.activeElement instanceof SVGGElement && box.contains(document.activeElement) ? document.activeElement.dataset['slug'] : undefined;
      draw(focused);
    }
  }).observe(box);
  for (const el of root.querySelectorAll<HTMLElement>('[data-ng-js]')) el.hidden = false;
  void show(0, false);
}
