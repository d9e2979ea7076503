// Waiting in tests for what happens on its own time (a watcher's report, a build after a save).

/** Resolves after `ms` milliseconds. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds, checking every 20 ms; fails naming `what` after 10 s. */
export async function until(done: () => boolean, what: string): Promise<void> {
  const limit = performance.now() + 10_000;
  while (!done()) {
    if (performance.now() > limit) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}
