/**
 * Obsidian comments: `%%inline%%` and blocks from a `%%` line to the next `%%`. Authors keep
 * notes to self in them, so they are cut out of the body before anything else reads it.
 */

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The body with every Obsidian comment removed. Each comment line becomes an empty line, so the
 * lines after it keep their numbers. As in Obsidian, `%%` inside a fenced code block or an inline
 * code span is text, and a comment never closed runs to the end of the body. Linear in the
 * body's length.
 */
export function stripComments(body: string): string {
  if (!body.includes('%%')) return body;
  const lines = body.split('\n');
  let inComment = false;
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (inComment) {
      const close = line.indexOf('%%');
      if (close < 0) {
        lines[i] = '';
        continue;
      }
      inComment = false;
      const rest = stripLine(line.slice(close + 2));
      lines[i] = rest.text;
      inComment = rest.open;
      continue;
    }
    if (fence !== null) {
      if (line.trimStart().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    const opening = FENCE_RE.exec(line)?.[1];
    if (opening !== undefined) {
      fence = opening;
      continue;
    }
    const stripped = stripLine(line);
    lines[i] = stripped.text;
    inComment = stripped.open;
  }
  return lines.join('\n');
}

/** One line outside code blocks with its comments removed; `open` when a comment starts and does not close on it. */
function stripLine(line: string): { text: string; open: boolean } {
  let out = '';
  let pos = 0;
  // Backtick run lengths known to have no closing run later on the line: later runs of that length have none either.
  const unclosed = new Set<number>();
  while (pos < line.length) {
    const comment = line.indexOf('%%', pos);
    if (comment < 0) break;
    const tick = line.indexOf('`', pos);
    if (tick >= 0 && tick < comment) {
      let end = tick;
      while (line[end] === '`') end++;
      const run = end - tick;
      const close = unclosed.has(run) ? -1 : closingRun(line, end, run);
      if (close < 0) unclosed.add(run);
      const after = close < 0 ? end : close + run;
      out += line.slice(pos, after);
      pos = after;
      continue;
    }
    out += line.slice(pos, comment);
    const close = line.indexOf('%%', comment + 2);
    if (close < 0) return { text: out, open: true };
    pos = close + 2;
  }
  return { text: out + line.slice(pos), open: false };
}

/** Where the next run of exactly `run` backticks starts at or after `from`, or -1. */
function closingRun(line: string, from: number, run: number): number {
  let i = line.indexOf('`', from);
  while (i >= 0) {
    let end = i;
    while (line[end] === '`') end++;
    if (end - i === run) return i;
    i = line.indexOf('`', end);
  }
  return -1;
}
