import type { KnowledgeBase } from '../schemas/knowledge-base.ts';

/**
 * A knowledge base kept up to date with its content folder. The first build starts when `current`
 * is first asked for (under `astro dev`, by the first page, once the server has loaded its own
 * modules: a build holds the thread for seconds). `changed()` after files change starts a rebuild
 * once the one under way (if any) has ended, and edits made meanwhile join it. `current` is always
 * the knowledge base of the latest change, to be awaited: a page asked for right after an edit waits
 * for it instead of showing the previous content. A rebuild that throws leaves the previous
 * knowledge base in place and tells `onError`.
 */
export class KnowledgeBaseSession {
  readonly #build: () => Promise<KnowledgeBase>;
  readonly #onError: (error: unknown) => void;
  #current: Promise<KnowledgeBase> | null = null;
  #next: Promise<KnowledgeBase> | null = null;

  /** Takes how to build the knowledge base (called for the first build and each rebuild) and where to report a failed one. */
  constructor(build: () => Promise<KnowledgeBase>, onError: (error: unknown) => void) {
    this.#build = build;
    this.#onError = onError;
  }

  /** The knowledge base with every change reported so far (the first call starts the first build). */
  get current(): Promise<KnowledgeBase> {
    this.#current ??= this.#handled(this.#build());
    return this.#current;
  }

  /** Reports that content files changed; resolves with the knowledge base that holds the change. */
  changed(): Promise<KnowledgeBase> {
    // Not built yet: the first build will read the content as it now is.
    if (this.#current === null) return this.current;
    if (this.#next) return this.#next;
    const previous = this.#current;
    const next = previous.then(
      (kb) => this.#rebuild(kb),
      () => this.#rebuild(null),
    );
    this.#next = next;
    this.#current = this.#handled(next);
    return next;
  }

  /** `kb`, with its failure told to `onError` (and so not reported by Node as unhandled). */
  #handled(kb: Promise<KnowledgeBase>): Promise<KnowledgeBase> {
    kb.catch((error: unknown) => this.#onError(error));
    return kb;
  }

  async #rebuild(previous: KnowledgeBase | null): Promise<KnowledgeBase> {
    // From here on, a change may come after this rebuild has read its file: it needs a rebuild of its own.
    this.#next = null;
    try {
      return await this.#build();
    } catch (error) {
      if (previous === null) throw error;
      this.#onError(error);
      return previous;
    }
  }
}
