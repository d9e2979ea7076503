import { matchKey } from '../../pipeline/resolve/slug.ts';
import type { Angle } from './angle.ts';
import { capitalize, titleCase, withContext } from './angle.ts';
import type { Random } from './random.ts';
import { ADJECTIVES } from './words.ts';

/**
 * Every name a page can be reached by (title, slug, original title), keyed by `matchKey`, so
 * that no two pages of a corpus share one: titles and slugs are unique by construction, and the
 * site's resolver never meets an ambiguous reference or a slug collision.
 */
export class NameRegistry {
  readonly #keys = new Set<string>();

  /** Takes a page's names; claims them all and returns true, or claims none and returns false when any is taken. */
  claim(names: readonly string[]): boolean {
    const keys = names.map((name) => matchKey(name));
    if (keys.some((key) => key === '' || this.#keys.has(key))) return false;
    for (const key of keys) this.#keys.add(key);
    return true;
  }
}

/** The longest question title made (the reference titles run to about 110 characters). */
const MAX_TITLE = 118;

type Template = (a: Angle, random: Random) => string;

const QUESTIONS: readonly Template[] = [
  (a) => `Why do ${a.subject} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a) => `Does ${a.process} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a) => `How does ${a.process} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a) => `Can ${a.process} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a) => `What makes ${a.subject} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a) => `When does ${a.process} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a) => `Is ${a.phenomenon} ${a.verb[2]} by ${a.process}${withContext(a)}?`,
  (a) => `Why might ${a.subject} ${a.verb[0]} ${a.phenomenon} instead of ${a.other}?`,
  (a) => `Do ${a.subject} ${a.verb[0]} ${a.phenomenon}${withContext(a)}?`,
  (a, r) => `Is the effect of ${a.process} on ${a.phenomenon} ${r.pick(ADJECTIVES)}?`,
  (a) => `Why does ${a.process} ${a.verb[0]} ${a.phenomenon} but not ${a.other}?`,
  (a) => `How do ${a.subject} balance ${a.phenomenon} against ${a.other}${withContext(a)}?`,
  (a) => `What happens to ${a.phenomenon} when ${a.subject} meet ${a.process}?`,
];

/** Takes an angle and returns a question title (as the reference collection titles notes and inquiring lines). */
export function questionTitle(angle: Angle, random: Random): string {
  const title = capitalize(random.pick(QUESTIONS)(angle, random));
  return title.length <= MAX_TITLE ? title : capitalize(`Why do ${angle.subject} ${angle.verb[0]} ${angle.phenomenon}?`);
}

const ORIGINAL_TITLES: readonly Template[] = [
  (a) => `${a.process} ${a.verb[1]} ${a.phenomenon}${withContext(a)}`,
  (a) => `the ${a.phenomenon} tax — ${a.process} ${a.verb[1]} the ${a.other} it was meant to improve`,
  (a, r) => `${a.phenomenon} in ${a.subject} is ${r.pick(ADJECTIVES)}, not a quirk of ${a.process}`,
  (a) => `${a.subject} ${a.verb[0]} ${a.phenomenon} because ${a.process} ${a.verb[1]} ${a.other}`,
  (a) => `${a.other} and ${a.phenomenon} trade off under ${a.process}`,
];

/** Takes an angle and returns a claim-style original note title, lower-case as the reference notes write them. */
export function originalTitle(angle: Angle, random: Random): string {
  return random.pick(ORIGINAL_TITLES)(angle, random).toLowerCase();
}

const ACRONYM_HEADS = [
  'Collab',
  'Ground',
  'Warm',
  'Tru',
  'Cali',
  'Persona',
  'Sim',
  'Dial',
  'Reason',
  'Rew',
  'Align',
  'Echo',
  'Tutor',
  'Empath',
  'Turn',
  'Probe',
  'Steer',
  'Memo',
  'Plan',
  'Judge',
];
const ACRONYM_TAILS = ['LLM', 'RL', 'Bench', 'Eval', 'Net', 'GPT', 'Tune', 'Chat', 'Mind', 'QA', 'Gym', 'Set', 'Loop', 'Lens', 'Map'];

/** A method or dataset name such as `CollabLLM` or `RLVER`. */
export function acronym(random: Random): string {
  if (random.chance(0.35)) {
    let letters = '';
    const length = random.int(3, 6);
    for (let i = 0; i < length; i++) letters += String.fromCharCode(65 + random.int(0, 25));
    return letters;
  }
  return `${random.pick(ACRONYM_HEADS)}${random.pick(ACRONYM_TAILS)}`;
}

const PAPER_TITLES: readonly Template[] = [
  (a) => titleCase(`${a.phenomenon} gaps in ${a.subject}`),
  (a, r) => `${acronym(r)}: ${titleCase(`${a.process} for ${a.phenomenon}`)}`,
  (a) => titleCase(`beyond ${a.phenomenon}: ${a.process} for ${a.other}`),
  (a, r) => titleCase(`on the ${r.pick(ADJECTIVES)} nature of ${a.phenomenon} under ${a.process}`),
  (a) => titleCase(`measuring ${a.phenomenon} in ${a.subject}${withContext(a)}`),
  (a) => titleCase(`${a.process} ${a.verb[1]} ${a.phenomenon}`),
  (a) => titleCase(`when ${a.subject} ${a.verb[0]} ${a.phenomenon}: evidence from ${a.other}`),
  (a, r) => `${acronym(r)}: ${titleCase(`scaling ${a.process} with ${a.other} signals`)}`,
];

/** Takes an angle and returns a paper title in Title Case. */
export function paperTitle(angle: Angle, random: Random): string {
  return random.pick(PAPER_TITLES)(angle, random);
}

const VERDICTS = ['less reliable', 'more sycophantic', 'harder to trust', 'more persuasive', 'better listeners', 'worse at saying no'];

const DISCUSSION_TITLES: readonly Template[] = [
  (a, r) => `Training ${a.subject} for ${a.phenomenon} makes them ${r.pick(VERDICTS)}`,
  (a) => `${capitalize(a.process)} ${a.verb[1]} ${a.phenomenon}, study finds`,
  (a) => `Ask HN: does ${a.process} really ${a.verb[0]} ${a.phenomenon}?`,
  (a) => `${capitalize(a.subject)} ${a.verb[0]} ${a.phenomenon}${withContext(a)}`,
  (a) => `What ${a.process} does to ${a.phenomenon}`,
  (a) => `The ${a.phenomenon} problem nobody measures in ${a.subject}`,
];

/** Takes an angle and returns the title of a forum discussion of a paper. */
export function discussionTitle(angle: Angle, random: Random): string {
  return random.pick(DISCUSSION_TITLES)(angle, random);
}
