import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { detectKind } from './detect-kind.ts';
import { splitExportLines } from './export-lines.ts';
import { LineLedger } from './ledger.ts';
import { parseDigestExport } from './parse-digest-export.ts';
import { parseInquiryExport } from './parse-inquiry-export.ts';
import { parseNoteExport } from './parse-note-export.ts';
import type { ParsedExport } from './parsed-export.ts';

const KIND_LABEL = { inquiry: 'inquiring line', note: 'note', discussion: 'discussion digest' } as const;

/** What reading one export gives: the page (`null` when not recognised), findings, and the role of each line. */
export interface ParseResult {
  page: ParsedExport | null;
  findings: Finding[];
  /** The role each line was read in; a line without one is in `findings` as `line-not-placed`. */
  ledger: LineLedger;
  /** How many lines the file has. */
  lineCount: number;
}

/**
 * Reads one exported text file: detects its kind, reads every section and reports each line no
 * section took. Returns the parsed export (`null` when the kind is not recognised), findings and the ledger.
 */
export function parseExport(file: string, text: string): ParseResult {
  const lines = splitExportLines(text);
  const ledger = new LineLedger(file, lines);
  const detected = detectKind(lines);
  if (detected === null) {
    return {
      ledger,
      lineCount: lines.length,
      page: null,
      findings: [finding('error', 'unknown-export', file, 1, 'not an export the importer knows: no "Sources N notes" heading (inquiring line), no note sections and no digest themes with "- " points; nothing was imported from this file')],
    };
  }
  const parse = detected.kind === 'inquiry' ? parseInquiryExport : detected.kind === 'note' ? parseNoteExport : parseDigestExport;
  const result = parse(file, lines, detected.form, ledger);
  const form = detected.kind === 'inquiry' ? inquiryForm(result.page) : `${detected.form} export`;
  const findings: Finding[] = [
    finding('info', 'kind-detected', file, null, `${KIND_LABEL[detected.kind]}, ${form} (${detected.because})`),
    ...result.findings,
    ...ledger.unplaced(),
  ];
  return { page: result.page, findings, ledger, lineCount: lines.length };
}

function inquiryForm(page: ParsedExport | null): string {
  if (page?.kind !== 'inquiry') return 'export';
  const dropped = page.sources.length > 0 && page.sources.every((s) => s.title === null);
  return `${page.form} export${dropped ? ', source titles dropped' : ''}`;
}
