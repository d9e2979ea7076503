import type { Figure } from '../../schemas/knowledge-base.ts';
import type { Random } from './random.ts';
import { COUNT_NOUNS } from './words.ts';

/** A figure as a generated claim states it: the text as written and the phrase that carries it in a sentence. */
export interface StatedFigure {
  kind: Figure['kind'];
  /** The figure as written, e.g. `5–9pp`, `77.5%`, `200,000+ conversations`, `2.4x`. */
  raw: string;
  /** How a sentence states it after a verb and its object, e.g. `by 77.5%`, `across 1,204 dialogues`. */
  phrase: string;
}

const KINDS: readonly Figure['kind'][] = ['percent', 'percent', 'points', 'count', 'multiplier'];

function percentText(random: Random): string {
  if (random.chance(0.25)) {
    const low = random.int(2, 40);
    return `${low}–${low + random.int(3, 25)}%`;
  }
  return random.chance(0.3) ? `${random.int(2, 94)}.${random.int(1, 9)}%` : `${random.int(2, 95)}%`;
}

function pointsText(random: Random): string {
  if (random.chance(0.5)) {
    const low = random.int(2, 20);
    return `${low}–${low + random.int(2, 15)}pp`;
  }
  return random.chance(0.5) ? `${random.int(2, 40)} percentage points` : `${random.int(2, 30)}.${random.int(1, 9)}pp`;
}

function countText(random: Random): string {
  const magnitude = random.int(2, 6);
  const value = random.int(10 ** (magnitude - 1) + 1, 10 ** magnitude - 1);
  // Below a thousand only a trailing `+` makes a number a figure ("400+ raters"; "400 raters" is not).
  const rounded = magnitude < 4 || random.chance(0.4);
  const shown = rounded ? Math.round(value / 10 ** (magnitude - 1)) * 10 ** (magnitude - 1) : value;
  return `${shown.toLocaleString('en-US')}${rounded ? '+' : ''} ${random.pick(COUNT_NOUNS)}`;
}

function multiplierText(random: Random): string {
  const whole = random.int(1, 9);
  const value = whole === 1 ? `1.${random.int(2, 9)}` : random.chance(0.5) ? `${whole}` : `${whole}.${random.int(1, 9)}`;
  return `${value}${random.chance(0.7) ? 'x' : '×'}`;
}

function textOf(kind: Figure['kind'], random: Random): string {
  switch (kind) {
    case 'percent':
      return percentText(random);
    case 'points':
      return pointsText(random);
    case 'count':
      return countText(random);
    case 'multiplier':
      return multiplierText(random);
  }
}

function phraseOf(kind: Figure['kind'], raw: string): string {
  switch (kind) {
    case 'count':
      return `across ${raw}`;
    case 'multiplier':
      return `${raw} more often`;
    default:
      return `by ${raw}`;
  }
}

/** Takes a random source (and optionally the kind wanted) and returns a new figure. */
export function makeFigure(random: Random, kind: Figure['kind'] = random.pick(KINDS)): StatedFigure {
  const raw = textOf(kind, random);
  return { kind, raw, phrase: phraseOf(kind, raw) };
}

/** Takes a figure and returns one of the same kind whose number differs: a misquote, for the integrity check to find. */
export function misquote(figure: StatedFigure, random: Random): StatedFigure {
  const numbers = (text: string): string => text.replace(/[^\d.,–-]/g, '');
  for (;;) {
    const raw = textOf(figure.kind, random);
    if (numbers(raw) !== numbers(figure.raw)) return { kind: figure.kind, raw, phrase: phraseOf(figure.kind, raw) };
  }
}
