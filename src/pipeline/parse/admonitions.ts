// The Admonition plugin's code blocks (` ```ad-note `, ` ```ad-<custom type> `), written as the
// Obsidian callouts they show as: a fence `ad-<type>`, then optional `title:`, `collapse:`, `icon:`
// and `color:` lines, then Markdown content. The block becomes `> [!type]± title` and its content
// quoted, line for line, so every line of the body keeps its number; the callout stage
// (`callouts.ts`) then frames it as it frames any callout.

// An opening fence of three or more backticks or tildes, indented at most three spaces, and its info.
const FENCE_RE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
// The fence's info when it opens an admonition: `ad-` and the type (letters of any script, digits, `-`, `_`).
const ADMONITION_RE = /^ad-([\p{L}\p{N}_-]+)\s*$/u;
// An option line at the top of the content.
const OPTION_RE = /^\s*(title|collapse|icon|color)\s*:[ \t]*(.*?)\s*$/i;

/** Whether `line` closes a fence opened with `fence` (the same mark, at least as many, nothing after). */
function closes(line: string, fence: string): boolean {
  const mark = fence.charAt(0);
  const match = /^ {0,3}(`+|~+)\s*$/.exec(line);
  return match?.[1] !== undefined && match[1].charAt(0) === mark && match[1].length >= fence.length;
}

/** The callout marker line of an admonition: its type, its fold (`collapse: open` is `+`, `closed` is `-`) and its title. */
function markerLine(indent: string, type: string, options: ReadonlyMap<string, string>): string {
  const collapse = options.get('collapse')?.toLowerCase();
  const fold = collapse === 'open' ? '+' : collapse === 'closed' ? '-' : '';
  const title = options.get('title') ?? '';
  return `${indent}> [!${type}]${fold}${title === '' ? '' : ` ${title}`}`;
}

/**
 * Takes a note's body; returns it with each top-level ` ```ad-<type> ` block written as a callout,
 * the same number of lines (an option line and the closing fence become a bare `>` and an empty
 * line). Other fenced blocks, and admonition syntax shown inside them, are left as written; a block
 * never closed is left as the code block CommonMark reads it as.
 */
export function admonitionsAsCallouts(body: string): string {
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_RE.exec(lines[i] ?? '');
    if (open === null) continue;
    const [, indent = '', fence = '', info = ''] = open;
    let end = i + 1;
    while (end < lines.length && !closes(lines[end] ?? '', fence)) end++;
    const type = ADMONITION_RE.exec(info.trim())?.[1];
    if (type !== undefined && end < lines.length) {
      const options = new Map<string, string>();
      let content = i + 1;
      for (let option = OPTION_RE.exec(lines[content] ?? ''); content < end && option !== null; option = OPTION_RE.exec(lines[content] ?? '')) {
        options.set((option[1] ?? '').toLowerCase(), option[2] ?? '');
        lines[content] = `${indent}>`;
        content++;
      }
      lines[i] = markerLine(indent, type, options);
      for (let j = content; j < end; j++) lines[j] = `${indent}> ${lines[j] ?? ''}`;
      lines[end] = '';
    }
    i = end;
  }
  return lines.join('\n');
}
