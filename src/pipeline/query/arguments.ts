import { evaluate, type Expression, type Scope } from './expression.ts';
import type { Value } from './value.ts';

/** A call's arguments, each evaluated in the caller's scope. */
export const args = (nodes: readonly Expression[], scope: Scope): Value[] => nodes.map((n) => evaluate(n, scope));

/** The numbers among values, lists flattened: what `min`, `max`, `sum` and `mean` take. */
export const numbers = (values: readonly Value[]): number[] => values.flatMap((v) => (Array.isArray(v) ? numbers(v) : typeof v === 'number' ? [v] : []));
