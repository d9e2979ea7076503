// The dev server's knowledge base: rebuilt once per burst of changes, never two rebuilds at once,
// and a change made during a rebuild gets a rebuild of its own.
import { describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';
import { KnowledgeBaseSession } from '../../../src/integration/kb-session.ts';

/** A build that records each call and waits until the test lets it finish; its knowledge base holds the call's number as a finding count. */
function controlledBuild() {
  const finish: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const build = (): Promise<KnowledgeBase> => {
    const call = finish.length;
    running += 1;
    most = Math.max(most, running);
    return new Promise((resolve) => {
      finish.push(() => {
        running -= 1;
        resolve({
          pages: [],
          clusters: [],
          findings: Array.from({ length: call }, () => ({ severity: 'info', code: 'call', file: null, line: null, message: String(call) })),
        });
      });
    });
  };
  return { build, finish, mostAtOnce: () => most };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('KnowledgeBaseSession', () => {
  it('runs one rebuild for changes reported before it starts, and another for a change during it', async () => {
    const { build, finish, mostAtOnce } = controlledBuild();
    const errors: unknown[] = [];
    const session = new KnowledgeBaseSession(build, (error) => errors.push(error));
    // Nothing is built until the knowledge base is first asked for.
    expect(finish).toHaveLength(0);
    void session.current;
    expect(finish).toHaveLength(1);
    const first = session.changed();
    expect(session.changed()).toBe(first);
    finish[0]?.();
    await settle();
    expect(finish).toHaveLength(2);
    const second = session.changed();
    expect(second).not.toBe(first);
    finish[1]?.();
    expect((await first).findings).toHaveLength(1);
    await settle();
    finish[2]?.();
    expect((await second).findings).toHaveLength(2);
    expect((await session.current).findings).toHaveLength(2);
    expect(mostAtOnce()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('keeps the previous knowledge base when a rebuild throws, and says why', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const session = new KnowledgeBaseSession(
      async () => {
        calls += 1;
        if (calls === 2) throw new Error('content folder unreadable');
        return { pages: [], clusters: [], findings: [] };
      },
      (error) => errors.push(error),
    );
    const before = await session.current;
    expect(await session.changed()).toBe(before);
    expect(errors.map(String)).toEqual(['Error: content folder unreadable']);
  });
});
