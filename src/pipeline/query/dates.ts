import type { Expression, Scope } from './expression.ts';
import { args } from './arguments.ts';
import { DateValue, toText, UnsupportedFunction, type Value } from './value.ts';

/** Dates in Bases' and Dataview's expressions: read from text, written with Moment's or Luxon's tokens. */

/** A date read from text (`2024-03-05`, `2024-03-05T14:30`), a date, or nothing. */
export function toDate(value: Value): DateValue | null {
  if (value instanceof DateValue) return value;
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0));
  return Number.isNaN(ms) ? null : new DateValue(ms, m[4] !== undefined);
}

const DAY_MS = 864e5;

/**
 * A day named relative to `now` (ms, UTC), as Bases' `today()` and Dataview's `date(today)` read
 * it: `now` (with its time), `today`, `tomorrow`, `yesterday`, the start and end of its week
 * (Monday to Sunday, as Luxon counts), month and year (`sow`, `eow`, `som`, `eom`, `soy`, `eoy`);
 * `undefined` for any other name.
 */
export function relativeDay(name: string, now: number): DateValue | undefined {
  if (name === 'now') return new DateValue(now, true);
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const today = Date.UTC(y, m, d.getUTCDate());
  const monday = today - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  const days: Record<string, number> = {
    today,
    tomorrow: today + DAY_MS,
    yesterday: today - DAY_MS,
    sow: monday,
    eow: monday + 6 * DAY_MS,
    som: Date.UTC(y, m, 1),
    eom: Date.UTC(y, m + 1, 0),
    soy: Date.UTC(y, 0, 1),
    eoy: Date.UTC(y, 11, 31),
  };
  const day = days[name];
  return day === undefined ? undefined : new DateValue(day, false);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A date written with Moment.js's tokens, as Bases' `format()` takes them (`YYYY-MM-DD`, `MMM D, YYYY`, `dddd`, `HH:mm`). */
export function formatMoment(date: DateValue, format: string): string {
  const d = new Date(date.ms);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  const tokens: Record<string, () => string> = {
    YYYY: () => String(d.getUTCFullYear()),
    YY: () => pad(d.getUTCFullYear() % 100),
    MMMM: () => MONTHS[d.getUTCMonth()] ?? '',
    MMM: () => (MONTHS[d.getUTCMonth()] ?? '').slice(0, 3),
    MM: () => pad(d.getUTCMonth() + 1),
    M: () => String(d.getUTCMonth() + 1),
    DD: () => pad(d.getUTCDate()),
    D: () => String(d.getUTCDate()),
    dddd: () => DAYS[d.getUTCDay()] ?? '',
    ddd: () => (DAYS[d.getUTCDay()] ?? '').slice(0, 3),
    HH: () => pad(d.getUTCHours()),
    H: () => String(d.getUTCHours()),
    mm: () => pad(d.getUTCMinutes()),
    ss: () => pad(d.getUTCSeconds()),
  };
  return format.replace(
    /\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|mm|ss/g,
    (token, literal: string | undefined) => literal ?? tokens[token]?.() ?? token,
  );
}

/** A date written with Luxon's tokens, as Dataview's `dateformat()` takes them (`yyyy-MM-dd`, `MMMM d, yyyy`, `EEEE`, `HH:mm`). */
export function formatLuxon(date: DateValue, format: string): string {
  const moment = format.replace(/'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|LLLL|LLL|LL|L|dd|d|EEEE|EEE|cccc|ccc|HH|H|mm|ss/g, (token, literal: string | undefined) => {
    if (literal !== undefined) return `[${literal}]`;
    const map: Record<string, string> = {
      yyyy: 'YYYY',
      yy: 'YY',
      LLLL: 'MMMM',
      LLL: 'MMM',
      LL: 'MM',
      L: 'M',
      dd: 'DD',
      d: 'D',
      EEEE: 'dddd',
      EEE: 'ddd',
      cccc: 'dddd',
      ccc: 'ddd',
    };
    return map[token] ?? token;
  });
  return formatMoment(date, moment);
}

/** A method of a date (`format`, `date`, `time`). */
export function dateMethod(date: DateValue, name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'format':
      return formatMoment(date, toText(args(nodes, scope)[0] ?? 'YYYY-MM-DD'));
    case 'date':
      return new DateValue(date.ms - (date.ms % 864e5), false);
    case 'time':
      return formatMoment(date, 'HH:mm:ss');
    default:
      // `relative()` ("3 days ago") would grow stale on a published page from the day after its build.
      throw new UnsupportedFunction(`date.${name}()`);
  }
}
