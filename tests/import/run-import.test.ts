import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/run-import.ts';
import { fixture, readPage, SEEDS, tempDir, treeHashes, wikiLinks } from './helpers.ts';

const NOTE_002 = 'notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati.md';
const LINE_004 = 'inquiring-lines/why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve.md';
const LINE_000 = 'inquiring-lines/why-might-chatbots-simply-learn-better-face-saving-instead-of-genuine-perspectiv.md';
const LINE_001 = 'inquiring-lines/why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals.md';
const SMALL = ['full-inquiry.txt', 'compact-inquiry.txt', 'note.txt', 'digest.txt'].map((f) => fixture(f));

describe('importing the five seeds', () => {
  it('produces the collection the seeds describe', async () => {
    const out = await tempDir();
    const result = await runImport({ paths: [fixture('seeds')], outDir: out });
    expect(result.trusted).toBe(true);
    expect(result.summary.pages).toEqual({
      note: { total: 35, stubs: 34 },
      inquiry: { total: 216, stubs: 213 },
      paper: { total: 8, stubs: 8 },
      discussion: { total: 1, stubs: 0 },
    });
    expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);

    const line004 = await readPage(out, LINE_004);
    expect(line004.fm).toMatchObject({ kind: 'inquiry', stub: false });
    if (line004.fm.kind !== 'inquiry') throw new Error('kind');
    expect(line004.fm.sources).toHaveLength(9);
    expect(wikiLinks(line004.body)).toHaveLength(10);
    for (const [file, n] of [
      [LINE_000, 7],
      [LINE_001, 4],
    ] as const) {
      const page = await readPage(out, file);
      if (page.fm.kind !== 'inquiry') throw new Error('kind');
      expect(page.fm.sources).toHaveLength(n);
      expect(new Set(wikiLinks(page.body))).toEqual(new Set(page.fm.sources));
    }

    const note = await readPage(out, NOTE_002);
    if (note.fm.kind !== 'note') throw new Error('kind');
    expect(note.fm.stub).toBe(false);
    expect(note.fm.title).toBe('Does preference optimization harm conversational understanding?');
    expect(note.fm.claim).toMatch(/^RLHF optimizes models for single-turn helpfulness/);
    expect(note.fm.related).toHaveLength(23);
    expect(note.fm.related.every((r) => r.reason.length > 0)).toBe(true);
    expect(note.fm.papers).toHaveLength(8);
    expect(wikiLinks(note.body)).toHaveLength(3);
    expect(note.body).toContain('([[Does RLHF training push therapy chatbots toward problem-solving?]])');

    // A backlink becomes a stub inquiring line whose Sources list names the note, so the site derives the backlink.
    const backlink = await readPage(out, 'inquiring-lines/how-does-epistemic-inflation-dislocate-knowledge-from-social-conversation.md');
    expect(backlink.fm).toMatchObject({ kind: 'inquiry', stub: true, sources: [note.fm.title] });
    // Related concepts become stub notes with their description; Sources lists give them their claim.
    const related = await readPage(out, 'notes/do-llm-therapists-respond-to-emotions-like-low-quality-human-therapists.md');
    expect(related.fm).toMatchObject({
      kind: 'note',
      stub: true,
      description: expect.stringMatching(/^Explores whether language models/),
      claim: expect.stringMatching(/^Using the BOLT framework/),
    });

    const digest = await readPage(out, 'discussions/training-language-models-to-be-warm-and-empathetic-makes-them-less-reliable.md');
    expect(digest.body.match(/^## /gm)).toHaveLength(5);
    expect(digest.body.match(/^- /gm)).toHaveLength(15);
  });

  it('changes no byte when the same files are imported again', async () => {
    const out = await tempDir();
    await runImport({ paths: SEEDS, outDir: out });
    const before = await treeHashes(out);
    const again = await runImport({ paths: SEEDS, outDir: out });
    expect(await treeHashes(out)).toEqual(before);
    expect(again.summary.files).toMatchObject({ create: 0, update: 0, unchanged: 260, removed: 0 });
  });

  it('gives the same files whether the seeds are imported together or one at a time in either order', async () => {
    const together = await tempDir();
    await runImport({ paths: SEEDS, outDir: together });
    const forward = await tempDir();
    for (const seed of SEEDS) await runImport({ paths: [seed], outDir: forward });
    const backward = await tempDir();
    for (const seed of [...SEEDS].reverse()) await runImport({ paths: [seed], outDir: backward });
    const expected = await treeHashes(together);
    expect(await treeHashes(forward)).toEqual(expected);
    expect(await treeHashes(backward)).toEqual(expected);
  }, 30_000);
});

describe('stubs and merging across imports', () => {
  it('merges a later import of a subset with the stubs written before, in both orders', async () => {
    const [full, , note] = SMALL as [string, string, string, string];
    const a = await tempDir();
    await runImport({ paths: [full], outDir: a });
    const second = await runImport({ paths: [note], outDir: a });
    const b = await tempDir();
    await runImport({ paths: [note], outDir: b });
    await runImport({ paths: [full], outDir: b });
    expect(await treeHashes(a)).toEqual(await treeHashes(b));

    // The note's stub (from the inquiring line's Sources) moved to the slug of its original title, keeping its claim.
    expect(second.summary.files.removed).toBe(1);
    const note1 = await readPage(a, 'notes/the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati.md');
    expect(note1.fm).toMatchObject({ stub: false, claim: 'RLHF reduces grounding acts by 77.5% below human levels, an alignment tax on conversation.' });
    // The inquiring line the note lists as a backlink is one full page, not a stub beside it.
    const line = await readPage(a, 'inquiring-lines/why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve.md');
    expect(line.fm).toMatchObject({ stub: false });
    expect(await treeHashes(a)).not.toHaveProperty(['notes/does-preference-optimization-harm-conversational-understanding.md']);
  });

  it('gives identical files for every order of the small exports, together or one at a time', async () => {
    const together = await tempDir();
    await runImport({ paths: SMALL, outDir: together });
    const expected = await treeHashes(together);
    for (const order of [SMALL, [...SMALL].reverse(), [SMALL[2], SMALL[0], SMALL[3], SMALL[1]]] as string[][]) {
      const out = await tempDir();
      for (const file of order) await runImport({ paths: [file], outDir: out });
      expect(await treeHashes(out)).toEqual(expected);
    }
  }, 30_000);
});

describe('files edited by hand', () => {
  const stub = 'notes/does-rlhf-make-language-models-indifferent-to-truth.md';

  it('keeps a file edited by hand and reports it; --force replaces it', async () => {
    const out = await tempDir();
    await runImport({ paths: SMALL, outDir: out });
    const written = await readFile(path.join(out, stub), 'utf8');
    const edited = written.replace('stub: true\n', 'stub: true\nclusters:\n  - alignment\n');
    await writeFile(path.join(out, stub), edited);

    const kept = await runImport({ paths: SMALL, outDir: out });
    expect(await readFile(path.join(out, stub), 'utf8')).toBe(edited);
    expect(kept.summary.files['kept-hand-edited']).toBe(1);
    expect(kept.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'hand-edited', file: `${kept.outName}/${stub}` }));
    // Still kept on the next run: the manifest remembers what the importer wrote, not what is there now.
    await runImport({ paths: SMALL, outDir: out });
    expect(await readFile(path.join(out, stub), 'utf8')).toBe(edited);

    const forced = await runImport({ paths: SMALL, outDir: out, force: true });
    expect(forced.summary.files['replaced-hand-edited']).toBe(1);
    expect(await readFile(path.join(out, stub), 'utf8')).toBe(written);
    const after = await runImport({ paths: SMALL, outDir: out });
    expect(after.summary.files.unchanged).toBe(after.plan.writes.length);
  });

  it('never overwrites a hand-written page with the same title, and writes to no other file for it', async () => {
    const out = await tempDir();
    const mine = 'notes/my-own-page.md';
    await mkdir(path.join(out, 'notes'));
    const text = '---\nkind: note\ntitle: Does RLHF make language models indifferent to truth?\n---\n\nMy own words.\n';
    await writeFile(path.join(out, mine), text);
    const result = await runImport({ paths: SMALL, outDir: out });
    expect(await readFile(path.join(out, mine), 'utf8')).toBe(text);
    expect(Object.keys(await treeHashes(out))).not.toContain(stub);
    expect(result.findings).toContainEqual(expect.objectContaining({ code: 'hand-edited', file: `${result.outName}/${mine}` }));
  });
});

describe('what cannot be trusted', () => {
  it('marks an import with an unrecognised file as untrusted and reports it', async () => {
    const out = await tempDir();
    const result = await runImport({ paths: [fixture('not-an-export.txt')], outDir: out });
    expect(result.trusted).toBe(false);
    expect(result.findings).toContainEqual(expect.objectContaining({ severity: 'error', code: 'unknown-export' }));
  });
});
