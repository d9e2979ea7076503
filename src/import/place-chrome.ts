import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { ExportLine } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import { matchChrome } from './sections.ts';

/** Places a line of site chrome and reports it (the site regenerates it); returns whether `line` was chrome. */
export function placeChrome(file: string, line: ExportLine, ledger: LineLedger, findings: Finding[]): boolean {
  const hit = matchChrome(line.text);
  if (!hit) return false;
  ledger.place(line, 'chrome');
  findings.push(
    finding('info', 'site-chrome', file, line.n, `site chrome (${hit.what}): "${line.text.trim()}"; the site regenerates it, so it is not imported`),
  );
  return true;
}
