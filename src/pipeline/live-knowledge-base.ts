import type { ContentPath, Slug } from '../schemas/brand.ts';
import type { Citation, KnowledgeBase, RankedPage, Support } from '../schemas/knowledge-base.ts';
import type { Ranking } from './derive/similarity.ts';
import {
  assembleRead,
  type BuildOptions,
  type Draft,
  draftKnowledgeBase,
  finishInTurn,
  finishOnThreads,
  type Finished,
  completesOnThreads,
  MIN_PAGES_FOR_SIMILARITY_THREAD,
  type Rendered,
} from './knowledge-base.ts';
import { readAndParse, type ReadAndParseResult } from './parse/read-and-parse.ts';
import { rereadChanged } from './parse/reread.ts';
import { checkContentDir } from './read/content-dir.ts';
import { gitFileDates } from './read/git-dates.ts';
import { assembleMemo } from './page-memo.ts';
import { carrySupport } from './derive/support/carry.ts';
import { type SupportSession, startSupportSession } from './derive/support/support-session.ts';

/** A knowledge base after a change, in two steps: at once, and complete. */
export interface Staged {
  /**
   * The knowledge base of the content as it now is, but for the similarity lists and the support
   * passages, which are those of the latest complete one (less the pages gone, and without the
   * support of the pages whose file changed): every body, link, backlink, source, claim, cluster
   * and finding is already the new one.
   */
  quick: KnowledgeBase;
  /** Starts the similarity ranking and the support on threads; resolves with the complete knowledge base, the one a build makes. `null` when `quick` is already complete. */
  complete: (() => Promise<KnowledgeBase>) | null;
  /** Bodies rendered again and reused. */
  bodies: { made: number; reused: number };
  /** Written pages whose references were resolved again, and those whose resolution was kept (see `ResolveMemo`). */
  resolved: { made: number; reused: number };
  /** Pages checked again and those whose findings were kept (see `CheckMemo`), counted once for the figure check and once for the other checks. */
  checked: { made: number; reused: number };
  /** Citing pages whose support was derived again and those whose support was kept (`SupportMemo`), by the derivations finished since the last update. */
  supported: { made: number; reused: number };
}

/**
 * The knowledge base of a content folder kept between changes, for `astro dev`: the first build
 * reads the whole folder (with the parse cache); after a change, only the changed files are read
 * and parsed, and only what the change can reach is made again (see `AssembleMemo`): the
 * references of the pages whose references can resolve differently, the backlink, related and
 * cluster lists a changed page is or was in, the records, bodies and claims whose inputs changed,
 * the checks of the pages whose inputs changed (see `CheckMemo`). The rest of assemble (the
 * identities, the page records compared one by one) runs whole, as in a build; the result is
 * always the one a build of the same content gives. The similarity ranking and the support, which
 * depend on every page's text, come in a second step (`Staged`).
 */
export class LiveKnowledgeBase {
  readonly #options: BuildOptions;
  readonly #stagedFrom: number;
  readonly #memo = assembleMemo();
  /** The support carried over to each page's citations (`carrySupport`), by the complete knowledge base's support list it came from. */
  readonly #carry = new WeakMap<Support[], { citations: readonly Citation[]; carried: Support[] }>();
  #read: ReadAndParseResult | null = null;
  /** The latest rankings carried to a quick step (`rankingsWithin`), with the rankings they were made from, every page those name, and those gone. */
  #within: { rankings: ReadonlyMap<Slug, Ranking>; named: ReadonlySet<Slug>; gone: string; within: ReadonlyMap<Slug, Ranking> } | null = null;
  /** What the quick step of the next update takes from the latest complete knowledge base (not the knowledge base itself, which its holder keeps). */
  #finished: Omit<Finished, 'kb'> | null = null;
  /** The completion under way, to stop when the content changes again. */
  #running: AbortController | null = null;
  /**
   * The support thread kept between one-step builds (`npm run build -- --watch`) of a collection
   * whose support runs on a thread: it derives again only the pages a change can reach
   * (`startSupportSession`). Started by the first such build. A two-step update (the dev server)
   * uses a new thread each time: a save during a completion stops it, which would end the kept
   * thread and what it keeps.
   */
  #support: SupportSession | undefined;

  /** Takes the build options and from how many pages an update comes in two steps (default: from where the similarity runs on threads). */
  constructor(options: BuildOptions, stagedFrom = MIN_PAGES_FOR_SIMILARITY_THREAD) {
    this.#options = options;
    this.#stagedFrom = stagedFrom;
  }

  /** Reads and parses the whole content folder and assembles it: the knowledge base a build makes. */
  async build(): Promise<KnowledgeBase> {
    const problem = await checkContentDir(this.#options.contentDir);
    if (problem) return this.#forget({ pages: [], clusters: [], findings: [problem] });
    const read = await readAndParse(this.#options.contentDir, this.#options);
    let kb: KnowledgeBase;
    if (this.#staged(read)) {
      this.#read = read;
      const finished = await this.#finish(read);
      this.#finished = { rankings: finished.rankings, support: finished.support };
      kb = finished.kb;
    } else kb = this.#forget(await assembleRead(read, this.#options, this.#memo, { supportThread: this.#session(read) }), read);
    await read.cacheWritten;
    this.#uncounted();
    return kb;
  }

  /**
   * `build` in two steps, as an update comes (`Staged`), for a server that shows pages while the
   * rest is made: at once, the knowledge base without similarity lists and support passages (there
   * are none yet to carry over); then, when `complete` is called, the one `build` gives. A small
   * collection is complete at once.
   */
  async buildStaged(): Promise<Staged> {
    this.#stopCompletion();
    const problem = await checkContentDir(this.#options.contentDir);
    if (problem) return this.#whole(this.#forget({ pages: [], clusters: [], findings: [problem] }));
    const read = await readAndParse(this.#options.contentDir, this.#options);
    await read.cacheWritten;
    if (!this.#staged(read)) {
      const kb = this.#forget(await assembleRead(read, this.#options, this.#memo, { supportThread: this.#session(read) }), read);
      this.#uncounted();
      return this.#whole(kb);
    }
    this.#read = read;
    this.#finished = null;
    const draft = draftKnowledgeBase(read.parsed, await this.#assembleOptions(read), read.findings, this.#memo);
    const rendered = draft.render();
    this.#uncounted();
    const quick = draft.complete(rendered, new Map());
    const none = { made: 0, reused: 0 };
    return { quick, complete: this.#completion(read, draft, rendered), bodies: none, resolved: none, checked: none, supported: none };
  }

  /** The counts tell what an update saved: a first build's are not counted. */
  #uncounted(): void {
    this.#counts();
  }

  /** What the memo made again and kept since the last call. */
  #counts(): Pick<Staged, 'bodies' | 'resolved' | 'checked' | 'supported'> {
    const { bodies, resolution, checks } = this.#memo;
    const [figures, rest] = [checks.figures.takeCounts(), checks.rest.takeCounts()];
    return {
      bodies: bodies.takeCounts(),
      resolved: resolution.takeCounts(),
      checked: { made: figures.made + rest.made, reused: figures.reused + rest.reused },
      supported: this.#supportedCounts(),
    };
  }

  /** The kept support thread's counts since the last call (`SupportSession.takeCounts`), as made and reused. */
  #supportedCounts(): { made: number; reused: number } {
    const { derived, kept } = this.#support?.takeCounts() ?? { derived: 0, kept: 0 };
    return { made: derived, reused: kept };
  }

  /** The kept support thread, for a read whose support runs on a thread (`assembleRead`); started the first time, so that it loads its model while the draft is made. */
  #session(read: ReadAndParseResult): SupportSession | undefined {
    if (!completesOnThreads(this.#options, read.parsed.length)) return undefined;
    this.#support ??= startSupportSession();
    return this.#support;
  }

  /**
   * Completes a quick step's draft once (support, then similarity, each on a thread), keeping what
   * the next quick step carries over while `read` is still the latest. The next build or update
   * stops a completion still under way: its result would be of content already changed.
   */
  #completion(read: ReadAndParseResult, draft: Draft, rendered: Rendered): () => Promise<KnowledgeBase> {
    let completing: Promise<KnowledgeBase> | null = null;
    return () => {
      if (completing === null) {
        this.#stopCompletion();
        const running = new AbortController();
        this.#running = running;
        completing = finishInTurn(draft, rendered, running.signal)
          .then((done) => {
            // A later update may have started meanwhile: only the latest read's result is kept for the next.
            if (this.#read === read) {
              this.#finished = { rankings: done.rankings, support: done.support };
              // Every page the rankings name, listed now rather than by the next save, which carries them over (`#rankingsWithin`): none is gone yet.
              this.#within = { rankings: done.rankings, named: namedIn(done.rankings), gone: '', within: done.rankings };
            }
            // Each page's support is derived for its citations as they are: carried over to the same citations, it is itself.
            for (const page of done.kb.pages) {
              const list = done.support.get(page.slug);
              if (list !== undefined) this.#carry.set(list, { citations: page.citations, carried: list });
            }
            return done.kb;
          })
          .finally(() => {
            if (this.#running === running) this.#running = null;
          });
      }
      return completing;
    };
  }

  /** Stops the completion under way, if any (its promise rejects). */
  #stopCompletion(): void {
    this.#running?.abort(new Error('a newer change of the content stopped this completion'));
    this.#running = null;
  }

  /**
   * After the files `changed` (content paths) were saved, added or removed: the knowledge base in
   * two steps. A small collection (where the similarity runs on this thread) is complete at once.
   */
  async update(changed: ReadonlySet<ContentPath>): Promise<Staged> {
    this.#stopCompletion();
    const previous = this.#read;
    if (previous === null) return this.#whole(await this.build());
    const problem = await checkContentDir(this.#options.contentDir);
    if (problem) return this.#whole(this.#forget({ pages: [], clusters: [], findings: [problem] }));
    // What the last completion made is not this update's.
    this.#uncounted();
    const read = await rereadChanged(this.#options.contentDir, this.#options, previous, changed);
    await read.cacheWritten;
    if (!this.#staged(read))
      return this.#whole(this.#forget(await assembleRead(read, this.#options, this.#memo, { supportThread: this.#session(read) }), read));
    this.#read = read;
    // Nothing to carry over yet (the first completion is under way, or the collection just grew past the size of two steps): the quick step shows none.
    const finished = this.#finished ?? { rankings: new Map<Slug, Ranking>(), support: new Map<Slug, Support[]>() };
    const draft = draftKnowledgeBase(read.parsed, await this.#assembleOptions(read), read.findings, this.#memo);
    const rendered = draft.render();
    const before = new Set(previous.parsed);
    const edited = new Set<string>(read.parsed.filter((p) => !before.has(p)).map((p) => p.file));
    const slugs = new Set(rendered.pages.map((page) => page.slug));
    const support = new Map<Slug, Support[]>();
    for (const page of rendered.pages) {
      const kept = finished.support.get(page.slug);
      if (kept === undefined || (page.file !== null && edited.has(page.file))) continue;
      // Matched by the note each citation cites: a cited note withheld since shifts the others' positions.
      const carried = this.#carried(kept, page.citations);
      if (carried.length > 0) support.set(page.slug, carried);
    }
    const kb = draft.complete(rendered, support);
    const quick = { ...kb, pages: draft.ranked(kb.pages, this.#rankingsWithin(finished.rankings, slugs)) };
    return { quick, complete: this.#completion(read, draft, rendered), ...this.#counts() };
  }

  /** `rankingsWithin(rankings, slugs)`, which depends only on the pages the rankings name that are gone: kept while those are the same. */
  #rankingsWithin(rankings: ReadonlyMap<Slug, Ranking>, slugs: ReadonlySet<Slug>): ReadonlyMap<Slug, Ranking> {
    const last = this.#within?.rankings === rankings ? this.#within : null;
    const named = last?.named ?? namedIn(rankings);
    const gone = [...named].filter((slug) => !slugs.has(slug)).join('\u0000');
    if (last !== null && last.gone === gone) return last.within;
    const within = gone === '' ? rankings : rankingsWithin(rankings, slugs);
    this.#within = { rankings, named, gone, within };
    return within;
  }

  /** `carrySupport(kept, citations)`, kept while both are the lists it was carried from (an unchanged page's are). */
  #carried(kept: Support[], citations: readonly Citation[]): Support[] {
    const before = this.#carry.get(kept);
    if (before !== undefined && before.citations === citations) return before.carried;
    const carried = carrySupport(kept, citations);
    this.#carry.set(kept, { citations, carried });
    return carried;
  }

  /** Whether a read is worth two steps: pages enough for the similarity to take a while. */
  #staged(read: ReadAndParseResult): boolean {
    return read.parsed.length >= this.#stagedFrom;
  }

  /** The options of assembling `read`, with the files' dates from their history read again (`gitDates`), as a build reads them. */
  async #assembleOptions(read: ReadAndParseResult): Promise<BuildOptions> {
    const fileDates = this.#options.fileDates ?? (this.#options.gitDates === true ? await gitFileDates(this.#options.contentDir) : undefined);
    return { ...this.#options, attachments: this.#options.attachments ?? read.attachments, fileDates };
  }

  async #finish(read: ReadAndParseResult): Promise<Finished> {
    return finishOnThreads(draftKnowledgeBase(read.parsed, await this.#assembleOptions(read), read.findings, this.#memo));
  }

  /** Keeps `read` for the next update (a small collection's, updated in one step) or nothing (an unreadable folder), and nothing to carry over to a quick step; returns `kb`. */
  #forget(kb: KnowledgeBase, read: ReadAndParseResult | null = null): KnowledgeBase {
    this.#read = read;
    this.#finished = null;
    return kb;
  }

  #whole(kb: KnowledgeBase): Staged {
    return { quick: kb, complete: null, ...this.#counts() };
  }
}

/** The rankings, less the pages not in `slugs` (deleted or renamed since they were ranked); a ranking that names none of those is the same object. */
function rankingsWithin(rankings: ReadonlyMap<Slug, Ranking>, slugs: ReadonlySet<Slug>): ReadonlyMap<Slug, Ranking> {
  const within = (list: readonly RankedPage[] | undefined): RankedPage[] | undefined => list?.filter((ranked) => slugs.has(ranked.slug));
  const out = new Map<Slug, Ranking>();
  for (const [slug, ranking] of rankings) {
    if (!slugs.has(slug)) continue;
    const lists = Object.values(ranking) as Array<RankedPage[] | undefined>;
    if (lists.every((list) => list === undefined || list.every((ranked) => slugs.has(ranked.slug)))) {
      out.set(slug, ranking);
      continue;
    }
    const kept: Ranking = {};
    for (const [list, ranked] of Object.entries(ranking) as Array<[keyof Ranking, RankedPage[] | undefined]>) {
      const inside = within(ranked);
      if (inside !== undefined) kept[list] = inside;
    }
    out.set(slug, kept);
  }
  return out;
}

/** Every page the rankings name, ranked or ranking. */
function namedIn(rankings: ReadonlyMap<Slug, Ranking>): Set<Slug> {
  const named = new Set<Slug>();
  for (const [slug, ranking] of rankings) {
    named.add(slug);
    for (const list of Object.values(ranking) as Array<RankedPage[] | undefined>) for (const ranked of list ?? []) named.add(ranked.slug);
  }
  return named;
}
