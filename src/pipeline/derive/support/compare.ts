/**
 * Compares one citing sentence with the passages of the note it cites: the passage a reader would
 * pick (shared key terms weighted by inverse document frequency, shared figures, the sentence's
 * main verb; a description that asks only when nothing else shares a word), what they share, any
 * explicit opposite (`contradiction.ts`), and the sentence's point against the note. Pure and offline.
 */
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { sameFigure } from '../../parse/figures.ts';
import { type Contradiction, contradictionElsewhere, contradictionOf, statesBothWays } from './contradiction.ts';
import { deniesClaim } from './denial.ts';
import { directionOf, isNegationCue } from './lexicon.ts';
import type { NoteText } from './note-text.ts';
import { isVerbAt, type Prepared, sharedKeys } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';
import type { WordOpposites } from './word-opposites.ts';

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
  /** True when the sentence alone shared nothing and the comparison read the sentence before it too. */
  widened: boolean;
}

const FIGURE_BONUS = 0.25;
/** What a passage holding the sentence's main verb gains: it carries the sentence's point, not only its words. */
const POINT_BONUS = 0.2;
/** Words that open a condition on a claim. */
const CONDITIONS = new Set(['whether', 'regardless', 'unless']);

function sharedFigures(a: readonly Figure[], b: readonly Figure[]): Figure[] {
  return a.filter((f) => b.some((g) => sameFigure(f, g)));
}

/** How many figures of `a` `b` states too (`sharedFigures(a, b).length`, without the list: every passage of a note is scored). */
function countSharedFigures(a: readonly Figure[], b: readonly Figure[]): number {
  if (b.length === 0) return 0;
  let n = 0;
  for (const f of a) if (b.some((g) => sameFigure(f, g))) n += 1;
  return n;
}

/** True when token `i` is a verb that modifies the noun before it ("students *paired* with a chatbot", "models *tested*,") rather than stating the clause. */
function isModifier(p: Prepared, i: number): boolean {
  const t = p.tokens[i];
  const before = p.tokens[i - 1];
  const after = p.tokens[i + 1];
  if (t === undefined || before === undefined || (before.pos !== 'NOUN' && before.pos !== 'PROPN') || !t.word.endsWith('ed')) return false;
  // A word of change after its noun states how the noun changed ("physical distancing *declined*, …").
  if (directionOf(t.word) !== 0) return false;
  // An amount after it is its object ("Pinatubo *lofted* up to 20 million tonnes"): it states the clause.
  if (amountFollows(p, i + 1)) return false;
  return after === undefined || after.pos === 'ADP' || after.pos === 'PART' || /^\s*,/.test(p.text.slice(t.end));
}

/** Words that open an amount before its number ("*up to* 20 million", "*about* 5%", "*nearly* half"). */
const AMOUNT_OPENERS = new Set(['about', 'around', 'roughly', 'nearly', 'almost', 'some']);

/** True when an amount starts at token `k`, in the clause of the word before it: a number, after "up to" or a word that opens one ("up to 20 million", "about 40 centimetres"); a duration after "over" or "for" is no amount of an object. */
function amountFollows(p: Prepared, k: number): boolean {
  const first = p.tokens[k];
  if (first === undefined || p.clause[k] !== p.clause[k - 1]) return false;
  let at = k;
  if (first.word === 'up' && p.tokens[k + 1]?.word === 'to') at = k + 2;
  else if (AMOUNT_OPENERS.has(first.word)) at = k + 1;
  const t = p.tokens[at];
  return t !== undefined && t.pos === 'NUM' && p.clause[at] === p.clause[k] && (at > k || /\d/.test(t.word));
}

/** True when token `i` is a present participle between a determiner and the noun it qualifies ("the *resulting* haze", "a *growing* share"): an adjective, no verb of the clause. */
function isAttributive(p: Prepared, i: number): boolean {
  const word = (p.tokens[i] as Token).word;
  const before = p.tokens[i - 1];
  const after = p.tokens[i + 1];
  return word.endsWith('ing') && before?.pos === 'DET' && (after?.pos === 'NOUN' || after?.pos === 'PROPN') && p.clause[i + 1] === p.clause[i];
}

/** Words that, after a preposition, open a clause it takes ("for *how* recipients felt about their lives"). */
const QUESTION_WORDS = new Set(['how', 'what', 'why']);
/** Words that open a relative clause, whose verb says what a noun is ("…, *which* suggests…"). */
const RELATIVE_WORDS = new Set(['which', 'who', 'whom', 'whose']);

/**
 * True when token `i`, a verb, does not state its sentence's clause: a gerund after a preposition
 * ("of *stopping* the injections") or before the verb it is the subject of ("physical *distancing*
 * declined"), or a verb of a relative clause ("…, which *suggests* the drug…").
 */
function isSubordinate(p: Prepared, i: number): boolean {
  const { tokens, clause } = p;
  const gerund = (tokens[i] as Token).word.endsWith('ing');
  // Only a gerund: a word tagged a verb after a preposition that is no gerund is a noun the tagger misread ("within *reach*").
  if (gerund && tokens[i - 1]?.pos === 'ADP' && clause[i - 1] === clause[i]) return true;
  const next = tokens[i + 1];
  if (gerund && (next?.pos === 'VERB' || next?.pos === 'AUX') && clause[i + 1] === clause[i]) return true;
  let start = i;
  while (start > 0 && clause[start - 1] === clause[i]) start -= 1;
  if (start > 0 && RELATIVE_WORDS.has((tokens[start] as Token).word)) return true;
  // A verb after a preposition and a question word, with no verb between, states what the preposition takes ("a good deal *for how* recipients *felt*").
  for (let k = i - 1; k >= start; k -= 1) {
    if (isVerbAt(p, k) || tokens[k]?.pos === 'AUX') return false;
    if (QUESTION_WORDS.has((tokens[k] as Token).word)) return tokens[k - 1]?.pos === 'ADP';
  }
  return false;
}

/**
 * Index of the token of the sentence's main verb: its first verb that states the clause, or -1. A
 * sentence whose only such verb reads as a modifier ("most of that loss *returned* within a year")
 * has it as its main verb.
 */
export function mainVerbAt(text: Prepared): number {
  let modifier = -1;
  for (let i = 0; i < text.tokens.length; i += 1) {
    if (!isVerbAt(text, i) || isSubordinate(text, i) || isAttributive(text, i)) continue;
    if (!isModifier(text, i)) return i;
    if (modifier < 0) modifier = i;
  }
  return modifier;
}

/**
 * The terms of the sentence's main verb (-1 when it has none; `key`: the same, -1 too when it is no
 * key term, "models *abandon* correct answers") and of its subject, the words before that verb in
 * its clause, common ones included.
 */
function subjectAndVerb(text: Prepared, weights: TermWeights): { verb: number; key: number; subject: number[] } {
  const at = mainVerbAt(text);
  const verb = text.tokens[at]?.term ?? -1;
  const subject: number[] = [];
  for (let i = at - 1; i >= 0 && text.clause[i] === text.clause[at]; i -= 1) {
    const term = (text.tokens[i] as Token).term;
    if (term >= 0) subject.push(term);
  }
  return { verb, key: verb >= 0 && weights.isKey(verb) ? verb : -1, subject };
}

/** The decimals `text` writes outside the figures it states ("a ratio of something like *1.3* to 1", "exponents of *0.28* and *0.34*"), each as a pattern that finds it written alone. */
function numbersOutsideFigures(text: Prepared): RegExp[] {
  const out: RegExp[] = [];
  for (const t of text.tokens) {
    // A decimal measures; a whole number may as well name the study's size or year ("*529* species", "in *2016*").
    if (t.pos !== 'NUM' || !/^\d+\.\d+$/.test(t.word)) continue;
    if (text.figures.some((f) => f.raw.includes(t.word))) continue;
    out.push(new RegExp(`(?<![\\d.,])${t.word.replaceAll('.', '\\.')}(?![\\d]|[.,]\\d)`));
  }
  return out;
}

/** How many of `numbers` (`numbersOutsideFigures`) `passage` writes. */
function countWritten(numbers: readonly RegExp[], passage: string): number {
  let n = 0;
  for (const number of numbers) if (number.test(passage)) n += 1;
  return n;
}

/**
 * The best passage of `note` for `text` (-1 when none shares a key term or figure) and its score:
 * the cosine of their key terms, plus a bonus per shared figure and for holding the sentence's main
 * verb. A description that asks a question ("Explores whether…") is taken only when no other
 * passage shares anything, and ties go to the claim, which comes first.
 */
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
  const clause = subjectAndVerb(text, weights);
  const verb = clause.key;
  // Dot products through the note's term → passages index: only passages sharing a key term cost anything.
  const dots = new Float64Array(note.length);
  for (let k = 0; k < keys.length; k += 1) for (const i of note.passagesWith(keys[k] as number)) dots[i] = (dots[i] ?? 0) + (squares[k] as number);
  const sharesKey = dots.some((d) => d > 0);
  const numbers = sharesKey ? numbersOutsideFigures(text) : [];
  let index = -1;
  let score = 0;
  let question = -1;
  for (let i = 0; i < note.length; i += 1) {
    const dot = dots[i] ?? 0;
    let s = dot === 0 ? 0 : dot / (textNorm * (note.norm(i, weights) || 1));
    if (text.figures.length > 0) s += FIGURE_BONUS * countSharedFigures(text.figures, note.figures(i));
    // A decimal the sentence writes outside its figures ("something like *1.3* to 1") that a passage sharing its words writes too marks the passage that carries its point.
    if (dot > 0 && numbers.length > 0) s += FIGURE_BONUS * countWritten(numbers, note.texts[i] ?? '');
    const terms = note.terms[i];
    if (s > 0 && verb >= 0 && terms?.includes(verb)) s += POINT_BONUS;
    // A passage that says what the sentence's subject does, in the sentence's verb, carries its point, however common their words (when the note shares a key term with the sentence at all).
    if (sharesKey && clause.verb >= 0 && terms?.includes(clause.verb) && clause.subject.some((t) => terms.includes(t))) s += POINT_BONUS;
    if (note.isQuestion(i)) {
      if (s > 0) question = i;
      continue;
    }
    if (s > score) {
      score = s;
      index = i;
    }
  }
  return index < 0 && question >= 0 ? { index: question, score: 0 } : { index, score };
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

/** How many numbers in digits `text` writes ("about *500* kcal", "*15*%"). */
function numbersIn(text: Prepared): number {
  let n = 0;
  for (const t of text.tokens) if (t.pos === 'NUM' && /\d/.test(t.word)) n += 1;
  return n;
}

/**
 * Compares `sentence` (the clause or sentence that carries a citation) with `passages` (the cited
 * note's, in preference order: claim, description, body) and returns the best passage, what they
 * share and any explicit contradiction. `whole` is the full sentence, tried when the clause alone
 * shares nothing; the same object as `sentence` when the clause is the sentence. `context` (the
 * sentence with the uncited sentence before it, whose point a citation at the end often carries)
 * is tried last. `main` is `sentence`'s main clause without the clauses that set the scene
 * (`mainPart`), when it has one: when the scene holds a number, the passage is chosen for the main
 * clause, the sentence's point, rather than for the scene it restates ("*Although participants lost about 15% …,* most of that loss
 * returned…" shows the note's passage on the loss returning, not the one with the 15%), and for
 * the whole sentence when it shares nothing. Figure mismatches are found over all the notes a
 * sentence cites (`figureMismatches`).
 */
export function compareCitation(
  sentence: Prepared,
  whole: Prepared,
  note: NoteText,
  weights: TermWeights,
  oppositesOf: (text: Prepared) => WordOpposites,
  main: Prepared | undefined,
  context?: Prepared,
): Comparison {
  let text = sentence;
  // Only a scene that holds a number draws the passage from the point, to the passage it restates.
  const scened = main !== undefined && numbersIn(main) < numbersIn(sentence);
  let best = scened ? bestPassage(main, note, weights) : { index: -1, score: 0 };
  if (best.index < 0) best = bestPassage(sentence, note, weights);
  for (const wider of [whole, context]) {
    if (best.index >= 0 || wider === undefined || wider === text) continue;
    text = wider;
    best = bestPassage(wider, note, weights);
  }
  if (best.index < 0) return { passage: note.length > 0 ? 0 : -1, score: 0, terms: [], figures: [], marks: [], contradiction: null, widened: false };
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
    widened: context !== undefined && text === context,
    contradiction: note.isQuestion(best.index) ? null : contradictionIn(text, passage, shared, note, best.index, weights, oppositesOf(text)),
  };
}

/** True when `p` states the change `word` of `text` states, the same way in a word of the same part of speech ("dropped" and "fell"; "shrinking" is no "less well"), outside any negation. */
function statesWay(p: Prepared, text: Prepared, word: string): boolean {
  const way = directionOf(word);
  const pos = text.tokens.find((t) => t.word === word)?.pos;
  return way !== 0 && p.tokens.some((t, k) => !t.compound && t.pos === pos && p.negated[k] === 0 && directionOf(t.word) === way);
}

/** An explicit opposite of `text` in the best passage (`passage`, at `best` in `note`) or, failing that, in another passage on the same thing. */
function contradictionIn(
  text: Prepared,
  passage: Prepared,
  shared: readonly number[],
  note: NoteText,
  best: number,
  weights: TermWeights,
  opposites: WordOpposites,
): Contradiction | null {
  const here = contradictionOf(text, passage, shared, weights, opposites);
  let found = here ?? contradictionElsewhere(text, note, best, weights, opposites);
  // A change the best passage states the sentence's way ("consumption of sugary drinks *fell* by 21%") is not turned by another passage's change of another measure ("Water consumption *rose* 63%").
  if (here === null && found?.reason === 'direction' && statesWay(passage, text, found.term)) found = null;
  // A word the best passage states with the sentence's negation or direction ("did not significantly *reduce* … *breast* cancer" for "no significant reduction in *breast* cancer") is not turned by another passage that says it of a part ("women with the highest intake showed a larger reduction in *breast* cancer").
  if (here === null && found?.reason === 'negation' && passage.tokens.some((t) => t.word === found?.term && t.term >= 0)) found = null;
  // A sentence that states both ways itself ("worse rather than better", "raised effort …, but … much less effort") restates a contrast or a trade-off: a word of one way beside the passage is no evidence that it turns the claim.
  return found?.reason === 'direction' && statesBothWays(text, opposites) ? null : found;
}

/** True when the verb at `verb` is a word of change ("declined", "rose") that takes no object: nothing, or a preposition, follows it in its clause ("rose *in* the trial", "fell *by* 5%"). */
function changesSubject(text: Prepared, verb: number): boolean {
  if (directionOf((text.tokens[verb] as Token).word) === 0) return false;
  let next = verb + 1;
  while (next < text.tokens.length && text.tokens[next]?.pos === 'ADV' && text.clause[next] === text.clause[verb]) next += 1;
  return next >= text.tokens.length || text.clause[next] !== text.clause[verb] || text.tokens[next]?.pos === 'ADP';
}

/** A sentence's point against a note (`pointOf`). */
export interface Point {
  /** Distinct key terms of its predicate (from its main verb on). */
  predicate: number;
  /** How many of them the note never states. */
  novel: number;
  /** The share of the predicate's weight (`TermWeights.weight`) those carry: a rare word of the point counts for more than a common one. */
  novelWeight: number;
  /** How many distinct key terms of the whole text, subject and predicate, the note never states. */
  absent: number;
  /** Its words. */
  words: number;
  /** Where its predicate starts in its text (its main verb's offset; 0 when it has none). */
  from: number;
  /** True when its main verb is a key word the note never states. */
  verbNovel: boolean;
  /** True when a negation stands before its main verb in its clause. */
  verbNegated: boolean;
  /** True when it denies its claim: a negation cue beside its main verb or a verb of the clause that verb reports (`deniesClaim`). */
  denied: boolean;
  /** True when a negation cue stands anywhere in it ("no longer", "never"). */
  negated: boolean;
  /** True when its main verb is a word of change that takes no object ("physical distancing *declined*, …") and the note holds at least half the key words of its subject: the point is how the note's subject changed. */
  subjectChanges: boolean;
}

/**
 * The sentence's point against the note: the key terms of its predicate (from its main verb on,
 * or the whole text when it has no verb), how many of them the note never states, in any passage
 * or its title, and how much of the sentence's subject (before the verb) the note holds. "Warmth-trained models became more *sycophantic* toward *political*
 * *opinions*" cites a note on warmth training that says nothing of the three.
 */
export function pointOf(text: Prepared, note: NoteText, weights: TermWeights): Point {
  const verb = mainVerbAt(text);
  const verbTerm = text.tokens[verb]?.term ?? -1;
  // The main verb is a key word the note never states: the sentence's point is another claim than the note's.
  const verbNovel = verbTerm >= 0 && weights.isKey(verbTerm) && !note.holds(verbTerm);
  const seen = new Set<number>();
  let novel = 0;
  let total = 0;
  let missing = 0;
  let subjectHeld = 0;
  let subjectKeys = 0;
  const absentSubject = new Set<number>();
  // A condition ("whether or not they were right", "regardless of…") qualifies the point; it is not the point.
  const conditions = new Set<number>();
  text.tokens.forEach((t, i) => {
    if (CONDITIONS.has(t.word) && text.clause[i - 1] !== text.clause[i]) conditions.add(text.clause[i] ?? -1);
  });
  text.tokens.forEach((t, i) => {
    const term = t.term;
    if (term < 0 || !weights.isKey(term) || conditions.has(text.clause[i] ?? -1)) return;
    if (i < verb) {
      subjectKeys += 1;
      if (note.holds(term)) subjectHeld += 1;
      else if (!absentSubject.has(term)) absentSubject.add(term);
      return;
    }
    if (seen.has(term)) return;
    seen.add(term);
    const weight = weights.weight(term);
    total += weight;
    if (note.holds(term)) return;
    novel += 1;
    missing += weight;
  });
  // A subject of no key word ("Models abstain…") is the note's subject as much as any.
  return {
    predicate: seen.size,
    novel,
    novelWeight: total === 0 ? 0 : missing / total,
    absent: novel + [...absentSubject].filter((t) => !seen.has(t)).length,
    words: text.tokens.length,
    from: text.tokens[verb]?.start ?? 0,
    verbNovel,
    verbNegated: verb >= 0 && text.negationInClause[verb] === 1,
    denied: deniesClaim(text, verb),
    negated: text.negationInClause.includes(1) || text.tokens.some((t) => isNegationCue(t.lemma)),
    // The note's subject: at least half its key words are the note's.
    subjectChanges: verb >= 0 && 2 * subjectHeld >= subjectKeys && changesSubject(text, verb),
  };
}
