import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** One stage of a build and how long it took. */
export const StageSchema = z.object({
  name: z.string(),
  seconds: z.number().nonnegative(),
  /** The stage it ran alongside, when it did: its time is then not part of the build's sum. */
  alongside: z.string().optional(),
});
export type Stage = z.output<typeof StageSchema>;

/** What a build writes to the file named by env `BENCH_TIMINGS`, when it supports that. */
const TimingsFileSchema = z.object({ stages: z.array(StageSchema) });

/** The build's stage lines: `build: <name>   1.23 s  <detail>` (see src/orchestrate/stages.ts). */
const STAGE_LINE = /^build:\s+(\S.*?)\s+(\d+(?:\.\d+)?) s(?:\s{2}.*)?$/;

/** Takes a build's stdout and returns the stages it printed, in order (the closing "done in" line excluded). */
export function parseStageLines(stdout: string): Stage[] {
  const stages: Stage[] = [];
  for (const line of stdout.split('\n')) {
    const match = STAGE_LINE.exec(line.trimEnd());
    if (!match || match[1] === undefined || match[2] === undefined || match[1].startsWith('done')) continue;
    stages.push({ name: match[1], seconds: Number(match[2]) });
  }
  return stages;
}

/**
 * Returns a build's stage times: from the JSON file the build wrote to `timingsFile` when there is
 * one (finer stages), else from the lines it printed.
 */
export async function stageTimes(stdout: string, timingsFile: string): Promise<Stage[]> {
  const text = await readFile(timingsFile, 'utf8').catch(() => null);
  if (text !== null) {
    const parsed = TimingsFileSchema.safeParse(JSON.parse(text));
    if (parsed.success && parsed.data.stages.length > 0) return parsed.data.stages;
  }
  return parseStageLines(stdout);
}
