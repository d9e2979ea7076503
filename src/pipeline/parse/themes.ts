import type { Root } from 'mdast';
import type { Theme } from '../../schemas/knowledge-base.ts';
import { inlineText } from './plain-text.ts';

/** A discussion's themes: each `##` heading with the points of the lists after it, as the Markdown written. */
export function discussionThemes(tree: Root, body: string): Theme[] {
  const themes: Theme[] = [];
  let current: Theme | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      current = node.depth === 2 ? { title: inlineText(node.children, (l) => l.shown ?? l.target).text.trim(), points: [] } : undefined;
      if (current) themes.push(current);
    } else if (node.type === 'list' && current) {
      for (const item of node.children) {
        const first = item.children[0]?.position?.start.offset;
        const last = item.children[item.children.length - 1]?.position?.end.offset;
        if (first === undefined || last === undefined) continue;
        const point = body.slice(first, last).trim();
        if (point) current.points.push(point);
      }
    }
  }
  return themes;
}
