import type { Element, ElementContent } from 'hast';
import type { JsonValue } from '../../schemas/property.ts';
import { type Ui, uiFor } from '../../core/i18n/index.ts';
import { linksInText, WIKI_LINK_RE } from '../parse/wiki-links.ts';
import { fragmentId, writtenLinkText, type AttachmentTarget, type LinkTarget } from './render.ts';

/**
 * How a property value, a base's cell or a query's cell is shown (Obsidian's property types):
 * text, numbers in the site's language, dates and date-times in the site's language, checkboxes,
 * links to the pages or files they resolved to, web addresses as links, lists one item a line.
 * Every piece of author text is a hast text node: it is escaped when written, and the whole
 * fragment is sanitised with the body's schema by its caller.
 */
export interface ValueContext {
  /** How dates and numbers read in the site's language. */
  formats: Formats;
  /** What the link written as `[[text]]` resolved to: a page, an attachment, or `null` (shown as text). */
  linkTarget: (written: string) => LinkTarget | AttachmentTarget | null;
}

/** The most items of one list value shown; the rest are counted ("and 150 more"). */
export const LIST_SHOWN_MAX = 100;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time as vaults write it, with an offset or `Z` or neither; it reads at the time of day written (Obsidian's view shows the time as written).
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;
const WEB_RE = /^https?:\/\/[^\s<>"]+$/i;

/** How dates, numbers and the interface's words read in the site's language: Intl's formatters, made once for a build (each costs far more to make than to use). */
export interface Formats {
  /** The interface's words (the catalogue, src/core/i18n/): what a body's boards, drawings, tasks, bases and queries say around the author's text. */
  words: Ui;
  /** The text a date (`2024-03-05`) or date-time (`2024-03-05T14:30`) reads as (`medium` date, `short` time), or `undefined` when `text` is neither or no real day. */
  date: (text: string) => string | undefined;
  /** A number as it reads (its decimal sign), without grouping digits, as Obsidian shows a number property (`1992`, not `1,992`). */
  number: (value: number) => string;
}

/** Takes a language tag; returns its `Formats` (English where the runtime's Intl rejects the tag). */
export function formatsFor(lang: string): Formats {
  const make = <T>(build: (tag: string) => T): T => {
    try {
      return build(lang);
    } catch {
      return build('en');
    }
  };
  const day = make((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }));
  const moment = make((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }));
  const numbers = make((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 6, useGrouping: false }));
  return {
    words: uiFor(lang),
    date: (text) => {
      const when = parseDay(text);
      return when === undefined ? undefined : (when.time ? moment : day).format(when.date);
    },
    number: (value) => numbers.format(value),
  };
}

/** A date or date-time written as Obsidian's date properties are, as a UTC date; `undefined` for other text or a day that does not exist (`2025-02-30`). */
export function parseDay(text: string): { date: Date; time: boolean } | undefined {
  const time = DATE_TIME_RE.exec(text);
  const day = time ?? DATE_RE.exec(text);
  if (!day) return undefined;
  const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const when = new Date(Date.UTC(year, month - 1, date, time ? Number(time[4]) : 0, time ? Number(time[5]) : 0, time ? Number(time[6] ?? 0) : 0));
  if (when.getUTCMonth() !== month - 1 || when.getUTCDate() !== date) return undefined;
  return { date: when, time: time !== null };
}

const text = (value: string): ElementContent => ({ type: 'text', value });

/** The anchor of a link written in a value, to the page or file it resolved to; its text when it resolved to nothing. */
function linkElement(written: string, context: ValueContext): ElementContent {
  const [link] = linksInText(written);
  if (link === undefined) return text(written);
  const label = link.shown ?? writtenLinkText(link.target, link.heading);
  const target = context.linkTarget(written);
  if (target === null) return text(label);
  if ('attachment' in target) return { type: 'element', tagName: 'a', properties: { href: target.url }, children: [text(label)] };
  const href = link.heading === undefined ? target.url : `${target.url}#${fragmentId(link.heading)}`;
  return {
    type: 'element',
    tagName: 'a',
    properties: { href, className: target.stub ? ['wikilink', 'stub'] : ['wikilink'], dataSlug: target.slug, dataKind: target.kind },
    children: [text(label)],
  };
}

/** A text value: its links as links, a date as a `<time>`, a web address as a link, anything else as text. */
export function textValue(value: string, context: ValueContext): ElementContent[] {
  if (value.includes('[[')) {
    const out: ElementContent[] = [];
    let last = 0;
    for (const m of value.matchAll(WIKI_LINK_RE)) {
      if (m.index > last) out.push(text(value.slice(last, m.index)));
      out.push(linkElement(m[0], context));
      last = m.index + m[0].length;
    }
    if (last < value.length) out.push(text(value.slice(last)));
    return out;
  }
  const date = context.formats.date(value);
  if (date !== undefined) return [{ type: 'element', tagName: 'time', properties: { dateTime: value }, children: [text(date)] }];
  if (WEB_RE.test(value)) return [{ type: 'element', tagName: 'a', properties: { href: value }, children: [text(value)] }];
  return [text(value)];
}

/**
 * Takes the items of a list value, how to show one and the site's formats; returns them as a list,
 * the first `LIST_SHOWN_MAX` an item each, then one item saying how many more there are ("and 150 more").
 */
export function cappedList<T>(items: readonly T[], show: (item: T) => ElementContent[], formats: Formats): Element {
  const shown: Element[] = items.slice(0, LIST_SHOWN_MAX).map((item) => ({ type: 'element', tagName: 'li', properties: {}, children: show(item) }));
  if (items.length > LIST_SHOWN_MAX)
    shown.push({ type: 'element', tagName: 'li', properties: {}, children: [text(formats.words.count('query.more', items.length - LIST_SHOWN_MAX))] });
  return { type: 'element', tagName: 'ul', properties: { className: ['value-list'] }, children: shown };
}

/** Whether a value shows nothing: absent, empty text, an empty list. */
export function isEmptyValue(value: JsonValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * A value as hast: a checkbox for true and false (named `label`), a number in the site's
 * language, text (`textValue`), a list as a `<ul>`, a map
 * as its `key: value` pairs.
 */
export function valueContent(value: JsonValue, context: ValueContext, label: string): ElementContent[] {
  if (value === null) return [];
  if (typeof value === 'boolean') {
    return [{ type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: value, disabled: true, ariaLabel: label }, children: [] }];
  }
  if (typeof value === 'number') return [text(context.formats.number(value))];
  if (typeof value === 'string') return textValue(value, context);
  if (Array.isArray(value)) {
    return [
      cappedList(
        value.filter((item) => !isEmptyValue(item)),
        (item) => itemContent(item, context, label),
        context.formats,
      ),
    ];
  }
  return [
    text(
      Object.entries(value)
        .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', '),
    ),
  ];
}

/** One item of a list value; a link written unquoted (`- [[A]]`, a list in a list to YAML) is that link. */
function itemContent(item: JsonValue, context: ValueContext, label: string): ElementContent[] {
  if (Array.isArray(item)) {
    let inner: JsonValue = item;
    while (Array.isArray(inner) && inner.length === 1) inner = inner[0] ?? null;
    if (typeof inner === 'string') return textValue(`[[${inner}]]`, context);
  }
  return valueContent(item, context, label);
}
