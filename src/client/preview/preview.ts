/**
 * Link previews: hovering (mouse or pen) or keyboard-focusing a link to another page of the
 * collection shows that page's title, kind, claim and counts in a tooltip layer beside the
 * link. Touch never opens one, so a tap follows the link. Escape or leaving closes it.
 */
import { withBase } from '../base-path.ts';
import { previewBucket } from './bucket.ts';
import { placePreview } from './position.ts';
import { readPreview, type PreviewData } from './preview-data.ts';
import { renderMessage, renderPreview } from './render.ts';
import { previewLinkOf, slugOfHref } from './targets.ts';

const HOVER_DELAY_MS = 250;
const CLOSE_DELAY_MS = 200;
/** A focus this soon after a pointer press on the same link came from that press, not the keyboard. */
const POINTER_FOCUS_MS = 800;
const TOOLTIP_ID = 'link-preview';

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

class PreviewController {
  private readonly box: HTMLElement;
  private current: HTMLAnchorElement | null = null;
  private openTimer = 0;
  private closeTimer = 0;
  private lastPress: { link: Element | null; at: number } = { link: null, at: 0 };

  constructor() {
    const box = document.createElement('div');
    box.id = TOOLTIP_ID;
    box.className = 'link-preview';
    box.setAttribute('role', 'tooltip');
    box.hidden = true;
    // Inside the main landmark, so all content stays within landmarks (the links it serves are there too).
    (document.querySelector('main') ?? document.body).append(box);
    this.box = box;
    document.addEventListener('pointerover', (event) => this.onPointerOver(event));
    document.addEventListener('pointerout', (event) => this.onPointerOut(event));
    document.addEventListener('pointerdown', (event) => this.onPointerDown(event), true);
    document.addEventListener('focusin', (event) => this.onFocusIn(event));
    document.addEventListener('focusout', (event) => this.onFocusOut(event));
    document.addEventListener('keydown', (event) => this.onKeyDown(event));
    box.addEventListener('pointerenter', () => window.clearTimeout(this.closeTimer));
    box.addEventListener('pointerleave', () => this.scheduleClose());
  }

  /** Handles the interaction that loaded this script, as if the script had been there already. */
  replay(event: Event): void {
    if (event.type === 'focusin') this.onFocusIn(event);
    else if (event instanceof PointerEvent) this.onPointerOver(event);
  }

  private onPointerOver(event: PointerEvent): void {
    if (event.pointerType === 'touch') return;
    const link = previewLinkOf(event.target);
    if (link === null) return;
    window.clearTimeout(this.closeTimer);
    if (link === this.current) return;
    window.clearTimeout(this.openTimer);
    this.openTimer = window.setTimeout(() => void this.open(link), HOVER_DELAY_MS);
  }

  private onPointerOut(event: PointerEvent): void {
    const link = previewLinkOf(event.target);
    if (link === null) return;
    if (event.relatedTarget instanceof Node && link.contains(event.relatedTarget)) return;
    window.clearTimeout(this.openTimer);
    if (link === this.current && document.activeElement !== link) this.scheduleClose();
  }

  private onPointerDown(event: PointerEvent): void {
    this.lastPress = { link: previewLinkOf(event.target), at: event.timeStamp };
    window.clearTimeout(this.openTimer);
    if (event.pointerType === 'touch') this.close();
  }

  private onFocusIn(event: Event): void {
    const link = previewLinkOf(event.target);
    if (link === null) return;
    // Focus that follows a tap or click is not a request for a preview; keyboard focus is.
    if (this.lastPress.link === link && event.timeStamp - this.lastPress.at < POINTER_FOCUS_MS) return;
    window.clearTimeout(this.closeTimer);
    void this.open(link);
  }

  private onFocusOut(event: FocusEvent): void {
    if (event.target === this.current) this.close();
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.current !== null) {
      this.close();
    }
  }

  private scheduleClose(): void {
    window.clearTimeout(this.closeTimer);
    this.closeTimer = window.setTimeout(() => this.close(), CLOSE_DELAY_MS);
  }

  private async open(link: HTMLAnchorElement): Promise<void> {
    const slug = slugOfHref(link.getAttribute('href') ?? '', new URL(document.baseURI));
    if (slug === null) return;
    this.close();
    this.current = link;
    link.setAttribute('aria-describedby', TOOLTIP_ID);
    renderMessage(this.box, 'Loading preview…');
    this.show(link);
    const data = await loadPreview(slug);
    if (this.current !== link) return; // the reader moved on while it loaded
    if (data === null) renderMessage(this.box, 'No preview available.');
    else renderPreview(this.box, data);
    this.show(link);
  }

  private show(link: HTMLAnchorElement): void {
    this.box.hidden = false;
    const rect = link.getBoundingClientRect();
    const size = this.box.getBoundingClientRect();
    const root = document.documentElement;
    const place = placePreview(
      { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
      { width: size.width, height: size.height },
      { width: root.clientWidth, height: root.clientHeight },
    );
    // Absolute, so the layer scrolls with its link and shifts no layout; its coordinates are
    // relative to its positioned ancestor when there is one, else to the document.
    const parent = this.box.offsetParent;
    let originX = -window.scrollX;
    let originY = -window.scrollY;
    if (parent instanceof HTMLElement && parent !== document.body && getComputedStyle(parent).position !== 'static') {
      const frame = parent.getBoundingClientRect();
      originX = frame.left + parent.clientLeft - parent.scrollLeft;
      originY = frame.top + parent.clientTop - parent.scrollTop;
    }
    this.box.style.top = `${Math.max(-originY - window.scrollY, place.top - originY)}px`;
    this.box.style.left = `${place.left - originX}px`;
    this.box.dataset['placement'] = place.above ? 'above' : 'below';
  }

  private close(): void {
    window.clearTimeout(this.openTimer);
    window.clearTimeout(this.closeTimer);
    if (this.current !== null && this.current.getAttribute('aria-describedby') === TOOLTIP_ID) {
      this.current.removeAttribute('aria-describedby');
    }
    this.current = null;
    this.box.hidden = true;
  }
}

let controller: PreviewController | undefined;

/** Starts link previews on this page (once) and handles the interaction that loaded them. */
export function startPreviews(first?: Event): void {
  controller ??= new PreviewController();
  if (first !== undefined) controller.replay(first);
}
