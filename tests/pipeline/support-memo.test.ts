// A support memo (a process deriving support again after each change) gives what deriving from
// scratch gives, and derives again only the pages a change can reach.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deriveSupport,
  deriveSupportOnThread,
  type NoteSource,
  type SupportRequest,
  supportRequest,
} from '../../src/pipeline/derive/support/derive-support.ts';
import { startSupportSession } from '../../src/pipeline/derive/support/support-session.ts';
import { type Language, loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import { SupportMemo } from '../../src/pipeline/derive/support/support-memo.ts';
import { type Captured, termWeights } from '../../src/pipeline/derive/support/weights.ts';
import { draftKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFile, type ParsedFile } from '../../src/pipeline/parse/parse-file.ts';
import { readContent } from '../../src/pipeline/read/read.ts';
import { LINK_MARK } from '../../src/pipeline/parse/sentences.ts';
import type { ContentPath, Slug } from '../../src/schemas/brand.ts';
import { generateCorpus } from '../../src/tools/generate/generate-corpus.ts';

let folder = '';
let files: Array<{ path: ContentPath; text: string }> = [];
let language: Language;

/** The support request of the corpus with `edits` (path → new text) applied. */
function requestWith(edits: Record<string, string> = {}): SupportRequest {
  const parsed: ParsedFile[] = files.map((file) => parseFile(file.path, edits[file.path] ?? file.text));
  const draft = draftKnowledgeBase(parsed, {}, []);
  return supportRequest(draft.records, draft.citing);
}

/** The most cited note's file, and the file of a note cited once. */
function citedNotes(request: SupportRequest): { most: string; once: string } {
  const counts = new Map<string, number>();
  for (const page of request.citing) for (const target of new Set(page.targets)) if (target !== null) counts.set(target, (counts.get(target) ?? 0) + 1);
  const notes = request.notes.map((note) => note.slug).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  const fileOf = (slug: string | undefined) => files.find((file) => path.basename(file.path, '.md') === slug)?.path ?? '';
  return { most: fileOf(notes[0]), once: fileOf(notes.find((slug) => counts.get(slug) === 1)) };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'support-memo-'));
  await generateCorpus({ pages: 300, seed: '11', out: folder });
  files = (await readContent(folder)).files.map((file) => ({ path: file.path, text: file.text }));
  language = loadLanguage();
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('support derived again with a memo', () => {
  it('gives what deriving from scratch gives, after edits to a note many pages cite and to one cited once', () => {
    const memo = new SupportMemo();
    const first = requestWith();
    expect(JSON.stringify([...deriveSupport(first, language, memo)])).toBe(JSON.stringify([...deriveSupport(first, language)]));
    const firstCounts = memo.takeCounts();
    expect(firstCounts.kept).toBe(0);
    expect(firstCounts.derived).toBeGreaterThan(100);

    const { most, once } = citedNotes(first);
    expect(most).not.toBe('');
    expect(once).not.toBe('');
    const original = (file: string): string => files.find((f) => f.path === file)?.text ?? '';
    const steps: Array<Record<string, string>> = [
      // Words no note used before: their weights are new, and only the pages that read them change.
      { [once]: `${original(once)}\nA quokkazephyr observation, added after the first derivation.\n` },
      // Words many notes use: their weights change for every page that reads them.
      { [most]: `${original(most)}\nThe model results show more evidence for the effect in every setting.\n` },
      // Back as it was.
      {},
    ];
    for (const edits of steps) {
      const request = requestWith(edits);
      const again = deriveSupport(request, language, memo);
      expect(JSON.stringify([...again])).toBe(JSON.stringify([...deriveSupport(request, language)]));
      const counts = memo.takeCounts();
      expect(counts.kept + counts.derived).toBe(firstCounts.derived);
      expect(counts.derived).toBeGreaterThan(0);
      expect(counts.kept).toBeGreaterThan(0);
    }
  }, 120_000);

  it('derives nothing again when nothing changed', () => {
    const memo = new SupportMemo();
    const request = requestWith();
    deriveSupport(request, language, memo);
    const derived = memo.takeCounts().derived;
    deriveSupport(requestWith(), language, memo);
    expect(memo.takeCounts()).toEqual({ kept: derived, derived: 0 });
  }, 120_000);
});

describe('a support thread kept between derivations', () => {
  it('answers each request as deriving from scratch does, in slices or whole, and goes on after a request is stopped', async () => {
    const session = startSupportSession();
    try {
      const first = requestWith();
      const { once } = citedNotes(first);
      const original = files.find((f) => f.path === once)?.text ?? '';
      const edited = requestWith({ [once]: `${original}\nA quokkazephyr observation, added later.\n` });
      const fresh = (request: SupportRequest): string => JSON.stringify([...deriveSupport(request, language)]);
      expect(JSON.stringify([...(await session.ask(first))])).toBe(fresh(first));
      const whole = session.takeCounts();
      expect(whole.kept).toBe(0);
      expect(JSON.stringify([...(await deriveSupportOnThread(edited, { inTurns: true }, session))])).toBe(fresh(edited));
      // The edit reaches the pages citing the note it touched, and no other.
      expect(session.takeCounts()).toEqual({ kept: whole.derived - 1, derived: 1 });
      const stopped = new AbortController();
      stopped.abort(new Error('a newer change'));
      await expect(session.ask(first, stopped.signal)).rejects.toThrow('a newer change');
      expect(JSON.stringify([...(await session.ask(edited))])).toBe(fresh(edited));
    } finally {
      await session.stop();
    }
  }, 120_000);
});

describe('what a kept page is checked against', () => {
  it('counts the weights a cached value read each time the cache answers, inside any capture under way', () => {
    const weights = termWeights([[Int32Array.of(0, 1)], [Int32Array.of(1, 2)]], true);
    const cache = new Map<string, Captured<number>>();
    const first = weights.capture(() => weights.cached(cache, 'a', () => weights.weight(0) + weights.weight(2)));
    expect([...first.reads].sort()).toEqual([0, 2]);
    // Answered from the cache: nothing is read, yet the reads count.
    const second = weights.capture(() => weights.weight(1) + weights.cached(cache, 'a', () => Number.NaN));
    expect(second.value).toBe(first.value + weights.weight(1));
    expect([...second.reads].sort()).toEqual([0, 1, 2]);
    // A capture inside another counts for both.
    const outer = weights.capture(() => weights.capture(() => weights.isKey(1)).value);
    expect([...outer.reads]).toEqual([1]);
  });

  it("counts the weights read for another page's identical sentence as read by this one too", () => {
    // Two pages cite a note in the same words: the second's comparison is the first's, worked out
    // once. The note's other words (its norm reads their weights) count for both pages.
    const note = (slug: string, claim: string): NoteSource => ({ slug: slug as Slug, title: `What of ${slug}?`, claim, description: '', text: '' });
    const notes = [
      note('glaciers', 'Meltwater from tidewater glaciers doubled after the fjord warmed, and calving fronts retreated.'),
      ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((n) => note(n, `An unrelated ${n} finding about harbour seals.`)),
    ];
    const page = (slug: string, target: string) => ({
      slug: slug as Slug,
      sentences: [{ text: `Meltwater from glaciers doubled once the fjord warmed ${LINK_MARK}.`, line: 3, paragraph: 0, links: [0] }],
      targets: [target as Slug],
      embedded: [],
    });
    const citing = [page('first', 'glaciers'), page('second', 'glaciers'), ...notes.slice(1).map((n) => page(`cites-${n.slug}`, n.slug))];
    const memo = new SupportMemo();
    deriveSupport({ notes, citing }, language, memo);
    const first = memo.termsRead('first' as Slug);
    expect(first.length).toBeGreaterThan(3);
    expect([...memo.termsRead('second' as Slug)].sort()).toEqual([...first].sort());
  }, 60_000);
});
