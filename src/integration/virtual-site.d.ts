// The types of `virtual:research-notes/site`, the module src/integration/site-module.ts serves.
declare module 'virtual:research-notes/site' {
  /** The site's settings (src/config/load.ts). */
  export const settings: import('../config/load.ts').Settings;
  /** The name of the collection: the configuration's `title`. */
  export const siteTitle: string;
  /** The collection's language, a canonical BCP 47 tag: the configuration's `lang`. */
  export const siteLang: string;
  export const getSite: typeof import('./provider.ts').getSite;
  export const renderScope: typeof import('./provider.ts').renderScope;
}
