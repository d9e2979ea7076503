/**
 * Two ways a note speaks to a citing sentence's subject without sharing the words of its point, so
 * that a point it never states is the reader's to judge rather than a claim it does not make:
 * it says what the subject *may* do ("such synaptopathy *could* contribute to…" for "synaptopathy
 * explains…"), or it says how the same subject fared in a verb of its own ("IQ gains *faded*" for
 * "IQ gains *persisted*").
 */
import type { NoteText } from './note-text.ts';
import type { Prepared } from './passage.ts';
import type { Token } from './tokens.ts';
import type { TermWeights } from './weights.ts';

/** Modals that say what a subject may do, not what it does. */
const MODALS = new Set(['could', 'may', 'might']);
/** Verbs (lemmas) that say a subject causes or explains something. */
const CAUSING = new Set(['cause', 'explain', 'contribute', 'drive', 'underlie', 'account', 'produce', 'trigger', 'lead']);
/** Words that may stand between a subject and its verb ("gains *quickly* faded", "gains *had* faded"). */
const BETWEEN = new Set(['ADV', 'AUX', 'PART']);

/** The key terms of `text`'s subject: its key words before offset `verb` (the main verb's) in the main verb's clause. */
function subjectTerms(text: Prepared, verb: number, weights: TermWeights): Set<number> {
  const at = text.tokens.findIndex((t) => t.start === verb);
  const out = new Set<number>();
  for (let i = at - 1; i >= 0 && text.clause[i] === text.clause[at]; i -= 1) {
    const term = (text.tokens[i] as Token).term;
    if (term >= 0 && weights.isKey(term)) out.add(term);
  }
  return out;
}

/** The index of the first verb at or after token `k` in `p`, past words that may stand between a subject and its verb, or -1. */
function verbAfter(p: Prepared, k: number): number {
  for (let j = k; j < p.tokens.length && p.clause[j] === p.clause[k - 1]; j += 1) {
    const t = p.tokens[j] as Token;
    if (t.pos === 'VERB') return j;
    if (!BETWEEN.has(t.pos)) return -1;
  }
  return -1;
}

/**
 * True when the main verb of `text` (at offset `verb`) says its subject causes or explains something
 * ("cochlear synaptopathy *explains* why so many people … struggle"), and a passage of `note` names
 * a key term of that subject and says it may cause something, in a modal of possibility and a verb
 * of causing ("the authors suggest such *synaptopathy could contribute* to difficulty hearing in
 * noise"): the note speaks to what the subject causes, with a hedge, and the reader weighs the
 * sentence that says it outright.
 */
export function noteHedgesSubject(text: Prepared, verb: number, note: NoteText, weights: TermWeights): boolean {
  const main = text.tokens.find((t) => t.start === verb);
  if (main === undefined || !CAUSING.has(main.lemma)) return false;
  const subject = subjectTerms(text, verb, weights);
  if (subject.size === 0) return false;
  for (let i = 0; i < note.length; i += 1) {
    const p = note.full(i);
    for (let k = 0; k + 2 < p.tokens.length; k += 1) {
      if (!subject.has((p.tokens[k] as Token).term) || !MODALS.has((p.tokens[k + 1] as Token).word) || p.clause[k + 1] !== p.clause[k]) continue;
      const v = verbAfter(p, k + 2);
      if (v >= 0 && CAUSING.has((p.tokens[v] as Token).lemma)) return true;
    }
  }
  return false;
}

/** True when the verb at token `v` of `text` takes no object: nothing, an adverb, a preposition or another clause follows it ("gains *persisted* well into adolescence"). */
function takesNoObject(text: Prepared, v: number): boolean {
  let next = v + 1;
  while (next < text.tokens.length && text.tokens[next]?.pos === 'ADV' && text.clause[next] === text.clause[v]) next += 1;
  return next >= text.tokens.length || text.clause[next] !== text.clause[v] || text.tokens[next]?.pos === 'ADP';
}

/**
 * True when the main verb of `text` (at offset `verb`) takes no object and says how its subject
 * fared ("Perry's IQ *gains persisted* well into adolescence"), and a passage of `note` has the
 * subject's noun (by lemma), with a key word of the subject before it, followed by a verb of its own ("their
 * early *IQ gains faded* within a few years"): the note says how the same subject fared, whichever
 * way, and the reader judges.
 */
export function noteSaysHowSubjectFared(text: Prepared, verb: number, note: NoteText, weights: TermWeights): boolean {
  const v = text.tokens.findIndex((t) => t.start === verb);
  const head = text.tokens[v - 1];
  if (v < 1 || head === undefined || (head.pos !== 'NOUN' && head.pos !== 'PROPN') || text.tokens[v]?.pos !== 'VERB') return false;
  if (!takesNoObject(text, v)) return false;
  const subject = subjectTerms(text, verb, weights);
  for (let i = 0; i < note.length; i += 1) {
    const p = note.full(i);
    for (let k = 1; k < p.tokens.length; k += 1) {
      if ((p.tokens[k] as Token).lemma !== head.lemma || verbAfter(p, k + 1) < 0) continue;
      // A key word of the subject in the passage's noun phrase before the noun: the same subject, not only the same noun.
      for (let j = k - 1; j >= 0 && p.clause[j] === p.clause[k] && (p.tokens[j] as Token).pos !== 'VERB'; j -= 1) {
        if (subject.has((p.tokens[j] as Token).term)) return true;
      }
    }
  }
  return false;
}
