// Callout icons as Obsidian draws them: the Lucide icon of each type (an alias shows its type's),
// as inline SVG after sanitising, so the Content-Security-Policy needs no exception. The icons come
// from lucide-static, the package of Lucide's plain SVG files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import { type CalloutType, calloutType } from '../parse/callouts.ts';

/** The Lucide icon Obsidian shows for each callout type (Obsidian's help, "Callouts"). */
export const CALLOUT_ICONS: Record<CalloutType, string> = {
  note: 'pencil',
  abstract: 'clipboard-list',
  info: 'info',
  todo: 'circle-check',
  tip: 'flame',
  success: 'check',
  question: 'circle-question-mark',
  warning: 'triangle-alert',
  failure: 'x',
  danger: 'zap',
  bug: 'bug',
  example: 'list',
  quote: 'quote',
};

/** Takes a Lucide icon's file; returns it as markup for a title: no comment, no size (the stylesheet sets it), hidden from screen readers (the title says the type). */
function iconMarkup(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\sclass="[^"]*"/, ' class="callout-icon" aria-hidden="true" focusable="false"')
    .replace(/\s(?:width|height)="24"/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+(\/?>)/g, '$1')
    .trim();
}

// The icons' markup, read by the first callout of the build (per thread): thirteen files that never change.
let icons: Map<CalloutType, string> | undefined;

/** Takes a callout type; returns its icon's markup. */
export function calloutIcon(type: CalloutType): string {
  icons ??= new Map(
    (Object.keys(CALLOUT_ICONS) as CalloutType[]).map((t) => {
      const file = createRequire(import.meta.url).resolve(`lucide-static/icons/${CALLOUT_ICONS[t]}.svg`);
      return [t, iconMarkup(readFileSync(file, 'utf8'))];
    }),
  );
  return icons.get(type) ?? '';
}

/** Takes a sanitised body tree; puts each callout's icon at the start of its title. Mutates `tree`. */
export function addCalloutIcons(tree: HastRoot): void {
  visit(tree, 'element', (node: Element) => {
    const type = node.properties['dataCallout'];
    if (typeof type !== 'string') return;
    const title = node.children.find(
      (child): child is Element => child.type === 'element' && (child.properties['className'] as string[] | undefined)?.includes('callout-title') === true,
    );
    title?.children.unshift({ type: 'raw', value: calloutIcon(calloutType(type)) });
  });
}
