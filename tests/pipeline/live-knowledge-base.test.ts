// The dev server's knowledge base after each kind of edit: the complete one is exactly what a
// cold build of the same content gives, and the quick one already differs only in the similarity
// lists and the support passages (and the findings judged from them).
import { appendFile, cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase, type BuildOptions } from '../../src/pipeline/knowledge-base.ts';
import { LiveKnowledgeBase } from '../../src/pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { generateCorpus } from '../../src/tools/generate/generate-corpus.ts';
import { ROOT } from '../site/build-helper.ts';
import {
  addFirstInquiry,
  appendParagraph,
  deleteUnlinkedInquiry,
  middleNote,
  mostCitedNote,
  moveToAnotherCluster,
  retitle,
  rewriteClaim,
} from '../site/incremental/corpus-edits.ts';

let work = '';
let corpus = '';
let options: BuildOptions;
let live: LiveKnowledgeBase;

// What the quick knowledge base keeps from the previous complete one: the similarity lists, the support, and what is judged from the support.
const LATER_FIELDS = ['similar', 'relatedPapers', 'similarLines', 'support'];
const LATER_CODES = new Set(['unsupported-citation', 'figure-mismatch', 'contradicted-citation']);

/** The knowledge base without what only the complete one is sure to have right. */
function withoutLaterParts(kb: KnowledgeBase): unknown {
  const page = (p: KbPage): unknown => Object.fromEntries(Object.entries(p).filter(([key]) => !LATER_FIELDS.includes(key)));
  return { pages: kb.pages.map(page), clusters: kb.clusters, findings: kb.findings.filter((f) => !LATER_CODES.has(f.code)) };
}

/** Updates the live knowledge base after `changed` and checks both steps against a cold build; returns the bodies rendered again. */
async function updateAndCompare(changed: string[]): Promise<number> {
  return compareUpdate(live, options, changed);
}

/** Updates `kb` after `changed` and checks both steps against a cold build with `coldOptions`; returns the bodies rendered again. */
async function compareUpdate(kb: LiveKnowledgeBase, coldOptions: BuildOptions, changed: string[]): Promise<number> {
  const staged = await kb.update(new Set(changed as ContentPath[]));
  const cold = await buildKnowledgeBase(coldOptions);
  expect(cold.findings.filter((f) => f.severity === 'error')).toEqual([]);
  expect(withoutLaterParts(staged.quick)).toEqual(withoutLaterParts(cold));
  expect(staged.complete).not.toBeNull();
  const complete = await staged.complete?.();
  expect(JSON.stringify(complete)).toBe(JSON.stringify(cold));
  return staged.bodies.made;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'live-kb-'));
  corpus = join(work, 'content');
  await generateCorpus({ pages: 150, seed: 'live', out: corpus });
  options = { contentDir: corpus, workers: 2 };
  // Two steps from any size, so that a small corpus takes the path a large one does.
  live = new LiveKnowledgeBase(options, 0);
  expect(JSON.stringify(await live.build())).toBe(JSON.stringify(await buildKnowledgeBase(options)));
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('LiveKnowledgeBase', () => {
  it('builds in two steps for a server: at once without similarity and support, then what a cold build gives; an edit before the completion shows none yet', async () => {
    const fresh = new LiveKnowledgeBase(options, 0);
    const staged = await fresh.buildStaged();
    const cold = await buildKnowledgeBase(options);
    expect(withoutLaterParts(staged.quick)).toEqual(withoutLaterParts(cold));
    expect(staged.quick.pages.some((page) => (page.support?.length ?? 0) > 0)).toBe(false);
    expect(cold.pages.some((page) => (page.support?.length ?? 0) > 0)).toBe(true);
    expect(JSON.stringify(await staged.complete?.())).toBe(JSON.stringify(cold));
    // Before any completion is kept, an update's quick step carries nothing over, and completes to a cold build.
    const early = new LiveKnowledgeBase(options, 0);
    await early.buildStaged();
    const update = await early.update(new Set<ContentPath>());
    expect(update.quick.pages.some((page) => (page.support?.length ?? 0) > 0)).toBe(false);
    expect(JSON.stringify(await update.complete?.())).toBe(JSON.stringify(cold));
  }, 120_000);

  it('stops a completion still under way when the content changes again, and completes the newer one', async () => {
    const fresh = new LiveKnowledgeBase(options, 0);
    const first = await fresh.buildStaged();
    // Its rejection is expected before the update that causes it runs.
    const stopped = expect(first.complete?.()).rejects.toThrow(/newer change/);
    const update = await fresh.update(new Set<ContentPath>());
    await stopped;
    expect(JSON.stringify(await update.complete?.())).toBe(JSON.stringify(await buildKnowledgeBase(options)));
  }, 120_000);

  it('matches a cold build after a paragraph is appended to a note, rendering only its body again', async () => {
    const note = await middleNote(corpus);
    await appendParagraph(corpus, note.file);
    expect(await updateAndCompare([note.file])).toBe(1);
  });

  it('carries the pages a save does not reach to the next quick step as the complete knowledge base made them, support and similarity lists included', async () => {
    const note = await middleNote(corpus);
    await appendParagraph(corpus, note.file);
    const complete = await (await live.update(new Set([note.file as ContentPath]))).complete?.();
    await appendParagraph(corpus, note.file);
    const next = await live.update(new Set([note.file as ContentPath]));
    const unreached = (complete?.pages ?? []).filter((page) => page.file !== note.file && (page.support?.length ?? 0) > 0 && (page.similar?.length ?? 0) > 0);
    expect(unreached.length).toBeGreaterThan(10);
    const quick = new Map(next.quick.pages.map((page) => [page.slug, page]));
    for (const page of unreached) expect(quick.get(page.slug)).toBe(page);
    expect(JSON.stringify(await next.complete?.())).toBe(JSON.stringify(await buildKnowledgeBase(options)));
  }, 120_000);

  it('carries the similarity lists over to a quick step less a page deleted since, the rest as the complete knowledge base had them', async () => {
    const complete = (await (await live.update(new Set<ContentPath>())).complete?.())?.pages ?? [];
    const file = await deleteUnlinkedInquiry(corpus);
    const gone = complete.find((page) => page.file === file)?.slug;
    const lists = (page: KbPage | undefined): unknown[] => {
      const fields = new Map(Object.entries(page ?? {}));
      return ['similar', 'similarLines', 'relatedPapers'].map((key) => fields.get(key));
    };
    expect(complete.some((page) => lists(page).some((list) => Array.isArray(list) && list.some((ranked: { slug: string }) => ranked.slug === gone)))).toBe(
      true,
    );
    const quick = new Map((await live.update(new Set([file as ContentPath]))).quick.pages.map((page) => [page.slug, page]));
    for (const page of complete) {
      if (page.slug === gone) continue;
      const within = lists(page).map((list) => (Array.isArray(list) ? list.filter((ranked: { slug: string }) => ranked.slug !== gone) : list));
      expect(lists(quick.get(page.slug))).toEqual(within);
    }
  }, 120_000);

  it("matches a cold build after a note's title changes, rendering again the bodies that show it", async () => {
    const note = await mostCitedNote(corpus);
    await retitle(corpus, note.file, 'What does a note renamed between two saves show?');
    const made = await updateAndCompare([note.file]);
    expect(made).toBeGreaterThan(1);
    expect(made).toBeLessThan(50);
  });

  it("matches a cold build after a note's claim changes", async () => {
    const note = await mostCitedNote(corpus);
    await rewriteClaim(corpus, note.file, 'A claim rewritten between two saves.');
    await updateAndCompare([note.file]);
  });

  it("matches a cold build after a note's claim changes, checking again only the note and the pages whose checks read it", async () => {
    // The save comes after a completion, as in the dev server.
    await (await live.update(new Set<ContentPath>())).complete?.();
    const note = await mostCitedNote(corpus);
    await rewriteClaim(corpus, note.file, 'A claim rewritten again, which the lines citing it are checked against.');
    const staged = await live.update(new Set([note.file as ContentPath]));
    const slug = staged.quick.pages.find((page) => page.file === note.file)?.slug;
    const citing = staged.quick.pages.filter((page) => page.citations.some((citation) => citation.target === slug)).length;
    expect(citing).toBeGreaterThan(0);
    // The figure check and the others each check again the note, and of the pages citing it those whose checks looked it up; every other page keeps its findings.
    expect(staged.checked.made).toBeGreaterThan(2);
    expect(staged.checked.made).toBeLessThanOrEqual(2 * (citing + 1));
    expect(staged.checked.made + staged.checked.reused).toBe(2 * staged.quick.pages.length);
    expect(withoutLaterParts(staged.quick)).toEqual(withoutLaterParts(await buildKnowledgeBase(options)));
    expect(JSON.stringify(await staged.complete?.())).toBe(JSON.stringify(await buildKnowledgeBase(options)));
  }, 120_000);

  it('matches a cold build after a page is added that renames a cluster for all its members', async () => {
    const note = await mostCitedNote(corpus);
    const added = await addFirstInquiry(corpus, 'Does a line added while the server runs appear among backlinks?', note.title);
    await updateAndCompare([added.file]);
  });

  it('matches a cold build after a note moves to another cluster', async () => {
    const note = await middleNote(corpus);
    await moveToAnotherCluster(corpus, note.file);
    await updateAndCompare([note.file]);
  });

  it('matches a cold build after a page is deleted', async () => {
    const gone = await deleteUnlinkedInquiry(corpus);
    await updateAndCompare([gone]);
  });

  it('matches a cold build after a file is renamed', async () => {
    const note = await middleNote(corpus);
    const renamed = note.file.replace(/\.md$/, '-renamed.md');
    await rename(join(corpus, note.file), join(corpus, renamed));
    await updateAndCompare([note.file, renamed]);
  });
});

describe('LiveKnowledgeBase on a small collection', () => {
  it('updates in one step, reading only the changed file, to what a cold build gives', async () => {
    const small = join(work, 'small');
    await generateCorpus({ pages: 60, seed: 'small', out: small });
    const smallOptions: BuildOptions = { contentDir: small, workers: 2 };
    // Below the default size of two steps.
    const kb = new LiveKnowledgeBase(smallOptions);
    await kb.build();
    const note = await middleNote(small);
    await appendParagraph(small, note.file);
    const staged = await kb.update(new Set([note.file as ContentPath]));
    expect(staged.complete).toBeNull();
    expect(staged.bodies.made).toBe(1);
    expect(JSON.stringify(staged.quick)).toBe(JSON.stringify(await buildKnowledgeBase(smallOptions)));
  });
});

describe('LiveKnowledgeBase on an Obsidian vault', () => {
  it('matches a cold build after an edit adding links, a file moved to another folder, an embedded note edited, a note deleted and a missing note written', async () => {
    const vault = join(work, 'vault');
    await cp(join(ROOT, 'tests/fixtures/obsidian-vault'), vault, { recursive: true });
    const vaultOptions: BuildOptions = { contentDir: vault, workers: 2 };
    const kb = new LiveKnowledgeBase(vaultOptions, 0);
    await kb.build();
    // Links by name to a note in a folder and to a note not written yet.
    await appendFile(join(vault, 'Math.md'), '\nSee [[Cycle A]], [[Latex]] and [[A note not written yet]].\n');
    expect(await compareUpdate(kb, vaultOptions, ['Math.md'])).toBe(1);
    // A file moved to another folder: links by name still find it, and its folder pages change.
    await rename(join(vault, 'features/Latex.md'), join(vault, 'Research/Latex.md'));
    await compareUpdate(kb, vaultOptions, ['features/Latex.md', 'Research/Latex.md']);
    // An embedded note edited: the note embedding it shows the new text.
    await appendFile(join(vault, 'Research/Cycle B.md'), '\nA line added to an embedded note.\n');
    await compareUpdate(kb, vaultOptions, ['Research/Cycle B.md']);
    // A note deleted, then the missing note written.
    await rm(join(vault, 'Naïve.md'));
    await compareUpdate(kb, vaultOptions, ['Naïve.md']);
    await writeFile(join(vault, 'A note not written yet.md'), 'Now written, linking [[Home]].\n');
    await compareUpdate(kb, vaultOptions, ['A note not written yet.md']);
    // A note made private: gone at once from the quick knowledge base, as from a build.
    await writeFile(join(vault, 'Math.md'), `---\npublish: false\n---\n${await readFile(join(vault, 'Math.md'), 'utf8')}`);
    await compareUpdate(kb, vaultOptions, ['Math.md']);
    const staged = await kb.update(new Set<ContentPath>());
    expect(staged.quick.pages.some((page) => page.file === 'Math.md')).toBe(false);
    expect(JSON.stringify(staged.quick)).not.toContain('prices like');
  });
});
