import type { Figure } from '../../schemas/knowledge-base.ts';
import { TIMES_COMPARED } from './number-words.ts';

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const UNIT = [
  String.raw`%`,
  String.raw`per ?cent\b`,
  String.raw`pp\b`,
  String.raw`p\.p\.`,
  String.raw`percentage[ -]points?\b`,
  // "0.11 grade points", "8 percentile points": points on the scale named.
  String.raw`(?:grade|percentile)[ -]points?\b`,
  String.raw`points?\b`,
  String.raw`pts\b`,
  String.raw`×`,
  String.raw`x(?![\p{L}\p{N}])`,
  String.raw`-?fold\b`,
  // "3 times" alone is usually a repetition ("asked 3 times"), so only a comparison counts.
  `times${TIMES_COMPARED}`,
  // "5σ", "5.1 sigma", "0.37 standard deviations", "0.2 SD": a distance in standard deviations.
  'σ',
  String.raw`sigma\b`,
  String.raw`standard[ -]deviations?\b`,
  String.raw`SDs?\b`,
  String.raw`\+`,
  String.raw`(?:thousand|million|billion|trillion)\b`,
].join('|');

/**
 * A number, an optional unit right after it, an optional margin (`± N`, its unit the number's: "3,902 ± 342
 * billion"), an optional `–N` range and a unit after the range.
 * Not preceded by a letter, digit or separator (so `Qwen2.5` and `1,000`'s tail are not read), nor by a
 * capitalised name and a hyphen (`GPT-4`, `LLaMA-2`).
 */
const FIGURE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.,])(?<!\p{Lu}[\p{L}\p{N}]*-)(${NUM})(?:\s?(%|per ?cent\b))?(?:\s*±\s*(?:${NUM}))?(?:\s*[-–—]\s*(${NUM}))?(?:\s?(${UNIT}))?`,
  'gu',
);

/** Model families whose version numbers must not be read as figures ("Llama 3", "Claude 3.5"). */
const MODEL_NAMES = new Set([
  'gpt',
  'llama',
  'claude',
  'gemini',
  'mistral',
  'mixtral',
  'qwen',
  'phi',
  'gemma',
  'falcon',
  'vicuna',
  'alpaca',
  'deepseek',
  'grok',
  'palm',
  'bert',
  'roberta',
  't5',
  'opt',
  'bloom',
  'olmo',
  'yi',
  'o',
  'version',
  'v',
]);

const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** A written number as its comparable digits: separators removed, trailing decimal zeros dropped. */
function plainNumber(raw: string): string {
  return String(Number(raw.replace(/,/g, '')));
}

/** A standalone four-digit year (1900–2099), which is a date, not a count. */
function isYear(raw: string): boolean {
  return /^(?:19|20)\d\d$/.test(raw);
}

/** The word right before `index`, when only spaces separate it from the number. */
function wordBefore(text: string, index: number): string | undefined {
  return /([\p{L}][\p{L}\p{N}]*)[ \u00a0]$/u.exec(text.slice(Math.max(0, index - 40), index))?.[1];
}

/** "a factor of" (and a hedge) right before a number: the number is a multiplier. */
const FACTOR_OF = /\bfactor\s+of\s+(?:(?:about|around|roughly|some|nearly|almost|more than|over|up to)\s+)?$/i;

/** Classifies one match into a figure, or `null` when the number is not a figure (a year, a small bare number). */
function toFigure(raw: string, first: string, firstUnit: string | undefined, second: string | undefined, unit: string | undefined): Figure | null {
  const u = (unit ?? '').toLowerCase();
  const range = second === undefined ? plainNumber(first) : `${plainNumber(first)}-${plainNumber(second)}`;
  if (firstUnit !== undefined || u === '%' || /^per ?cent$/.test(u)) return { raw, value: `${range}%`, kind: 'percent' };
  if (u === 'pp' || u === 'p.p.' || /^(?:percentage|percentile|grade|point)/.test(u) || u === 'pts') {
    return { raw, value: `${range}pp`, kind: 'points' };
  }
  if (u === '×' || u === 'x' || u.endsWith('fold') || u === 'times') return { raw, value: `${range}x`, kind: 'multiplier' };
  // A distance in standard deviations is an amount of its own unit, compared only with another.
  if (u === 'σ' || u === 'sigma' || u.startsWith('standard') || /^sds?$/.test(u)) return { raw, value: `${range}sd`, kind: 'count' };
  if (second !== undefined && isYear(first) && isYear(second)) return null;
  if (u === '+') return isYear(first) && second === undefined ? null : { raw, value: `${range}+`, kind: 'count' };
  const scale = SCALE[u];
  if (scale !== undefined) {
    const scaled = (n: string) => String(Math.round(Number(n.replace(/,/g, '')) * scale));
    return { raw, value: second === undefined ? scaled(first) : `${scaled(first)}-${scaled(second)}`, kind: 'count' };
  }
  // Without a unit only large counts are figures: "208,021 participants", "15000 pages"; "3 models" is not.
  const big = first.includes(',') || (/^\d+$/.test(first) && Number(first) >= 1000 && !isYear(first));
  if (!big) return null;
  return { raw: second === undefined ? first : raw, value: range, kind: 'count' };
}

/**
 * Finds the figures quoted in plain text: percentages (`21%`, `15–20%`), percentage points
 * (`5–9pp`, `10-30 percentage points`, `3 points`), counts (`200,000+`, `208,021`, `70+`,
 * `26 million`) and multipliers (`2.4×`, `2.4x`, `3-fold`), each with its raw text and
 * normalised value. Number words, years, small bare numbers and model versions are left alone.
 */
export function extractFigures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE_RE)) {
    const [whole, first, firstUnit, second, unit] = m;
    if (first === undefined) continue;
    const before = wordBefore(text, m.index);
    if (before !== undefined && MODEL_NAMES.has(before.toLowerCase())) continue;
    // "by a factor of 10,000" (and "of 40"): a multiplier written without its unit.
    const factor = unit === undefined && firstUnit === undefined && FACTOR_OF.test(text.slice(Math.max(0, m.index - 30), m.index));
    const fig = factor ? toFigure(whole.trim(), first, undefined, second, 'x') : toFigure(whole.trim(), first, firstUnit, second, unit);
    if (fig) out.push(fig);
  }
  return out;
}

/** True when two figures state the same thing: equal values, or counts equal but for a trailing `+`. */
export function sameFigure(a: Figure, b: Figure): boolean {
  if (a.value === b.value) return true;
  return a.kind === 'count' && b.kind === 'count' && a.value.replace(/\+$/, '') === b.value.replace(/\+$/, '');
}

/** A set of figure values that answers "is this figure stated here?", treating `200000+` and `200000` alike. */
export function figureSet(figures: readonly Figure[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const f of figures) set.add(f.kind === 'count' ? f.value.replace(/\+$/, '') : f.value);
  return set;
}

/** True when `figure` is in a set built by `figureSet`. */
export function hasFigure(set: ReadonlySet<string>, figure: Figure): boolean {
  return set.has(figure.kind === 'count' ? figure.value.replace(/\+$/, '') : figure.value);
}
