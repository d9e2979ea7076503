import type { Finding } from '../../schemas/finding.ts';
import type { CheckMemo } from '../check-memo.ts';
import { citationSupport } from './citation-support.ts';
import type { Check, CheckContext } from './context.ts';
import { figureNotInSource } from './figure-not-in-source.ts';
import { orphanNote } from './orphan-note.ts';
import { sourcesMismatch } from './sources-mismatch.ts';
import { stubSource } from './stub-source.ts';
import { uncitedParagraph } from './uncited-paragraph.ts';

/** The research-integrity checks, in report order. */
export const CHECKS: readonly Check[] = [sourcesMismatch, figureNotInSource, citationSupport, stubSource, uncitedParagraph, orphanNote];

/**
 * Runs every integrity check over the pages and returns their findings together; a check in `done`
 * (run already, on the same pages) is not run again, its findings are taken as they are. With
 * `memo`, the others run again only on the pages whose inputs changed since its last run.
 */
export function runChecks(input: Omit<CheckContext, 'bySlug'>, done: ReadonlyMap<Check, Finding[]> = new Map(), memo?: CheckMemo): Finding[] {
  const ctx: CheckContext = { ...input, bySlug: new Map(input.pages.map((p) => [p.slug, p])) };
  if (memo === undefined) return CHECKS.flatMap((check) => done.get(check) ?? check(ctx));
  const left = CHECKS.filter((check) => !done.has(check));
  const found = memo.run(left, ctx);
  return CHECKS.flatMap((check) => done.get(check) ?? found[left.indexOf(check)] ?? []);
}

export type { Check, CheckContext } from './context.ts';
