/**
 * Finds the line of a frontmatter value from its zod path, by scanning the raw YAML text.
 * Cheap and approximate on purpose: it handles top-level keys and block-list items, which is
 * where authors make mistakes; anything deeper falls back to the nearest line it can find.
 */

/** A zod issue path. */
export type FieldPath = ReadonlyArray<PropertyKey>;

/**
 * The 1-based file line of `path` in `yaml` (gray-matter's raw frontmatter, whose first line is
 * the rest of the opening `---` line), or line 1 (the opening `---`) when the key is absent.
 */
export function frontmatterLine(yaml: string, path: FieldPath): number {
  const lines = yaml.split('\n');
  const key = path[0];
  if (typeof key !== 'string') return 1;
  const keyIndex = lines.findIndex(
    (l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`) || new RegExp(`^${escape(key)}\\s+:`).test(l),
  );
  if (keyIndex < 0) return 1;
  const item = path[1];
  if (typeof item !== 'number') return keyIndex + 1;
  let seen = -1;
  let itemIndent: number | undefined;
  for (let i = keyIndex + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = line.length - line.trimStart().length;
    const isItem = line.trimStart().startsWith('- ') || line.trim() === '-';
    // A line back at column 0 that is not a list item starts the next key.
    if (indent === 0 && !isItem) break;
    if (!isItem) continue;
    itemIndent ??= indent;
    if (indent !== itemIndent) continue;
    seen++;
    if (seen === item) return i + 1 + nestedOffset(lines, i, path[2]);
  }
  return keyIndex + 1;
}

/** For `related[3].to`, the offset from the item's `- ` line to the line holding `to:`. */
function nestedOffset(lines: string[], itemLine: number, field: PropertyKey | undefined): number {
  if (typeof field !== 'string') return 0;
  for (let i = itemLine; i < Math.min(lines.length, itemLine + 20); i++) {
    const line = (lines[i] ?? '').replace(/^\s*-\s/, '  ').trimStart();
    if (line.startsWith(`${field}:`)) return i - itemLine;
    if (i > itemLine && /^\s*-\s/.test(lines[i] ?? '')) break;
  }
  return 0;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
