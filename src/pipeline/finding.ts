import type { Finding, Severity } from '../schemas/finding.ts';

/** Extra fields a finding may carry beyond severity, code, file, line and message. */
export type FindingExtra = Pick<Finding, 'slug' | 'data' | 'publicMessage'>;

/** Builds a finding; `line` may be `null` when no line applies. */
export function finding(severity: Severity, code: string, file: string | null, line: number | null, message: string, extra: FindingExtra = {}): Finding {
  const out: Finding = { severity, code, file, line, message };
  if (extra.slug !== undefined) out.slug = extra.slug;
  if (extra.data !== undefined) out.data = extra.data;
  if (extra.publicMessage !== undefined) out.publicMessage = extra.publicMessage;
  return out;
}

/**
 * Takes the findings; returns them as a public output may show them: without those that say why a
 * file is withheld (they would name it), and with `publicMessage` in place of a message that names
 * a page that is not published. The one gate between findings and every page of the site.
 */
export function publicFindings(findings: readonly Finding[]): Finding[] {
  return findings.flatMap((f) => {
    if (f.withheld === true) return [];
    if (f.publicMessage === undefined) return [f];
    const { publicMessage, data: _data, ...rest } = f;
    return [{ ...rest, message: publicMessage }];
  });
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Sorts findings by file (collection-wide ones first), line, severity, code, then message; returns a new array. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      compare(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      compare(a.code, b.code) ||
      compare(a.message, b.message),
  );
}

/** Plain code-unit string comparison, so output order never depends on the machine's locale. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
