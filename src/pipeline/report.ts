import type { Finding } from '../schemas/finding.ts';
import { sortFindings } from './finding.ts';

/** Findings as text, grouped by file: a heading per file, then one `file:line  severity  code  message` line each. */
export function formatFindings(findings: readonly Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of sortFindings(findings)) {
    const key = f.file ?? '(collection)';
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  const blocks: string[] = [];
  for (const [file, list] of groups) {
    const lines = list.map((f) => `${shownPath(f.file ?? '(collection)')}${f.line ? `:${f.line}` : ''}  ${f.severity}  ${f.code}  ${f.message}`);
    blocks.push([shownPath(file), ...lines.map((l) => `  ${l}`)].join('\n'));
  }
  return blocks.join('\n\n');
}

/** A file path as printed: quoted with its escapes when it holds a line break or another control character, so each finding stays on one line. */
function shownPath(file: string): string {
  const control = [...file].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  return control ? JSON.stringify(file) : file;
}

/** One summary line: how many pages were checked and how many errors, warnings and notes were found. */
export function summary(findings: readonly Finding[], pages: number, contentDir: string): string {
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(pages, 'page')} checked in ${contentDir}: ${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}, ${count('info')} info`;
}
