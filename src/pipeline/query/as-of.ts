import type { Element } from 'hast';
import type { Formats } from '../render/values.ts';

// `now()`, `today()` (Bases) and `date(today)`, `date(now)`, `date(sow)`… (Dataview).
const BUILD_TIME_RE = /\b(?:now|today)\s*\(|\bdate\(\s*(?:today|now|tomorrow|yesterday|[se]o[wmy])\s*\)/i;

/** Whether a base's YAML or a query's DQL reads the build's time, so its result holds as of the build only. */
export function readsBuildTime(source: string): boolean {
  return BUILD_TIME_RE.test(source);
}

/** The line under such a result, in the site's language: "As of Jun 10, 2024, when the site was built." */
export function asOfNote(formats: Formats, now: number): Element {
  const day = new Date(now).toISOString().slice(0, 10);
  return {
    type: 'element',
    tagName: 'p',
    properties: { className: ['query-note'] },
    children: [{ type: 'text', value: formats.words.t('query.asOf', { date: formats.date(day) ?? day }) }],
  };
}
