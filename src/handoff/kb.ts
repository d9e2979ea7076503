import { z } from 'zod';
import type { Slug } from '../schemas/brand.ts';
import { KnowledgeBaseSchema, type Cluster, type KbPage, type KnowledgeBase } from '../schemas/knowledge-base.ts';
import { buildWithPipeline } from './pipeline-kb.ts';

/** The knowledge base as pages read it: the data plus a lookup by slug. */
export interface Site {
  kb: KnowledgeBase;
  bySlug: ReadonlyMap<Slug, KbPage>;
  clusterBySlug: ReadonlyMap<Slug, Cluster>;
}

let sitePromise: Promise<Site> | undefined;

// A global, not a module variable: Astro bundles this module into its own chunk, so the build script
// and the pages hold two copies of it, sharing only the process's global object.
const HANDED_OVER = Symbol.for('research-notes-site.knowledge-base');
const SCOPE = Symbol.for('research-notes-site.render-scope');
const LIVE = Symbol.for('research-notes-site.live-knowledge-base');

/** What part of the site a build renders with Astro; the rest it writes or reuses itself. */
export interface RenderScope {
  /** The slugs of the note, inquiring-line, paper and discussion pages to render; the other pages of those kinds are left out. Default: all. */
  kindPages?: ReadonlySet<Slug> | undefined;
}

/**
 * Hands the knowledge base the build script has just built (and checked) to the pages Astro renders
 * in the same process, so they skip reading and validating the written file again, with the part of
 * the site to render (default: all of it); `null` withdraws both.
 */
export function handOver(kb: KnowledgeBase | null, scope: RenderScope = {}): void {
  Reflect.set(globalThis, HANDED_OVER, kb);
  Reflect.set(globalThis, SCOPE, kb === null ? undefined : scope);
}

/** The part of the site to render, as handed over with the knowledge base; everything when nothing was handed over. */
export function renderScope(): RenderScope {
  const scope: unknown = Reflect.get(globalThis, SCOPE);
  // Only `handOver` sets this symbol, and it takes a typed scope: the check keeps the type honest.
  return isRenderScope(scope) ? scope : {};
}

function isRenderScope(value: unknown): value is RenderScope {
  if (typeof value !== 'object' || value === null) return false;
  const pages: unknown = Reflect.get(value, 'kindPages');
  return pages === undefined || pages instanceof Set;
}

function handedOver(): KnowledgeBase | null {
  const kb: unknown = Reflect.get(globalThis, HANDED_OVER);
  // Only `handOver` sets this symbol, and it takes a typed knowledge base: the check keeps the type honest.
  return isKnowledgeBase(kb) ? kb : null;
}

function isKnowledgeBase(value: unknown): value is KnowledgeBase {
  return typeof value === 'object' && value !== null && 'pages' in value && 'clusters' in value && 'findings' in value;
}

/**
 * Under `astro dev`: from now on, pages read the knowledge base `source` returns when they are
 * rendered (the dev server's latest, rebuilt after each edit to the content folder; see
 * src/build/dev-content.ts).
 */
export function setLiveKnowledgeBase(source: () => Promise<KnowledgeBase>): void {
  Reflect.set(globalThis, LIVE, source);
}

function liveKnowledgeBase(): Promise<KnowledgeBase> | null {
  const source: unknown = Reflect.get(globalThis, LIVE);
  if (typeof source !== 'function') return null;
  // Only `setLiveKnowledgeBase` sets this symbol, with a typed function: the check keeps the type honest.
  const kb: unknown = source();
  return kb instanceof Promise ? kb : null;
}

// The site of each live knowledge base, so that the pages of one request share one index.
const liveSites = new WeakMap<Promise<KnowledgeBase>, Promise<Site>>();

/**
 * The knowledge base with a lookup by slug: under `astro dev`, the latest the dev server has built
 * from the content; in a build, the one the build script handed over (else, as under a plain `astro
 * build`, built once per process from the content folder by the pipeline).
 */
export function getSite(): Promise<Site> {
  const live = liveKnowledgeBase();
  if (live) {
    let site = liveSites.get(live);
    if (!site) liveSites.set(live, (site = live.then(indexSite)));
    return site;
  }
  // One promise per process: every page of a build awaits the same load, so it is built once.
  sitePromise ??= loadSite();
  return sitePromise;
}

async function loadSite(): Promise<Site> {
  const kb = handedOver() ?? (await buildWithPipeline());
  return indexSite(kb);
}

/** Validates knowledge-base data against the schema and indexes it; throws naming `origin` and each problem when it does not match. */
export function siteFromData(raw: unknown, origin: string): Site {
  const parsed = KnowledgeBaseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `${origin} does not match the knowledge-base schema (src/schemas/knowledge-base.ts):\n` +
        `${z.prettifyError(parsed.error)}\nRebuild it with \`npm run build\`.`,
    );
  }
  return indexSite(parsed.data);
}

/** The knowledge base with its lookups by slug. */
function indexSite(kb: KnowledgeBase): Site {
  return {
    kb,
    bySlug: new Map(kb.pages.map((page) => [page.slug, page])),
    clusterBySlug: new Map(kb.clusters.map((cluster) => [cluster.slug, cluster])),
  };
}
