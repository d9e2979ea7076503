// The types of `virtual:research-notes/site`, the module src/integration/site-module.ts serves.
declare module 'virtual:research-notes/site' {
  /** The site's settings (src/config/load.ts). */
  export const settings: import('../config/load.ts').Settings;
  /** The name of the collection: the configuration's `title`. */
  export const siteTitle: string;
  /** The collection's language, a canonical BCP 47 tag: the configuration's `lang`. */
  export const siteLang: string;
  /** The interface's words, dates and numbers in the site's language (src/core/i18n/). */
  export const ui: import('../core/i18n/index.ts').Ui;
  export const getSite: typeof import('./provider.ts').getSite;
  export const renderScope: typeof import('./provider.ts').renderScope;
}

// The types of `virtual:research-notes/words/<name>`, the browser scripts' words (src/integration/script-words.ts).
declare module 'virtual:research-notes/words/*' {
  /** The messages of the list's keys in the site's language, English where its translation lacks one. */
  const messages: import('../core/i18n/format-core.ts').Messages;
  export default messages;
}
