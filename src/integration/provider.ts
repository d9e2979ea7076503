// The knowledge base as Astro's pages receive it. Pages import it through the virtual module
// `virtual:research-notes/site` (src/integration/site-module.ts); the site integration
// (src/integration/index.ts) gives it its source: in a build, once the pages' bundle is loaded (the
// bundle's own copy of this module, written as a chunk of its own); under `astro dev`, in the dev
// server's page environments. Nothing else sets it.
import { indexSite, type Site } from '../handoff/kb.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { RenderScope } from './context.ts';

/** Where the pages take the knowledge base from, and which part of the site they render. */
export interface PageSource {
  /** The knowledge base to render: the same promise as long as it is unchanged. */
  knowledgeBase(): Promise<KnowledgeBase>;
  readonly scope: RenderScope;
}

let source: PageSource | undefined;

// The site of each knowledge base, so that the pages of one build (or one request) share one index.
const sites = new WeakMap<Promise<KnowledgeBase>, Promise<Site>>();

/** Sets the pages' source; the site integration calls it before any page renders. */
export function provide(next: PageSource): void {
  source = next;
}

function current(): PageSource {
  if (source === undefined) {
    throw new Error(
      'no knowledge base for the pages: they are rendered by the site integration (src/integration/), which `npm run build` and `npm run dev` (astro.config.mjs) set up; render the site with one of them',
    );
  }
  return source;
}

/** The knowledge base with its lookups by slug. */
export function getSite(): Promise<Site> {
  const kb = current().knowledgeBase();
  let site = sites.get(kb);
  if (site === undefined) sites.set(kb, (site = kb.then(indexSite)));
  return site;
}

/** The part of the site to render (default: all of it). */
export function renderScope(): RenderScope {
  return current().scope;
}
