/**
 * The texts a citation is compared by: a citing sentence without its citations' titles, the
 * clause each citation stands after, and a note's passages (claim sentences, description, body
 * sentences).
 */
import type { NotePage } from '../../../schemas/knowledge-base.ts';
import { LINK_MARK } from '../../parse/sentences.ts';
import type { PassageFrom } from './passage.ts';

const SENTENCE_END = /(?<=[.!?][)"”’]?)\s+(?=[\p{Lu}\p{N}"“‘(])/u;
/** Whitespace other than one space between words: a run of two or more, or a single tab or line break. */
const LOOSE_SPACE = /\s{2,}|[^\S ]/g;

/** `text` trimmed, each run of whitespace one space: a text already so (most sentences) is returned as it is rather than copied. */
function oneSpaced(text: string): string {
  return text.replace(LOOSE_SPACE, ' ').trim();
}

/** Most body sentences of one note compared: a note's argument is in its opening, and a huge body must not cost more. */
const MAX_BODY_SENTENCES = 40;
/** Most characters of a note's body its passages are taken from, for the same reason (about 40 long sentences). */
const MAX_BODY_CHARS = 12_000;

/** The part of a note's body its passages are taken from: its opening `MAX_BODY_CHARS`, cut at the last paragraph break before them when there is one. */
export function passageSource(text: string): string {
  if (text.length <= MAX_BODY_CHARS) return text;
  const cut = text.lastIndexOf('\n\n', MAX_BODY_CHARS);
  return text.slice(0, cut > 0 ? cut : MAX_BODY_CHARS);
}
/** A clause shorter than this many words says too little alone; the whole sentence is compared instead. */
const MIN_CLAUSE_WORDS = 4;

/** A run of citations with only spaces, commas, semicolons or "and" between them. */
const CITATION_RUN = new RegExp(`[\\s,;]*${LINK_MARK}(?:[\\s,;]*(?:and\\s+)?${LINK_MARK})*`, 'g');

/** A sentence as readers read it with its citations left out: `… skilled move [[A]], [[B]].` → `… skilled move.` */
export function withoutCitations(raw: string): string {
  return raw
    .replace(CITATION_RUN, ' ')
    .replace(/[([]\s*[)\]]/g, '')
    .replace(/\s+([.,;:!?)])/g, '$1')
    .replace(/[\s([]+$/, '')
    .replace(LOOSE_SPACE, ' ')
    .trim();
}

/**
 * The clause each citation of a sentence stands after, by citation (mark) order: the words since
 * the previous run of citations; citations in one run share a clause. `undefined` where that
 * clause is too short to stand alone (the citation opens the sentence, say): use the sentence.
 */
export function clausesOf(raw: string): Array<string | undefined> {
  const parts = raw.split(LINK_MARK);
  const out: Array<string | undefined> = [];
  let clause: string | undefined;
  for (let j = 0; j + 1 < parts.length; j += 1) {
    const before = parts[j] ?? '';
    // Only punctuation or "and" since the previous citation: the same run, the same clause.
    if (j === 0 || !/^[\s,;]*(?:and\s*)?$/.test(before)) {
      const text = withoutCitations(before.replace(/^[\s,;.:!?)\]–—-]+/, ''));
      clause = text.split(/\s+/).length >= MIN_CLAUSE_WORDS ? text : undefined;
    }
    out.push(clause);
  }
  return out;
}

/**
 * A text's sentences, trimmed, without empty ones: cut after `.`, `!` or `?` and spaces before a
 * capital, digit or opening quote. Simpler than the sentence segmenter the parser uses for
 * citing sentences, and many times cheaper over every cited note's body.
 */
function split(text: string): string[] {
  const out: string[] = [];
  for (const segment of text.split(SENTENCE_END)) {
    const s = oneSpaced(segment);
    if (s !== '') out.push(s);
  }
  return out;
}

/** A note's passages in the order ties go: its claim's sentences, its description, its body's sentences. */
export function notePassages(note: Pick<NotePage, 'claim' | 'description' | 'text'>): Array<{ text: string; from: PassageFrom }> {
  const out: Array<{ text: string; from: PassageFrom }> = [];
  for (const text of split(note.claim)) out.push({ text, from: 'claim' });
  if (note.description.trim() !== '') out.push({ text: note.description.trim(), from: 'description' });
  let body = 0;
  for (const block of passageSource(note.text).split(/\n{2,}/)) {
    for (const segment of block.split(SENTENCE_END)) {
      // Past the last sentence taken, nothing more is added: the rest of the body is not copied.
      if (body >= MAX_BODY_SENTENCES) return out;
      const text = oneSpaced(segment);
      if (text === '') continue;
      // Fewer than three words: `oneSpaced` leaves single spaces between words, so fewer than two spaces.
      if (text.indexOf(' ', text.indexOf(' ') + 1) < 0) continue;
      out.push({ text, from: 'body' });
      body += 1;
    }
  }
  return out;
}
