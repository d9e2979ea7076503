// How the incremental render has Astro render pages: a whole Astro build each time (the render
// process's, which lives for one build), or, in a process that builds again and again (`npm run build
// -- --watch`), Astro's prerenderer kept from the latest whole build. Astro's build spends seconds
// bundling the pages before it renders any; the kept prerenderer holds that bundle in memory, so a
// rebuild only asks it for the paths and renders them, with the knowledge base of that rebuild.
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import type { KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { type RenderScope, type SiteContext, withKnowledgeBase } from '../../integration/context.ts';
import { type RenderLogLevel, renderSite } from '../../integration/render.ts';
import { renderKept } from './render-kept.ts';

/** What one render of the pages takes. */
export interface PagesToRender {
  /** The site context (its root, settings and language). */
  context: SiteContext;
  /** The knowledge base the pages show. */
  kb: KnowledgeBase;
  /** Which note, inquiring-line, paper and discussion pages to render (every other page is always rendered). */
  scope: RenderScope;
  /** The fresh output folder, empty. */
  outDir: string;
  /** The previous output, when there is one: a kept prerenderer links its bundled scripts and styles from there. */
  previousDir: string | null;
  /** The code fingerprint (code-fingerprint.ts): a prerenderer kept under other code is never used. */
  code: string;
  logLevel: RenderLogLevel;
}

/** How a render went: a whole Astro build, or the kept prerenderer. */
export type RenderedBy = 'astro build' | 'kept prerenderer';

/** Renders the pages of a site into a folder. */
export interface PageRenderer {
  render(pages: PagesToRender): Promise<RenderedBy>;
}

/** A whole Astro build of the pages, each time. */
export const astroBuild: PageRenderer = {
  render: async ({ context, kb, scope, outDir, logLevel }) => {
    await renderSite(withKnowledgeBase(context, kb, scope), { outDir, logLevel });
    return 'astro build';
  },
};

/** What a warm renderer keeps from its latest whole build. */
export interface KeptPrerenderer {
  /** Astro's prerenderer, set up, its bundle loaded. */
  prerenderer: AstroPrerenderer;
  /** The code fingerprint the bundle was made from. */
  code: string;
  /** Files of the output that are not pages (Astro's bundled scripts and styles, the `public/` files), relative to it. */
  assets: string[];
}

/** Every file under `dir` relative to it, `/`-separated; `[]` when there is no such folder. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Takes the output of a whole Astro build and the project root; returns the files it holds besides pages: those under `_astro/` and those copied from `public/`. */
async function assetFiles(outDir: string, root: string): Promise<string[]> {
  const bundled = (await filesUnder(join(outDir, '_astro'))).map((file) => `_astro/${file}`);
  return [...bundled, ...(await filesUnder(join(root, 'public')))].sort();
}

/** A whole Astro build of the pages that tells `keep` the prerenderer it rendered them with. */
export type BundleAndRender = (pages: PagesToRender, keep: (astro: AstroPrerenderer) => void) => Promise<void>;

/** The whole Astro build of `renderSite`, its prerenderer handed over by the site integration. */
const bundleAndRender: BundleAndRender = async ({ context, kb, scope, outDir, logLevel }, keep) => {
  await renderSite(withKnowledgeBase(context, kb, scope), { outDir, logLevel, hooks: { onPrerenderer: keep } });
};

/** What a warm renderer is made with; each has a default. */
export interface WarmRendererOptions {
  /** Where it says that it bundles again and why. Default: `console.warn`. */
  warn?: (line: string) => void;
  /** The whole build it falls back to. Default: Astro's, through `renderSite`. */
  bundle?: BundleAndRender;
}

/**
 * A page renderer that keeps Astro's prerenderer between renders (for one long-lived process):
 * the first render, and any render after the code changed or without a previous output, is a whole
 * Astro build that hands over its prerenderer; later renders use that prerenderer. A render the
 * kept prerenderer cannot do (it throws) is done again as a whole build, said on `warn`.
 */
export class WarmRenderer implements PageRenderer {
  #kept: KeptPrerenderer | null = null;
  readonly #warn: (line: string) => void;
  readonly #bundle: BundleAndRender;

  constructor(options: WarmRendererOptions = {}) {
    this.#warn = options.warn ?? ((line) => console.warn(line));
    this.#bundle = options.bundle ?? bundleAndRender;
  }

  async render(pages: PagesToRender): Promise<RenderedBy> {
    const kept = this.#kept;
    if (kept !== null && kept.code !== pages.code) {
      // The pages are bundled again from the new code, but this process still runs the pipeline it started with.
      this.#warn("build: the site's code or configuration changed since this process started; stop it and start it again to build with the new code");
    }
    if (kept !== null && kept.code === pages.code && pages.previousDir !== null) {
      try {
        await renderKept(kept, { ...pages, previousDir: pages.previousDir });
        return 'kept prerenderer';
      } catch (error) {
        this.#kept = null;
        this.#warn(`build: the pages could not be rendered without bundling (${error instanceof Error ? error.message : String(error)}); bundling again`);
      }
    }
    let captured: AstroPrerenderer | undefined;
    await this.#bundle(pages, (astro) => {
      captured = astro;
    });
    this.#kept = captured === undefined ? null : { prerenderer: captured, code: pages.code, assets: await assetFiles(pages.outDir, pages.context.root) };
    return 'astro build';
  }
}
