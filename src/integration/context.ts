// The site context: everything a build or the dev server knows about the site it makes, created once
// by an entry point (scripts/*.ts, astro.config.mjs) and passed down from there as a parameter. Astro's
// pages read it from the virtual module the site integration serves (src/integration/site-module.ts).
import type { Settings } from '../config/load.ts';
import type { Slug } from '../schemas/brand.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/** What part of the site a build renders with Astro; the rest it writes or reuses itself. */
export interface RenderScope {
  /** The slugs of the note, inquiring-line, paper and discussion pages to render; the other pages of those kinds are left out. Default: all. */
  readonly kindPages?: ReadonlySet<Slug> | undefined;
}

/**
 * Where the pages' knowledge base comes from: one the entry point has built and checked (the build's
 * render process), or the content folder, built with the pipeline when the first page asks for it
 * (under `astro dev`, again after each change to the content; a plain `astro build`, once).
 */
export type KnowledgeBaseSource =
  | { readonly from: 'memory'; readonly kb: KnowledgeBase; readonly scope: RenderScope }
  | { readonly from: 'content'; readonly cacheDir: string };

/** The site context: the validated settings and where the knowledge base comes from. Immutable. */
export interface SiteContext {
  /** The project root (where src/pages/ is), absolute. */
  readonly root: string;
  /** The settings (src/config/load.ts). */
  readonly settings: Settings;
  /** The name of the collection, shown in the header and page titles: the configuration's `title`. */
  readonly title: string;
  /**
   * The language the collection is written in, as a canonical BCP 47 tag: every page's `<html
   * lang>` unless the page itself is mostly in another script (src/views/page-lang.ts), and the
   * language search indexes it in: the configuration's `lang`.
   */
  readonly lang: string;
  readonly knowledgeBase: KnowledgeBaseSource;
}

/**
 * Takes the settings (validated by `loadSettings`, which checked the language tag and wrote it in its
 * canonical form), where the knowledge base comes from and the project root; returns the site
 * context, frozen.
 */
export function siteContext(settings: Settings, knowledgeBase: KnowledgeBaseSource, root: string = process.cwd()): SiteContext {
  return Object.freeze({ root, settings: Object.freeze(settings), title: settings.title, lang: settings.lang, knowledgeBase: Object.freeze(knowledgeBase) });
}

/** The same context with another knowledge base (one the entry point has just built, with the part of the site to render). */
export function withKnowledgeBase(context: SiteContext, kb: KnowledgeBase, scope: RenderScope = {}): SiteContext {
  return Object.freeze({ ...context, knowledgeBase: Object.freeze({ from: 'memory', kb, scope }) });
}
