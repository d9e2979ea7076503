import type { Staged } from '../pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../schemas/brand.ts';
import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/** Where a session gets its knowledge base: a whole build, and an update after files changed, each in two steps (see `LiveKnowledgeBase`). */
export interface LiveSource {
  build(): Promise<Staged>;
  update(changed: ReadonlySet<ContentPath>): Promise<Staged>;
}

/** What a session tells: a failed build or update, a knowledge base completed after a quick one (the pages may show more), and each change of the knowledge base the pages read. */
export interface SessionEvents {
  onError(error: unknown): void;
  /** A quick knowledge base was completed: the first build's (`first`), or an update's. */
  onComplete(kb: KnowledgeBase, first: boolean): void;
  /**
   * Called at once whenever `current` is replaced (an update starts, or a completion becomes
   * current), before any page is rendered from it: the one place every route's data made from
   * the previous knowledge base is dropped, so a page withheld by the update is served by none.
   */
  onReplaced(): void;
}

/** What the dev server logs once an update is complete, its similarity and support in (the bench waits for it). */
export const COMPLETE_MESSAGE = 'similarity and support updated';
/** …and once the first build is complete. */
export const FIRST_COMPLETE_MESSAGE = 'similarity and support in, since the start';

// After a quick knowledge base, its completion waits this long before starting, so that the pages
// asked for right after the edit are rendered first: starting the threads holds this one for a while.
const COMPLETE_AFTER_MS = 400;

/**
 * A knowledge base kept up to date with its content folder. The first build starts when `current`
 * is first asked for (under `astro dev`, by the first page, once the server has loaded its own
 * modules: a build holds the thread for seconds). `changed(files)` starts an update once the one
 * under way (if any) has ended, and files reported meanwhile join it. `current` is always the
 * knowledge base of the latest change, to be awaited: a page asked for right after an edit waits
 * for it instead of showing the previous content. An update gives a quick knowledge base at once
 * and completes it (similarity, support) a moment later, unless a newer change came meanwhile;
 * `settled()` waits for that. A failure leaves the previous knowledge base in place and tells
 * `onError`; the files of a failed update are read again with the next change.
 */
export class KnowledgeBaseSession {
  readonly #source: LiveSource;
  readonly #events: SessionEvents;
  readonly #completeAfterMs: number;
  #current: Promise<KnowledgeBase> | null = null;
  #next: Promise<KnowledgeBase> | null = null;
  readonly #pending = new Set<ContentPath>();
  #generation = 0;
  #completing: Promise<void> = Promise.resolve();

  constructor(source: LiveSource, events: SessionEvents, completeAfterMs = COMPLETE_AFTER_MS) {
    this.#source = source;
    this.#events = events;
    this.#completeAfterMs = completeAfterMs;
  }

  /** The knowledge base with every change reported so far (the first call starts the first build). */
  get current(): Promise<KnowledgeBase> {
    this.#current ??= this.#handled(this.#staged(this.#source.build(), ++this.#generation, true));
    return this.#current;
  }

  /** Reports that these content files changed; resolves with the (quick) knowledge base that holds the change. */
  changed(files: Iterable<ContentPath>): Promise<KnowledgeBase> {
    for (const file of files) this.#pending.add(file);
    // Not built yet: the first build will read the content as it now is.
    if (this.#current === null) return this.current;
    if (this.#next) return this.#next;
    const previous = this.#current;
    const next = previous.then(
      (kb) => this.#update(kb),
      () => this.#update(null),
    );
    this.#next = next;
    this.#current = this.#handled(next);
    this.#events.onReplaced();
    return next;
  }

  /** The complete knowledge base of every change reported so far, once no update or completion is under way. */
  async settled(): Promise<KnowledgeBase> {
    for (;;) {
      const generation = this.#generation;
      await this.current;
      await this.#completing;
      if (generation === this.#generation && this.#next === null) return this.current;
    }
  }

  /** `kb`, with its failure told to `onError` (and so not reported by Node as unhandled). */
  #handled(kb: Promise<KnowledgeBase>): Promise<KnowledgeBase> {
    kb.catch((error: unknown) => this.#events.onError(error));
    return kb;
  }

  async #update(previous: KnowledgeBase | null): Promise<KnowledgeBase> {
    // From here on, a change may come after this update has read its file: it needs an update of its own.
    this.#next = null;
    const files = new Set(this.#pending);
    this.#pending.clear();
    const generation = ++this.#generation;
    try {
      return await (previous === null ? this.#staged(this.#source.build(), generation, true) : this.#staged(this.#source.update(files), generation, false));
    } catch (error) {
      if (previous === null) throw error;
      for (const file of files) this.#pending.add(file);
      this.#events.onError(error);
      return previous;
    }
  }

  /** The quick knowledge base of a build or update (`first`: the first build), its completion started after a pause. */
  async #staged(staged: Promise<Staged>, generation: number, first: boolean): Promise<KnowledgeBase> {
    const { quick, complete } = await staged;
    if (complete !== null) this.#completeLater(complete, generation, first);
    return quick;
  }

  /** Completes the build or update of `generation` after a pause, and makes it current unless a newer update started meanwhile. */
  #completeLater(complete: () => Promise<KnowledgeBase>, generation: number, first: boolean): void {
    const latest = (): boolean => generation === this.#generation && this.#next === null;
    this.#completing = new Promise<void>((resolve) => setTimeout(resolve, this.#completeAfterMs))
      .then(async () => {
        if (!latest()) return;
        const kb = await complete();
        if (!latest()) return;
        this.#current = Promise.resolve(kb);
        this.#events.onReplaced();
        this.#events.onComplete(kb, first);
      })
      // A completion a newer change stopped is no failure.
      .catch((error: unknown) => {
        if (latest()) this.#events.onError(error);
      });
  }
}
