import type { TextKey } from '../../core/i18n/index.ts';
import { DateValue, isEmpty, toText, type Value } from '../query/value.ts';
import { type BaseRun, type ReadBase, safely, scopeFor } from './evaluate-base.ts';

/** Obsidian's built-in summaries, by their name in lower case, each with the catalogue key its label reads in the site's language. */
const BUILT_IN: ReadonlyMap<string, TextKey> = new Map<string, TextKey>([
  ['average', 'base.summary.average'],
  ['min', 'base.summary.min'],
  ['max', 'base.summary.max'],
  ['sum', 'base.summary.sum'],
  ['range', 'base.summary.range'],
  ['median', 'base.summary.median'],
  ['stddev', 'base.summary.stddev'],
  ['earliest', 'base.summary.earliest'],
  ['latest', 'base.summary.latest'],
  ['checked', 'base.summary.checked'],
  ['unchecked', 'base.summary.unchecked'],
  ['empty', 'base.summary.empty'],
  ['filled', 'base.summary.filled'],
  ['unique', 'base.summary.unique'],
]);

/** The label a summary shows beside its value: a built-in summary's name in the site's language (`Sum`, `합계`), a formula of the base's `summaries` by the name its author gave it. */
export function summaryLabel(name: string, run: BaseRun): string {
  const key = BUILT_IN.get(name.toLowerCase());
  return key === undefined ? name : run.words.t(key);
}

const nums = (values: readonly Value[]): number[] => values.filter((v): v is number => typeof v === 'number');
const dates = (values: readonly Value[]): number[] =>
  values.flatMap((v) => {
    if (v instanceof DateValue) return [v.ms];
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) {
      const ms = Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v);
      return Number.isNaN(ms) ? [] : [ms];
    }
    return [];
  });

/** A built-in summary of Obsidian's Bases (`Average`, `Sum`, `Earliest`, `Checked`, `Unique`…) or a formula of the base's `summaries`, over `values`. */
export function summarise(name: string, values: readonly Value[], read: ReadBase, run: BaseRun): Value {
  const n = nums(values);
  const sum = n.reduce((a, b) => a + b, 0);
  switch (name.toLowerCase()) {
    case 'average':
      return n.length === 0 ? null : Math.round((sum / n.length) * 100) / 100;
    case 'sum':
      return sum;
    case 'min':
      return n.length === 0 ? null : Math.min(...n);
    case 'max':
      return n.length === 0 ? null : Math.max(...n);
    case 'range': {
      const d = dates(values);
      if (n.length === 0 && d.length > 0) return run.words.count('base.days', Math.round((Math.max(...d) - Math.min(...d)) / 864e5));
      return n.length === 0 ? null : Math.max(...n) - Math.min(...n);
    }
    case 'median': {
      if (n.length === 0) return null;
      const s = [...n].sort((a, b) => a - b);
      const mid = Math.floor(s.length / 2);
      return s.length % 2 === 1 ? (s[mid] ?? null) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
    }
    case 'stddev': {
      if (n.length === 0) return null;
      const mean = sum / n.length;
      return Math.round(Math.sqrt(n.reduce((a, b) => a + (b - mean) ** 2, 0) / n.length) * 100) / 100;
    }
    case 'earliest':
    case 'latest': {
      const d = dates(values);
      if (d.length === 0) return null;
      return new DateValue(name.toLowerCase() === 'earliest' ? Math.min(...d) : Math.max(...d), false);
    }
    case 'checked':
      return values.filter((v) => v === true).length;
    case 'unchecked':
      return values.filter((v) => v === false).length;
    case 'empty':
      return values.filter(isEmpty).length;
    case 'filled':
      return values.filter((v) => !isEmpty(v)).length;
    case 'unique':
      return new Set(values.filter((v) => !isEmpty(v)).map(toText)).size;
    default: {
      const formula = read.summaries.get(name);
      if (formula === undefined) {
        run.unsupported(`summary ${name}`);
        return null;
      }
      const scope = scopeFor(read, run, null);
      return safely(formula, { ...scope, vars: new Map([['values', [...values]]]) }, run);
    }
  }
}
