// The time a build reads as "now" (bases' `now()` and `today()`, Dataview's `date(today)`) when the
// environment pins it: `SOURCE_DATE_EPOCH`, the reproducible-builds convention (seconds since
// 1970), so a build of the same content at the same epoch writes the same pages. Unpinned, each
// assemble reads the clock once (src/pipeline/knowledge-base.ts), so the dev server's updates read
// the time of each update, not the time it started.

/** Takes the environment; returns the pinned build time in milliseconds since the epoch, or `undefined` when `SOURCE_DATE_EPOCH` is unset or not a whole number of seconds. */
export function pinnedBuildTime(env: NodeJS.ProcessEnv): number | undefined {
  const epoch = env['SOURCE_DATE_EPOCH']?.trim();
  return epoch !== undefined && /^\d{1,12}$/.test(epoch) ? Number(epoch) * 1000 : undefined;
}
