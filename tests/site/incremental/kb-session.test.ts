// The dev server's knowledge base: updated once per burst of changes, never two updates at once,
// a change made during an update gets an update of its own, and an update's quick knowledge base
// is completed a moment later unless a newer change came.
import { describe, expect, it } from 'vitest';
import { KnowledgeBaseSession, type LiveSource } from '../../../src/integration/kb-session.ts';
import type { Staged } from '../../../src/pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../../../src/schemas/brand.ts';
import type { KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';

/** A knowledge base whose findings name `label`, so the test can tell which call made it. */
function labelled(label: string): KnowledgeBase {
  return { pages: [], clusters: [], findings: [{ severity: 'info', code: 'call', file: null, line: null, message: label }] };
}

const labelOf = (kb: KnowledgeBase): string => kb.findings[0]?.message ?? '';

/** A source whose build and updates each wait until the test lets them finish; it records the files each update got and how many ran at once. */
function controlledSource() {
  const finish: Array<() => void> = [];
  const updates: string[][] = [];
  let running = 0;
  let most = 0;
  const started = <T>(make: (call: number) => T): Promise<T> => {
    const call = finish.length;
    running += 1;
    most = Math.max(most, running);
    return new Promise((resolve) => {
      finish.push(() => {
        running -= 1;
        resolve(make(call));
      });
    });
  };
  const source: LiveSource = {
    build: () => started((call) => labelled(`build ${call}`)),
    update: (changed) => {
      updates.push([...changed].sort());
      return started(
        (call): Staged => ({
          quick: labelled(`quick ${call}`),
          complete: () => Promise.resolve(labelled(`complete ${call}`)),
          bodies: { made: 0, reused: 0 },
          resolved: { made: 0, reused: 0 },
        }),
      );
    },
  };
  return { source, finish, updates, mostAtOnce: () => most };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const files = (...names: string[]): ContentPath[] => names as ContentPath[];

describe('KnowledgeBaseSession', () => {
  it('runs one update for changes reported before it starts, and another for a change during it', async () => {
    const { source, finish, updates, mostAtOnce } = controlledSource();
    const errors: unknown[] = [];
    const completed: string[] = [];
    const session = new KnowledgeBaseSession(
      source,
      { onError: (error) => errors.push(error), onComplete: (kb) => completed.push(labelOf(kb)), onReplaced: () => undefined },
      0,
    );
    // Nothing is built until the knowledge base is first asked for.
    expect(finish).toHaveLength(0);
    void session.current;
    expect(finish).toHaveLength(1);
    const first = session.changed(files('a.md'));
    expect(session.changed(files('b.md'))).toBe(first);
    finish[0]?.();
    await settle();
    expect(finish).toHaveLength(2);
    expect(updates).toEqual([['a.md', 'b.md']]);
    const second = session.changed(files('c.md'));
    expect(second).not.toBe(first);
    finish[1]?.();
    expect(labelOf(await first)).toBe('quick 1');
    await settle();
    expect(updates).toEqual([['a.md', 'b.md'], ['c.md']]);
    finish[2]?.();
    expect(labelOf(await second)).toBe('quick 2');
    // The first update was overtaken by the second: only the second is completed.
    expect(labelOf(await session.settled())).toBe('complete 2');
    expect(labelOf(await session.current)).toBe('complete 2');
    expect(completed).toEqual(['complete 2']);
    expect(mostAtOnce()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps the previous knowledge base when an update throws, says why, and reads its files again with the next change', async () => {
    const seen: string[][] = [];
    const errors: unknown[] = [];
    const source: LiveSource = {
      build: async () => labelled('build'),
      update: async (changed) => {
        seen.push([...changed].sort());
        if (seen.length === 1) throw new Error('content folder unreadable');
        return { quick: labelled('quick'), complete: null, bodies: { made: 0, reused: 0 }, resolved: { made: 0, reused: 0 } };
      },
    };
    const session = new KnowledgeBaseSession(source, { onError: (error) => errors.push(error), onComplete: () => undefined, onReplaced: () => undefined }, 0);
    const before = await session.current;
    expect(await session.changed(files('a.md'))).toBe(before);
    expect(errors.map(String)).toEqual(['Error: content folder unreadable']);
    expect(labelOf(await session.changed(files('b.md')))).toBe('quick');
    expect(seen).toEqual([['a.md'], ['a.md', 'b.md']]);
    expect(labelOf(await session.settled())).toBe('quick');
  });

  it("says the pages' knowledge base is replaced at once when a change is reported, and again when its completion becomes current", async () => {
    const { source, finish } = controlledSource();
    const told: string[] = [];
    const session = new KnowledgeBaseSession(
      source,
      { onError: () => undefined, onComplete: (kb) => told.push(`complete ${labelOf(kb)}`), onReplaced: () => told.push('replaced') },
      0,
    );
    void session.current;
    finish[0]?.();
    await session.current;
    expect(told).toEqual([]);
    const update = session.changed(files('a.md'));
    // Before the update has read anything: no page may be rendered from the previous data after this.
    expect(told).toEqual(['replaced']);
    await settle();
    finish[1]?.();
    await update;
    await session.settled();
    expect(told).toEqual(['replaced', 'replaced', 'complete complete 1']);
  });
});
