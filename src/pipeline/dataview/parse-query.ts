import { type Expression, parseExpression } from '../query/expression.ts';

/**
 * Dataview's query language (DQL), read into a query: `LIST`, `TABLE` and `TASK` with `FROM`,
 * `WHERE`, `SORT`, `LIMIT`, `GROUP BY` and `FLATTEN`. Its expressions are JavaScript's with a
 * few words of its own (`=`, `and`, `or`, `[[links]]`), rewritten here into jsep's syntax
 * (`==`, `&&`, `||`, `link("…")`) and parsed as Bases' are. A query this cannot read is an
 * error naming what it could not read; the caller shows it as not published.
 */

/** Where a query's pages come from: a tag, a folder, the pages linking to a note (or those it links to), combined. */
export type Source =
  | { tag: string }
  | { folder: string }
  | { linksTo: string }
  | { linkedFrom: string }
  | { all: true }
  | { not: Source }
  | { and: [Source, Source] }
  | { or: [Source, Source] };

/** A data command, applied in the order written. */
export type Command =
  | { kind: 'where'; expression: Expression }
  | { kind: 'sort'; keys: Array<{ expression: Expression; descending: boolean }> }
  | { kind: 'limit'; count: number }
  | { kind: 'group'; expression: Expression; name: string }
  | { kind: 'flatten'; expression: Expression; name: string };

/** A query read: its type, its columns (TABLE) or its value (LIST), where its pages come from and its commands. */
export interface Query {
  /** A CALENDAR's one column is the date each page stands on. */
  type: 'list' | 'table' | 'task' | 'calendar';
  /** `WITHOUT ID`: no file column. */
  withoutId: boolean;
  columns: Array<{ expression: Expression; label: string }>;
  source: Source;
  commands: Command[];
}

/** Why a query could not be read. */
export class QueryError extends Error {}

const COMMANDS = ['FROM', 'WHERE', 'SORT', 'LIMIT', 'GROUP BY', 'FLATTEN'] as const;
const COMMAND_RE = /^(?:FROM|WHERE|SORT|LIMIT|GROUP\s+BY|FLATTEN)(?=\s)/i;

/** The query's text cut at each command word standing outside quotes and brackets, after a space or a line break. */
function clauses(source: string): Array<{ word: string; body: string }> {
  const text = source.replace(/\r\n?/g, '\n').trim();
  const out: Array<{ word: string; body: string }> = [];
  let start = 0;
  let word = '';
  let depth = 0;
  let quote = '';
  for (let i = 0; i <= text.length; i++) {
    const c = text[i] ?? '';
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    const atBoundary = i === text.length || (depth === 0 && /\s/.test(text[i - 1] ?? '') && COMMAND_RE.test(text.slice(i, i + 12)));
    if (!atBoundary) continue;
    if (i > 0 || i === text.length) {
      out.push({ word, body: text.slice(start, i).trim() });
    }
    if (i === text.length) break;
    const match = COMMAND_RE.exec(text.slice(i, i + 12));
    word = (match?.[0] ?? '').replace(/\s+/g, ' ').toUpperCase();
    start = i + (match?.[0].length ?? 0);
  }
  return out;
}

/** A DQL expression in jsep's syntax: `=` as `==`, `and`/`or` as `&&`/`||`, `[[Note]]` as `link("Note")`, `dur(7 days)` as `dur("7 days")`, strings untouched. */
export function jsepSyntax(expression: string): string {
  let out = '';
  let i = 0;
  while (i < expression.length) {
    const c = expression[i] ?? '';
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < expression.length && expression[j] !== c) j += expression[j] === '\\' ? 2 : 1;
      out += expression.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (expression.startsWith('[[', i)) {
      const end = expression.indexOf(']]', i);
      if (end < 0) throw new QueryError(`a link opened at "${expression.slice(i, i + 20)}" is not closed`);
      const target = (expression.slice(i + 2, end).split('|')[0] ?? '').split('#')[0] ?? '';
      out += `link(${JSON.stringify(target.trim())})`;
      i = end + 2;
      continue;
    }
    if (c === '=' && !/[=!<>]/.test(expression[i - 1] ?? '') && !/[=>]/.test(expression[i + 1] ?? '')) {
      out += '==';
      i++;
      continue;
    }
    // A duration written bare, as Dataview's docs write it (`dur(7 days)`), is its text.
    const duration = /^dur\(\s*(-?\d[^()"']*?)\s*\)/i.exec(expression.slice(i));
    if (duration !== null && !/\w/.test(expression[i - 1] ?? '')) {
      out += `dur(${JSON.stringify(duration[1])})`;
      i += duration[0].length;
      continue;
    }
    const word = /^[A-Za-z_][\w-]*/.exec(expression.slice(i))?.[0];
    if (word !== undefined && !/\w/.test(expression[i - 1] ?? '')) {
      const lower = word.toLowerCase();
      out += lower === 'and' ? '&&' : lower === 'or' ? '||' : word.includes('-') ? word.replace(/-/g, '_') : word;
      i += word.length;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** A DQL expression parsed; throws `QueryError` when it is not one this reads (a lambda, `dur(…)`…). */
export function parseDql(expression: string): Expression {
  try {
    return parseExpression(jsepSyntax(expression));
  } catch (error) {
    throw new QueryError(`"${expression}" is not an expression the site reads (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** Splits a list at top-level commas (outside quotes, parentheses and brackets). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** An expression with its `AS "Name"`: the expression's text and the name (the text itself when none). */
function named(text: string): { expression: string; name: string } {
  const m = /^(.*?)\s+AS\s+(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*$/is.exec(text);
  if (!m) return { expression: text, name: text };
  return { expression: (m[1] ?? '').trim(), name: m[2] ?? m[3] ?? m[4] ?? '' };
}

/** Reads a query's text; throws `QueryError` saying what it could not read. */
export function parseQuery(source: string): Query {
  const parts = clauses(source);
  const head = parts[0];
  if (head === undefined || head.word !== '') throw new QueryError('a query starts with LIST, TABLE, TASK or CALENDAR');
  const m = /^(LIST|TABLE|TASK|CALENDAR)\b\s*([\s\S]*)$/i.exec(head.body);
  if (!m) throw new QueryError(`"${head.body.split(/\s/)[0] ?? ''}" is not a query type; write LIST, TABLE, TASK or CALENDAR`);
  const type = (m[1] ?? '').toLowerCase();
  let rest = (m[2] ?? '').trim();
  const withoutId = /^WITHOUT\s+ID\b/i.test(rest);
  if (withoutId) rest = rest.replace(/^WITHOUT\s+ID\b/i, '').trim();
  const columns =
    type === 'task'
      ? []
      : splitTopLevel(rest)
          .map((c) => named(c))
          .map((c) => ({ expression: parseDql(c.expression), label: c.name }));
  if (type === 'list' && columns.length > 1) throw new QueryError('LIST takes one expression');
  if (type === 'calendar' && columns.length !== 1) throw new QueryError('CALENDAR takes one date, the field each page stands on (CALENDAR file.day)');
  const query: Query = { type: type as Query['type'], withoutId, columns, source: { all: true }, commands: [] };
  for (const part of parts.slice(1)) {
    switch (part.word as (typeof COMMANDS)[number]) {
      case 'FROM':
        query.source = parseSource(part.body);
        break;
      case 'WHERE':
        query.commands.push({ kind: 'where', expression: parseDql(part.body) });
        break;
      case 'SORT':
        query.commands.push({
          kind: 'sort',
          keys: splitTopLevel(part.body).map((key) => {
            const d = /^(.*?)\s+(ASC|ASCENDING|DESC|DESCENDING)\s*$/is.exec(key);
            return { expression: parseDql(d ? (d[1] ?? '') : key), descending: d ? (d[2] ?? '').toUpperCase().startsWith('DESC') : false };
          }),
        });
        break;
      case 'LIMIT': {
        const count = Number(part.body);
        if (!Number.isInteger(count) || count < 0) throw new QueryError(`LIMIT ${part.body} is not a whole number`);
        query.commands.push({ kind: 'limit', count });
        break;
      }
      case 'GROUP BY': {
        const { expression, name } = named(part.body);
        query.commands.push({ kind: 'group', expression: parseDql(expression), name });
        break;
      }
      case 'FLATTEN': {
        const { expression, name } = named(part.body);
        query.commands.push({ kind: 'flatten', expression: parseDql(expression), name });
        break;
      }
      default:
        throw new QueryError(`"${part.word}" is not a command`);
    }
  }
  return query;
}

/** Reads `FROM`'s sources: `#tag`, `"folder"`, `[[note]]` (pages linking to it), `outgoing([[note]])`, `-` or `!` to leave out, `and`, `or`, parentheses. */
export function parseSource(text: string): Source {
  let i = 0;
  const skip = (): void => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const atWord = (word: string): boolean => {
    skip();
    const found = text.slice(i, i + word.length).toLowerCase() === word && !/\w/.test(text[i + word.length] ?? '');
    if (found) i += word.length;
    return found;
  };
  const primary = (): Source => {
    skip();
    const c = text[i];
    if (c === '-' || c === '!') {
      i++;
      return { not: primary() };
    }
    if (c === '(') {
      i++;
      const inner = or();
      skip();
      if (text[i] !== ')') throw new QueryError(`FROM ${text}: a parenthesis is not closed`);
      i++;
      return inner;
    }
    if (c === '#') {
      const tag = /^#[^\s()"]+/.exec(text.slice(i))?.[0] ?? '#';
      i += tag.length;
      return { tag: tag.slice(1) };
    }
    if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new QueryError(`FROM ${text}: a quote is not closed`);
      const folder = text.slice(i + 1, end);
      i = end + 1;
      return { folder };
    }
    if (text.startsWith('[[', i)) {
      const end = text.indexOf(']]', i);
      if (end < 0) throw new QueryError(`FROM ${text}: a link is not closed`);
      const target = (text.slice(i + 2, end).split('|')[0] ?? '').trim();
      i = end + 2;
      return { linksTo: target };
    }
    const outgoing = /^outgoing\(\s*\[\[([^\]|]*)(?:\|[^\]]*)?\]\]\s*\)/i.exec(text.slice(i));
    if (outgoing) {
      i += outgoing[0].length;
      return { linkedFrom: (outgoing[1] ?? '').trim() };
    }
    throw new QueryError(`FROM ${text}: "${text.slice(i, i + 20)}" is not a source; write #tag, "folder", [[note]] or outgoing([[note]])`);
  };
  const and = (): Source => {
    let left = primary();
    while (atWord('and')) left = { and: [left, primary()] };
    return left;
  };
  const or = (): Source => {
    let left = and();
    while (atWord('or')) left = { or: [left, and()] };
    return left;
  };
  const source = or();
  skip();
  if (i < text.length) throw new QueryError(`FROM ${text}: "${text.slice(i, i + 20)}" is not read`);
  return source;
}
