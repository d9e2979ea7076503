// A support thread kept between a watching build's or a dev server's derivations
// (support-session-worker.ts), as the caller sees it: asked as any support thread, and telling how
// many citing pages its answers kept and derived again.
import type { Slug } from '../../../schemas/brand.ts';
import type { Support } from '../../../schemas/knowledge-base.ts';
import { type StartedThread, startKeptThread } from '../../node-typescript.ts';
import type { MemoCounts } from './support-memo.ts';

/**
 * A support thread kept between derivations (`startKeptThread`), for a process that derives support
 * again after each change: it keeps each page's support and derives again only the pages a change
 * can reach (`support-memo.ts`), with the same answers as a new thread's.
 */
export function startSupportSession(): SupportSession {
  const thread = startKeptThread<SessionAnswer>(new URL('./support-session-worker.ts', import.meta.url), 'support');
  let counts: MemoCounts = { kept: 0, derived: 0 };
  return {
    async ask(request, signal) {
      const answer = await thread.ask(request, signal);
      counts = { kept: counts.kept + answer.counts.kept, derived: counts.derived + answer.counts.derived };
      return answer.support;
    },
    stop: () => thread.stop(),
    takeCounts() {
      const taken = counts;
      counts = { kept: 0, derived: 0 };
      return taken;
    },
  };
}

/** A kept support thread (`startSupportSession`), which also tells how many citing pages its answers kept and derived again. */
export interface SupportSession extends StartedThread<Map<Slug, Support[]>> {
  /** The citing pages kept and derived again by the answers since the last call. */
  takeCounts(): MemoCounts;
}

/** What a kept support thread answers: the support, and how many citing pages it kept and derived again. */
export interface SessionAnswer {
  support: Map<Slug, Support[]>;
  counts: MemoCounts;
}
