// The incremental render: Astro renders only the pages whose fingerprint changed since the
// previous output (plus every page that is not a note, inquiring line, paper or discussion: the
// home, indexes, clusters, graph, search, integrity, previews, feeds, 404), the unchanged pages'
// files are linked over from the previous output, and the neighbourhood files are written here.
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Slug } from '../../schemas/brand.ts';
import type { KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { RENDER_MANIFEST_VERSION, type RenderManifest } from '../../schemas/render-manifest.ts';
import type { SiteContext } from '../../integration/context.ts';
import type { RenderLogLevel } from '../../integration/render.ts';
import { codeFingerprint } from './code-fingerprint.ts';
import { NEIGHBOURHOOD_DIR, writeNeighbourhoodFiles } from '../../emit/neighbourhoods.ts';
import { pageFingerprints } from './page-fingerprint.ts';
import { astroBuild, type PageRenderer, type RenderedBy } from './page-renderer.ts';
import { hasPageFile, pageFile, reusePageFiles } from './reuse.ts';

/** The output of the previous build and the manifest written when it was swapped into place. */
export interface PreviousOutput {
  dir: string;
  manifest: RenderManifest;
}

/** What `renderIncremental` takes. */
export interface IncrementalOptions {
  /** The site context (its root, settings and language). */
  context: SiteContext;
  /** The knowledge base, built and checked. */
  kb: KnowledgeBase;
  /** The fresh output folder (Astro empties it first). */
  outDir: string;
  /** The previous output with its manifest; `null` renders every page. */
  previous: PreviousOutput | null;
  logLevel: RenderLogLevel;
  /** How Astro renders the pages; default a whole Astro build (`astroBuild`). */
  renderer?: PageRenderer | undefined;
  /** The code fingerprint, when the caller started computing it earlier (meanwhile the knowledge base is built); default: computed here. */
  code?: Promise<string> | undefined;
}

/** What `renderIncremental` did. */
export interface IncrementalResult {
  /** The manifest of the new output: record it once that output is in place, never before. */
  manifest: RenderManifest;
  /** The HTML files of the note, inquiring-line, paper and discussion pages Astro rendered, relative to the output (`notes/<slug>/index.html`). */
  rerendered: Set<string>;
  /** How many such pages were linked over from the previous output instead. */
  reused: number;
  /** Seconds spent on each part: neighbourhood files and fingerprints, Astro, linking the reused pages. */
  seconds: { fingerprints: number; astro: number; reuse: number };
  /** Whether Astro bundled the pages or a prerenderer kept from an earlier build rendered them. */
  renderedBy: RenderedBy;
}

/** A clock that returns the seconds since it was made or last read. */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const seconds = (now - last) / 1000;
    last = now;
    return seconds;
  };
}

/** Takes the fingerprints and the previous output; returns the page files that can be reused (same code, same fingerprint, file present). */
function reusableFiles(kb: KnowledgeBase, fingerprints: ReadonlyMap<Slug, string>, code: string, previous: PreviousOutput | null): Map<Slug, string> {
  const reusable = new Map<Slug, string>();
  if (previous === null || previous.manifest.codeFingerprint !== code) return reusable;
  for (const page of kb.pages) {
    const file = pageFile(page);
    const before = previous.manifest.pages[page.slug];
    if (before !== undefined && before === fingerprints.get(page.slug) && hasPageFile(previous.dir, file)) reusable.set(page.slug, file);
  }
  return reusable;
}

/**
 * Renders the site into `outDir`, reusing from `previous` every page whose render fingerprint is
 * unchanged and whose file is there; writes `/graph/n/<slug>.json` for every page. Returns the new
 * manifest and which pages were rendered. Throws what Astro throws.
 */
export async function renderIncremental(options: IncrementalOptions): Promise<IncrementalResult> {
  const { kb, outDir, previous } = options;
  // Astro empties the output folder before it writes, so the neighbourhood files wait beside it.
  const staged = `${outDir}.neighbourhoods`;
  await rm(staged, { recursive: true, force: true });
  const lap = stopwatch();
  let written: Promise<void> = Promise.resolve();
  try {
    const code = await (options.code ?? codeFingerprint(options.context.root, options.context.settings));
    const files = writeNeighbourhoodFiles(
      kb,
      staged,
      previous === null ? undefined : { dir: join(previous.dir, NEIGHBOURHOOD_DIR), hashes: previous.manifest.neighbourhoods },
    );
    const neighbourhoods = files.hashes;
    written = files.written;
    const fingerprints = pageFingerprints(kb, { code, neighbourhoods, homeNote: options.context.settings.homeNote });
    const reusable = reusableFiles(kb, fingerprints, code, previous);
    const rendered = kb.pages.filter((page) => !reusable.has(page.slug));
    const fingerprinting = lap();

    const scope = { kindPages: reusable.size === 0 ? undefined : new Set(rendered.map((page) => page.slug)) };
    const renderer = options.renderer ?? astroBuild;
    const renderedBy = await renderer.render({
      context: options.context,
      kb,
      scope,
      outDir,
      previousDir: previous?.dir ?? null,
      code,
      logLevel: options.logLevel,
    });
    const astro = lap();

    await written;
    await mkdir(join(outDir, NEIGHBOURHOOD_DIR, '..'), { recursive: true });
    await rename(staged, join(outDir, NEIGHBOURHOOD_DIR));
    if (previous !== null) reusePageFiles(previous.dir, outDir, [...reusable.values()]);
    return {
      manifest: {
        version: RENDER_MANIFEST_VERSION,
        codeFingerprint: code,
        pages: Object.fromEntries(fingerprints),
        neighbourhoods: Object.fromEntries(neighbourhoods),
      },
      rerendered: new Set(rendered.map(pageFile)),
      reused: reusable.size,
      seconds: { fingerprints: fingerprinting, astro, reuse: lap() },
      renderedBy,
    };
  } finally {
    // Writes still under way (Astro failed) end before their folder is removed.
    await written.catch(() => undefined);
    await rm(staged, { recursive: true, force: true });
  }
}
