import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { JsonValue } from '../../schemas/property.ts';
import { STEERING_PROPERTIES } from '../../schemas/property.ts';
import { linksInText } from '../parse/wiki-links.ts';
import type { AttachmentTarget, LinkTarget } from './render.ts';
import { VALUES_SANITIZE_SCHEMA } from './values-schema.ts';
import { type Formats, formatsFor, isEmptyValue, parseDay, valueContent, type ValueContext } from './values.ts';

/** What the properties view shows, from the site's settings. */
export interface PropertyViewOptions {
  /** The site's language, for numbers and dates. Default `en`. */
  lang?: string | undefined;
  /** Its formatters, made once for the build (`formatsFor(lang)`). Default: made for each call. */
  formats?: Formats | undefined;
  /** Properties never shown besides those that steer publishing (`hiddenProperties` of `site.config.yaml`), compared in lower case. Default: none. */
  hidden?: readonly string[] | undefined;
}

/** The key a written link is looked up by: its target and heading, as written. */
export function linkKey(target: string, heading: string | undefined): string {
  return `${target.toLowerCase()}#${heading ?? ''}`;
}

/** Properties the page shows in a place of its own: its tags, linked under the text with the body's `#tags`. */
const SHOWN_ELSEWHERE: ReadonlySet<string> = new Set(['tags', 'tag']);

/**
 * The Excalidraw plugin's own settings, written into each drawing's properties (`excalidraw-plugin:
 * parsed`, `excalidraw-open-md`, `excalidraw-export-dark`…): how the plugin opens and exports the
 * drawing, which Obsidian's drawing view never shows.
 */
const DRAWING_SETTING = /^excalidraw-/;

/** Whether a property is shown: not one that steers publishing (a yes or no `published` among them), nor one the settings hide, nor a drawing's plugin setting. */
export function isShownProperty(key: string, value: JsonValue, hidden: readonly string[]): boolean {
  const lower = key.toLowerCase();
  if (STEERING_PROPERTIES.includes(lower) || SHOWN_ELSEWHERE.has(lower) || DRAWING_SETTING.test(lower)) return false;
  if (hidden.some((h) => h.toLowerCase() === lower)) return false;
  return !(lower === 'published' && typeof value === 'boolean');
}

/** The type Obsidian gives a property by its value: `list`, `checkbox`, `number`, `datetime`, `date` or `text`. */
export function propertyType(value: JsonValue): string {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'boolean') return 'checkbox';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') {
    const day = parseDay(value);
    if (day !== undefined) return day.time ? 'datetime' : 'date';
  }
  return 'text';
}

/**
 * A vault note's properties as Obsidian's Properties view shows them, as sanitised HTML: each
 * shown property (`isShownProperty`) with a value, its name and its value (`valueContent`), in the
 * order written; `''` when none is shown. `targets` maps each written link (`linkKey`) to what it
 * resolved to.
 */
export function renderProperties(
  properties: Readonly<Record<string, JsonValue>>,
  targets: ReadonlyMap<string, LinkTarget | AttachmentTarget>,
  options: PropertyViewOptions = {},
): string {
  const hidden = options.hidden ?? [];
  const context: ValueContext = {
    formats: options.formats ?? formatsFor(options.lang ?? 'en'),
    linkTarget: (written) => {
      const [link] = linksInText(written);
      return link === undefined ? null : (targets.get(linkKey(link.target, link.heading)) ?? null);
    },
  };
  const rows: Element[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (!isShownProperty(key, value, hidden) || isEmptyValue(value)) continue;
    const type = propertyType(value);
    const dd: ElementContent[] = valueContent(value, context, key);
    rows.push({
      type: 'element',
      tagName: 'div',
      properties: { className: ['property'], dataType: type },
      children: [
        { type: 'element', tagName: 'dt', properties: {}, children: [{ type: 'text', value: key }] },
        { type: 'element', tagName: 'dd', properties: {}, children: dd },
      ],
    });
  }
  if (rows.length === 0) return '';
  const tree: HastRoot = { type: 'root', children: [{ type: 'element', tagName: 'dl', properties: { className: ['properties'] }, children: rows }] };
  return toHtml(sanitize(tree, VALUES_SANITIZE_SCHEMA) as HastRoot);
}
