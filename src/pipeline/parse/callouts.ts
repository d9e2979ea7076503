import type { Blockquote, Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { visit } from 'unist-util-visit';

/** Obsidian's callout types, each with the aliases that show as it. An unknown type shows as `note`. */
export const CALLOUT_TYPES = {
  note: [],
  abstract: ['summary', 'tldr'],
  info: [],
  todo: [],
  tip: ['hint', 'important'],
  success: ['check', 'done'],
  question: ['help', 'faq'],
  warning: ['caution', 'attention'],
  failure: ['fail', 'missing'],
  danger: ['error'],
  bug: [],
  example: [],
  quote: ['cite'],
} as const satisfies Record<string, readonly string[]>;

/** A callout type as shown: one of Obsidian's thirteen. */
export type CalloutType = keyof typeof CALLOUT_TYPES;

const ALIAS = new Map<string, CalloutType>(
  (Object.entries(CALLOUT_TYPES) as Array<[CalloutType, readonly string[]]>).flatMap(([type, aliases]) => [
    [type, type] as const,
    ...aliases.map((a) => [a, type] as const),
  ]),
);

/** The callout type a written type shows as: itself, the type it is an alias of, or `note`. */
export function calloutType(written: string): CalloutType {
  return ALIAS.get(written.toLowerCase()) ?? 'note';
}

// `[!type]`, then `+` (folded open) or `-` (folded shut), then the title on the same line. As in
// Obsidian, a type may hold spaces (`[!take away]`, `[!note ]`): a custom type shows as a note,
// titled by the type as written.
const MARKER_RE = /^\[!([^\]\n]*[^\]\s][^\]\n]*)\]([+-]?)[ \t]*/;

/** Splits a paragraph's children at its first line break: the first line, and the rest. */
function splitFirstLine(children: readonly PhrasingContent[]): { first: PhrasingContent[]; rest: PhrasingContent[] } {
  const first: PhrasingContent[] = [];
  for (let i = 0; i < children.length; i++) {
    const node = children[i] as PhrasingContent;
    if (node.type === 'break') return { first, rest: children.slice(i + 1) };
    if (node.type === 'text' && node.value.includes('\n')) {
      const cut = node.value.indexOf('\n');
      const head = node.value.slice(0, cut);
      const tail = node.value.slice(cut + 1);
      if (head) first.push({ ...node, value: head });
      const rest: PhrasingContent[] = tail ? [{ ...node, value: tail } as Text] : [];
      return { first, rest: [...rest, ...children.slice(i + 1)] };
    }
    first.push(node);
  }
  return { first, rest: [] };
}

/**
 * Turns Obsidian callouts (`> [!type]± Title` blockquotes) into framed boxes: a foldable one
 * (`+` open, `-` shut) becomes a native `<details>`, others a `<div>`; both carry the classes
 * `callout callout-<type>`. Nested callouts and any content (lists, code, math) work, since the
 * body stays Markdown. Mutates `tree`.
 */
export function transformCallouts(tree: Root): void {
  visit(tree, 'blockquote', (node: Blockquote) => {
    // A callout's own content wrapper is a blockquote too; its first line is text, not a marker.
    if (node.data?.hName !== undefined) return;
    const head = node.children[0];
    if (head?.type !== 'paragraph') return;
    const lead = head.children[0];
    if (lead?.type !== 'text') return;
    const marker = MARKER_RE.exec(lead.value);
    if (!marker) return;
    // `[!type|metadata]`: the metadata only styles the callout in Obsidian's CSS snippets.
    const written = (marker[1] ?? 'note').split('|')[0]?.trim() || 'note';
    const type = calloutType(written);
    const fold = marker[2] ?? '';
    const children = [{ ...lead, value: lead.value.slice(marker[0].length) }, ...head.children.slice(1)];
    const { first, rest } = splitFirstLine(children);
    const hasTitle = first.some((n) => n.type !== 'text' || n.value.trim() !== '');
    const titleChildren: PhrasingContent[] = hasTitle ? first : [{ type: 'text', value: written.charAt(0).toUpperCase() + written.slice(1).toLowerCase() }];
    const foldable = fold !== '';
    const title: Paragraph = {
      type: 'paragraph',
      children: titleChildren,
      data: { hName: foldable ? 'summary' : 'div', hProperties: { className: ['callout-title'] } },
    };
    const body: RootContent[] = [...(rest.length > 0 ? [{ type: 'paragraph', children: rest } as Paragraph] : []), ...node.children.slice(1)];
    const content: Blockquote = {
      type: 'blockquote',
      children: body as Blockquote['children'],
      data: { hName: 'div', hProperties: { className: ['callout-content'] } },
    };
    node.children = [title, ...(body.length > 0 ? [content] : [])];
    node.data = {
      hName: foldable ? 'details' : 'div',
      hProperties: { className: ['callout', `callout-${type}`], dataCallout: type, ...(fold === '+' ? { open: true } : {}) },
    };
  });
}
