// The labelled set of citations (tests/fixtures/support/labelled.json) built as a collection and
// judged by the pipeline: each case is an inquiring line of one sentence citing one note.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SupportVerdict } from '../../src/schemas/knowledge-base.ts';
import { kbFrom, md } from '../pipeline/helpers.ts';

/** A flag the support check raises, by its verdict. */
export type Flag = Exclude<SupportVerdict, 'supported' | 'unchecked'>;
export const FLAGS: readonly Flag[] = ['unsupported', 'figure-mismatch', 'contradicted'];

/** What a careful reader says of a case: a verdict, or `closest` (the note is on the subject but does not make the point: no flag, no endorsement). */
export type Label = SupportVerdict | 'closest';

interface LabelledSet {
  notes: Record<string, { title: string; claim?: string; description?: string; body?: string }>;
  cases: Array<{ label: Label; note: string; sentence: string; origin: string; split: Split; why?: string }>;
}

/**
 * The labelled files: `labelled.json` (seed citations and the first written cases),
 * `reader-cases.json` (citations written the way researchers cite, read while the rules were tuned),
 * `reader-held-out.json` (50 more, written at the same time and never run until the rules were set)
 * and `independent-dev.json` (citations written by a reader who never saw the rules, read while
 * they were tuned further), `independent-held-out.json` (50 more by that reader, since read as
 * development cases), `independent-held-out-2.json` (93 by a second reader, written after the rules
 * were set and never read while they were made) and `independent-held-out-3.json` (157 by a third
 * reader, on subjects none of the others used, run once after the next rules were set) and
 * `independent-held-out-4.json` (130 by a fourth reader, on subjects none of the others used, run
 * once after the rules of the round after were set), `independent-held-out-5.json` (113 by a
 * fifth reader, run once after the rule that keeps "Supported by" from a possible opposite) and
 * the sixth reader's two files, `independent-held-out-6.json` (110) and
 * `independent-held-back-6.json` (88, on notes of their own, kept apart for the report), run once
 * after the figure, same-subject and contradiction rules of the round after were set, and
 * `independent-held-out-7.json` (111 by a seventh reader, on subjects none of the others used,
 * run once on the rules as they stood) and `independent-held-back-7.json` (111 by the same reader,
 * on notes of their own, kept apart until the round's rules were set, then run once).
 */
export type LabelledFile =
  | 'labelled.json'
  | 'reader-cases.json'
  | 'reader-held-out.json'
  | 'independent-dev.json'
  | 'independent-held-out.json'
  | 'independent-held-out-2.json'
  | 'independent-held-out-3.json'
  | 'independent-held-out-4.json'
  | 'independent-held-out-5.json'
  | 'independent-held-out-6.json'
  | 'independent-held-out-7.json'
  | 'independent-held-back-7.json'
  | 'independent-held-back-6.json';

/** `development` cases were read while the rules were tuned; `held-out` cases were written after, and the rules not changed for them. */
export type Split = 'development' | 'held-out' | 'held-back';

/** One case with the verdict the pipeline gave it. */
export interface Judged {
  split: Split;
  label: Label;
  verdict: SupportVerdict;
  /** What the reader is shown: the verdict, or `figure-mismatch` where the page marks a figure of the sentence as not in its source (`figure-not-in-source`). */
  shown: SupportVerdict;
  sentence: string;
  origin: string;
}

/** Precision and recall of one flag over the judged cases, with the counts behind them. */
export interface Score {
  flag: Flag;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export function readLabelledSet(file: LabelledFile = 'labelled.json'): LabelledSet {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/support/${file}`, import.meta.url)), 'utf8')) as LabelledSet;
}

/** Builds the labelled set as one collection and returns each case with its verdict. */
export function judgeLabelledSet(set: LabelledSet = readLabelledSet()): Judged[] {
  const files: Record<string, string> = {};
  for (const [key, note] of Object.entries(set.notes)) {
    files[`notes/${key}.md`] = md(
      { kind: 'note', title: note.title, ...(note.claim ? { claim: note.claim } : {}), ...(note.description ? { description: note.description } : {}) },
      note.body ?? '',
    );
  }
  set.cases.forEach((c, i) => {
    const title = set.notes[c.note]?.title;
    if (title === undefined) throw new Error(`case ${i + 1} names the note "${c.note}", which the labelled set does not hold`);
    files[`inquiring-lines/case-${String(i + 1).padStart(3, '0')}.md`] = md(
      { kind: 'inquiry', title: `Labelled case ${i + 1}?` },
      `\n${c.sentence.replace('[[@]]', `[[${title}]]`)}\n`,
    );
  });
  const kb = kbFrom(files);
  return set.cases.map((c, i) => {
    const page = kb.pages.find((p) => p.file === `inquiring-lines/case-${String(i + 1).padStart(3, '0')}.md`);
    const support = page?.support?.[0];
    if (support === undefined) throw new Error(`case ${i + 1} ("${c.sentence}") got no support entry`);
    const notInSource = kb.findings.some((f) => f.code === 'figure-not-in-source' && f.file === page?.file);
    return {
      split: c.split,
      label: c.label,
      verdict: support.verdict,
      shown: notInSource ? 'figure-mismatch' : support.verdict,
      sentence: c.sentence,
      origin: c.origin,
    };
  });
}

/** Precision and recall of each flag, as the reader is shown it (a figure marked as not in its source counts as `figure-mismatch`). */
export function scores(judged: readonly Judged[]): Score[] {
  return FLAGS.map((flag) => {
    const truePositives = judged.filter((j) => j.shown === flag && j.label === flag).length;
    const falsePositives = judged.filter((j) => j.shown === flag && j.label !== flag).length;
    const falseNegatives = judged.filter((j) => j.shown !== flag && j.label === flag).length;
    const precision = truePositives + falsePositives === 0 ? 0 : truePositives / (truePositives + falsePositives);
    const recall = truePositives + falseNegatives === 0 ? 0 : truePositives / (truePositives + falseNegatives);
    return { flag, truePositives, falsePositives, falseNegatives, precision, recall };
  });
}
