/**
 * A citing sentence's point against the note it cites, and whether the note makes it. The point is
 * read from the parse: the sentence's main verb and what follows (`pointOf`), and the parts of the
 * sentence that state a point of their own: the cause it gives after "because", and its main
 * clause without the clauses that set the scene for it, an opening clause of circumstance, cause
 * or concession ("*Although participants lost about 15% …*, most of that loss returned…", "*By
 * lifting mask use to 42%*, the campaign also…") and an aside between commas that says what a noun
 * is ("the policy*, which reached 90.3% …,* carried over…", "the transfers*, of roughly $404 …,*
 * also pushed up…"). Such clauses restate the note more often than not, and the sentence's point
 * is what it says after them: a note that holds the scene but not the point does not support it.
 */
import { type Comparison, type Point, pointOf } from './compare.ts';
import type { Figure } from '../../../schemas/knowledge-base.ts';
import { writesNumberOf } from './figures.ts';
import { directionOf } from './lexicon.ts';
import type { NoteText } from './note-text.ts';
import { writesNumberWordOf, writesOneOf, writesPeriodOf } from './amounts-in-words.ts';
import { noteHedgesSubject, noteSaysHowSubjectFared } from './subject-answered.ts';
import { type Prepared, prepareSpans, sharedKeys } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** Words that open a clause of circumstance before the main clause: "*Although* …,", "*By* lifting …,", "*Of* the nearly three billion birds …,". */
const SCENE_OPENERS = new Set([
  'although',
  'though',
  'because',
  'since',
  'as',
  'while',
  'whereas',
  'despite',
  'given',
  'after',
  'once',
  'when',
  'by',
  'with',
  'beyond',
  'besides',
  'alongside',
  'of',
  'among',
  'across',
  'over',
  'in',
  'at',
  'for',
  'from',
  'following',
]);
/** Words that open a relative clause, which says what its noun is rather than what the sentence claims. */
const RELATIVE_OPENERS = new Set(['which', 'who', 'whose', 'whom', 'where']);
/** Words after which a verb belongs to a clause inside a noun phrase or a comparison, not to a main clause ("a hit rate *that* should worry…", "higher *than* the alloy managed"). */
const EMBEDDING = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'than']);
/** Prepositions that open an aside between commas ("the transfers*, of roughly $404 …,*"). */
const ASIDE_OPENERS = new Set(['of', 'with', 'by', 'at', 'in', 'for', 'from', 'over', 'among']);

/** True when only a comma (and spaces) stands between tokens `a` and `b` of `text`. */
function commaBetween(text: Prepared, a: number, b: number): boolean {
  const before = text.tokens[a];
  const after = text.tokens[b];
  return before !== undefined && after !== undefined && /^\s*,\s*$/.test(text.text.slice(before.end, after.start));
}

/**
 * Per token, 1 when it stands in a clause that sets the scene: the sentence's opening clause when
 * it starts with a word of `SCENE_OPENERS` and a clause follows, or a clause between two commas
 * that opens with a relative word or a preposition. A relative clause that ends the sentence
 * ("…, where emotional holding would be the skilled move") goes on with the point and is kept.
 */
function sceneClauses(text: Prepared): Uint8Array {
  const { tokens, clause } = text;
  const scene = new Uint8Array(tokens.length);
  const last = clause[tokens.length - 1] ?? 0;
  for (let i = 0; i < tokens.length; i += 1) {
    if (i > 0 && clause[i - 1] === clause[i]) continue;
    let end = i;
    while (end + 1 < tokens.length && clause[end + 1] === clause[i]) end += 1;
    const word = (tokens[i] as Token).word;
    const opening = i === 0 && last > 0 && SCENE_OPENERS.has(word);
    const between = i > 0 && commaBetween(text, i - 1, i) && commaBetween(text, end, end + 1);
    const aside = between && (RELATIVE_OPENERS.has(word) || ASIDE_OPENERS.has(word));
    if (opening || aside) scene.fill(1, i, end + 1);
  }
  return scene;
}

/**
 * True when what `scene` leaves is a main clause: a verb stands in it before any word that embeds a
 * clause in a noun phrase or a comparison. An opening clause that runs on into the main clause
 * without a comma ("When the researcher ran o3 … it rediscovered …, *a hit rate that should worry*
 * …") leaves only a phrase.
 */
function leavesMainClause(text: Prepared, scene: Uint8Array): boolean {
  for (let i = 0; i < text.tokens.length; i += 1) {
    if (scene[i] === 1) continue;
    const t = text.tokens[i] as Token;
    if (t.pos === 'VERB' || t.pos === 'AUX') return true;
    // "most of *that* loss" is a determiner, not a relative clause.
    if (EMBEDDING.has(t.word) && t.pos !== 'DET') return false;
  }
  return false;
}

/** Words that give the cause of what the main clause states, after it: "models ignore instructions *because* …". */
const CAUSES = new Set(['because']);
/**
 * Words that, before "by", "from", "through" or "to", say that what the main clause states comes
 * of what follows: "works *mainly by* lowering…", "*driven largely by* free electricity", "is
 * *explained by* the rise…", "are *attributed to* non-cognitive skills".
 */
const ATTRIBUTING = new Set([
  'mainly',
  'largely',
  'chiefly',
  'primarily',
  'mostly',
  'principally',
  'predominantly',
  'driven',
  'explained',
  'attributed',
  'due',
  'owing',
  'all',
]);
/** The prepositions that open such a cause. */
const CAUSE_PREPOSITIONS = new Set(['by', 'from', 'through', 'to']);

/** True when token `i` of `text` opens the cause of the main clause: "because", or a preposition of `CAUSE_PREPOSITIONS` after a word of `ATTRIBUTING` ("came *mainly from*", "held back *above all by*"). */
function opensCause(text: Prepared, i: number): boolean {
  const t = text.tokens[i] as Token;
  if (CAUSES.has(t.word)) return true;
  const before = text.tokens[i - 1];
  return (
    CAUSE_PREPOSITIONS.has(t.word) && before !== undefined && ATTRIBUTING.has(before.word) && (before.word !== 'all' || text.tokens[i - 2]?.word === 'above')
  );
}

/** The clause that gives the cause of `text`'s main clause after it ("… *because* their chains of thought crowd the constraints out", "works *mainly by* lowering LDL cholesterol"), to the sentence's end, prepared from its words; `undefined` when it has none. */
export function causePart(text: Prepared): Prepared | undefined {
  const at = text.tokens.findIndex((_, i) => i > 0 && opensCause(text, i));
  const next = text.tokens[at + 1];
  if (at < 0 || next === undefined) return undefined;
  return prepareSpans(text, [[next.start, text.text.length]]);
}

/**
 * The clause `text` adds after ", and" when the clause before it quotes a figure the note states
 * (`stated`): "…found insect abundance falling by roughly *9%* a decade, *and* agricultural pesticide
 * use … has been identified as the main driver". The first restates the note's finding; the second
 * is a point of its own. `undefined` when it adds none, no clause with a verb of its own, or one
 * with a negation.
 */
function addedPart(text: Prepared, stated: readonly string[]): Prepared | undefined {
  if (stated.length === 0) return undefined;
  const { tokens } = text;
  for (let i = 1; i + 1 < tokens.length; i += 1) {
    const t = tokens[i] as Token;
    if (t.word !== 'and' || !/,\s*$/.test(text.text.slice((tokens[i - 1] as Token).end, t.start))) continue;
    const before = text.text.slice(0, t.start);
    if (!stated.some((f) => before.includes(f))) continue;
    const part = prepareSpans(text, [[(tokens[i + 1] as Token).start, text.text.length]]);
    // "…, and *were* more often rehired" joins a verb to the same subject: no clause of its own.
    const first = part.tokens[0];
    if (first === undefined || first.pos === 'VERB' || first.pos === 'AUX' || !leavesMainClause(part, new Uint8Array(part.tokens.length))) continue;
    // A clause that denies or sets an alternative aside ("pushes the deficit further *rather than* closing it") may restate the finding in words of its own: the reader judges.
    return part.negationInClause.includes(1) ? undefined : part;
  }
  return undefined;
}

/** `text`'s main clause without the clauses that set the scene, prepared from its words, or `undefined` when it has none or leaves no main clause. */
export function mainPart(text: Prepared): Prepared | undefined {
  const scene = sceneClauses(text);
  if (!scene.includes(1) || !scene.includes(0) || !leavesMainClause(text, scene)) return undefined;
  const spans: Array<[number, number]> = [];
  let from = -1;
  let to = -1;
  text.tokens.forEach((t, i) => {
    if (scene[i] === 1) {
      if (from >= 0) spans.push([from, to]);
      from = -1;
      return;
    }
    if (from < 0) from = t.start;
    to = t.end;
  });
  if (from >= 0) spans.push([from, text.text.length]);
  return prepareSpans(text, spans);
}

/** Terms of the sentence's point (its main verb and what follows) that the note never states, at least, for `unsupported`: the note is on the subject but does not make the claim. */
const MIN_NOVEL = 2;
/** …and their share of the point's terms, by count or by weight. */
const NOVEL_SHARE = 0.6;
/** …in a sentence of at most this many words: a longer one carries the author's own reading, which the reader weighs. */
const MAX_WORDS_FOR_UNSUPPORTED = 30;
/**
 * …and the sentence shares at most this many key terms with the passage: past them, it paraphrases
 * more than it departs, or says the opposite in words of its own ("never spreads from one member
 * to the rest" against "propagates through teams"), which the reader judges.
 */
const MAX_SHARED_FOR_UNSUPPORTED = 2;
/**
 * …or, when the sentence's main verb is a key word the note never states and no negation governs it
 * (a denial in words of its own may be an opposite claim, which the reader judges), at most this
 * many shared key terms (they name the subject the two share) in a sentence of at most
 * `MAX_WORDS_WHEN_VERB_NOVEL` words.
 */
const MAX_SHARED_WHEN_VERB_NOVEL = 4;
/** Most key terms a sentence whose point is new by weight only shares with the passage. */
const MAX_SHARED_BY_WEIGHT = 3;
const MAX_WORDS_WHEN_VERB_NOVEL = 25;

const YEAR = /^(?:19|20)\d\d$/;

/**
 * `text` without the figures before its main verb (at offset `verb`) that name what its subject is
 * rather than state an amount of it: a number, not a year, before the noun it qualifies ("the
 * roughly *0.11* grade-point gain … persisted"). The point is what is said of the subject; "about
 * *4%* of banking happens…" states its amount, and "the *2016* bleaching" which event, and stay.
 */
function withoutNamingFigures(text: Prepared, verb: number): Prepared {
  const spans: Array<[number, number]> = [];
  let from = 0;
  text.tokens.forEach((t, i) => {
    if (t.start >= verb || t.pos !== 'NUM' || !/\d/.test(t.word) || YEAR.test(t.word)) return;
    const next = text.tokens[i + 1];
    if (next === undefined || (next.pos !== 'NOUN' && next.pos !== 'ADJ' && next.pos !== 'PROPN')) return;
    spans.push([from, t.start]);
    from = t.end;
  });
  if (spans.length === 0) return text;
  spans.push([from, text.text.length]);
  return prepareSpans(text, spans);
}

/** True when no key term of a point's predicate (`pointOf`), at least `MIN_NOVEL` of them, is the note's, and it departs (`pointDeparts`): the note never speaks to what the sentence says of its subject. */
export function pointAbsent(point: Point): boolean {
  return point.predicate >= MIN_NOVEL && point.novel === point.predicate && pointDeparts(point);
}

/**
 * True when a point (`pointOf`) departs from the note by itself, before any passage is compared:
 * it neither denies its claim nor says how the note's subject changed, and most of its predicate (at
 * least `MIN_NOVEL` key terms and `NOVEL_SHARE` of them, by count or, in a short sentence said
 * plainly, by weight) is words the note never states, in a sentence of at most
 * `MAX_WORDS_FOR_UNSUPPORTED`. Its subject may be the note's or one the note never names
 * ("*Handwriting* engages more widespread brain connectivity" against a note on longhand notes):
 * either way the predicate is a claim the note does not make.
 */
export function pointDeparts(point: Point): boolean {
  return (
    // A sentence that denies its claim may state the note's finding, or its opposite, in words of its own: the reader judges.
    !point.denied &&
    // How the note's subject changed is the note speaking to the point, whichever way it says.
    !point.subjectChanges &&
    point.words <= MAX_WORDS_FOR_UNSUPPORTED &&
    point.novel >= MIN_NOVEL &&
    (point.novel >= NOVEL_SHARE * point.predicate ||
      // By weight, in a short sentence said plainly: a rare word of the point the note never states counts for more than a common one it does.
      (point.novelWeight >= NOVEL_SHARE && !point.negated && point.words <= MAX_WORDS_WHEN_VERB_NOVEL))
  );
}

/**
 * True when `text` (a citing sentence or a part of it), compared with `note` (`comparison`,
 * `point`), makes another point than the note's: its point departs (`pointDeparts`), it shares few
 * key terms with the passage (or its main verb, said plainly, is none of the note's words), and
 * no figure or number of its point is the note's (`stated`: the figures of `text` a cited note
 * states), which would be the note speaking to the point in words of its own.
 */
export function makesOtherPoint(
  text: Prepared,
  comparison: Comparison,
  point: Point,
  note: NoteText,
  stated: readonly string[],
  weights: TermWeights,
): boolean {
  if (!pointDeparts(point)) return false;
  const shared = comparison.terms.length;
  // A point new by weight only shares few key terms.
  if (point.novel < NOVEL_SHARE * point.predicate && shared > MAX_SHARED_BY_WEIGHT) return false;
  const fewShared =
    shared <= MAX_SHARED_FOR_UNSUPPORTED ||
    // Its main verb, said plainly, is none of the note's words: the point is another claim about the note's subject ("users *rated* the model as more satisfying").
    (point.verbNovel && !point.verbNegated && point.words <= MAX_WORDS_WHEN_VERB_NOVEL && shared <= MAX_SHARED_WHEN_VERB_NOVEL);
  if (!fewShared) return false;
  if (statesShareOf(text, point.from, note.figures(comparison.passage))) return false;
  if (comparesAsPassage(text, point.from, note.full(comparison.passage))) return false;
  if (noteHedgesSubject(text, point.from, note, weights) || noteSaysHowSubjectFared(text, point.from, note, weights)) return false;
  const told = withoutNamingFigures(text, point.from);
  const inPoint = (figure: string): boolean => told.text.includes(figure);
  return (
    !comparison.figures.some(inPoint) &&
    !stated.some(inPoint) &&
    !writesNumberOf(told, note) &&
    !writesNumberWordOf(told, point.from, note) &&
    !writesPeriodOf(text, point.from, note) &&
    !writesOneOf(text, point.from, note)
  );
}

/** Most words between a comparative and its "than" ("*larger* gains *than*"). */
const COMPARISON_REACH = 3;

/** The ways (`directionOf`) of the comparisons `text` states from offset `from`: a word of direction at most `COMPARISON_REACH` words before "than". */
function comparisonsOf(text: Prepared, from: number): Set<number> {
  const ways = new Set<number>();
  text.tokens.forEach((t, i) => {
    if (t.word !== 'than' || t.start < from) return;
    for (let k = Math.max(0, i - COMPARISON_REACH); k < i; k += 1) {
      const way = directionOf((text.tokens[k] as Token).word);
      if (way !== 0 && text.clause[k] === text.clause[i]) ways.add(way);
    }
  });
  return ways;
}

/**
 * True when the point of `text` (from offset `from`) compares two things ("after-school tutoring
 * produces *larger* gains *than* tutoring in the school day") and `passage` states a comparison of
 * the same way ("programs during the school day had *larger* effects *than* after-school ones"):
 * the note speaks to the comparison, whichever side it puts first, and the reader judges.
 */
function comparesAsPassage(text: Prepared, from: number, passage: Prepared): boolean {
  const ways = comparisonsOf(text, from);
  if (ways.size === 0) return false;
  for (const way of comparisonsOf(passage, 0)) if (ways.has(way)) return true;
  return false;
}

/** Words that state a share of a whole without a figure ("*most* of the time", "a *majority* of users"). */
const SHARE_WORDS = new Set(['most', 'majority', 'minority', 'few']);

/**
 * True when the point of `text` (from offset `from`) states a share in words (`SHARE_WORDS`) and
 * the passage (its `figures`) states one as a percentage ("go along with false premises *most* of
 * the time" for "failed to reject false presuppositions in 62% of questions"): the note speaks to
 * the amount in figures of its own, and the reader judges.
 */
function statesShareOf(text: Prepared, from: number, figures: readonly Figure[]): boolean {
  return figures.some((f) => f.kind === 'percent') && text.tokens.some((t) => t.start >= from && SHARE_WORDS.has(t.word));
}

/** Most words of a sentence whose cause clause ("… because …") is read as a point of its own. */
const MAX_WORDS_FOR_CAUSE = 25;

/** What reading a sentence's parts needs from a derivation: its weights, and each part found and compared once. */
export interface PointReader {
  weights: TermWeights;
  /** A prepared sentence's main clause without the clauses that set the scene (`mainPart`). */
  mainOf(text: Prepared): Prepared | undefined;
  /** The cause a prepared sentence gives after its main clause (`causePart`). */
  causeOf(text: Prepared): Prepared | undefined;
  /** `text` compared with a note's passages (`compareCitation`). */
  compared(text: Prepared, whole: Prepared, note: NoteText): { comparison: Comparison };
}

/**
 * True when a part of the sentence that states a point of its own, its cause (`causePart`) or its
 * main clause without the clauses that set the scene (`mainPart`), makes another point than the note (`makesOtherPoint`; `whole`: the sentence's point), with only the
 * figures of the note that it writes itself counted: "*Although participants lost about 15% …,* most of that loss returned within a year".
 */
export function partsMakeOtherPoint(text: Prepared, whole: Point, note: NoteText, stated: readonly string[], judge: PointReader): boolean {
  // A part's point holds no more words the note never states than the whole sentence.
  if (whole.absent < MIN_NOVEL) return false;
  // A cause given in a sentence short enough to make one point is a claim the note must make too; in a longer one it is the author's own reading, which the reader weighs.
  const cause = whole.words <= MAX_WORDS_FOR_CAUSE ? judge.causeOf(text) : undefined;
  if (cause !== undefined && !noteGivesCause(cause, note, judge) && partMakesOtherPoint(cause, note, stated, judge)) return true;
  const added = addedPart(text, stated);
  if (added !== undefined && partMakesOtherPoint(added, note, stated, judge)) return true;
  const main = judge.mainOf(text);
  return main !== undefined && partMakesOtherPoint(main, note, stated, judge);
}

/**
 * True when the passage closest to a sentence's cause (`cause`) gives a cause of its own that
 * shares a key term with it ("because energy density *improved*" for "because gains in energy
 * density *lagged behind*"): the note speaks to the cause, whichever way, and the reader judges.
 */
function noteGivesCause(cause: Prepared, note: NoteText, judge: PointReader): boolean {
  const { comparison } = judge.compared(cause, cause, note);
  if (comparison.passage < 0) return false;
  const its = judge.causeOf(note.full(comparison.passage));
  return its !== undefined && sharedKeys(cause, its, judge.weights).length > 0;
}

/**
 * True when the sentence (`text`, its point `whole`) gives a cause that the note gives a cause of
 * its own beside (`noteGivesCause`) and the cause's predicate holds a key term the note never
 * states ("because gains in energy density *lagged* behind" against "because energy density
 * improved"): which cause holds is the reader's to judge, beside the closest passage.
 */
export function causeLeftToReader(text: Prepared, whole: Point, note: NoteText, judge: PointReader): boolean {
  if (whole.words > MAX_WORDS_FOR_CAUSE) return false;
  const cause = judge.causeOf(text);
  return cause !== undefined && noteGivesCause(cause, note, judge) && pointOf(cause, note, judge.weights).novel > 0;
}

/** True when `part` (a clause of a sentence) makes another point than the note (`makesOtherPoint`), compared with its passages only when its point alone departs. */
function partMakesOtherPoint(part: Prepared, note: NoteText, stated: readonly string[], judge: PointReader): boolean {
  const point = pointOf(part, note, judge.weights);
  if (!pointDeparts(point)) return false;
  const { comparison } = judge.compared(part, part, note);
  // An opposite in the clause alone is a claim against the note's, which the reader judges.
  return (
    comparison.contradiction === null &&
    makesOtherPoint(
      part,
      comparison,
      point,
      note,
      stated.filter((f) => part.text.includes(f)),
      judge.weights,
    )
  );
}
