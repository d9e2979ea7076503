/**
 * A display formula wider than its column scrolls sideways (src/styles/markdown.css). While it
 * does, its frame takes the keyboard's focus, as a code block's does, so arrow keys scroll it
 * without a pointer; a formula that fits is no tab stop. The page's width decides which formulas
 * scroll, so this is set in the browser, and again when a formula's width changes.
 */

/** Makes `frame` a tab stop while its formula is wider than it, and no tab stop once it fits. */
function markScrolling(frame: HTMLElement): void {
  const scrolls = frame.scrollWidth > frame.clientWidth + 1;
  if (scrolls && frame.tabIndex !== 0) frame.tabIndex = 0;
  else if (!scrolls && frame.hasAttribute('tabindex')) frame.removeAttribute('tabindex');
}

const formulaFrames = [...document.querySelectorAll<HTMLElement>('.math-display')];
if (formulaFrames.length > 0) {
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) if (entry.target instanceof HTMLElement) markScrolling(entry.target);
  });
  for (const frame of formulaFrames) observer.observe(frame);
}
