import type { Finding } from '../schemas/finding.ts';
import { KIND_LABEL } from './parse-export.ts';
import type { PageReport } from './page-report.ts';
import type { ImportResult } from './run-import.ts';

const MARK: Record<Finding['severity'], string> = { error: 'error  ', warning: 'warning', info: '       ' };

/**
 * The import report as readable text: findings grouped by file (inputs first, then the output
 * folder), each with its line; then one line per input file (what became of it, its kind and the
 * evidence that decided, citations linked of the places that could be citations, warnings); then
 * the pages and files the import produced.
 */
export function formatReport(result: ImportResult): string {
  const groups = new Map<string, Finding[]>();
  for (const f of result.findings) {
    const key = f.file ?? '(collection)';
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const out: string[] = [];
  for (const [file, list] of groups) {
    out.push(file);
    for (const f of list) out.push(`  ${MARK[f.severity]} ${f.line === null ? '' : `line ${f.line}: `}${f.message} [${f.code}]`);
    out.push('');
  }
  const { pages, files, inputs, perPage } = result.summary;
  if (perPage.length > 0) {
    out.push('Per file:');
    for (const r of perPage) out.push(`  ${pageLine(r)}`);
    out.push('');
  }
  const outcome = (o: PageReport['outcome']): number => perPage.filter((r) => r.outcome === o).length;
  const kinds = (
    [
      ['note', 'note', 'notes'],
      ['inquiry', 'inquiring line', 'inquiring lines'],
      ['paper', 'paper', 'papers'],
      ['discussion', 'discussion', 'discussions'],
    ] as const
  ).map(([k, one, many]) => `${pages[k].total} ${pages[k].total === 1 ? one : many} (${pages[k].stubs} stub${pages[k].stubs === 1 ? '' : 's'})`);
  out.push(
    `Imported ${outcome('imported')} of ${inputs} file${inputs === 1 ? '' : 's'} into ${result.outName}/: ${outcome('skipped')} skipped, ${outcome('failed')} failed`,
  );
  out.push(
    `Pages: ${kinds.join(', ')}${result.summary.clusters > 0 ? `; ${result.summary.clusters} cluster file${result.summary.clusters === 1 ? '' : 's'}` : ''}`,
  );
  out.push(
    `Files: ${files.create} created, ${files.update} updated, ${files.unchanged} unchanged, ${files['kept-hand-edited']} kept (edited by hand), ${files['replaced-hand-edited']} replaced (--force), ${files.removed} removed (moved)`,
  );
  const count = (s: Finding['severity']): number => result.findings.filter((f) => f.severity === s).length;
  out.push(`Findings: ${count('error')} errors, ${count('warning')} warnings, ${count('info')} notes`);
  return `${out.join('\n')}\n`;
}

/** One input file in the report: outcome, kind and evidence, citations, warnings and errors. */
function pageLine(r: PageReport): string {
  const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;
  const problems = `${plural(r.warnings, 'warning')}${r.errors > 0 ? `, ${plural(r.errors, 'error')}` : ''}`;
  if (r.outcome === 'failed') return `${r.file}: failed (${r.evidence}); ${problems}`;
  const kind = `${KIND_LABEL[r.kind ?? 'note']}${r.confident ? '' : ', uncertain'}`;
  if (r.outcome === 'skipped') return `${r.file}: skipped, ${kind} (${r.evidence}); ${problems}`;
  return `${r.file}: ${kind} (${r.evidence}); citations linked ${r.links} of ${r.candidates} candidates; ${problems}`;
}
