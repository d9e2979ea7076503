import type { Link, Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { normalTag, tagUrl } from '../resolve/slug.ts';

// Obsidian's inline tag: `#` at the start or after a space, then a run of characters up to a space,
// ASCII punctuation other than `_`, `-` and `/` (`&`, `(`, `:`, `,` end a tag) or general
// punctuation (U+2000–U+206F, U+2E00–U+2E7F). So a letter of any script, its marks (Devanagari,
// Thai vowel signs) and an emoji belong to a tag. The help (Tags): letters, numbers, `_`, `-` and
// `/` for nesting, and "at least one non-numerical character" (`#1984` is not a tag).
const TAG_RE = /(^|\s)#([^\s\u2000-\u206F\u2E00-\u2E7F'!"#$%&()*+,.:;<=>?@^`{|}~[\]\\]+)/gu;
const NOT_A_NUMBER_RE = /[^\p{N}]/u;

/**
 * The positions in a text node's value of the `#` written escaped (`\#word`, not a tag), from the
 * source it was parsed from: the parser drops the backslash. Empty when the source does not show one.
 */
function escapedHashes(value: string, raw: string): Set<number> {
  const escaped = new Set<number>();
  if (!raw.includes('\\#')) return escaped;
  let j = 0;
  for (let i = 0; i < raw.length && j < value.length; i++, j++) {
    const c = raw[i];
    if (c === '\\' && raw[i + 1] !== undefined && value[j] === raw[i + 1] && /[!-/:-@[-`{-~]/.test(raw[i + 1] ?? '')) {
      if (raw[i + 1] === '#') escaped.add(j);
      i++;
    } else if (c !== value[j]) return new Set();
  }
  return escaped;
}

/**
 * Turns `#tag` and `#nested/tag` in the body's text, headings included (`### #algorithm: …`), into
 * links to the tag's page (class `tag`); returns the tags, normalised (`normalTag`), in order of
 * first appearance. `source`, the body the tree was parsed from, tells an escaped `\#word` (text)
 * apart. Mutates `tree`.
 */
export function splitTags(tree: Root, source = ''): string[] {
  const found = new Set<string>();
  visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
    if (!parent || index === undefined || parent.type === 'link' || parent.type === 'linkReference') return;
    if (!node.value.includes('#')) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const escaped = start === undefined || end === undefined ? new Set<number>() : escapedHashes(node.value, source.slice(start, end));
    const parts: PhrasingContent[] = [];
    let last = 0;
    for (const m of node.value.matchAll(TAG_RE)) {
      const lead = m[1] ?? '';
      const name = m[2] ?? '';
      const tag = normalTag(name);
      const at = m.index + lead.length;
      if (tag === '' || !NOT_A_NUMBER_RE.test(name) || escaped.has(at)) continue;
      const start = at;
      if (start > last) parts.push({ type: 'text', value: node.value.slice(last, start) });
      const link: Link = { type: 'link', url: tagUrl(tag), children: [{ type: 'text', value: `#${name}` }], data: { hProperties: { className: ['tag'] } } };
      parts.push(link);
      found.add(tag);
      last = start + 1 + name.length;
    }
    if (parts.length === 0) return;
    if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
    parent.children.splice(index, 1, ...(parts as typeof parent.children));
    return [SKIP, index + parts.length];
  });
  return [...found];
}
