import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_STATE_FILE, BuildStateSchema, type BuildState } from '../schemas/build-state.ts';
import { writeJsonFile } from '../emit/json-stream.ts';

/** Reads the build state of an output folder; `null` when there is none or it is unreadable or of another format (the build then renders and indexes everything). */
export async function readBuildState(outDir: string): Promise<BuildState | null> {
  try {
    const parsed = BuildStateSchema.safeParse(JSON.parse(await readFile(join(outDir, BUILD_STATE_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // A missing or damaged state only costs a full build.
    return null;
  }
}

/** Writes the build state into an output folder (before it is swapped into place). */
export function writeBuildState(outDir: string, state: BuildState): Promise<void> {
  return writeJsonFile(join(outDir, BUILD_STATE_FILE), state);
}
