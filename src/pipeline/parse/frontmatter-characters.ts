import { dropForbiddenCharacters } from '../../core/escape.ts';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { frontmatterLine } from './frontmatter-lines.ts';

/** A value with the characters XML and HTML forbid left out of every string in it (lists and maps too). */
function clean(value: unknown): unknown {
  if (typeof value === 'string') return dropForbiddenCharacters(value);
  if (Array.isArray(value)) return value.map(clean);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return value;
}

/**
 * Takes parsed frontmatter; leaves out of its strings the characters XML and HTML forbid, which a
 * YAML escape (`"\x07"`, `"\uFFFE"`) can write though the file holds none, with a warning at each
 * key that held one. Mutates `data`; returns the warnings.
 */
export function dropForbiddenInFrontmatter(file: ContentPath, yaml: string, data: Record<string, unknown>): Finding[] {
  const warnings: Finding[] = [];
  for (const [key, value] of Object.entries(data)) {
    const cleaned = clean(value);
    if (JSON.stringify(cleaned) === JSON.stringify(value)) continue;
    data[key] = cleaned;
    warnings.push(
      finding(
        'warning',
        'forbidden-character',
        file,
        frontmatterLine(yaml, [key]),
        `"${key}" holds a control character or noncharacter (written as a YAML escape) that XML and HTML forbid; it is left out of the page, feed, sitemap and search. Remove the escape`,
      ),
    );
  }
  return warnings;
}
