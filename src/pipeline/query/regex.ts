import type { Value } from './value.ts';

/**
 * Regular expressions in bases and queries: a `/…/flags` literal in a Bases formula (Obsidian's
 * `Regexp` type, parsed by `@jsep-plugin/regex`) and the pattern text of Dataview's `regextest()`,
 * `regexmatch()` and `regexreplace()`.
 */

/** The longest pattern run over every note: a longer one may take too long on a large vault, and its cell stays empty. */
export const REGEX_SOURCE_MAX = 200;

/**
 * Takes a pattern (a regular expression value or its text) and optional flags (default: the
 * literal's own, none for text); returns a fresh regular expression, so no match position is
 * carried from one note to the next, or `null` when the text is no pattern or the pattern is
 * longer than `REGEX_SOURCE_MAX`.
 */
export function patternRegex(pattern: Value, flags?: string): RegExp | null {
  const source = pattern instanceof RegExp ? pattern.source : typeof pattern === 'string' ? pattern : null;
  if (source === null || source.length > REGEX_SOURCE_MAX) return null;
  try {
    return new RegExp(source, flags ?? (pattern instanceof RegExp ? pattern.flags : ''));
  } catch {
    return null;
  }
}
