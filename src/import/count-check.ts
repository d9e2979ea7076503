import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { ReadHeading } from './parsed-export.ts';

/**
 * Compares the count a heading announces with what was found under it: an `info` finding when
 * they agree, a `warning` naming both numbers when they do not. Returns `null` without a heading.
 */
export function checkCount(file: string, heading: ReadHeading | null, label: string, found: number, unit: string): Finding | null {
  if (heading === null) return null;
  if (heading.announced === null) {
    return finding('info', 'count-not-announced', file, heading.line, `"${label}" announces no count; found ${found} ${unit}`);
  }
  if (heading.announced === found) {
    return finding('info', 'count-ok', file, heading.line, `"${label} ${heading.announced}": found ${found} ${unit}`);
  }
  return finding(
    'warning',
    'count-mismatch',
    file,
    heading.line,
    `"${label} ${heading.announced}" announces ${heading.announced} but ${found} ${unit} were found; check the export for missing or merged lines`,
    { data: { announced: heading.announced, found } },
  );
}
