import type { ArrowExpression } from '@jsep-plugin/arrow';
import type { Expression, Scope } from './expression.ts';
import { evaluate } from './expression.ts';
import { args, numbers } from './arguments.ts';
import { patternRegex } from './regex.ts';
import { compare, equals, toText, truthy, UnsupportedFunction, type Value } from './value.ts';

/** The methods of lists, texts and numbers that Bases' function list names and real vaults use. */

export function round(value: number, digits: number): number {
  const f = 10 ** Math.max(0, Math.min(12, Math.trunc(digits)));
  return Math.round(value * f) / f;
}

/**
 * `list.filter(value > 2)`, `map`, `reduce`: the argument evaluated per item with `value`, `index`
 * (and `acc`) bound; a lambda, as Dataview writes it (`filter(list, (x) => x > 2)`), is its body
 * with its parameters bound to the item and its index.
 */
export function perItem(node: Expression | undefined, scope: Scope, extra: Record<string, Value> = {}): (item: Value, i: number) => Value {
  const lambda = node?.type === 'ArrowFunctionExpression' ? (node as ArrowExpression) : undefined;
  const params = (lambda?.params ?? []).map((p) => (p.type === 'Identifier' ? String(p['name']) : ''));
  const body = lambda === undefined ? node : lambda.body;
  return (item, i) => {
    if (body === undefined) return null;
    const vars = new Map(scope.vars);
    vars.set('value', item);
    vars.set('index', i);
    for (const [k, v] of Object.entries(extra)) vars.set(k, v);
    if (params[0]) vars.set(params[0], item);
    if (params[1]) vars.set(params[1], i);
    return evaluate(body, { ...scope, vars });
  };
}

/** A method of a list (`contains`, `filter`, `map`, `join`, `unique`…). */
export function listMethod(list: Value[], name: string, nodes: readonly Expression[], scope: Scope): Value {
  switch (name) {
    case 'contains':
      return list.some((item) => equals(item, evaluate(nodes[0] as Expression, scope)));
    case 'containsAny': {
      const wanted = args(nodes, scope);
      return wanted.some((w) => list.some((item) => equals(item, w)));
    }
    case 'containsAll': {
      const wanted = args(nodes, scope);
      return wanted.every((w) => list.some((item) => equals(item, w)));
    }
    case 'filter': {
      const test = perItem(nodes[0], scope);
      return list.filter((item, i) => truthy(test(item, i)));
    }
    case 'map': {
      const f = perItem(nodes[0], scope);
      return list.map((item, i) => f(item, i));
    }
    case 'reduce': {
      let acc: Value = nodes[1] ? evaluate(nodes[1], scope) : null;
      list.forEach((item, i) => {
        acc = perItem(nodes[0], scope, { acc })(item, i);
      });
      return acc;
    }
    case 'join': {
      const [separator] = args(nodes, scope);
      return list.map(toText).join(separator === undefined ? ', ' : toText(separator));
    }
    case 'unique':
      return list.filter((item, i) => list.findIndex((other) => equals(other, item)) === i);
    case 'sort':
      return [...list].sort(compare);
    case 'reverse':
      return [...list].reverse();
    case 'flat':
      return list.flat();
    case 'slice': {
      const [start, end] = args(nodes, scope);
      return list.slice(typeof start === 'number' ? start : 0, typeof end === 'number' ? end : undefined);
    }
    case 'mean':
    case 'average': {
      const all = numbers(list);
      return all.length === 0 ? null : all.reduce((a, b) => a + b, 0) / all.length;
    }
    case 'sum':
      return numbers(list).reduce((a, b) => a + b, 0);
    case 'min':
    case 'max': {
      const all = numbers(list);
      return all.length === 0 ? null : name === 'min' ? Math.min(...all) : Math.max(...all);
    }
    default:
      throw new UnsupportedFunction(`list.${name}()`);
  }
}

/** A method of a text (`contains`, `startsWith`, `lower`, `split`…). */
export function stringMethod(text: string, name: string, nodes: readonly Expression[], scope: Scope): Value {
  const given = args(nodes, scope).map((v) => toText(v));
  const first = given[0] ?? '';
  switch (name) {
    case 'contains':
      return text.includes(first);
    case 'containsAny':
      return given.some((g) => text.includes(g));
    case 'containsAll':
      return given.every((g) => text.includes(g));
    case 'startsWith':
      return text.startsWith(first);
    case 'endsWith':
      return text.endsWith(first);
    case 'lower':
      return text.toLowerCase();
    case 'upper':
      return text.toUpperCase();
    case 'title':
      return text.replace(/\p{L}[\p{L}\p{M}']*/gu, (w) => (w[0] ?? '').toUpperCase() + w.slice(1).toLowerCase());
    case 'trim':
      return text.trim();
    case 'replace': {
      // A `/…/` pattern replaces its first match, or every one with the `g` flag; `$1` names a group. Text replaces every occurrence.
      const pattern = literalPattern(nodes, scope, name);
      return pattern === undefined ? text.split(first).join(given[1] ?? '') : text.replace(pattern, given[1] ?? '');
    }
    case 'split': {
      const pattern = literalPattern(nodes, scope, name);
      const parts = pattern === undefined ? text.split(first) : text.split(pattern);
      const n = Number(given[1]);
      return Number.isFinite(n) && given[1] !== undefined ? parts.slice(0, n) : parts;
    }
    case 'slice': {
      const [start, end] = args(nodes, scope);
      return text.slice(typeof start === 'number' ? start : 0, typeof end === 'number' ? end : undefined);
    }
    case 'repeat':
      return text.repeat(Math.max(0, Math.min(1000, Number(first) || 0)));
    case 'reverse':
      return [...text].reverse().join('');
    default:
      throw new UnsupportedFunction(`string.${name}()`);
  }
}

/** The first argument of `replace` or `split` when it is a `/…/` pattern, fresh for this call; `undefined` when it is text. */
function literalPattern(nodes: readonly Expression[], scope: Scope, method: string): RegExp | undefined {
  const [first] = args(nodes, scope);
  if (!(first instanceof RegExp)) return undefined;
  const regex = patternRegex(first);
  if (regex === null) throw new UnsupportedFunction(`string.${method}() with this pattern`);
  return regex;
}

/** A method of a regular expression: `matches(text)`, whether it matches anywhere in the text. */
export function regexMethod(regex: RegExp, name: string, nodes: readonly Expression[], scope: Scope): Value {
  if (name !== 'matches') throw new UnsupportedFunction(`regexp.${name}()`);
  const [value] = args(nodes, scope);
  return patternRegex(regex)?.test(toText(value ?? null)) ?? false;
}

/** A method of a number (`round`, `floor`, `toFixed`…). */
export function numberMethod(value: number, name: string, nodes: readonly Expression[], scope: Scope): Value {
  const [digits] = args(nodes, scope);
  switch (name) {
    case 'round':
      return round(value, typeof digits === 'number' ? digits : 0);
    case 'floor':
      return Math.floor(value);
    case 'ceil':
      return Math.ceil(value);
    case 'abs':
      return Math.abs(value);
    case 'toFixed':
      return value.toFixed(typeof digits === 'number' ? Math.max(0, Math.min(20, digits)) : 0);
    default:
      throw new UnsupportedFunction(`number.${name}()`);
  }
}
