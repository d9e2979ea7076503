import type { Element, ElementContent } from 'hast';
import { linksInText } from '../parse/wiki-links.ts';
import { linkKey } from '../render/properties.ts';
import { IMAGE_RE } from '../render/render.ts';
import { cappedList, type Formats, textValue } from '../render/values.ts';
import type { NoteIndex, NoteRecord } from './notes.ts';
import { DateValue, FileValue, isRecord, LinkValue, toText, type Value } from './value.ts';

/** How cells are written: the site's language and the notes links lead to. */
export interface CellContext {
  formats: Formats;
  index: NoteIndex;
  /** How true and false read: a checkbox, as Obsidian's Properties view and Bases show them, or the words `true` and `false`, as Dataview writes them. Default a checkbox. */
  booleans?: 'checkbox' | 'text';
}

const text = (value: string): ElementContent => ({ type: 'text', value });

/** A link to a note of the collection, reading `label`. */
export function noteLink(note: NoteRecord, label: string): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: note.url, className: ['wikilink'], dataSlug: note.slug, dataKind: note.kind },
    children: [text(label)],
  };
}

/**
 * A value as a cell shows it, as Obsidian's Properties view does (src/pipeline/render/values.ts):
 * a link or note as a link to its page (text when it names no published page), a date in the
 * site's language, a number in its digits, true or false as a checkbox named `label` (or as words,
 * `context.booleans`), a list one
 * item a line (at most `LIST_SHOWN_MAX`). `row` is the note whose own links a text's `[[…]]` are.
 */
export function cellContent(value: Value, context: CellContext, label: string, row: NoteRecord | null): ElementContent[] {
  if (value === null) return [];
  if (value instanceof LinkValue && value.embed && value.url !== undefined && IMAGE_RE.test(value.target)) {
    // `embed(link(cover))`: the picture, as Dataview draws it in the cell.
    return [{ type: 'element', tagName: 'img', properties: { src: value.url, alt: value.display ?? '', loading: 'lazy' }, children: [] }];
  }
  if (value instanceof LinkValue) {
    const note = value.slug === undefined ? undefined : context.index.bySlug.get(value.slug);
    const shown = value.display ?? (note ? note.name : (value.target.split('/').pop() ?? value.target));
    if (note) return [noteLink(note, shown)];
    // A page not yet written, as the body's links to it show.
    if (value.url !== undefined && value.slug !== undefined)
      return [
        { type: 'element', tagName: 'a', properties: { href: value.url, className: ['wikilink', 'stub'], dataSlug: value.slug }, children: [text(shown)] },
      ];
    if (value.url !== undefined) return [{ type: 'element', tagName: 'a', properties: { href: value.url }, children: [text(shown)] }];
    return [text(shown)];
  }
  if (value instanceof FileValue) return [noteLink(value.note, value.note.name)];
  if (value instanceof DateValue) {
    const iso = new Date(value.ms).toISOString().slice(0, value.time ? 16 : 10);
    return [{ type: 'element', tagName: 'time', properties: { dateTime: iso }, children: [text(context.formats.date(iso) ?? iso)] }];
  }
  if (typeof value === 'boolean') {
    if (context.booleans === 'text') return [text(String(value))];
    return [{ type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: value, disabled: true, ariaLabel: label }, children: [] }];
  }
  if (typeof value === 'number') return [text(Number.isFinite(value) ? context.formats.number(value) : String(value))];
  if (typeof value === 'string') {
    return textValue(value, {
      formats: context.formats,
      linkTarget: (written) => {
        const [link] = linksInText(written);
        return link === undefined || row === null ? null : (row.targets.get(linkKey(link.target, link.heading)) ?? null);
      },
    });
  }
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && item !== '');
    if (items.length === 1) return cellContent(items[0] ?? null, context, label, row);
    return items.length === 0 ? [] : [cappedList(items, (item) => cellContent(item, context, label, row), context.formats)];
  }
  if (isRecord(value)) return [text(toText(value))];
  return [text(toText(value))];
}

/** The text a cell sorts by in the browser (`data-value`): a number or date as a sortable number, anything else as text. */
export function sortValue(value: Value): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof DateValue) return String(value.ms);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const ms = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value);
    if (!Number.isNaN(ms)) return String(ms);
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return toText(value);
}
