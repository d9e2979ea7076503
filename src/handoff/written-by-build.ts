/**
 * Output files the build script writes itself instead of Astro: the build computes them beside
 * rendering (on another thread) or from data it already holds. Their routes stay for `astro dev`,
 * which has no build script, and render nothing in a build that has marked them.
 */

/** A route whose file the build can write itself. */
export type BuildWrittenRoute = 'graph-data' | 'graph-neighbourhoods';

// A global, not a module variable: Astro bundles the pages into their own chunks, so the build
// script and the pages hold two copies of this module, sharing only the process's global object.
const WRITTEN = Symbol.for('research-notes-site.written-by-build');

/** Tells the pages Astro renders in this process that the build writes these routes' files (added to any marked before). */
export function markWrittenByBuild(routes: readonly BuildWrittenRoute[]): void {
  const before: unknown = Reflect.get(globalThis, WRITTEN);
  Reflect.set(globalThis, WRITTEN, [...(Array.isArray(before) ? before : []), ...routes]);
}

/** Forgets every mark (tests render both ways in one process). */
export function clearWrittenByBuild(): void {
  Reflect.set(globalThis, WRITTEN, []);
}

/** Whether the build writes this route's file (then the route renders nothing). */
export function isWrittenByBuild(route: BuildWrittenRoute): boolean {
  const routes: unknown = Reflect.get(globalThis, WRITTEN);
  return Array.isArray(routes) && routes.includes(route);
}
