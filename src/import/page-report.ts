import type { Finding } from '../schemas/finding.ts';
import type { ExportKind } from './detect-kind.ts';

/** What became of one input file: imported as a page, skipped (a listing page of the site) or failed (it could not be read). */
export type PageOutcome = 'imported' | 'skipped' | 'failed';

/** One input file as the import's report lists it. */
export interface PageReport {
  file: string;
  outcome: PageOutcome;
  /** The kind recognised; `null` when the file could not be read. */
  kind: ExportKind | null;
  /** The evidence that decided the kind, or why the file could not be read. */
  evidence: string;
  /** `false` when the kind was read on thin evidence (a `kind-uncertain` warning says so). */
  confident: boolean;
  /** Citation links written into the page's body, and the places that could be citations. */
  links: number;
  candidates: number;
  warnings: number;
  errors: number;
}

/** Counts the warnings and errors each report's file has among `findings`; returns the reports completed. */
export function countFindings(reports: readonly PageReport[], findings: readonly Finding[]): PageReport[] {
  return reports.map((r) => {
    const own = findings.filter((f) => f.file === r.file);
    return { ...r, warnings: own.filter((f) => f.severity === 'warning').length, errors: own.filter((f) => f.severity === 'error').length };
  });
}
