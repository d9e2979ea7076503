/**
 * Compares one citing sentence with the passages of the note it cites: which passage supports it
 * best (shared key terms weighted by inverse document frequency, shared figures matched exactly),
 * and whether the pair shows one of three explicit problems: nothing shared, a figure that matches
 * in number but not in what it measures or its direction, or an opposite statement (a negation or
 * an opposite direction word on the same shared term). Pure and offline.
 */
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { sameFigure } from '../../parse/figures.ts';
import { type Prepared, type TermWeights, tokensAround } from './passage.ts';

/** How a figure of the sentence fails to match the passage that states the same number. */
export type FigureMismatchReason = 'measure' | 'direction';

/** A figure the sentence quotes that a passage states in number but not in what it measures or its direction. */
export interface FigureMismatch {
  figure: string;
  /** Index of the passage that states the number. */
  passage: number;
  reason: FigureMismatchReason;
}

/** An explicit opposite: the term both texts share, and what turns it (a negation on one side only, or opposite direction words). */
export interface Contradiction {
  term: string;
  reason: 'negation' | 'direction';
}

/** What comparing a sentence with a note's passages found. */
export interface Comparison {
  /** Index of the best passage, or -1 when the note has none. */
  passage: number;
  /** Cosine of the two texts' key terms weighted by inverse document frequency, plus 0.25 per shared figure. */
  score: number;
  /** Key terms the sentence shares with the passage, as the sentence writes them, in sentence order. */
  terms: string[];
  /** Figures the sentence quotes that the passage states, as the sentence writes them. */
  figures: string[];
  /** Where the shared terms and figures stand in the passage's text: `[start, end)` pairs, in order. */
  marks: Array<[number, number]>;
  contradiction: Contradiction | null;
}

const FIGURE_BONUS = 0.25;
/** Words either side of a figure that say what it measures. */
const FIGURE_CONTEXT = 6;
/** Key words each side of a figure needs before "measures something else" can be judged. */
const MIN_CONTEXT_KEYS = 2;
/** Key terms a pair must share before an opposite on one of them reads as a contradiction of the same claim. */
const MIN_SHARED_FOR_CONTRADICTION = 2;

function norm(p: Prepared, weights: TermWeights): number {
  let sum = 0;
  for (const s of p.terms.keys()) if (weights.isKey(s)) sum += weights.weight(s) ** 2;
  return Math.sqrt(sum);
}

/** The key stems two texts share, in the first text's order. */
function sharedKeys(a: Prepared, b: Prepared, weights: TermWeights): string[] {
  const out: string[] = [];
  for (const s of a.terms.keys()) if (b.terms.has(s) && weights.isKey(s)) out.push(s);
  return out;
}

function sharedFigures(a: readonly Figure[], b: readonly Figure[]): Figure[] {
  return a.filter((f) => b.some((g) => sameFigure(f, g)));
}

/** The score of `passage` for `sentence`. */
function scoreOf(sentence: Prepared, sentenceNorm: number, passage: Prepared, weights: TermWeights): number {
  let dot = 0;
  for (const s of sharedKeys(sentence, passage, weights)) dot += weights.weight(s) ** 2;
  const cosine = dot === 0 ? 0 : dot / (sentenceNorm * (norm(passage, weights) || 1));
  return cosine + FIGURE_BONUS * sharedFigures(sentence.figures, passage.figures).length;
}

/** Key stems within the context of the figure written `raw` in `p`, and the direction stated at it; `null` when it is not found. */
function figureContext(p: Prepared, raw: string, weights: TermWeights): { keys: Set<string>; direction: number } | null {
  const at = p.text.indexOf(raw);
  if (at < 0) return null;
  const around = tokensAround(p, at, at + raw.length, FIGURE_CONTEXT);
  const keys = new Set<string>();
  for (const i of around) {
    const s = p.tokens[i]?.stem;
    if (s != null && p.terms.has(s) && weights.isKey(s)) keys.add(s);
  }
  const first = around.find((i) => (p.tokens[i]?.start ?? -1) >= at);
  return { keys, direction: first === undefined ? 0 : (p.direction[first] ?? 0) };
}

/** Figures the sentence quotes whose number a passage states but whose measure or direction differs in every passage stating it. */
export function figureMismatches(sentence: Prepared, passages: readonly Prepared[], weights: TermWeights): FigureMismatch[] {
  const out: FigureMismatch[] = [];
  for (const figure of sentence.figures) {
    const mine = figureContext(sentence, figure.raw, weights);
    if (mine === null) continue;
    let matched = false;
    let mismatch: FigureMismatch | undefined;
    passages.forEach((passage, index) => {
      for (const stated of passage.figures) {
        if (matched || !sameFigure(figure, stated)) continue;
        const theirs = figureContext(passage, stated.raw, weights);
        if (theirs === null) continue;
        const overlap = [...mine.keys].some((k) => theirs.keys.has(k));
        if (overlap && mine.direction !== 0 && theirs.direction !== 0 && mine.direction !== theirs.direction) {
          mismatch ??= { figure: figure.raw, passage: index, reason: 'direction' };
        } else if (!overlap && mine.keys.size >= MIN_CONTEXT_KEYS && theirs.keys.size >= MIN_CONTEXT_KEYS) {
          mismatch ??= { figure: figure.raw, passage: index, reason: 'measure' };
        } else {
          matched = true;
        }
      }
    });
    if (!matched && mismatch) out.push(mismatch);
  }
  return out;
}

/** The key stems of the clause that holds token `i`. */
function clauseKeys(p: Prepared, i: number, weights: TermWeights): Set<string> {
  const out = new Set<string>();
  p.tokens.forEach((t, j) => {
    if (p.clause[j] === p.clause[i] && t.stem !== null && p.terms.has(t.stem) && weights.isKey(t.stem)) out.add(t.stem);
  });
  return out;
}

/** The stated polarity of token `i`: its direction (up 1, down -1, none 0), turned when the direction word is negated. */
function polarity(p: Prepared, i: number): number {
  const d = p.direction[i] ?? 0;
  return p.directionNegated[i] === 1 ? -d : d;
}

/**
 * An explicit opposite between the sentence and the passage, or `null`. Only where both speak of
 * the same thing (the clauses holding the shared term share another key term) and the signal is
 * explicit: the term negated on one side and free of any negation on the other, or stated with
 * opposite directions ("increase" against "decrease", "reduces" against "does not reduce").
 */
function contradictionOf(sentence: Prepared, passage: Prepared, shared: readonly string[], weights: TermWeights): Contradiction | null {
  if (shared.length < MIN_SHARED_FOR_CONTRADICTION) return null;
  for (const term of shared) {
    const i = sentence.terms.get(term);
    const j = passage.terms.get(term);
    if (i === undefined || j === undefined) continue;
    const mine = clauseKeys(sentence, i, weights);
    let common = 0;
    for (const k of clauseKeys(passage, j, weights)) if (mine.has(k)) common += 1;
    if (common < MIN_SHARED_FOR_CONTRADICTION) continue;
    const word = sentence.tokens[i]?.word ?? term;
    const negI = sentence.negated[i] === 1;
    const negJ = passage.negated[j] === 1;
    if ((negI && !negJ && passage.negationInClause[j] === 0) || (negJ && !negI && sentence.negationInClause[i] === 0)) return { term: word, reason: 'negation' };
    const a = polarity(sentence, i);
    const b = polarity(passage, j);
    if (a !== 0 && b !== 0 && a !== b) return { term: word, reason: sentence.directionNegated[i] === passage.directionNegated[j] ? 'direction' : 'negation' };
  }
  return null;
}

/** Where the shared stems and figures stand in the passage's text. */
function marksOf(passage: Prepared, stems: ReadonlySet<string>, figures: readonly Figure[]): Array<[number, number]> {
  const marks: Array<[number, number]> = [];
  for (const t of passage.tokens) if (t.stem !== null && stems.has(t.stem)) marks.push([t.start, t.end]);
  for (const f of passage.figures) {
    if (!figures.some((g) => sameFigure(f, g))) continue;
    const at = passage.text.indexOf(f.raw);
    if (at >= 0) marks.push([at, at + f.raw.length]);
  }
  marks.sort((x, y) => x[0] - y[0] || y[1] - x[1]);
  // Overlapping marks (a figure's digits inside a marked word) become one.
  const merged: Array<[number, number]> = [];
  for (const m of marks) {
    const last = merged[merged.length - 1];
    if (last && m[0] <= last[1]) last[1] = Math.max(last[1], m[1]);
    else merged.push([m[0], m[1]]);
  }
  return merged;
}

/**
 * Compares `sentence` (the clause or sentence that carries a citation) with `passages` (the cited
 * note's, in preference order: claim, description, body) and returns the best passage, what they
 * share and any explicit contradiction. `whole` is the full sentence, tried when the clause alone
 * shares nothing; the same object as `sentence` when the clause is the sentence. `context` (the
 * sentence with the uncited sentence before it, whose point a citation at the end often carries)
 * is tried last. Figure mismatches
 * are found over all the notes a sentence cites (`figureMismatches`).
 */
export function compareCitation(sentence: Prepared, whole: Prepared, passages: readonly Prepared[], weights: TermWeights, context?: Prepared): Comparison {
  const pick = (text: Prepared): { index: number; score: number } => {
    const n = norm(text, weights);
    let index = -1;
    let score = 0;
    passages.forEach((p, i) => {
      const s = scoreOf(text, n, p, weights);
      if (s > score) {
        score = s;
        index = i;
      }
    });
    return { index, score };
  };
  let text = sentence;
  let best = pick(sentence);
  for (const wider of [whole, context]) {
    if (best.index >= 0 || wider === undefined || wider === text) continue;
    text = wider;
    best = pick(wider);
  }
  if (best.index < 0) return { passage: passages.length > 0 ? 0 : -1, score: 0, terms: [], figures: [], marks: [], contradiction: null };
  const passage = passages[best.index] as Prepared;
  const stems = sharedKeys(text, passage, weights);
  const figures = sharedFigures(text.figures, passage.figures);
  const terms = stems.map((s) => text.terms.get(s) ?? 0).sort((x, y) => x - y).map((i) => text.tokens[i]?.word ?? '');
  return {
    passage: best.index,
    score: Math.round(best.score * 1000) / 1000,
    terms,
    figures: figures.map((f) => f.raw),
    marks: marksOf(passage, new Set(stems), figures),
    contradiction: contradictionOf(text, passage, stems, weights),
  };
}
