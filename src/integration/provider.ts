// The page source: how Astro's pages receive the knowledge base. It is a value scoped to the call
// that renders them, never a variable that is set: the site integration (src/integration/index.ts)
// runs Astro's work for the pages inside `withPageSource(source, …)`, and whatever that work calls,
// down to a page's `getStaticPaths` and its frontmatter, reads the source with `getSite()` and
// `renderScope()`. In a build the integration's prerenderer wraps Astro's `getStaticPaths` and
// `render`; under `astro dev` its request handler wraps each request. Outside such a call a page has
// no knowledge base, and says how it is meant to be rendered.
//
// Node's AsyncLocalStorage carries the value through every `await` of that call and nothing else:
// two builds in one process, or a build and a test, never see each other's knowledge base. The pages
// run a copy of this module of their own (the prerender bundle's, or a dev page environment's), so a
// copy that was given no source asks for the one of the current call on a diagnostics channel, which
// Node names process-wide; the copy that ran `withPageSource` answers from its store, synchronously,
// in the same call. Nothing is kept between calls. Pages import these functions through
// `virtual:research-notes/site` (src/integration/site-module.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { channel } from 'node:diagnostics_channel';
import { indexSite, type Site } from '../handoff/kb.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';
import type { RenderScope } from './context.ts';

/** What the pages of one call render: the site (the same promise as long as the knowledge base is unchanged), and which part of it. */
export interface PageSource {
  site(): Promise<Site>;
  readonly scope: RenderScope;
}

/** A copy's question on the channel: the copy running the current call sets `source`. */
interface SourceRequest {
  source?: PageSource;
}

// Each holds nothing itself: a store is seen only inside its `run`, a channel only carries messages.
const pageSources = new AsyncLocalStorage<PageSource>();
const requests = channel('research-notes-site:page-source');

/** Answers a copy's request with this copy's source of the current call, if it has one. */
function answer(message: unknown): void {
  const source = pageSources.getStore();
  if (source !== undefined && typeof message === 'object' && message !== null && Reflect.get(message, 'source') === undefined) {
    Reflect.set(message, 'source', source);
  }
}

/** Takes a page source and a function; runs the function with the pages it renders reading that source, and returns what it returns. */
export function withPageSource<T>(source: PageSource, run: () => T): T {
  // Subscribed once per copy however many calls it runs (Node would call a function subscribed twice twice).
  requests.unsubscribe(answer);
  requests.subscribe(answer);
  return pageSources.run(source, run);
}

/**
 * Takes a function returning the current knowledge base; returns the page source of it (with the
 * part of the site to render, default all of it) that indexes each knowledge base once, however
 * many pages ask.
 */
export function pageSource(knowledgeBase: () => Promise<KnowledgeBase>, scope: RenderScope = {}): PageSource {
  let indexed: { kb: Promise<KnowledgeBase>; site: Promise<Site> } | undefined;
  return {
    site: () => {
      const kb = knowledgeBase();
      if (indexed?.kb !== kb) indexed = { kb, site: kb.then(indexSite) };
      return indexed.site;
    },
    scope,
  };
}

/** The page source the copy running the current call answers with, when a copy runs it. */
function asked(): PageSource | undefined {
  if (!requests.hasSubscribers) return undefined;
  const request: SourceRequest = {};
  requests.publish(request);
  return request.source;
}

/** The page source of the current call: this copy's own, else the one the copy running the call answers with. */
function current(): PageSource {
  const source = pageSources.getStore() ?? asked();
  if (source === undefined) {
    throw new Error(
      'no knowledge base for the pages: they are rendered by the site integration (src/integration/), which `npm run build` and `npm run dev` (astro.config.mjs) set up; render the site with one of them',
    );
  }
  return source;
}

/** The knowledge base with its lookups by slug, of the page source of this call. */
export function getSite(): Promise<Site> {
  return current().site();
}

/** The part of the site to render (default: all of it), of the page source of this call. */
export function renderScope(): RenderScope {
  return current().scope;
}
