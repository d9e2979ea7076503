/**
 * Compares one citing sentence with the passages of the note it cites: which passage supports it
 * best (shared key terms weighted by inverse document frequency, shared figures matched exactly),
 * and whether the pair shows one of three explicit problems: nothing shared, a figure that matches
 * in number but not in what it measures or its direction, or an opposite statement (a negation or
 * an opposite direction word on the same shared term). Pure and offline.
 */
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { sameFigure } from '../../parse/figures.ts';
import { directionOf } from './lexicon.ts';
import type { NoteText } from './note-text.ts';
import { type Prepared, tokensAround } from './passage.ts';
import type { TermWeights } from './weights.ts';

/** How a figure of the sentence fails to match the passage that states the same number. */
export type FigureMismatchReason = 'measure' | 'direction';

/** A figure the sentence quotes that a passage states in number but not in what it measures or its direction. */
export interface FigureMismatch {
  figure: string;
  /** The note and passage index that state the number. */
  note: NoteText;
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
const FIGURE_CONTEXT = 8;
/** Words either side of a figure within which a direction word states its direction ("reduced reaction times by 23%"). */
const FIGURE_DIRECTION = 5;
/** Key words each side of a figure needs before "measures something else" can be judged. */
const MIN_CONTEXT_KEYS = 2;
/** Key terms a pair must share before an opposite on one of them reads as a contradiction of the same claim. */
const MIN_SHARED_FOR_CONTRADICTION = 2;

/** The key terms two prepared texts share, in the first text's order. */
function sharedKeys(a: Prepared, b: Prepared, weights: TermWeights): number[] {
  const out: number[] = [];
  for (const t of a.terms.keys()) if (b.terms.has(t) && weights.isKey(t)) out.push(t);
  return out;
}

function sharedFigures(a: readonly Figure[], b: readonly Figure[]): Figure[] {
  return a.filter((f) => b.some((g) => sameFigure(f, g)));
}

/** The best passage of `note` for `text` (-1 when none shares a key term or figure) and its score. */
function bestPassage(text: Prepared, note: NoteText, weights: TermWeights): { index: number; score: number } {
  const keys: number[] = [];
  const squares: number[] = [];
  let sum = 0;
  for (const t of text.terms.keys()) {
    if (!weights.isKey(t)) continue;
    const square = weights.weight(t) ** 2;
    keys.push(t);
    squares.push(square);
    sum += square;
  }
  const textNorm = Math.sqrt(sum) || 1;
  // Dot products through the note's term → passages index: only passages sharing a key term cost anything.
  const dots = new Float64Array(note.length);
  for (let k = 0; k < keys.length; k += 1) for (const i of note.passagesWith(keys[k] as number)) dots[i] = (dots[i] ?? 0) + (squares[k] as number);
  let index = -1;
  let score = 0;
  for (let i = 0; i < note.length; i += 1) {
    const dot = dots[i] ?? 0;
    let s = dot === 0 ? 0 : dot / (textNorm * (note.norm(i, weights) || 1));
    if (text.figures.length > 0) s += FIGURE_BONUS * sharedFigures(text.figures, note.figures(i)).length;
    if (s > score) {
      score = s;
      index = i;
    }
  }
  return { index, score };
}

/** The direction stated at token `i` (a figure's first digits): the nearest direction word within `FIGURE_DIRECTION` words in its clause, turned when negated. */
function figureDirection(p: Prepared, i: number): number {
  for (let d = 1; d <= FIGURE_DIRECTION; d += 1) {
    for (const j of [i - d, i + d]) {
      const t = p.tokens[j];
      if (t === undefined || p.clause[j] !== p.clause[i]) continue;
      const direction = directionOf(t.word);
      if (direction !== 0) return p.negated[j] === 1 ? -direction : direction;
    }
  }
  return 0;
}

/** Key terms within the context of the figure written `raw` in `p`, and the direction stated at it; `null` when it is not found. */
function figureContext(p: Prepared, raw: string, weights: TermWeights): { keys: Set<number>; direction: number } | null {
  const at = p.text.indexOf(raw);
  if (at < 0) return null;
  const around = tokensAround(p, at, at + raw.length, FIGURE_CONTEXT);
  const keys = new Set<number>();
  for (const i of around) {
    const t = p.tokens[i];
    if (t !== undefined && t.term >= 0 && weights.isKey(t.term)) keys.add(t.term);
  }
  const first = around.find((i) => (p.tokens[i]?.start ?? -1) >= at);
  return { keys, direction: first === undefined ? 0 : figureDirection(p, first) };
}

/**
 * Figures the sentence quotes whose number a passage of the cited notes states but whose measure
 * or direction differs in every passage stating it. Another measure: the key words around the two
 * figures share nothing, while the sentence's words for what it measures are in the note, said of
 * something else (a vague "puts the loss at 5–9pp" is not flagged). Another direction: up against
 * down on the same measure. `passages` are the passages of every note the sentence cites.
 */
export function figureMismatches(sentence: Prepared, passages: ReadonlyArray<{ note: NoteText; index: number }>, weights: TermWeights): FigureMismatch[] {
  const out: FigureMismatch[] = [];
  for (const figure of sentence.figures) {
    const mine = figureContext(sentence, figure.raw, weights);
    if (mine === null) continue;
    let matched = false;
    let mismatch: FigureMismatch | undefined;
    for (const { note, index } of passages) {
      for (const stated of note.figures(index)) {
        if (matched || !sameFigure(figure, stated)) continue;
        const theirs = figureContext(note.full(index), stated.raw, weights);
        if (theirs === null) continue;
        const overlap = [...mine.keys].some((k) => theirs.keys.has(k));
        if (overlap && mine.direction !== 0 && theirs.direction !== 0 && mine.direction !== theirs.direction) {
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'direction' };
        } else if (!overlap && mine.keys.size >= MIN_CONTEXT_KEYS && theirs.keys.size >= MIN_CONTEXT_KEYS && [...mine.keys].some((k) => note.holds(k))) {
          mismatch ??= { figure: figure.raw, note, passage: index, reason: 'measure' };
        } else {
          matched = true;
        }
      }
    }
    if (!matched && mismatch) out.push(mismatch);
  }
  return out;
}

/** The key terms of the clause that holds token `i`. */
function clauseKeys(p: Prepared, i: number, weights: TermWeights): Set<number> {
  const out = new Set<number>();
  p.tokens.forEach((t, j) => {
    if (p.clause[j] === p.clause[i] && t.term >= 0 && weights.isKey(t.term)) out.add(t.term);
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
function contradictionOf(sentence: Prepared, passage: Prepared, shared: readonly number[], weights: TermWeights): Contradiction | null {
  if (shared.length < MIN_SHARED_FOR_CONTRADICTION) return null;
  for (const term of shared) {
    const i = sentence.terms.get(term);
    if (i === undefined) continue;
    const mine = clauseKeys(sentence, i, weights);
    // Every place the passage states the term in a clause about the same thing must say the opposite.
    let found: Contradiction['reason'] | null = null;
    let agrees = false;
    passage.tokens.forEach((t, j) => {
      if (agrees || t.term !== term) return;
      let common = 0;
      for (const k of clauseKeys(passage, j, weights)) if (mine.has(k)) common += 1;
      if (common < MIN_SHARED_FOR_CONTRADICTION) return;
      const opposite = oppositeAt(sentence, i, passage, j);
      if (opposite === null) agrees = true;
      else found ??= opposite;
    });
    if (!agrees && found !== null) return { term: sentence.tokens[i]?.word ?? '', reason: found };
  }
  return null;
}

/** How token `i` of the sentence and token `j` of the passage (the same term) say opposite things, or `null` when they do not. */
function oppositeAt(sentence: Prepared, i: number, passage: Prepared, j: number): Contradiction['reason'] | null {
  const negI = sentence.negated[i] === 1;
  const negJ = passage.negated[j] === 1;
  if ((negI && !negJ && passage.negationInClause[j] === 0) || (negJ && !negI && sentence.negationInClause[i] === 0)) return 'negation';
  const a = polarity(sentence, i);
  const b = polarity(passage, j);
  if (a !== 0 && b !== 0 && a !== b) return sentence.directionNegated[i] === passage.directionNegated[j] ? 'direction' : 'negation';
  return null;
}

/** Where the shared terms and figures stand in the passage's text. */
function marksOf(passage: Prepared, terms: ReadonlySet<number>, figures: readonly Figure[]): Array<[number, number]> {
  const marks: Array<[number, number]> = [];
  for (const t of passage.tokens) if (t.term >= 0 && terms.has(t.term)) marks.push([t.start, t.end]);
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
export function compareCitation(sentence: Prepared, whole: Prepared, note: NoteText, weights: TermWeights, context?: Prepared): Comparison {
  let text = sentence;
  let best = bestPassage(sentence, note, weights);
  for (const wider of [whole, context]) {
    if (best.index >= 0 || wider === undefined || wider === text) continue;
    text = wider;
    best = bestPassage(wider, note, weights);
  }
  if (best.index < 0) return { passage: note.length > 0 ? 0 : -1, score: 0, terms: [], figures: [], marks: [], contradiction: null };
  const passage = note.full(best.index);
  const shared = sharedKeys(text, passage, weights);
  const figures = sharedFigures(text.figures, passage.figures);
  const terms = shared
    .map((t) => text.terms.get(t) ?? 0)
    .sort((x, y) => x - y)
    .map((i) => text.tokens[i]?.word ?? '');
  return {
    passage: best.index,
    score: Math.round(best.score * 1000) / 1000,
    terms,
    figures: figures.map((f) => f.raw),
    marks: marksOf(passage, new Set(shared), figures),
    contradiction: contradictionOf(text, passage, shared, weights),
  };
}
