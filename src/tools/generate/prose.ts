import type { Angle } from './angle.ts';
import { capitalize, withContext } from './angle.ts';
import type { StatedFigure } from './figures.ts';
import type { Random } from './random.ts';
import { shuffled } from './random.ts';
import { ADJECTIVES, STUDY_OPENERS } from './words.ts';

/**
 * Sentence templates for generated bodies, written in the reference collection's voice. None
 * contains a digit: figures enter text only through a `StatedFigure` phrase, so every figure in
 * a corpus is one the plan placed (and knows to match, or to misquote on purpose).
 */
type Sentence = (a: Angle, random: Random) => string;
type FigureSentence = (a: Angle, figure: StatedFigure) => string;

/** Claims in an inquiring line that quote a figure; the citation follows. */
const QUOTING: readonly FigureSentence[] = [
  (a, f) => `The sharpest evidence is that ${a.process} ${a.verb[1]} ${a.phenomenon} ${f.phrase}${withContext(a)}`,
  (a, f) => `One line of work shows ${a.subject} ${a.verb[0]} ${a.phenomenon} ${f.phrase}, even when they handle ${a.other} well`,
  (a, f) => `Measured directly, ${a.process} ${a.verb[1]} ${a.phenomenon} ${f.phrase}${withContext(a)}`,
  (a, f) => `The numbers are blunt: under ${a.process}, ${a.subject} ${a.verb[0]} ${a.phenomenon} ${f.phrase}`,
  (a, f) => `In controlled comparisons, ${a.subject} ${a.verb[0]} ${a.phenomenon} ${f.phrase}, and the effect survives the obvious ablations`,
  (a, f) => `Here the corpus is specific — ${a.process} ${a.verb[1]} ${a.phenomenon} ${f.phrase}${withContext(a)}`,
  (a, f) => `The clearest case: ${a.subject} trained with ${a.process} ${a.verb[0]} ${a.phenomenon} ${f.phrase}`,
  (a, f) => `Even well-behaved ${a.subject} ${a.verb[0]} ${a.phenomenon} ${f.phrase} once ${a.other} is at stake`,
];

/** Claims in an inquiring line without a figure; the citation follows. */
const CLAIMING: readonly Sentence[] = [
  (a) => `The mechanism is ${a.process}: it ${a.verb[1]} ${a.phenomenon} while leaving ${a.other} untouched`,
  (a) => `${capitalize(a.subject)} ${a.verb[0]} ${a.phenomenon} not from a lack of knowledge but from what ${a.process} rewards`,
  (a) => `The same pattern appears when ${a.subject} face ${a.other}: ${a.phenomenon} gives way first`,
  (a) => `Work on ${a.other} points the same way, tracing the gap back to ${a.process}`,
  (a) => `A related result shows ${a.process} ${a.verb[1]} ${a.phenomenon}${withContext(a)}, which is exactly the shape of the question`,
  (a) => `That is why ${a.subject} can look competent at ${a.other} while quietly failing at ${a.phenomenon}`,
  (a, r) => `The corpus names this directly: the loss of ${a.phenomenon} is ${r.pick(ADJECTIVES)}, and ${a.process} is where it comes from`,
  (a) => `Studies of ${a.subject} find that ${a.process} ${a.verb[1]} ${a.phenomenon} in ways standard benchmarks never catch`,
];

/** Connective sentences of an essay: no citation, no figure. */
const ESSAY: readonly Sentence[] = [
  (a) => `That is the exact shape of the question — ${a.phenomenon} standing in for ${a.other}.`,
  () => 'Why would training produce this?',
  (a) => `The deeper point is that ${a.phenomenon} is relational work, and ${a.subject} are rarely rewarded for it.`,
  (a) => `So what looks like ${a.phenomenon} may be the surface of ${a.other} with the underlying modeling absent.`,
  (a) => `${capitalize(a.phenomenon)} is cheap and locally rewarded; ${a.other} risks the immediate score.`,
  (a) => `None of this means ${a.subject} cannot ${a.verb[0]} ${a.phenomenon}; it means nothing in ${a.process} asks them to.`,
  (a) => `Seen from the other side, ${a.other} is what gets traded away when ${a.phenomenon} is optimized.`,
  (a) => `It is tempting to read this as a quirk of particular ${a.subject}, but the pattern holds across very different setups.`,
  (a) => `The question then becomes whether ${a.process} can be redirected rather than removed.`,
  (a) => `That distinction matters in practice, because failures of ${a.phenomenon} are silent${withContext(a)}.`,
  (a) => `Models often *know* what ${a.other} requires and still decline to act on it.`,
  () => 'Two mechanisms converge here, and they are worth keeping apart.',
  () => 'The encouraging counter-thread is that the problem sits in the reward, not the architecture.',
  (a) => `Put plainly, ${a.process} pays for the appearance of ${a.phenomenon} rather than the thing itself.`,
  () => 'This is not a capability ceiling so much as an incentive the training quietly sets.',
  () => 'A reader might expect more data to fix it, but more of the same signal only deepens the habit.',
  (a) => `The interesting twist is that ${a.other} is exactly what the conversation format makes hard to track.`,
  () => 'What matters is less any single result than how consistently they point the same way.',
  (a) => `Genuine ${a.phenomenon} would sometimes push back; the trained habit never does.`,
  (a) => `The throughline is simple to state and hard to fix: ${a.subject} do what they are paid to do.`,
  (a) => `Here's the part you might not expect: turning up ${a.other} does not repair ${a.phenomenon}, and can make it worse.`,
  () => 'A useful reframe is that surface behavior and internal mechanism are not the same thing.',
  (a) => `That leaves an open question about how ${a.phenomenon} should be measured at all${withContext(a)}.`,
  () => 'Where the evidence is thin, it is thin in the same place: long, messy, real conversations.',
  () => 'Each of these findings is modest alone; together they describe a system optimized for the wrong moment.',
  (a) => `The practical upshot for anyone building ${a.subject} is to measure ${a.phenomenon} directly rather than infer it from ratings.`,
  (a) => `The corpus keeps returning to the same culprit: what ${a.process} treats as success.`,
  () => `None of the studies set out to find this, which makes their agreement more striking.`,
  (a) => `A model that has learned ${a.other} well can still have learned ${a.phenomenon} badly.`,
  () => 'The pattern is easiest to see where the stakes are highest and the feedback slowest.',
  (a) => `That reframes ${a.phenomenon} as a property of the whole interaction rather than of any single reply.`,
  (a) => `It would be convenient if ${a.subject} simply lacked the knowledge; the evidence says otherwise.`,
  () => 'The short version the corpus offers: this is a learned social reflex, not ignorance.',
  (a) => `Where ${a.other} is rewarded turn by turn, ${a.phenomenon} only pays off across the conversation.`,
  () => 'This is also where the usual evaluations look away, because they score answers one at a time.',
  (a) => `Read together, these results make ${a.phenomenon} look less like a skill and more like a budget.`,
  (a) => `The uncomfortable implication is that better ${a.subject} may be better at hiding the gap.`,
  () => 'So the question is not whether the behavior exists but what keeps it in place.',
  (a) => `Whoever builds the reward decides, often without meaning to, how much ${a.phenomenon} survives.`,
  (a) => `There is a more unsettling consequence: ${a.subject} optimized this way accept the user's framing and build within it.`,
];

/** Expository sentences of a note or an abstract: no citation, no figure. */
const EXPOSITION: readonly Sentence[] = [
  (a) => `The mechanism is straightforward once you see it: raters reward ${a.other}, and ${a.process} iterates toward it.`,
  (a) => `A response that slows down for ${a.phenomenon} often reads as evasive next to one that simply answers.`,
  (a) => `These are not stylistic preferences; ${a.phenomenon} is how shared understanding is built rather than presumed.`,
  (a) => `The irony is sharp: ${a.process} was meant to make ${a.subject} more helpful, and it does so by shedding ${a.phenomenon}.`,
  () => `Framed this way, the cost is not a trade-off to be rebalanced but the structural consequence of the training signal.`,
  (a) => `In clinical practice the same move would be read as a failure of ${a.phenomenon}, not as helpfulness.`,
  (a) => `Human users signal ${a.other} through hedging, topic shifts and reformulations that preference labels never capture.`,
  () => `The effect widens in newer generations even as base models improve, so it does not correct itself.`,
  (a) => `Conditioning on richer context does not recover ${a.phenomenon}, which means the obvious patch does not work.`,
  (a) => `What makes this hard to see is that ${a.subject} produce fewer visible errors while failing more silently.`,
  (a) => `The same optimization that sheds ${a.phenomenon} also flattens ${a.other}, and it does so harder with each round.`,
  (a) => `Use value and exchange value come apart here: ${a.other} trades well in a rating, ${a.phenomenon} holds up under verification.`,
  () => `Benchmarks focused on single turns cannot see this, because the cost only shows up across a conversation.`,
  (a) => `It would be a mistake to treat ${a.phenomenon} as a niche conversational artifact; it generalizes across domains.`,
  (a) => `The authors frame the result explicitly as a cost of ${a.process}, paid in a capability acquired earlier.`,
  () => `A model that never checks its understanding looks confident, and confidence is what the rating rewards.`,
  (a) => `Whether the cost is reversible is an open design question rather than a law of ${a.process}.`,
  (a) => `Several mitigations restore part of ${a.phenomenon} without undoing the benefits of ${a.process}.`,
  (a) => `The pattern also shows up in ${a.subject}${withContext(a)}, which argues against a dataset artifact.`,
  (a) => `Write-ups that report only aggregate scores hide this, because ${a.phenomenon} fails in the tails.`,
  () => `A closer look at transcripts shows the failure begins early and compounds over turns.`,
  (a) => `The finding sits uneasily with the usual story that ${a.process} is a thin layer over pretraining.`,
  (a) => `Practitioners report the same thing informally: ${a.subject} sound surer exactly when they should not.`,
  () => `The measurement itself is part of the problem, since raters rarely see the downstream cost.`,
  (a) => `Seen as a design choice, ${a.phenomenon} becomes something to specify rather than hope for.`,
  (a) => `The cleanest evidence comes from comparing matched runs that differ only in ${a.process}.`,
  () => `It matters most for users who cannot check the answer themselves, which is most users.`,
  (a) => `There is a plausible route to repair: reward the conversational moves that build ${a.phenomenon}.`,
  (a) => `The cost is not spread evenly; it falls on ${a.other} first and on ${a.phenomenon} later.`,
  () => `Nothing here requires exotic assumptions, only a reward that cannot see what it is trading away.`,
  (a) => `The open question is whether the effect survives once ${a.subject} are evaluated on whole conversations.`,
  (a) => `Taken as a whole, the literature treats ${a.phenomenon} as collateral rather than as a target.`,
];

/** Ways an inquiring line's lede begins after "This explores". */
const LEDES: readonly Sentence[] = [
  (a) => `whether ${a.subject} that appear to ${a.verb[0]} ${a.phenomenon} are really doing something easier — and what ${a.process} has to do with it`,
  (a) => `why ${a.process} ${a.verb[1]} ${a.phenomenon}${withContext(a)}, and whether the cause is structural or a quirk of particular ${a.subject}`,
  (a) => `how ${a.phenomenon} and ${a.other} pull against each other when ${a.subject} are trained with ${a.process}`,
  (a) => `what it would take for ${a.subject} to keep ${a.phenomenon} intact while still optimizing for ${a.other}`,
];

/** Sentences that close an inquiring line. */
const CLOSERS: readonly Sentence[] = [
  (a) => `The thing worth taking away is that ${a.phenomenon} is a design choice upstream of the conversation, not a fixed property of ${a.subject}.`,
  (a) => `The throughline: ${a.phenomenon} is missing because nothing rewarded it, and the moment something does, it comes back.`,
  (a) => `What to take from this is that ${a.other} and ${a.phenomenon} are one dynamic seen from two angles.`,
  (a) => `The upshot is that fixing ${a.phenomenon} means changing what ${a.process} pays for, not adding another layer on top.`,
];

/** Draws items without replacement from a reshuffled list, so one page does not repeat a template until it has used them all. */
export class Deck<T> {
  readonly #items: readonly T[];
  readonly #random: Random;
  #order: T[] = [];

  /** Takes the items and the page's random source. */
  constructor(items: readonly T[], random: Random) {
    this.#items = items;
    this.#random = random;
  }

  /** Returns the next item; after the last one, starts a new shuffled round. */
  draw(): T {
    if (this.#order.length === 0) this.#order = shuffled(this.#items, this.#random);
    const item = this.#order.pop();
    if (item === undefined) throw new Error('Deck: no items');
    return item;
  }
}

/** The sentence source of one page: each kind of sentence comes from its own deck of templates. */
export class Prose {
  readonly #random: Random;
  readonly #quoting: Deck<FigureSentence>;
  readonly #claiming: Deck<Sentence>;
  readonly #essay: Deck<Sentence>;
  readonly #exposition: Deck<Sentence>;

  /** Takes the page's own random source. */
  constructor(random: Random) {
    this.#random = random;
    this.#quoting = new Deck(QUOTING, random);
    this.#claiming = new Deck(CLAIMING, random);
    this.#essay = new Deck(ESSAY, random);
    this.#exposition = new Deck(EXPOSITION, random);
  }

  /** Returns a sentence quoting `figure` about `angle`, without its citation or final period. */
  quoting(angle: Angle, figure: StatedFigure): string {
    return this.#quoting.draw()(angle, figure);
  }

  /** Returns a citing sentence about `angle` without a figure, without its citation or final period. */
  claiming(angle: Angle): string {
    return this.#claiming.draw()(angle, this.#random);
  }

  /** Returns a connective sentence for an essay (an inquiring line). */
  essay(angle: Angle): string {
    return this.#essay.draw()(angle, this.#random);
  }

  /** Returns an expository sentence (a note's body, a paper's abstract). */
  exposition(angle: Angle): string {
    return this.#exposition.draw()(angle, this.#random);
  }

  /** Returns the lede of an inquiring line: "This explores …". */
  lede(angle: Angle): string {
    return `This explores ${this.#random.pick(LEDES)(angle, this.#random)}.`;
  }

  /** Returns the closing sentence of an inquiring line. */
  closer(angle: Angle): string {
    return this.#random.pick(CLOSERS)(angle, this.#random);
  }

  /** Returns the opening words of a claim summary ("Across model families," …). */
  studyOpener(): string {
    return this.#random.pick(STUDY_OPENERS);
  }
}
