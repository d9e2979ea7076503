/**
 * Link previews that nest: hovering (mouse or pen) or keyboard-focusing a link to another page
 * of the collection shows that page's title, kind, claim, key figures, a few pages it leads to and
 * its whole body, formatted and scrollable (fetched when the preview opens); a link inside a preview opens its own preview on top, so a chain of evidence can be
 * followed without leaving the page. Touch never opens one, so a tap follows the link.
 *
 * Each preview is placed in the document right after its link (absolutely positioned, so nothing
 * moves), which keeps it inside its parent preview: hovering a nested preview is hovering its
 * parents too, and tabbing out of a preview lands just after the link that opened it.
 * Keyboard: focus a link to open its preview, ↓ moves into it (its links then take Tab), Escape
 * closes the top preview and returns to the link that opened it; Escape again closes the next.
 */
import { withBase } from '../base-path.ts';
import previewWords from 'virtual:research-notes/words/preview';
import { pageWords } from '../page-words.ts';
import { previewBucket } from './bucket.ts';
import { placePreview } from './position.ts';
import { readPreview, type PreviewData } from './preview-data.ts';
import { pageBody } from './page-body.ts';
import { renderMessage, renderPreview, showBody } from './render.ts';
import { addSupport } from './support.ts';
import { previewLinkOf, slugOfHref } from './targets.ts';

const HOVER_DELAY_MS = 250;
const CLOSE_DELAY_MS = 300;
/** A focus this soon after a pointer press on the same link came from that press, not the keyboard. */
const POINTER_FOCUS_MS = 800;
/** The first preview's id; nested ones add their depth (`link-preview-2`, …). */
const PREVIEW_ID = 'link-preview';

const buckets = new Map<string, Promise<unknown>>();

/** The preview data of a page, from its bucket file (fetched once and cached); `null` when it cannot be had. */
async function loadPreview(slug: string): Promise<PreviewData | null> {
  const name = previewBucket(slug);
  let bucket = buckets.get(name);
  if (bucket === undefined) {
    bucket = fetch(withBase(`/previews/${name}.json`))
      .then((response): Promise<unknown> | null => (response.ok ? response.json() : null))
      .catch(() => null);
    buckets.set(name, bucket);
  }
  const json = await bucket;
  if (typeof json !== 'object' || json === null || !Object.hasOwn(json, slug)) return null;
  return readPreview((json as Record<string, unknown>)[slug]);
}

/** One open preview: the link that opened it and its box. */
interface Open {
  link: HTMLAnchorElement;
  box: HTMLElement;
}

/** Puts `box` beside `link` (below, or above when there is no room), never over it. */
function place(box: HTMLElement, link: HTMLAnchorElement): void {
  const rect = link.getBoundingClientRect();
  const size = box.getBoundingClientRect();
  const root = document.documentElement;
  const spot = placePreview(
    { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
    { width: size.width, height: size.height },
    { width: root.clientWidth, height: root.clientHeight },
  );
  // Absolute, so the box scrolls with its link and shifts no layout; its coordinates are
  // relative to its positioned ancestor (a parent preview, say) when there is one, else to the document.
  const parent = box.offsetParent;
  let originX = -window.scrollX;
  let originY = -window.scrollY;
  if (parent instanceof HTMLElement && parent !== document.body && getComputedStyle(parent).position !== 'static') {
    const frame = parent.getBoundingClientRect();
    originX = frame.left + parent.clientLeft - parent.scrollLeft;
    originY = frame.top + parent.clientTop - parent.scrollTop;
  }
  box.style.top = `${Math.max(-originY - window.scrollY, spot.top - originY)}px`;
  box.style.left = `${spot.left - originX}px`;
  box.dataset['placement'] = spot.above ? 'above' : 'below';
}

class PreviewController {
  /** Open previews, outermost first; each one after the first was opened from a link in the one before. */
  private readonly stack: Open[] = [];
  private openTimer = 0;
  private closeTimer = 0;
  private pointerAt: Element | null = null;
  private lastPress: { link: Element | null; at: number } = { link: null, at: 0 };
  /** A link focus returns to on Escape: that focus is not a request to open its preview again. */
  private returning: HTMLAnchorElement | null = null;

  constructor() {
    document.addEventListener('pointerover', (event) => this.onPointerOver(event));
    document.addEventListener('pointerout', (event) => this.onPointerOut(event));
    document.addEventListener('pointerdown', (event) => this.onPointerDown(event), true);
    document.addEventListener('focusin', (event) => this.onFocusIn(event));
    document.addEventListener('focusout', (event) => this.onFocusOut(event));
    document.addEventListener('keydown', (event) => this.onKeyDown(event));
  }

  /** Handles the interaction that loaded this script, as if the script had been there already. */
  replay(event: Event): void {
    if (event.type === 'focusin') this.onFocusIn(event);
    else if (event instanceof PointerEvent) this.onPointerOver(event);
  }

  /** The depth of the deepest open preview that holds `node`, or whose link it is; -1 for none. */
  private depthOf(node: Node | null): number {
    if (node === null) return -1;
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const open = this.stack[i] as Open;
      if (open.box.contains(node) || open.link.contains(node)) return i;
    }
    return -1;
  }

  /** The depth of the deepest preview whose box holds `node` (its links open previews one deeper); -1 for the page. */
  private boxDepthOf(node: Node): number {
    for (let i = this.stack.length - 1; i >= 0; i -= 1) if ((this.stack[i] as Open).box.contains(node)) return i;
    return -1;
  }

  /** How many previews the reader is still using: those under the pointer or holding focus. */
  private inUse(): number {
    return Math.max(this.depthOf(this.pointerAt), this.depthOf(document.activeElement)) + 1;
  }

  private onPointerOver(event: PointerEvent): void {
    if (event.pointerType === 'touch') return;
    this.pointerAt = event.target instanceof Element ? event.target : null;
    window.clearTimeout(this.openTimer);
    const link = previewLinkOf(event.target);
    if (link !== null && !this.stack.some((open) => open.link === link)) {
      this.openTimer = window.setTimeout(() => void this.open(link, false), HOVER_DELAY_MS);
    }
    this.scheduleTrim();
  }

  private onPointerOut(event: PointerEvent): void {
    if (event.relatedTarget !== null) return; // the next pointerover says where it went
    this.pointerAt = null;
    window.clearTimeout(this.openTimer);
    this.scheduleTrim();
  }

  private onPointerDown(event: PointerEvent): void {
    this.lastPress = { link: previewLinkOf(event.target), at: event.timeStamp };
    window.clearTimeout(this.openTimer);
    if (event.pointerType === 'touch') this.trim(0);
  }

  private onFocusIn(event: Event): void {
    const link = previewLinkOf(event.target);
    const returning = this.returning;
    this.returning = null;
    // Focus that follows a tap or click is not a request for a preview; keyboard focus is.
    const pressed = link !== null && this.lastPress.link === link && event.timeStamp - this.lastPress.at < POINTER_FOCUS_MS;
    if (link === null || pressed || link === returning) {
      this.trim(this.inUse());
      return;
    }
    const at = this.stack.findIndex((open) => open.link === link);
    if (at >= 0) this.trim(at + 1);
    else void this.open(link, true);
  }

  private onFocusOut(event: FocusEvent): void {
    // Focus leaving the page (or onto nothing) lets go of the previews it held.
    if (event.relatedTarget === null) window.setTimeout(() => this.trim(this.inUse()), 0);
  }

  private onKeyDown(event: KeyboardEvent): void {
    const top = this.stack.at(-1);
    if (top === undefined) return;
    if (event.key === 'Escape') {
      // A dialog over the page (search) closes on its own Escape; the previews wait behind it.
      if (event.defaultPrevented || (event.target instanceof Element && event.target.closest('dialog') !== null)) return;
      const focusInside = top.box.contains(document.activeElement);
      this.trim(this.stack.length - 1);
      if (focusInside) {
        event.preventDefault();
        this.returning = top.link;
        top.link.focus();
      }
      return;
    }
    // ↓ on the link whose preview is open moves into it.
    if (event.key === 'ArrowDown' && document.activeElement === top.link && !event.altKey && !event.ctrlKey && !event.metaKey) {
      // The links, and the body's scrolling frame (its arrow keys then scroll it), in document order.
      const links = [...top.box.querySelectorAll<HTMLElement>('a[href], .link-preview__body')];
      const first = links[0];
      if (first === undefined) return;
      event.preventDefault();
      for (const anchor of links) anchor.tabIndex = 0;
      first.focus();
    }
  }

  private scheduleTrim(): void {
    window.clearTimeout(this.closeTimer);
    if (this.inUse() >= this.stack.length) return;
    this.closeTimer = window.setTimeout(() => this.trim(this.inUse()), CLOSE_DELAY_MS);
  }

  /** Closes the previews deeper than `keep`, innermost first. */
  private trim(keep: number): void {
    window.clearTimeout(this.closeTimer);
    while (this.stack.length > keep) {
      const open = this.stack.pop() as Open;
      if (open.link.getAttribute('aria-describedby') === open.box.id) open.link.removeAttribute('aria-describedby');
      open.box.remove();
    }
  }

  private async open(link: HTMLAnchorElement, byKeyboard: boolean): Promise<void> {
    const slug = slugOfHref(link.getAttribute('href') ?? '', new URL(document.baseURI));
    if (slug === null || !link.isConnected) return;
    this.trim(this.boxDepthOf(link) + 1);
    const box = document.createElement('div');
    box.id = this.stack.length === 0 ? PREVIEW_ID : `${PREVIEW_ID}-${this.stack.length + 1}`;
    box.className = 'link-preview';
    box.setAttribute('role', 'group');
    const words = pageWords(previewWords);
    box.setAttribute('aria-label', words.t('preview.label', { title: link.textContent?.trim() ?? '' }));
    box.dataset['depth'] = String(this.stack.length + 1);
    const open: Open = { link, box };
    this.stack.push(open);
    link.after(box);
    link.setAttribute('aria-describedby', box.id);
    renderMessage(box, words.t('preview.loading'));
    place(box, link);
    const data = await loadPreview(slug);
    if (!this.stack.includes(open)) return; // the reader moved on while it loaded
    if (data === null) renderMessage(box, words.t('preview.none'));
    else {
      renderPreview(box, data);
      addSupport(box, link);
      // The whole body of a written page, fetched now: it takes the place of the opening lines.
      const body = data.stub ? null : await pageBody(withBase(data.url));
      if (!this.stack.includes(open)) return;
      if (body !== null) showBody(box, body);
    }
    if (byKeyboard && box.querySelector('a[href]') !== null) {
      const hint = document.createElement('p');
      hint.className = 'link-preview__hint';
      hint.textContent = '↓ moves into this preview; Escape closes it.';
      box.append(hint);
    }
    place(box, link);
  }
}

let controller: PreviewController | undefined;

/** Starts link previews on this page (once) and handles the interaction that loaded them. */
export function startPreviews(first?: Event): void {
  controller ??= new PreviewController();
  if (first !== undefined) controller.replay(first);
}
