import type { StageTime } from '../schemas/render-result.ts';

export type { StageTime };

/** Runs `work`, prints `name  1.23 s  detail` when it ends, and records the time in `times`. A failure is rethrown with the stage's name. */
export async function timed<T>(times: StageTime[], name: string, work: () => Promise<T>, detail: (result: T) => string = () => ''): Promise<T> {
  const start = performance.now();
  let result: T;
  try {
    result = await work();
  } catch (error) {
    throw new StageError(name, error);
  }
  const seconds = (performance.now() - start) / 1000;
  const note = detail(result);
  times.push({ name, seconds, detail: note });
  console.log(`build: ${name.padEnd(16)} ${seconds.toFixed(2).padStart(7)} s${note ? `  ${note}` : ''}`);
  return result;
}

/** A failure inside a named build stage. */
export class StageError extends Error {
  readonly stage: string;
  constructor(stage: string, cause: unknown) {
    super(`${stage} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.stage = stage;
  }
}
