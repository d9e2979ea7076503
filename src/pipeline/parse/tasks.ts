// Obsidian's task statuses: a list item starting `[?]`, `[!]`, `[/]`, `[-]` (any one character
// other than a space) is a task marked done, as Obsidian counts it; GitHub's task lists read only
// `[ ]` and `[x]`, so the others would show as text.
import type { ListItem, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** A body holding a list item that starts with a one-character status: worth a pass over its tree. */
export const CUSTOM_TASK_RE = /^[ \t>]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[[^\s\]]\][ \t]/m;
// The status at the start of a list item's first text; `^` and `[` are footnotes and links.
const STATUS_RE = /^\[([^\s\]^[])\][ \t]+/;

/** Takes a body's tree; makes each list item starting `[c] ` (one character `c`, not a space) a done task, the mark removed and the status kept as `data-task`. Mutates `tree`. */
export function transformCustomTasks(tree: Root): void {
  visit(tree, 'listItem', (item: ListItem) => {
    if (item.checked !== null && item.checked !== undefined) return;
    const first = item.children[0];
    const text = first?.type === 'paragraph' ? first.children[0] : undefined;
    if (text?.type !== 'text') return;
    const m = STATUS_RE.exec(text.value);
    if (!m) return;
    text.value = text.value.slice(m[0].length);
    item.checked = true;
    item.data = { ...item.data, hProperties: { ...(item.data?.hProperties ?? {}), dataTask: m[1] ?? '' } };
  });
}
