/**
 * Figures that compare two amounts: a relative change ("50% more likely", "cut strokes by about
 * 14%"), a multiplier ("about half again as much", "150 times less likely") and the ratios and
 * proportions a note writes as bare decimals ("rate ratio 0.86", "the proportion of gains realised
 * was 0.148 against 0.098"). A reader checks such a figure by arithmetic on two of the note's
 * figures, or against the ratio the note gives; `isStated` (figure-values.ts) asks here.
 */
import { type Amount, amountsAgree } from './figure-values.ts';

/** A comparative right after a percentage makes it a relative change ("14% fewer", "21% faster"); words ending in "-er" that are no comparative are left out. */
const COMPARATIVE_AFTER =
  /^\s+(?:more|less|fewer|higher|lower|greater|larger|smaller|bigger|(?!(?:per|after|over|under|other|ever|never|her|whether|either|neither|together|later|earlier|order|number|member|paper|water|summer|winter|power|user|player|carrier)\b)[a-z]{3,}er)\b/i;
/** "by" (and a hedge) right before a percentage: the amount of a change ("cut strokes by about 14%", "dropped by between roughly 30% and 60%"). */
const BY_BEFORE =
  /\bby\s+(?:between\s+)?(?:(?:about|around|approximately|roughly|some|nearly|almost|close to|just under|more than|over|up to|as much as)\s+)?$/i;

/** Which way a relative change runs: up ("more", "rose by"), down ("fewer", "cut by") or not said ("faster", "changed by"). */
export type Way = 'more' | 'less' | 'either';

const MORE = /^(?:more|higher|greater|larger|bigger)$/i;
const LESS = /^(?:less|fewer|lower|smaller)$/i;
/** Verbs of a fall or a rise before "by" ("cut strokes by 14%", "raised attendance by 9%"). */
const FALL_BEFORE = /\b(?:cut|cuts|reduc\w*|lower\w*|fell|falls?|falling|dropp?\w*|declin\w*|decreas\w*|shr[iau]nk\w*|lost|loses?|slash\w*)\b/i;
const RISE_BEFORE = /\b(?:rose|rises?|rising|rais\w*|increas\w*|grew|grows?|growing|gain\w*|boost\w*|climb\w*|jump\w*)\b/i;

/** The way of the relative change the percentage `raw` at `index` of `text` states (a comparative follows it or "by" comes before it), or `undefined` when it states none. */
export function relativeChange(text: string, index: number, raw: string): Way | undefined {
  const after = COMPARATIVE_AFTER.exec(text.slice(index + raw.length, index + raw.length + 24));
  if (after !== null) {
    const word = after[0].trim();
    return MORE.test(word) ? 'more' : LESS.test(word) ? 'less' : 'either';
  }
  const before = text.slice(Math.max(0, index - 40), index);
  if (!BY_BEFORE.test(before)) return undefined;
  const verbs = before.replace(BY_BEFORE, '');
  return FALL_BEFORE.test(verbs) && !RISE_BEFORE.test(verbs) ? 'less' : RISE_BEFORE.test(verbs) && !FALL_BEFORE.test(verbs) ? 'more' : 'either';
}

/** A ratio a note writes as a bare decimal after its name ("rate ratio 0.86", "hazard ratio, 0.74", "relative risk of 1.3"). */
const RATIO = /\b(?:(?:rate|hazard|odds|risk|incidence|incidence rate)\s+ratio|relative risk)\b[\s,:=(]*(?:(?:of|was|were|is)\s+)?(\d+\.\d+)/gi;
/** A proportion a note writes as a decimal ("the proportion of gains realised was 0.148 against 0.098 for losses"), with a second one after "against", "versus" or "and". */
const PROPORTION = /\b(?:proportion|fraction|probability)\b[^.;:]{0,60}?(?<![\d.])(0\.\d+)(?:[^.;:\d]{0,20}?\b(?:against|versus|vs\.?|and|to)\s+(0\.\d+))?/gi;

/** An effect size a note writes as a bare number ("effect sizes around −0.15", "an effect of 0.09"): standard deviations, as a sentence's "0.15 standard deviations" states it. */
const EFFECT_SIZE = /\beffect(?:\s+sizes?)?\b[^.;:\d]{0,24}?[−-]?(\d*\.\d+)(?!\s*(?:%|per ?cent|σ|sigma|standard|SDs?\b))/gi;

/** The ratios (as multipliers), proportions (as percentages) and effect sizes (as counts of standard deviations, as `extractFigures` reads "0.15 SD") a text writes as bare decimals, which `extractFigures` leaves alone. */
export function decimalsAsAmounts(text: string): Amount[] {
  const out: Amount[] = [];
  const amount = (kind: Amount['kind'], value: number): Amount => ({ kind, low: value, high: value, hedge: 'exact', inWords: false });
  if (/ratio|relative risk/i.test(text)) for (const m of text.matchAll(RATIO)) out.push(amount('multiplier', Number(m[1])));
  if (/effect/i.test(text)) for (const m of text.matchAll(EFFECT_SIZE)) out.push(amount('count', Number(m[1])));
  if (/proportion|fraction|probability/i.test(text)) {
    for (const m of text.matchAll(PROPORTION)) {
      for (const v of [m[1], m[2]]) if (v !== undefined) out.push(amount('percent', 100 * Number(v)));
    }
  }
  return out;
}

/** How far the ratio of two figures may lie from an unhedged multiplier in digits, relatively. */
const EXACT_RATIO = 0.03;

/** The ratios of two of the note's single figures of one kind, larger over smaller (61% against 40%: 1.525). */
function pairRatios(stated: readonly Amount[]): number[] {
  const singles = stated.filter((s) => s.low === s.high && s.high > 0 && !s.inWords && s.kind !== 'multiplier');
  const out: number[] = [];
  for (let i = 0; i < singles.length; i += 1) {
    for (let j = i + 1; j < singles.length; j += 1) {
      const a = singles[i] as Amount;
      const b = singles[j] as Amount;
      if (a.kind !== b.kind || a.high === b.high) continue;
      out.push(Math.max(a.high, b.high) / Math.min(a.high, b.high));
    }
  }
  return out;
}

/**
 * The relative changes, in percent, a note states or implies, each with its way: from each of its
 * multipliers and the ratio of each pair of its figures, read up (the larger against the smaller:
 * 18% against 12% is 50% more) and down (the smaller against the larger: a third less).
 */
function changesOf(stated: readonly Amount[]): Array<{ percent: number; way: Way }> {
  const own = stated.filter((s) => s.kind === 'multiplier' && s.low === s.high && s.high > 0).map((s) => s.high);
  return [...own, ...pairRatios(stated)].flatMap((r) => {
    const up = Math.max(r, 1 / r);
    return [
      { percent: (up - 1) * 100, way: 'more' as const },
      { percent: (1 - 1 / up) * 100, way: 'less' as const },
    ];
  });
}

/**
 * True when `amount`, a relative change or a multiplier, follows from the note's amounts: a
 * relative change of p% is a multiplier of 1 ± p/100, up or down as its words say ("roughly 50% more likely" beside "about one
 * and a half times as high"; "cut by about 14%" beside "rate ratio 0.86"), compared in percent with
 * its hedge; a multiplier is compared with the note's and with the ratio of two of its figures
 * ("about half again as much … 61% against 40%"; "150 times less likely" beside "150 times rarer").
 */
export function statedAsRatio(amount: Amount, stated: readonly Amount[]): boolean {
  const single = amount.low === amount.high;
  if (amount.relative !== undefined && amount.kind === 'percent') {
    const way = amount.relative;
    const changes = changesOf(stated).flatMap((c) => (way === 'either' || c.way === way ? [c.percent] : []));
    const agrees = (value: number): boolean =>
      changes.some((c) => amountsAgree({ ...amount, low: value, high: value }, { ...amount, low: c, high: c, hedge: 'exact', inWords: false }));
    return agrees(amount.low) && (single || agrees(amount.high));
  }
  if (amount.kind === 'multiplier' && single) {
    // An unhedged multiplier in digits ("3x") is read closely: a pair of the note's many figures lies within a rounding of almost any.
    const agrees = (r: number): boolean =>
      amount.hedge === 'exact' && !amount.inWords
        ? Math.abs(r - amount.high) <= EXACT_RATIO * amount.high
        : amountsAgree(amount, { kind: 'multiplier', low: r, high: r, hedge: 'exact', inWords: false });
    return pairRatios(stated).some(agrees);
  }
  return false;
}
