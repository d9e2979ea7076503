import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { JsonValue } from '../../schemas/property.ts';
import type { WikiLink } from '../parse/wiki-links.ts';

/** A task of a note (`- [ ] text`, `- [x] text`), as Dataview's `TASK` lists it. */
export interface Task {
  text: string;
  completed: boolean;
  /** The character between the brackets (`' '`, `'x'`, `'?'`…). */
  status: string;
}

/** A paragraph's text with its links written back as `[[target]]`, as Dataview reads an inline field's value. */
function paragraphText(node: { children?: unknown[] }): string {
  const parts: string[] = [];
  for (const child of (node.children ?? []) as Array<{ type: string; value?: string }>) {
    if (child.type === 'wikiLink') {
      const link = child as unknown as WikiLink;
      parts.push(`[[${link.target}${link.heading ? `#${link.heading}` : ''}]]`);
    } else if (child.type === 'text' || child.type === 'inlineCode') parts.push(child.value ?? '');
    // A hard line break (two spaces or `\` at a line's end) ends a line, as it does in the file.
    else if (child.type === 'break') parts.push('\n');
    else if (child.type !== 'html') parts.push(toString(child as Parameters<typeof toString>[0]));
  }
  return parts.join('');
}

// `key:: value` alone on a line, and `[key:: value]` or `(key:: value)` inside one.
const LINE_FIELD_RE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?([\p{L}\p{N}_][\p{L}\p{N}_ -]*?)(?:\*\*|__)?::[ \t]*(.*)$/u;
const BRACKET_FIELD_RE = /[[(]([\p{L}\p{N}_][\p{L}\p{N}_ -]*?)::[ \t]*([^\])]*)[\])]/gu;

/** An inline field's value as a property would hold it: a number, true or false, or the text as written. */
function fieldValue(text: string): JsonValue {
  const value = text.trim();
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return Number(value);
  if (/^(?:true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return value;
}

/**
 * Dataview's inline fields of a body (`key:: value` on its own line, `[key:: value]`,
 * `(key:: value)`): a key written twice is a list of its values, as Dataview reads it.
 */
export function inlineFields(tree: Root): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  const add = (key: string, value: JsonValue): void => {
    const name = key.trim();
    const had = out[name];
    if (had === undefined) out[name] = value;
    else out[name] = Array.isArray(had) ? [...had, value] : [had, value];
  };
  visit(tree, 'paragraph', (node) => {
    const text = paragraphText(node);
    if (!text.includes('::')) return;
    for (const line of text.split('\n')) {
      let inBrackets = false;
      for (const m of line.matchAll(BRACKET_FIELD_RE)) {
        inBrackets = true;
        add(m[1] ?? '', fieldValue(m[2] ?? ''));
      }
      if (inBrackets) continue;
      const whole = LINE_FIELD_RE.exec(line);
      if (whole) add(whole[1] ?? '', fieldValue(whole[2] ?? ''));
    }
  });
  return out;
}

/** The tasks of a body, in order. */
export function tasksOf(tree: Root): Task[] {
  const out: Task[] = [];
  visit(tree, 'listItem', (node) => {
    if (typeof node.checked !== 'boolean') return;
    const first = node.children[0];
    const text = first && first.type === 'paragraph' ? (paragraphText(first).split('\n')[0] ?? '') : '';
    const status = typeof node.data?.hProperties?.['dataTask'] === 'string' ? node.data.hProperties['dataTask'] : node.checked ? 'x' : ' ';
    // Dataview counts only `[x]` as completed; `[/]`, `[-]`, `[?]` are other statuses of an open task.
    out.push({ text: text.trim(), completed: status.toLowerCase() === 'x', status });
  });
  return out;
}
