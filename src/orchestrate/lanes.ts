// Running tasks a few at a time: the search index's Pagefind processes and the pages a kept
// prerenderer renders (incremental/render-kept.ts).

/**
 * Takes tasks and how many may run at once; runs them in that many lanes and resolves with their
 * results in order (after a failure, no new task starts). With `moreLanesAfter`, only the first
 * lane starts at once and the others once that promise settles (however it settles).
 */
export async function inLanes<T>(tasks: readonly (() => Promise<T>)[], lanes: number, moreLanesAfter?: Promise<unknown>): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (next < tasks.length && !failed) {
      const at = next++;
      const task = tasks[at];
      try {
        if (task) results[at] = await task();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const later = moreLanesAfter?.then(
    () => undefined,
    () => undefined,
  );
  const start = (at: number): Promise<void> => (at === 0 || later === undefined ? lane() : later.then(lane));
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, tasks.length)) }, (_, at) => start(at)));
  return results;
}
