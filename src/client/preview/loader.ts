/**
 * The only preview code a page loads up front (a few hundred bytes, deferred as a module):
 * it waits for the first hover or keyboard focus on a link to another page of the
 * collection, then loads the preview code and hands it that first interaction.
 */
import { previewLinkOf } from './targets.ts';

const EVENTS = ['pointerover', 'focusin'] as const;
/** A focus this soon after a pointer press came from the press (a tap follows its link), not the keyboard. */
const POINTER_FOCUS_MS = 800;
let lastPress = -Infinity;

function onFirstInteraction(event: Event): void {
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  if (event.type === 'focusin' && event.timeStamp - lastPress < POINTER_FOCUS_MS) return;
  if (previewLinkOf(event.target) === null) return;
  for (const type of EVENTS) document.removeEventListener(type, onFirstInteraction);
  void import('./preview.ts').then(({ startPreviews }) => startPreviews(event));
}

for (const type of EVENTS) document.addEventListener(type, onFirstInteraction);
document.addEventListener('pointerdown', (event) => (lastPress = event.timeStamp), { capture: true, passive: true });
