// What an emitter is: one output of the site (its files, who writes them in a build and when, how
// `astro dev` serves them). The ordered list of every output is src/emit/emitters.ts.
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/** When a build writes an output, in the order the stages run. */
export const EMIT_STAGES = [
  /** The render process, before Astro: what the pages' render fingerprints cover. */
  'before render',
  /** Astro, rendering the routes of src/pages/. */
  'render',
  /** The render process, once Astro has rendered (work it started before may have run beside Astro). */
  'after render',
  /** The render process, while the build script indexes the written pages. */
  'beside search index',
  /** The build script, once the render process has exited: made from the written site. */
  'after render process',
] as const;

/** A stage of the build (`EMIT_STAGES`). */
export type EmitStage = (typeof EMIT_STAGES)[number];

/** What data emitters make their files from: the knowledge base and the site's files it names. */
export interface EmitInput {
  readonly kb: KnowledgeBase;
  /** The content folder (attachments are its files). */
  readonly contentDir: string;
  /** The graph layout cache file: written by the build's layout, only read in `astro dev`. */
  readonly layoutFile: string;
  /** Content files the site shows besides the pages' attachments (the logo of Obsidian Publish's settings), content-relative. */
  readonly extraFiles: readonly string[];
}

/** One file a data emitter answers a request with. */
export interface ServedFile {
  readonly body: string | Uint8Array;
  /** Its `Content-Type`. */
  readonly type: string;
}

interface EmitterBase {
  /** A short name, also the build's name for its stage when the render process times it. */
  readonly name: string;
  /** Its files as site paths, for the reader: `/graph/n/<slug>.json`. */
  readonly files: string;
  /** Whether a file of the output (a path relative to the output folder, `/`-separated: `graph/data.json`) is one of its. */
  owns(path: string): boolean;
  /** When a build writes it. */
  readonly stage: EmitStage;
}

/** An output Astro renders from routes of src/pages/: the same routes in `astro dev` (on request) and in the build. */
export interface AstroEmitter extends EmitterBase {
  readonly by: 'astro';
  /** Its route files, relative to src/pages/ (none for what Astro writes of its own: bundles, public/). */
  readonly routes: readonly string[];
}

/**
 * An output made from the knowledge base by one function (`serve`'s): the render process writes it
 * in a build, and `astro dev` answers a request for one of its files with the same bytes.
 */
export interface DataEmitter extends EmitterBase {
  readonly by: 'render process';
  /** The bytes of one of its files (a path as `owns` takes it); `undefined` when there is no such file (no such page). */
  serve(path: string, input: EmitInput): Promise<ServedFile | undefined>;
  /** Starts work that can run beside Astro's render (on another thread); `write` waits for it. */
  start?(input: EmitInput): void;
  /**
   * Writes all its files into the output folder at its stage; returns a line for the build's report.
   * Absent where the build writes it in its own step (the neighbourhood files: the incremental
   * render links unchanged ones over and takes their hashes into the pages' fingerprints).
   */
  write?(outDir: string, input: EmitInput): Promise<string>;
}

/** An output the build script makes from the written site once the render process has exited; `astro dev` has none. */
export interface SiteEmitter extends EmitterBase {
  readonly by: 'build script';
  /** Where it is made. */
  readonly source: string;
}

/** One output of the site. */
export type Emitter = AstroEmitter | DataEmitter | SiteEmitter;
