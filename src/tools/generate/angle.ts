import type { ClusterTopic } from './clusters.ts';
import type { Random } from './random.ts';
import { CONTEXTS, PHENOMENA, PROCESSES, SUBJECTS, VERBS } from './words.ts';

/** A verb as `[base, third person, past participle]`. */
export type Verb = (typeof VERBS)[number];

/** What a page is about: the words its title is made of, reused by its body so the two agree. */
export interface Angle {
  /** Plural subject, e.g. `therapy chatbots`. */
  subject: string;
  /** Singular process, e.g. `preference optimization`. */
  process: string;
  verb: Verb;
  /** The phenomenon in question, e.g. `conversational grounding`. */
  phenomenon: string;
  /** A second phenomenon, different from the first, for contrasts. */
  other: string;
  /** A trailing qualifier such as `in multi-turn dialogue`, or `''`. */
  context: string;
}

/** Takes a cluster's vocabulary and returns an angle drawn mostly from it (a fifth of the words from anywhere). */
export function pickAngle(topic: ClusterTopic, random: Random): Angle {
  const local = (own: readonly string[], all: readonly string[]): string => (random.chance(0.8) ? random.pick(own) : random.pick(all));
  const phenomenon = local(topic.phenomena, PHENOMENA);
  let other = local(topic.phenomena, PHENOMENA);
  while (other === phenomenon) other = random.pick(PHENOMENA);
  return {
    subject: local(topic.subjects, SUBJECTS),
    process: local(topic.processes, PROCESSES),
    verb: random.pick(VERBS),
    phenomenon,
    other,
    context: random.pick(CONTEXTS),
  };
}

/** Returns a copy of `angle` with one or two words swapped for others of the cluster, for sentence variety. */
export function varyAngle(angle: Angle, topic: ClusterTopic, random: Random): Angle {
  const next = { ...angle };
  switch (random.int(0, 4)) {
    case 0:
      next.subject = random.pick(topic.subjects);
      break;
    case 1:
      next.process = random.pick(topic.processes);
      break;
    case 2:
      next.verb = random.pick(VERBS);
      break;
    case 3:
      next.other = random.pick(topic.phenomena);
      break;
    default:
      next.context = random.pick(CONTEXTS);
  }
  if (next.other === next.phenomenon) next.other = angle.other === angle.phenomenon ? random.pick(PHENOMENA) : angle.other;
  return next;
}

/** ` <context>` with its leading space, or `''`. */
export function withContext(angle: Angle): string {
  return angle.context === '' ? '' : ` ${angle.context}`;
}

/** The text with its first letter upper-cased. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'vs.', 'with', 'not']);

/** Title Case for paper titles: every word capitalised except short function words after the first. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : capitalize(word)))
    .join(' ');
}
