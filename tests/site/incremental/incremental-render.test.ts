// An incremental render after each kind of edit gives the same output, byte for byte, as a full
// render of the same content, while rendering only the pages the edit touches.
import { cp, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIncremental } from '../../../src/orchestrate/incremental/render-incremental.ts';
import { testSettings } from '../../setup/test-settings.ts';
import { siteContext, type SiteContext } from '../../../src/integration/context.ts';
import { buildKnowledgeBase } from '../../../src/pipeline/knowledge-base.ts';
import { parseCacheDir } from '../../../src/pipeline/parse/cache-dir.ts';
import type { KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';
import { RenderManifestSchema } from '../../../src/schemas/render-manifest.ts';
import { generateCorpus } from '../../../src/tools/generate/generate-corpus.ts';
import { listFiles, ROOT } from '../build-helper.ts';
import { differences } from './compare-output.ts';
import {
  addFirstInquiry,
  addWordingTwin,
  appendParagraph,
  deleteUnlinkedInquiry,
  middleNote,
  mostCitedNote,
  moveToAnotherCluster,
  retitle,
  rewriteClaim,
} from './corpus-edits.ts';

// Inside the project: Astro keeps its prerender bundle in an output folder only when it is under the root.
const WORK = join(ROOT, '.build', `incremental-test-${process.pid}`);
const CORPUS = join(WORK, 'content');
const PAGES = 300;
/** The manifest of the latest incremental output, as the build keeps it. */
const MANIFEST = join(WORK, 'render-manifest.json');

interface RenderRun {
  rerendered: string[];
  reused: number;
}

let step = 0;
let previous = '';

/** The site context of the corpus: the project's configuration with CONTENT_DIR pointing at it, as the build would load it. */
let context: SiteContext;

/** The knowledge base of CORPUS as it now is, built as the build's render process builds it (parses cached, so a step parses only the edited files); fails the test on content errors. */
async function knowledgeBase(): Promise<KnowledgeBase> {
  const kb = await buildKnowledgeBase({ contentDir: context.settings.contentDir, cacheDir: parseCacheDir(join(WORK, 'cache')), workers: 1 });
  expect(kb.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
  return kb;
}

/**
 * Renders `kb` into a new folder in this process, as the build's render process does, with
 * `renderIncremental` (reusing `previousDir`'s output and the manifest in `manifest` when given),
 * then records the new manifest there as the build does after its swap.
 */
async function render(kb: KnowledgeBase, out: string, manifest: string, previousDir?: string): Promise<RenderRun> {
  const previous = previousDir === undefined ? null : { dir: previousDir, manifest: RenderManifestSchema.parse(JSON.parse(await readFile(manifest, 'utf8'))) };
  const result = await renderIncremental({ context, kb, outDir: out, previous, logLevel: 'error' });
  await writeFile(manifest, JSON.stringify(result.manifest));
  return { rerendered: [...result.rerendered].sort(), reused: result.reused };
}

/** Renders the corpus as it now is incrementally (from the previous step) and in full; checks both are identical; returns the incremental run. */
async function renderStep(): Promise<RenderRun> {
  step += 1;
  const incremental = join(WORK, `step-${step}`);
  const full = join(WORK, `full-${step}`);
  // One knowledge base for both renders (the full one gets its own copy, so that nothing the first render might change in it reaches the second).
  const kb = await knowledgeBase();
  const run = await render(kb, incremental, MANIFEST, previous);
  await render(structuredClone(kb), full, join(WORK, `full-manifest-${step}.json`));
  expect(await differences(incremental, full)).toEqual([]);
  await rm(full, { recursive: true, force: true });
  previous = incremental;
  return run;
}

/** The note, inquiring-line, paper and discussion pages of the latest output whose HTML contains `text`. */
async function pagesShowing(text: string): Promise<string[]> {
  const showing: string[] = [];
  for (const file of await listFiles(previous)) {
    if (/^(notes|inquiring-lines|papers|discussions)\/[^/]+\/index\.html$/.test(file) && (await readFile(join(previous, file), 'utf8')).includes(text))
      showing.push(file);
  }
  return showing;
}

const TOTAL_KIND_PAGES = (run: RenderRun) => run.rerendered.length + run.reused;

beforeAll(async () => {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(WORK, { recursive: true });
  await generateCorpus({ pages: PAGES, seed: 'incremental', out: CORPUS });
  context = siteContext(testSettings({ CONTENT_DIR: CORPUS }), { from: 'content', cacheDir: join(WORK, 'cache') }, ROOT);
  previous = join(WORK, 'step-0');
  const cold = await render(await knowledgeBase(), previous, MANIFEST);
  expect(cold.reused).toBe(0);
}, 300_000);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

describe('incremental render', () => {
  it('re-renders the edited note and few others after a paragraph is appended to its body, leaving the previous output as it was', async () => {
    const note = await middleNote(CORPUS);
    await appendParagraph(CORPUS, note.file);
    const before = join(WORK, 'copy-of-previous');
    await cp(previous, before, { recursive: true });
    const previousDir = previous;
    const run = await renderStep();
    const edited = await pagesShowing('one more observation, added to measure');
    expect(edited).toEqual([expect.stringMatching(/^notes\//)]);
    expect(run.rerendered).toEqual(expect.arrayContaining(edited));
    expect(run.rerendered.length).toBeLessThan(TOTAL_KIND_PAGES(run) / 10);
    // Reused files are links to the previous output's: rendering must never write through them.
    expect(await differences(before, previousDir)).toEqual([]);
  }, 300_000);

  it("re-renders every page showing a note's title when the title changes", async () => {
    const note = await middleNote(CORPUS);
    const title = 'What does a renamed note show on the pages that cite it?';
    await retitle(CORPUS, note.file, title);
    const run = await renderStep();
    const showing = await pagesShowing(title);
    expect(showing.length).toBeGreaterThan(1);
    expect(run.rerendered).toEqual(expect.arrayContaining(showing));
    expect(run.reused).toBeGreaterThan(0);
  }, 300_000);

  it("re-renders every line citing a note when the note's claim changes", async () => {
    // The claim shows in the citing lines' source lists, while their own records and neighbourhoods stay as they were.
    const claim = 'A claim rewritten between two builds shows on every line that cites the note.';
    await rewriteClaim(CORPUS, (await mostCitedNote(CORPUS)).file, claim);
    const run = await renderStep();
    const showing = await pagesShowing(claim);
    expect(showing.length).toBeGreaterThan(1);
    expect(run.rerendered).toEqual(expect.arrayContaining(showing));
  }, 300_000);

  it('matches a full render after a page is added that renames a cluster for all its members', async () => {
    const added = await addFirstInquiry(
      CORPUS,
      'Does an added line appear among the backlinks of the note it cites?',
      'What does a renamed note show on the pages that cite it?',
    );
    const run = await renderStep();
    expect(run.reused).toBeGreaterThan(0);
    const members = await pagesShowing(`>${added.cluster}</a>`);
    expect(members.length).toBeGreaterThan(10);
    expect(run.rerendered).toEqual(expect.arrayContaining(members));
  }, 300_000);

  it('matches a full render after a line worded like another is added, which leads on to that line though it cites no note', async () => {
    const { original, twin } = await addWordingTwin(CORPUS);
    const run = await renderStep();
    expect(run.reused).toBeGreaterThan(0);
    const twinPage = (await pagesShowing(`>${twin}</h1>`)).filter((file) => file.startsWith('inquiring-lines/'));
    expect(twinPage).toHaveLength(1);
    const html = await readFile(join(previous, twinPage[0] ?? ''), 'utf8');
    const suggested = /<ul class="ref-list next-suggested">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(suggested).toContain(`>${original}</a>`);
    expect(html).toContain('Suggested: the lines most similar in wording to this one.');
  }, 300_000);

  it('matches a full render after a page is deleted', async () => {
    await deleteUnlinkedInquiry(CORPUS);
    expect((await renderStep()).reused).toBeGreaterThan(0);
  }, 300_000);

  it('matches a full render after a note moves to another cluster', async () => {
    await moveToAnotherCluster(CORPUS, (await middleNote(CORPUS)).file);
    expect((await renderStep()).reused).toBeGreaterThan(0);
  }, 300_000);

  it("re-renders a note's base and query when a property they show changes in a note they list", async () => {
    // Notes without kind, as in a vault: one with a property, and one whose base and Dataview query list the notes that have it.
    const listed = (value: string): string => `---\nreview: ${value}\n---\nA note waiting for review.\n`;
    await writeFile(join(CORPUS, 'Queue item.md'), listed('pending-quokka'));
    const queue = [
      '```base',
      'filters:',
      '  and:',
      '    - file.hasProperty("review")',
      'views:',
      '  - type: table',
      '    order:',
      '      - file.name',
      '      - review',
      '```',
      '',
      '```dataview',
      'TABLE review WHERE review',
      '```',
      '',
    ];
    await writeFile(join(CORPUS, 'Review queue.md'), queue.join('\n'));
    await renderStep();
    const page = 'notes/review-queue/index.html';
    expect(await readFile(join(previous, page), 'utf8')).toContain('pending-quokka');
    await writeFile(join(CORPUS, 'Queue item.md'), listed('settled-quokka'));
    const run = await renderStep();
    const html = await readFile(join(previous, page), 'utf8');
    // Both the base's table and the query's show the new value.
    expect(html.split('settled-quokka').length - 1).toBeGreaterThanOrEqual(2);
    expect(html).not.toContain('pending-quokka');
    expect(run.rerendered).toContain(page);
    expect(run.reused).toBeGreaterThan(0);
  }, 300_000);

  it('re-renders only a page whose file is missing from the previous output when nothing else changed', async () => {
    const files = (await listFiles(previous)).filter((file) => /^inquiring-lines\/[^/]+\/index\.html$/.test(file));
    const gone = files[0] ?? '';
    await unlink(join(previous, gone));
    const run = await renderStep();
    expect(run.rerendered).toEqual([gone]);
    expect(run.reused).toBeGreaterThan(PAGES / 2);
  }, 300_000);

  it('re-renders every page when the code fingerprint changed', async () => {
    const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as { codeFingerprint: string };
    await writeFile(MANIFEST, JSON.stringify({ ...manifest, codeFingerprint: `not-${manifest.codeFingerprint}` }));
    const run = await renderStep();
    expect(run.reused).toBe(0);
    expect(run.rerendered.length).toBeGreaterThan(PAGES / 2);
  }, 300_000);
});
