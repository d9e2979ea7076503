import type { Finding } from '../schemas/finding.ts';
import type { ImportResult } from './run-import.ts';

const MARK: Record<Finding['severity'], string> = { error: 'error  ', warning: 'warning', info: '       ' };

/**
 * The import report as readable text: findings grouped by file (inputs first, then the output
 * folder), each with its line, then the pages and files the import produced.
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
  const { pages, files, inputs } = result.summary;
  const kinds = ([['note', 'note', 'notes'], ['inquiry', 'inquiring line', 'inquiring lines'], ['paper', 'paper', 'papers'], ['discussion', 'discussion', 'discussions']] as const).map(
    ([k, one, many]) => `${pages[k].total} ${pages[k].total === 1 ? one : many} (${pages[k].stubs} stub${pages[k].stubs === 1 ? '' : 's'})`,
  );
  out.push(`Imported ${inputs} file${inputs === 1 ? '' : 's'} into ${result.outName}/`);
  out.push(`Pages: ${kinds.join(', ')}`);
  out.push(
    `Files: ${files.create} created, ${files.update} updated, ${files.unchanged} unchanged, ${files['kept-hand-edited']} kept (edited by hand), ${files['replaced-hand-edited']} replaced (--force), ${files.removed} removed (moved)`,
  );
  const count = (s: Finding['severity']): number => result.findings.filter((f) => f.severity === s).length;
  out.push(`Findings: ${count('error')} errors, ${count('warning')} warnings, ${count('info')} notes`);
  return `${out.join('\n')}\n`;
}
