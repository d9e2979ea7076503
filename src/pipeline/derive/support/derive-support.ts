/**
 * Derive: for every citation of a note in a sentence (an inquiring line's, or a typed note's body
 * that links a note as support), the passage of the cited note that supports it, what they share,
 * and a verdict: `supported`; `unsupported` (nothing key shared); `figure-mismatch` (a figure whose
 * number a cited note states but for another measure or direction); `contradicted` (an explicit
 * opposite); `unchecked` (the note has no text). Offline and deterministic.
 */
import type { Slug } from '../../../schemas/brand.ts';
import { type StartedThread, startThread } from '../../node-typescript.ts';
import { type AskOptions, asSent } from '../sliced-request.ts';
import type { KbPage, NotePage, Support } from '../../../schemas/knowledge-base.ts';
import type { ParsedSentence } from '../../../schemas/parsed-file.ts';
import { LINK_MARK } from '../../parse/sentences.ts';
import { type Amount, amountsIn, statedText } from '../../parse/figure-values.ts';
import { type Comparison, compareCitation, type Point, pointOf } from './compare.ts';
import { explainedByFigures } from './contradiction.ts';
import { doubtOf } from './doubt.ts';
import { type FigureJudgement, judgeFigures, mayStateAmount, sharedNumbers } from './figures.ts';
import { causeLeftToReader, causePart, mainPart, makesOtherPoint, type PointReader, partsMakeOtherPoint, pointAbsent } from './main-point.ts';
import { NoteText } from './note-text.ts';
import { type Prepared, prepareJoined, prepareWithin } from './passage.ts';
import { clausesOf, notePassages, passageSource, withoutCitations } from './sentences.ts';
import type { Language } from './language.ts';
import { TextReader } from './text-reader.ts';
import { Vocabulary } from './tokens.ts';
import { type Captured, type TermWeights, termWeights } from './weights.ts';
import { inputKey, type SupportMemo } from './support-memo.ts';
import { WordOpposites } from './word-opposites.ts';
import { findingOf } from '../../../kinds/registry.ts';

/**
 * A page whose sentences cite: the sentences that link, each after the sentence before it (or the
 * page's every sentence), the page each wiki link resolved to (by link index), and which links
 * embed rather than cite.
 */
export interface CitingPage {
  slug: Slug;
  sentences: readonly ParsedSentence[];
  targets: ReadonlyArray<Slug | null>;
  /** Indexes of the links that embed (`![[…]]`). */
  embedded: readonly number[];
}

/** What a note offers as passages: its claim, description and body text. */
export type NoteSource = Pick<NotePage, 'slug' | 'title' | 'claim' | 'description' | 'text'>;

/** Everything deriving support needs, plain data, so it can be sent to a worker thread. */
export interface SupportRequest {
  /** The notes the citing pages cite. */
  notes: NoteSource[];
  citing: CitingPage[];
}

/** The request for `pages` (their notes' text, which exists before bodies are rendered) and the citing pages. */
export function supportRequest(pages: readonly KbPage[], citing: CitingPage[]): SupportRequest {
  const cited = new Set<string>();
  for (const page of citing) for (const target of page.targets) if (target !== null) cited.add(target);
  const notes = pages.flatMap((p): NoteSource[] => {
    const stated = findingOf(p);
    return stated !== undefined && cited.has(p.slug)
      ? [{ slug: p.slug, title: p.title, claim: stated.claim, description: stated.description, text: passageSource(p.text) }]
      : [];
  });
  return { notes, citing };
}

/**
 * `deriveSupport` on a worker thread (`thread`, when one was started ahead): the request is sent at
 * once, so the caller's thread can go on (rendering bodies) while the thread compares, or, with
 * `inTurns`, in slices over turns of the event loop, for a caller whose thread has requests to
 * serve meanwhile (`sliced-request.ts`); `signal` stops it early. The same result as `deriveSupport`.
 */
export function deriveSupportOnThread(
  request: SupportRequest,
  { signal, inTurns }: AskOptions = {},
  thread: StartedThread<Map<Slug, Support[]>> = startSupportThread(),
): Promise<Map<Slug, Support[]>> {
  return thread.ask(asSent(request, inTurns), signal);
}

/** The support thread, started ahead of its request: it loads the language model while this thread resolves the pages. */
export function startSupportThread(): StartedThread<Map<Slug, Support[]>> {
  return startThread(new URL('./support-worker.ts', import.meta.url), 'support');
}

/**
 * The support of each citing page's citations of notes, by page slug (pages without any are left
 * out); `language` is the build's one `loadLanguage()`. With `memo` (a process that derives support
 * again after each change), a page whose input and read weights are unchanged keeps its support
 * from the derivation before, and the memo is brought up to date: the same result either way.
 */
export function deriveSupport({ notes: sources, citing }: SupportRequest, language: Language, memo?: SupportMemo): Map<Slug, Support[]> {
  const vocabulary = new Vocabulary(language);
  const notes = new Map<Slug, NoteSource>();
  for (const note of sources) notes.set(note.slug, note);
  // A sentence cited from several pages, read again as the context of the next, or a passage two notes share, is read once.
  const reader = new TextReader(vocabulary);
  const prepared = (text: string): Prepared => reader.prepared(text);
  const texts = new Map<Slug, NoteText>();
  const textOf = (slug: Slug): NoteText => {
    let found = texts.get(slug);
    if (found === undefined) {
      const note = notes.get(slug);
      found = new NoteText(note ? notePassages(note) : [], vocabulary, reader, note?.title);
      texts.set(slug, found);
    }
    return found;
  };
  // Every cited note's passages first: the term weights are counted over them.
  const isNote = (slug: Slug | null | undefined): slug is Slug => slug != null && notes.has(slug);
  // The note each link of each page cites (by link index; none for a link to another page), found in the same pass: asked again for each sentence below.
  const notesOfPages = citing.map((page) => {
    const at: Array<NoteText | undefined> = [];
    for (const s of page.sentences) {
      for (const i of s.links) {
        const target = page.targets[i];
        if (isNote(target)) at[i] ??= textOf(target);
      }
    }
    return at;
  });
  const weights = termWeights(
    [...texts.values()].map((t) => t.terms),
    memo !== undefined,
  );
  const amounts = new Map<Slug, Amount[]>();
  const amountsOf = (slug: Slug): Amount[] => {
    let found = amounts.get(slug);
    if (found === undefined) {
      const note = notes.get(slug);
      found = note === undefined ? [] : amountsIn(statedText(note.claim, note.text));
      amounts.set(slug, found);
    }
    return found;
  };

  // A sentence's text without its citations, and the clause before each citation, worked out once per text.
  const parts = new Map<string, SentenceParts>();
  const partsOf = (raw: string): SentenceParts => {
    let found = parts.get(raw);
    if (found === undefined) {
      const plain = raw.replaceAll(LINK_MARK, ' ');
      found = { text: withoutCitations(raw), plain, clauses: clausesOf(raw), terms: vocabulary.terms(plain), amounts: mayStateAmount(plain) };
      parts.set(raw, found);
    }
    return found;
  };

  // A clause of a sentence, prepared from the sentence's reading once per derivation: the clause's object stands for the sentence too.
  const clauseTexts = new Map<Prepared, Map<string, Prepared>>();
  const clauseOf = (whole: Prepared, clause: string): Prepared => {
    let within = clauseTexts.get(whole);
    if (within === undefined) clauseTexts.set(whole, (within = new Map()));
    let found = within.get(clause);
    if (found === undefined) within.set(clause, (found = prepareWithin(whole, clause, vocabulary)));
    return found;
  };
  const mains = new Map<Prepared, Prepared | undefined>();
  const mainOf = (text: Prepared): Prepared | undefined => {
    if (!mains.has(text)) mains.set(text, mainPart(text));
    return mains.get(text);
  };
  const causes = new Map<Prepared, Prepared | undefined>();
  const causeOf = (text: Prepared): Prepared | undefined => {
    if (!causes.has(text)) causes.set(text, causePart(text));
    return causes.get(text);
  };
  // The opposites of a text's words, looked up once however many notes it is compared with.
  const opposites = new Map<Prepared, WordOpposites>();
  const oppositesOf = (text: Prepared): WordOpposites => {
    let found = opposites.get(text);
    if (found === undefined) opposites.set(text, (found = new WordOpposites(text, language)));
    return found;
  };
  // A sentence (or clause) against a note, and its figures against the notes it cites, worked out once however many pages write the sentence.
  // Each kept with the terms whose weight it read, counted again each time it is asked for (`TermWeights.cached`).
  const comparisons = new Map<Prepared, Map<NoteText, Captured<Compared>>>();
  const compared = (text: Prepared, whole: Prepared, note: NoteText): Compared => {
    let byNote = comparisons.get(text);
    if (byNote === undefined) comparisons.set(text, (byNote = new Map()));
    return weights.cached(byNote, note, () => ({
      comparison: compareCitation(text, whole, note, weights, oppositesOf, mainOf(text)),
      point: pointOf(text, note, weights),
    }));
  };
  const judgements = new Map<Prepared, Map<string, Captured<FigureJudgement>>>();
  const figuresOf = (whole: Prepared, targets: readonly Slug[]): FigureJudgement => {
    let byTargets = judgements.get(whole);
    if (byTargets === undefined) judgements.set(whole, (byTargets = new Map()));
    return weights.cached(byTargets, targets.join('\n'), () => {
      const passages = targets.flatMap((slug) => {
        const note = textOf(slug);
        return note.texts.map((_, index) => ({ note, index }));
      });
      return judgeFigures(whole, passages, () => targets.flatMap(amountsOf), weights);
    });
  };

  const out = new Map<Slug, Support[]>();
  // A note as the request holds it, for a page's input (`inputKey`); null for a link to another page.
  const sourceOf = (slug: Slug | null): NoteSource | null => (slug === null ? null : (notes.get(slug) ?? null));
  citing.forEach((page, p) => {
    const list = memo === undefined ? pageSupport(page, p) : kept(page, p, memo);
    if (list.length > 0) out.set(page.slug, list);
  });
  memo?.retain(new Set(citing.map((page) => page.slug)));
  return out;

  /** Page `page`'s support from `memo` when nothing it was derived from has changed; else derived, and kept there with the weights it read. */
  function kept(page: CitingPage, p: number, memo: SupportMemo): Support[] {
    const input = inputKey([page, ...page.targets.map(sourceOf)]);
    const reused = memo.reuse(page.slug, input, weights, vocabulary);
    if (reused !== undefined) return reused;
    const { value, reads } = weights.capture(() => pageSupport(page, p));
    memo.keep(page.slug, input, value, reads, weights, vocabulary);
    return value;
  }

  /** The support of the citations of page `page` (the `p`th citing page). */
  function pageSupport(page: CitingPage, p: number): Support[] {
    const notesAt = notesOfPages[p] as ReadonlyArray<NoteText | undefined>;
    const list: Support[] = [];
    // A page's citations are its links that resolved, in order: link index → citation index.
    const citationAt: number[] = [];
    let resolved = 0;
    for (const target of page.targets) citationAt.push(target === null ? -1 : resolved++);
    let previous: ParsedSentence | undefined;
    for (const s of page.sentences) {
      const before = previous?.paragraph === s.paragraph && previous.links.length === 0 ? previous : undefined;
      previous = s;
      const cited = s.links.filter((i) => !page.embedded.includes(i) && notesAt[i] !== undefined && page.targets[i] !== page.slug);
      if (cited.length === 0) continue;
      list.push(
        ...sentenceSupport(s, cited, before, page, {
          notesAt,
          weights,
          citationAt,
          prepared,
          partsOf,
          clauseOf,
          mainOf,
          causeOf,
          compared,
          figuresOf,
          oppositesOf,
        }),
      );
    }
    return list;
  }
}

/**
 * Most words of a sentence an opposite word or a negation in it may turn: a longer one is a summary
 * of several points in the author's own words ("…has nothing pushing it toward new states …, and the
 * remedy tends to make bug-finding worse"), where one word of a clause against a passage is no
 * evidence that the whole says the opposite; the reader is shown the closest passage.
 */
const MAX_WORDS_FOR_CONTRADICTION = 35;
/** Below that, a point half of whose terms the note never states is `closest`: the reader judges. */
const CLOSEST_SHARE = 0.5;

/** A sentence (or clause) compared with a note without the sentence before it (`compareCitation`), and its point against the note (`pointOf`). */
interface Compared {
  comparison: Comparison;
  point: Point;
}

/** What judging one sentence reads: the cited notes' texts, the weights and the page's citation index of each link. */
interface Judge extends PointReader {
  /** The note each link of the page cites, by link index (none for a link to another page). */
  notesAt: ReadonlyArray<NoteText | undefined>;
  weights: TermWeights;
  citationAt: readonly number[];
  /** A clause of a prepared sentence, prepared from its words (`prepareWithin`), once per derivation. */
  clauseOf(whole: Prepared, clause: string): Prepared;
  /** A prepared sentence's main clause without the clauses that set the scene (`mainPart`), once per derivation. */
  mainOf(text: Prepared): Prepared | undefined;
  /** The cause a prepared sentence gives after its main clause (`causePart`), once per derivation. */
  causeOf(text: Prepared): Prepared | undefined;
  /** `text` (the sentence `whole` or a clause of it from `clauseOf`) compared with a note, once per derivation. */
  compared(text: Prepared, whole: Prepared, note: NoteText): Compared;
  /** The figures of a sentence judged against the notes it cites, in order (`judgeFigures`), once per derivation. */
  figuresOf(whole: Prepared, targets: readonly Slug[]): FigureJudgement;
  /** A text prepared for a close comparison, read once per derivation. */
  prepared(text: string): Prepared;
  /** The opposites of a prepared text's words (`WordOpposites`), looked up once per derivation. */
  oppositesOf(text: Prepared): WordOpposites;
  /** A citing sentence's text without its citations and its clauses (`clausesOf`), worked out once per derivation. */
  partsOf(raw: string): SentenceParts;
}

/** A citing sentence as readers read it, and the clause each of its citations stands after. */
interface SentenceParts {
  text: string;
  /** The sentence with each citation's mark a space: what the language model reads. */
  plain: string;
  clauses: Array<string | undefined>;
  /** Its distinct terms, read without the language model (`Vocabulary.terms`). */
  terms: Int32Array;
  /** True when it may state an amount (`mayStateAmount`). */
  amounts: boolean;
}

/** True when a sentence (its `parts`) states no amount and no passage of `notes` holds a key term of it: no passage can be chosen, nothing said against it. */
function nothingShared(parts: SentenceParts, notes: readonly NoteText[], judge: Judge): boolean {
  if (parts.amounts) return false;
  for (const t of parts.terms) if (judge.weights.isKey(t) && notes.some((note) => note.passagesWith(t).length > 0)) return false;
  return true;
}

/** True when the clause a citation stands after is other than the sentence but for its full stop. */
function ownClause(sentenceText: string, clause: string | undefined): clause is string {
  return clause !== undefined && !(sentenceText.startsWith(clause) && sentenceText.length - clause.length <= 2);
}

/** The support of each citation of a sentence that shares nothing with its notes (`nothingShared`): `unsupported`, beside the note's first passage (`unchecked` for a note without text). */
function unshared(
  s: ParsedSentence,
  cited: readonly number[],
  page: CitingPage,
  judge: Judge,
  sentenceText: string,
  clauses: Array<string | undefined>,
): Support[] {
  const out: Support[] = [];
  s.links.forEach((linkIndex, k) => {
    if (!cited.includes(linkIndex)) return;
    const target = page.targets[linkIndex] as Slug;
    const note = judge.notesAt[linkIndex] as NoteText;
    const support: Support = {
      target,
      citation: judge.citationAt[linkIndex] ?? 0,
      line: s.line,
      sentence: sentenceText,
      passage: note.length > 0 ? { text: note.texts[0] ?? '', from: note.from[0] ?? 'body', marks: [] } : null,
      terms: [],
      figures: [],
      verdict: note.length > 0 ? 'unsupported' : 'unchecked',
    };
    const clause = clauses[k];
    if (ownClause(sentenceText, clause)) support.clause = clause;
    out.push(support);
  });
  return out;
}

/** The support of each citation (`cited`: link indexes) of one sentence; `before` is the uncited sentence before it in its paragraph, if any. */
function sentenceSupport(s: ParsedSentence, cited: readonly number[], before: ParsedSentence | undefined, page: CitingPage, judge: Judge): Support[] {
  const { notesAt, weights } = judge;
  const parts = judge.partsOf(s.text);
  const { text: sentenceText, clauses } = parts;
  const targets = [...new Set(cited.map((i) => page.targets[i] as Slug))];
  const notes = [...new Set(cited.map((i) => notesAt[i] as NoteText))];
  // Nothing to compare closely: the sentence (and the one before it) shares no key term with any cited note and states no amount.
  if (nothingShared(parts, notes, judge) && (before === undefined || nothingShared(judge.partsOf(before.text), notes, judge)))
    return unshared(s, cited, page, judge, sentenceText, clauses);
  // The same string each time: finding it again costs no comparison of its characters.
  const whole = judge.prepared(parts.plain);
  let context: Prepared | undefined;
  // Figure mismatches over every note the sentence cites: a figure one note states for its measure is matched.
  // A sentence that states no amount has no figure to judge.
  const figures: FigureJudgement = parts.amounts ? judge.figuresOf(whole, targets) : { notStated: [], mismatch: undefined, complemented: false, stated: [] };
  const out: Support[] = [];
  const reported = new Set<Slug>();
  s.links.forEach((linkIndex, k) => {
    if (!cited.includes(linkIndex)) return;
    const target = page.targets[linkIndex] as Slug;
    const clause = clauses[k];
    let text = whole;
    // A clause that is the whole sentence but for its full stop is the sentence.
    if (ownClause(sentenceText, clause)) text = judge.clauseOf(whole, clause);
    const note = notesAt[linkIndex] as NoteText;
    const { comparison, point } = judge.compared(text, whole, note);
    let c = comparison;
    if (c.terms.length === 0 && c.figures.length === 0 && before !== undefined) {
      context ??= prepareJoined(judge.prepared(judge.partsOf(before.text).plain), whole);
      c = compareCitation(text, whole, note, weights, judge.oppositesOf, judge.mainOf(text), context);
    }
    const support: Support = {
      target,
      citation: judge.citationAt[linkIndex] ?? 0,
      line: s.line,
      sentence: sentenceText,
      // A comparison serves every page that writes the sentence: each support holds copies of its lists.
      passage: c.passage >= 0 ? { text: note.texts[c.passage] ?? '', from: note.from[c.passage] ?? 'body', marks: c.marks.map(([a, b]) => [a, b]) } : null,
      terms: [...c.terms],
      figures: [...c.figures],
      verdict: 'supported',
    };
    if (text !== whole) support.clause = clause;
    // A mismatch is reported once per sentence, at its note's first citation there.
    const mismatch = figures.mismatch?.note === note && !reported.has(target) ? figures.mismatch : undefined;
    const miscounted = figures.miscounted?.note === note && !reported.has(target) ? figures.miscounted : undefined;
    reported.add(target);
    if (c.passage < 0) support.verdict = 'unchecked';
    // A figure the page marks as not in its source: neither a flag nor an endorsement beside it.
    else if (figures.notStated.length > 0) support.verdict = 'closest';
    // Two figures each stated for the other's measure: the claim turned round.
    else if (figures.exchanged?.note === note) {
      support.verdict = 'contradicted';
      support.contradiction = { term: figures.exchanged.figure, reason: 'direction' };
    }
    // A change turned round whose two ends the note writes ("swept downward from about 250 Hz to 35 Hz" against "sweeping upward from 35 to 250 Hz") is the opposite claim, not a figure misquoted.
    else if (mismatch?.reason === 'direction' && c.contradiction?.reason === 'direction' && sharedNumbers(text, note).length >= 2) {
      support.verdict = 'contradicted';
      support.contradiction = { ...c.contradiction };
    } else if (mismatch) {
      support.verdict = 'figure-mismatch';
      support.mismatch = { figure: mismatch.figure, reason: mismatch.reason, passage: note.texts[mismatch.passage] ?? '' };
    } else if (
      c.contradiction &&
      point.words <= MAX_WORDS_FOR_CONTRADICTION &&
      !explainedByFigures(c.contradiction, figures.complemented) &&
      // An opposite word beside a point the note never states ("less likely … to smoke" against "more likely to be employed") is another claim, not the note's turned round.
      !(before === undefined && !c.widened && pointAbsent(point) && makesOtherPoint(text, c, point, note, figures.stated, weights))
    ) {
      // A change said the other way beside a number both state is a figure quoted the wrong way, not another claim.
      const numbers = c.contradiction.reason === 'direction' ? sharedNumbers(text, note) : [];
      const number = numbers[0];
      // Both ends of the change turned round is the opposite claim, not one figure misquoted.
      if (number !== undefined && numbers.length === 1) {
        support.verdict = 'figure-mismatch';
        support.mismatch = { figure: number.figure, reason: 'direction', passage: note.texts[number.passage] ?? '' };
      } else {
        support.verdict = 'contradicted';
        support.contradiction = { ...c.contradiction };
      }
    } else if (c.terms.length === 0 && c.figures.length === 0) support.verdict = 'unsupported';
    else if (
      // A citation after an uncited sentence may carry that sentence's point too: the reader judges.
      before === undefined &&
      !c.widened &&
      (makesOtherPoint(text, c, point, note, figures.stated, weights) || partsMakeOtherPoint(text, point, note, figures.stated, judge))
    ) {
      support.verdict = 'unsupported';
    } else if (
      note.isQuestion(c.passage) ||
      (c.figures.length === 0 && point.novel > 0 && point.novel >= CLOSEST_SHARE * point.predicate) ||
      causeLeftToReader(text, point, note, judge)
    )
      support.verdict = 'closest';
    // A bare count the note gives with another number, in a citation otherwise read as the note's claim.
    if (miscounted !== undefined && (support.verdict === 'supported' || support.verdict === 'closest')) {
      support.verdict = 'figure-mismatch';
      support.mismatch = { figure: miscounted.figure, reason: miscounted.reason, passage: note.texts[miscounted.passage] ?? '' };
    }
    // A passage the sentence may say the opposite of is never shown as its support: the reader judges.
    if (support.verdict === 'supported' && doubtOf(text, note.full(c.passage), weights, judge.oppositesOf(text)) !== null) support.verdict = 'closest';
    out.push(support);
  });
  return out;
}
