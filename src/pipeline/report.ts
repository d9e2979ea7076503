import type { Finding } from '../schemas/finding.ts';
import { sortFindings } from './finding.ts';

/** How findings are printed: every one, or grouped by code once they are too many for a screen. */
export interface FormatOptions {
  /** List every finding, however many (default false). */
  verbose?: boolean;
}

/** Most findings listed one by one by default; more are grouped by code, so a large vault's report fits on one screen. */
export const LIST_AT_MOST = 20;
/** Places named in each group of the grouped report. */
const FIRST_FEW = 3;
const SEVERITY_ORDER: readonly Finding['severity'][] = ['error', 'warning', 'info'];

/**
 * Takes findings; returns them as text: every one grouped by file (`formatByFile`) when there are
 * at most `LIST_AT_MOST` or `verbose` is set, else one group per severity and code (`formatByCode`).
 */
export function formatFindings(findings: readonly Finding[], options: FormatOptions = {}): string {
  return options.verbose === true || findings.length <= LIST_AT_MOST ? formatByFile(findings) : formatByCode(findings);
}

/**
 * Takes findings; returns two lines per severity and code, errors first and the most frequent code
 * first: the count and the first few places, then the first one's message as an example.
 */
export function formatByCode(findings: readonly Finding[]): string {
  const groups = new Map<string, Finding[]>();
  for (const f of sortFindings(findings)) {
    const key = `${f.severity} ${f.code}`;
    const list = groups.get(key);
    if (list) list.push(f);
    else groups.set(key, [f]);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => SEVERITY_ORDER.indexOf(a[0]?.severity ?? 'info') - SEVERITY_ORDER.indexOf(b[0]?.severity ?? 'info') || b.length - a.length,
  );
  const place = (f: Finding): string => `${shownPath(f.file ?? '(collection)')}${f.line ? `:${f.line}` : ''}`;
  const blocks = ordered.map((list) => {
    const first = list[0];
    if (first === undefined) return '';
    const files = new Set(list.map((f) => f.file)).size;
    const more = list.length - FIRST_FEW;
    const places = `${list.slice(0, FIRST_FEW).map(place).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    const count = `${list.length} ${first.severity === 'info' ? 'info' : `${first.severity}${list.length === 1 ? '' : 's'}`}`;
    return `${count}  ${first.code}  in ${files} file${files === 1 ? '' : 's'}: ${places}\n      e.g. ${place(first)}  ${first.message}`;
  });
  return [`${findings.length} findings by code (--verbose lists every one, --json gives them as data):`, ...blocks.map((b) => `  ${b}`)].join('\n');
}

/** Findings as text, grouped by file: a heading per file, then one `file:line  severity  code  message` line each. */
export function formatByFile(findings: readonly Finding[]): string {
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
