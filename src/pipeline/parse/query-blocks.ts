import type { Code, InlineCode } from 'mdast';

declare module 'mdast' {
  interface CodeData {
    /** The file line of a ` ```base ` or ` ```dataview ` block, for the findings of its evaluation. Default: absent. */
    line?: number;
    /** The view of a base embedded as `![[x.base#View]]`. Default: absent, every view. */
    view?: string;
  }
  interface InlineCodeData {
    /** The file line of a Dataview inline query (`` `= this.file.name` ``), for the findings of its evaluation. Default: absent. */
    line?: number;
  }
}

/**
 * The fence languages evaluated from the collection at build time instead of shown as code
 * (` ```query ` is Obsidian's embedded search, shown as an unpublished query: src/pipeline/query/blocks.ts).
 */
export const QUERY_LANGUAGES: ReadonlySet<string> = new Set(['base', 'dataview', 'dataviewjs', 'query']);

/** Whether a code block is a base or a query; if so, records its file line on it. Mutates `node`. */
export function markQueryBlock(node: Code, line: number): boolean {
  const lang = node.lang?.toLowerCase();
  if (lang === undefined || !QUERY_LANGUAGES.has(lang)) return false;
  node.data = { ...node.data, line };
  return true;
}

/** The language a block renderer is given for a Dataview inline query. */
export const INLINE_QUERY = 'dataview-inline';

/**
 * Whether inline code is a Dataview inline query, `` `= expression` `` (Dataview's prefix `=`;
 * `` `$= …` `` is DataviewJS, which the site never runs, and stays code); if so, records its file
 * line on it. Mutates `node`.
 */
export function markInlineQuery(node: InlineCode, line: number): boolean {
  const value = node.value.trimStart();
  // `==` (an operator in a note about code) can open no expression: it stays code, and costs the page nothing.
  if (!value.startsWith('=') || value.startsWith('==')) return false;
  node.data = { ...node.data, line };
  return true;
}

/** A `.base` file's YAML as a note's body: one ` ```base ` block, fenced longer than any run of backticks it holds. */
export function baseFileBody(yaml: string): string {
  const longest = Math.max(2, ...[...yaml.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}base\n${yaml.replace(/\n$/, '')}\n${fence}\n`;
}
