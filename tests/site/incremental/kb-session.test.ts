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

/** A build or update complete in one step. */
const whole = (kb: KnowledgeBase): Staged => ({
  quick: kb,
  complete: null,
  bodies: { made: 0, reused: 0 },
  resolved: { made: 0, reused: 0 },
  checked: { made: 0, reused: 0 },
  supported: { made: 0, reused: 0 },
});

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
    build: () => started((call) => whole(labelled(`build ${call}`))),
    update: (changed) => {
      updates.push([...changed].sort());
      return started(
        (call): Staged => ({
          quick: labelled(`quick ${call}`),
          complete: () => Promise.resolve(labelled(`complete ${call}`)),
          bodies: { made: 0, reused: 0 },
          resolved: { made: 0, reused: 0 },
          checked: { made: 0, reused: 0 },
          supported: { made: 0, reused: 0 },
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
      build: async () => whole(labelled('build')),
      update: async (changed) => {
        seen.push([...changed].sort());
        if (seen.length === 1) throw new Error('content folder unreadable');
        return {
          quick: labelled('quick'),
          complete: null,
          bodies: { made: 0, reused: 0 },
          resolved: { made: 0, reused: 0 },
          checked: { made: 0, reused: 0 },
          supported: { made: 0, reused: 0 },
        };
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

  it('serves the first build quick, then its completion, unless a change came meanwhile', async () => {
    let completeFirst: () => void = () => undefined;
    const source: LiveSource = {
      build: async () => ({
        quick: labelled('first quick'),
        complete: () => new Promise<KnowledgeBase>((resolve) => (completeFirst = () => resolve(labelled('first complete')))),
        bodies: { made: 0, reused: 0 },
        resolved: { made: 0, reused: 0 },
        checked: { made: 0, reused: 0 },
        supported: { made: 0, reused: 0 },
      }),
      update: async () => ({
        quick: labelled('update quick'),
        complete: () => Promise.resolve(labelled('update complete')),
        bodies: { made: 0, reused: 0 },
        resolved: { made: 0, reused: 0 },
        checked: { made: 0, reused: 0 },
        supported: { made: 0, reused: 0 },
      }),
    };
    const told: string[] = [];
    const onComplete = (kb: KnowledgeBase, first: boolean): void => void told.push(`${labelOf(kb)}${first ? ' (first)' : ''}`);
    const session = new KnowledgeBaseSession(source, { onError: () => undefined, onComplete, onReplaced: () => undefined }, 0);
    expect(labelOf(await session.current)).toBe('first quick');
    await settle();
    completeFirst();
    expect(labelOf(await session.settled())).toBe('first complete');
    expect(told).toEqual(['first complete (first)']);

    // A change during the first completion: that completion is never made current, the update's is.
    const again = new KnowledgeBaseSession(source, { onError: () => undefined, onComplete, onReplaced: () => undefined }, 0);
    told.length = 0;
    await again.current;
    await settle();
    const update = again.changed(files('a.md'));
    completeFirst();
    expect(labelOf(await update)).toBe('update quick');
    expect(labelOf(await again.settled())).toBe('update complete');
    expect(told).toEqual(['update complete']);
  });

  it('says nothing of a completion that a newer change stopped', async () => {
    let stopFirst: () => void = () => undefined;
    const source: LiveSource = {
      build: async () => ({
        quick: labelled('first quick'),
        complete: () => new Promise<KnowledgeBase>((_, reject) => (stopFirst = () => reject(new Error('stopped')))),
        bodies: { made: 0, reused: 0 },
        resolved: { made: 0, reused: 0 },
        checked: { made: 0, reused: 0 },
        supported: { made: 0, reused: 0 },
      }),
      update: async () => ({
        quick: labelled('update quick'),
        complete: null,
        bodies: { made: 0, reused: 0 },
        resolved: { made: 0, reused: 0 },
        checked: { made: 0, reused: 0 },
        supported: { made: 0, reused: 0 },
      }),
    };
    const errors: unknown[] = [];
    const session = new KnowledgeBaseSession(source, { onError: (error) => errors.push(error), onComplete: () => undefined, onReplaced: () => undefined }, 0);
    await session.current;
    await settle();
    const update = session.changed(files('a.md'));
    stopFirst();
    expect(labelOf(await update)).toBe('update quick');
    expect(labelOf(await session.settled())).toBe('update quick');
    expect(errors).toEqual([]);
  });
});
