// The interface's words a script writes, as the page's component handed them over: a data
// attribute holding the messages by key (`ui.pick` in the component), in the page's language.
import { asMessages, type Ui, uiOf } from '../core/i18n/format-core.ts';

/**
 * Takes the element a component wrote its words on and the data attribute's name as `dataset`
 * spells it (`readingWords` for `data-reading-words`); returns the interface in those words and
 * the page's language. A key the page did not hand over reads as itself.
 */
export function pageWords(element: HTMLElement | null | undefined, name: string): Ui {
  let json: unknown = {};
  try {
    json = JSON.parse(element?.dataset[name] ?? '{}');
  } catch {
    json = {};
  }
  return uiOf(document.documentElement.lang || 'en', asMessages(json));
}
