/**
 * The words the reading aids show (code blocks' copy button, a diagram's larger view, the search
 * dialog's preview pane), in English: one place, for the site's catalogue of interface strings to
 * take over.
 */
export const READING_STRINGS = {
  /** A code block's copy button. */
  copy: 'Copy',
  /** The copy button's accessible name, with the block's title or language when it has one. */
  copyCode: 'Copy code',
  /** Said once the code is on the clipboard. */
  copied: 'Copied',
  /** Said when the browser refused the clipboard: the code is selected instead. */
  selected: 'Selected: press Ctrl+C to copy',
  /** A diagram's button that shows it at the window's size. */
  openLarger: 'Open larger',
  /** Closes the larger view. */
  close: 'Close',
  /** The search dialog's pane showing the selected result's page. */
  resultPreview: 'Preview of the selected result',
} as const;
