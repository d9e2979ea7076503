// The interface's words a script writes: the messages of its list (`virtual:research-notes/words/<name>`,
// served once per site in the script bundle by src/integration/script-words.ts), in the site's
// language, with numbers, dates and plural forms in the page's.
import { type Messages, type Ui, uiOf } from '../core/i18n/format-core.ts';

/** Takes the messages a script imported; returns the interface in those words and the page's language. A key the list lacks reads as itself. */
export function pageWords(messages: Messages): Ui {
  return uiOf(document.documentElement.lang || 'en', messages);
}
