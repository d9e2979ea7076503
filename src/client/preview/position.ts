/** Where a preview goes: below its link, or above when there is no room, never over it. */

/** A box in viewport pixels. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Gap between the link and the preview, in pixels. */
const GAP = 8;
/** Least distance from the viewport's sides, in pixels. */
const MARGIN = 8;

/**
 * The link's box, the preview's size and the viewport's size (all in viewport pixels) →
 * the preview's top-left corner in viewport pixels, and whether it sits above the link.
 * The preview never overlaps the link's box vertically, so it never covers the link.
 */
export function placePreview(
  link: Box,
  preview: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; above: boolean } {
  const roomBelow = viewport.height - (link.top + link.height) - GAP;
  const roomAbove = link.top - GAP;
  const above = preview.height > roomBelow && roomAbove > roomBelow;
  const top = above ? link.top - GAP - preview.height : link.top + link.height + GAP;
  const widest = Math.max(0, viewport.width - preview.width - MARGIN);
  const left = Math.min(Math.max(MARGIN, link.left), widest);
  return { top, left: Math.max(0, left), above };
}
