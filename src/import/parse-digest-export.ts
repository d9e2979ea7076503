import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { type ExportLine, isBlank } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import type { DigestExport, ExportTheme } from './parsed-export.ts';
import { bulletText } from './sections.ts';

/**
 * Reads a discussion-digest export: a title, then theme headings each followed by "- " points.
 * Places each line it reads in `ledger`; returns the export and findings.
 */
export function parseDigestExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: DigestExport | null; findings: Finding[] } {
  const filled = lines.filter((l) => !isBlank(l));
  const first = filled[0];
  if (first === undefined) return { page: null, findings: [finding('error', 'no-title', file, 1, 'the export is empty')] };
  ledger.place(first, 'title');
  const themes: ExportTheme[] = [];
  for (const line of filled.slice(1)) {
    const point = bulletText(line.text);
    const theme = themes[themes.length - 1];
    if (point === null) {
      ledger.place(line, 'theme');
      themes.push({ title: { line: line.n, value: line.text.trim() }, points: [] });
    } else if (theme) {
      ledger.place(line, 'point');
      theme.points.push({ line: line.n, value: point });
    }
    // A point before any theme heading stays unplaced and is reported.
  }
  const findings: Finding[] = themes
    .filter((t) => t.points.length === 0)
    .map((t) => finding('warning', 'theme-without-points', file, t.title.line, `theme "${t.title.value}" has no points; it is imported as an empty section`));
  const points = themes.reduce((n, t) => n + t.points.length, 0);
  findings.push(
    finding('info', 'digest-read', file, first.n, `${themes.length} themes with ${points} points (${themes.map((t) => t.points.length).join(', ')})`),
  );
  return { page: { kind: 'discussion', file, form, title: { line: first.n, value: first.text.trim() }, themes }, findings };
}
