import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { InputFile } from './collect-inputs.ts';
import type { ExportKind } from './detect-kind.ts';
import { parseExport } from './parse-export.ts';
import type { ParsedExport } from './parsed-export.ts';

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

/**
 * Parses every input file and starts its report line: a page that could not be read fails; a
 * listing page of the site is skipped with a `page-skipped` note, and so is a page whose kind the
 * evidence does not settle (`kind-uncertain`, naming the lines that decided): neither makes the
 * batch fail; every other page is imported
 * (returned in `parsed`). An input the collector could not read (its error in `inputFindings`) fails too.
 */
export function readInputs(
  files: readonly InputFile[],
  inputFindings: readonly Finding[],
): { parsed: ParsedExport[]; reports: PageReport[]; findings: Finding[] } {
  const parsed: ParsedExport[] = [];
  const reports: PageReport[] = [];
  const findings: Finding[] = [];
  const report = (file: string, outcome: PageOutcome, kind: ExportKind | null, evidence: string, confident: boolean): PageReport => ({
    file,
    outcome,
    kind,
    evidence,
    confident,
    links: 0,
    candidates: 0,
    warnings: 0,
    errors: 0,
  });
  for (const file of files) {
    const result = parseExport(file.name, file.text);
    findings.push(...result.findings);
    const page = result.page;
    const detected = result.detected;
    if (page === null || detected === null) {
      reports.push(report(file.name, 'failed', null, result.findings.find((f) => f.severity === 'error')?.message ?? 'it could not be read', false));
    } else if (!detected.confident) {
      reports.push(report(file.name, 'skipped', detected.kind, detected.because, false));
    } else if (page.kind === 'index') {
      reports.push(report(file.name, 'skipped', 'index', detected.because, detected.confident));
      findings.push(
        finding(
          'info',
          'page-skipped',
          file.name,
          page.title.line,
          `a listing page of the site ("${page.title.value}", ${page.entries} lines after its title): it holds no content of its own, so nothing was imported from it`,
        ),
      );
    } else {
      reports.push(report(file.name, 'imported', detected.kind, detected.because, detected.confident));
      parsed.push(page);
    }
  }
  for (const f of inputFindings) if (f.severity === 'error' && f.file !== null) reports.push(report(f.file, 'failed', null, f.message, false));
  return { parsed, reports, findings };
}
