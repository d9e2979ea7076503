import type { Finding, Severity } from '../schemas/finding.ts';

/** How many findings of each severity a list holds. */
export type SeverityCounts = Record<Severity, number>;

/** Counts findings by severity. */
export function countFindings(findings: readonly Finding[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** One finding as a terminal line: `file:line: severity [code] message` (`file` is relative to `contentRoot` when given). */
export function formatFinding(finding: Finding, contentRoot = ''): string {
  const where = finding.file === null ? 'collection' : `${contentRoot}${finding.file}${finding.line === null ? '' : `:${finding.line}`}`;
  return `${where}: ${finding.severity} [${finding.code}] ${finding.message}`;
}

/** Findings as terminal lines, errors first then warnings; `info` findings only when `verbose`. */
export function formatFindings(findings: readonly Finding[], options: { contentRoot?: string; verbose?: boolean } = {}): string[] {
  const order: Severity[] = options.verbose ? ['error', 'warning', 'info'] : ['error', 'warning'];
  return order.flatMap((severity) =>
    findings.filter((finding) => finding.severity === severity).map((finding) => formatFinding(finding, options.contentRoot)),
  );
}

/** `2 errors, 1 warning, 5 notes`: a one-line summary of the counts. */
export function summariseFindings(counts: SeverityCounts): string {
  const part = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${part(counts.error, 'error')}, ${part(counts.warning, 'warning')}, ${part(counts.info, 'note')}`;
}
