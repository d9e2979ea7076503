// Measures `npm run dev` on the bench's corpus: how long until it serves a page, how long until a
// saved edit shows on the edited page and on a page citing it, and the peak memory meanwhile.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { addNote, prefixClaim, renamedTitle, retitle, type BenchNote } from './bench-edits.ts';
import { COMPLETE_MESSAGE } from '../../integration/kb-session.ts';
import { PeakMemorySampler } from './process-memory.ts';

/** What the bench measures of the dev server. */
export interface DevFigures {
  /** From starting `astro dev` until the edited note's page was served. */
  readySeconds: number;
  /** From saving the edit until the note's page showed it. */
  editSeconds: number;
  /** From saving the edit until a page citing the note showed it (its Sources list holds the claim). */
  citingSeconds: number;
  /** From saving the edit until the dev server said the similarity and support were updated too (the knowledge base complete). */
  completeSeconds: number;
  /** From writing a new note that links the edited one until the edited note's page listed it among its backlinks. */
  addSeconds: number;
  /** From retitling that new note until the edited note's page showed its new title. */
  renameSeconds: number;
  /** The pages checked: the edited note and the page citing it. */
  urls: { note: string; citing: string };
  /** Peak resident memory of the dev server's process tree, from start to the last check. */
  peakBytes: number;
}

/** What the bench reads of the built site's `knowledge-base.json`. */
const ExportSchema = z.object({
  pages: z.array(z.object({ kind: z.string(), slug: z.string(), url: z.string(), title: z.string(), sources: z.array(z.string()).optional() })),
});

/** Takes a built site and a note's title; returns the note's URL and that of an inquiring line citing it. */
async function pagesToWatch(dist: string, note: BenchNote): Promise<{ note: string; citing: string }> {
  const file = path.join(dist, 'knowledge-base.json');
  const { pages } = ExportSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  const page = pages.find((candidate) => candidate.title === note.title);
  const citing = page && pages.find((candidate) => candidate.kind === 'inquiry' && candidate.sources?.includes(page.slug));
  if (!page || !citing) throw new Error(`${file} has no page titled "${note.title}" cited by an inquiring line; pick another note to edit`);
  return { note: page.url, citing: citing.url };
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for `url` until its HTML satisfies `done`; resolves with the seconds since `since` when it does; throws after `limitSeconds`. */
async function until(url: string, done: (html: string) => boolean, since: number, limitSeconds: number): Promise<number> {
  for (;;) {
    const response = await fetch(url).catch(() => null);
    if (response?.ok && done(await response.text())) return (performance.now() - since) / 1000;
    if ((performance.now() - since) / 1000 > limitSeconds) throw new Error(`${url} did not show what the bench waited for within ${limitSeconds} s`);
    await pause(50);
  }
}

/** Resolves with the seconds since `since` once `said()` holds `line`; throws after `limitSeconds`. */
async function untilSaid(said: () => string, line: string, since: number, limitSeconds: number): Promise<number> {
  for (;;) {
    if (said().includes(line)) return (performance.now() - since) / 1000;
    if ((performance.now() - since) / 1000 > limitSeconds) throw new Error(`the dev server did not log "${line}" within ${limitSeconds} s`);
    await pause(50);
  }
}

// The note the dev server's measure adds (the builds' measures add another).
const ADDED_TITLE = 'Does a note added while the dev server runs show at once?';

/** How to start and measure the dev server. */
export interface DevRunOptions {
  root: string;
  corpus: string;
  /** The cache folder the builds used (the dev server starts from its parse cache, as after a build). */
  cacheDir: string;
  /** A site built from the corpus as it now is, to find the pages to watch. */
  dist: string;
  note: BenchNote;
  /** Receives the dev server's output. */
  log: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Starts `astro dev` on the corpus, waits until it serves the note's page, changes the note's claim
 * and waits until the note's page and a page citing it show the change (asked for every 50 ms, as
 * a reloading browser would), then stops the server.
 */
export async function measureDevServer(options: DevRunOptions): Promise<DevFigures> {
  const urls = await pagesToWatch(options.dist, options.note);
  const astro = path.join(options.root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const started = performance.now();
  const child = spawn(process.execPath, [astro, 'dev', '--ignore-lock', '--host', '127.0.0.1', '--port', '0'], {
    cwd: options.root,
    env: { ...options.env, CONTENT_DIR: options.corpus, CACHE_DIR: options.cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error('could not start astro dev');
  const sampler = new PeakMemorySampler(child.pid);
  const log = createWriteStream(options.log);
  let output = '';
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer): void => {
        log.write(chunk);
        output += chunk.toString('utf8');
        const address = /Local\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (address?.[1]) resolve(address[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => reject(new Error(`astro dev exited (${String(code)}) before serving; its output is in ${options.log}`)));
    });
    const readySeconds = await until(`${origin}${urls.note}`, () => true, started, 600);
    const marker = `Claim edited for the bench at ${Date.now()}.`;
    const logged = output.length;
    await prefixClaim(options.corpus, options.note.file, marker);
    const saved = performance.now();
    const shows = (html: string) => html.includes(marker);
    const [editSeconds, citingSeconds, completeSeconds] = await Promise.all([
      until(`${origin}${urls.note}`, shows, saved, 120),
      until(`${origin}${urls.citing}`, shows, saved, 120),
      untilSaid(() => output.slice(logged), COMPLETE_MESSAGE, saved, 120),
    ]);
    // Adding a note, then retitling it: the edited note's backlinks show each.
    const added = await addNote(options.corpus, options.note, ADDED_TITLE);
    const addedAt = performance.now();
    const addSeconds = await until(`${origin}${urls.note}`, (html) => html.includes(ADDED_TITLE), addedAt, 120);
    const renamed = renamedTitle(ADDED_TITLE);
    await retitle(options.corpus, { file: added, title: ADDED_TITLE }, renamed);
    const renamedAt = performance.now();
    const renameSeconds = await until(`${origin}${urls.note}`, (html) => html.includes(renamed), renamedAt, 120);
    return { readySeconds, editSeconds, citingSeconds, completeSeconds, addSeconds, renameSeconds, urls, peakBytes: sampler.stop() };
  } finally {
    sampler.stop();
    child.kill();
    log.end();
  }
}
