import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../src/tools/generate/generate-corpus.ts';
import {
  assembleKnowledgeBase,
  buildKnowledgeBase,
  MIN_PAGES_FOR_SIMILARITY_THREAD,
  assembleKnowledgeBaseOnThreads,
  draftKnowledgeBase,
  finishOnThreads,
} from '../../src/pipeline/knowledge-base.ts';
import { startSupportThread } from '../../src/pipeline/derive/support/derive-support.ts';
import { parseFile, type ParsedFile } from '../../src/pipeline/parse/parse-file.ts';
import { readContent } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

let folder = '';
let parsed: ParsedFile[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'assemble-threads-'));
  await generateCorpus({ pages: 600, seed: '5', out: folder });
  parsed = (await readContent(folder)).files.map((file) => parseFile(file.path, file.text));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('assembling with the similarity ranking on a worker thread', () => {
  it('gives the same knowledge base as assembling on one thread, rankings included', async () => {
    const one = assembleKnowledgeBase(parsed);
    const threads = await assembleKnowledgeBaseOnThreads(parsed);
    const ranked = threads.pages.filter((page) => (page.kind === 'note' || page.kind === 'inquiry') && (page.similar ?? []).length > 0);
    expect(ranked.length).toBeGreaterThan(300);
    expect(threads.pages.some((page) => page.bodyHtml.includes('class="wikilink'))).toBe(true);
    expect(JSON.stringify(threads)).toBe(JSON.stringify(one));
  });
});

describe('a support thread started ahead of its request', () => {
  it('answers as a thread started with the request does', async () => {
    const ahead = startSupportThread();
    const draft = draftKnowledgeBase(parsed, {}, []);
    const { kb, support } = await finishOnThreads(draft, ahead);
    expect([...support.values()].flat().length).toBeGreaterThan(100);
    expect(JSON.stringify(kb)).toBe(JSON.stringify(assembleKnowledgeBase(parsed)));
  });

  it('ends when stopped unasked, and an aborted request rejects with its reason', async () => {
    await expect(startSupportThread().stop()).resolves.toBeUndefined();
    const stopped = new AbortController();
    stopped.abort(new Error('a newer change'));
    await expect(startSupportThread().ask({ notes: [], citing: [] }, stopped.signal)).rejects.toThrow('a newer change');
  });
});

describe("a build's own parses, released as the bodies render", () => {
  const own = (files: readonly ParsedFile[]): ParsedFile[] => files.map((file) => structuredClone(file));

  it('gives the same knowledge base, and leaves no body tree or sentences behind', async () => {
    const released = own(parsed);
    const { kb } = await finishOnThreads(draftKnowledgeBase(released, {}, []), undefined, Promise.resolve());
    expect(JSON.stringify(kb)).toBe(JSON.stringify(assembleKnowledgeBase(parsed)));
    expect(parsed.filter((file) => file.sentences.length > 0).length).toBeGreaterThan(100);
    expect(released.every((file) => file.tree.children.length === 0 && file.sentences.length === 0)).toBe(true);
  });

  it('keeps an embedded page’s tree until the page that embeds it is rendered, whatever their order', async () => {
    const vault = [
      parseFile('b.md' as ContentPath, 'The body of b, embedded whole.\n\n## Part\n\nMore of b.\n'),
      parseFile('z.md' as ContentPath, 'Z shows b:\n\n![[b]]\n'),
    ];
    const released = own(vault);
    const { kb } = await finishOnThreads(draftKnowledgeBase(released, {}, []), undefined, Promise.resolve());
    const z = kb.pages.find((page) => page.slug === 'z');
    expect(z?.bodyHtml).toContain('More of b.');
    expect(JSON.stringify(kb)).toBe(JSON.stringify(assembleKnowledgeBase(vault)));
  });
});

describe('a build from the parse cache its previous build wrote', () => {
  let corpus = '';
  afterAll(async () => {
    if (corpus !== '') await rm(corpus, { recursive: true, force: true });
  });

  // The parses a build drops once its bodies are rendered are written to the cache first: a
  // build from the cache gives the knowledge base of a build from scratch, bodies and support included.
  it('gives the same knowledge base as the build that wrote it', async () => {
    corpus = await mkdtemp(path.join(tmpdir(), 'cache-threads-'));
    const content = path.join(corpus, 'content');
    await generateCorpus({ pages: MIN_PAGES_FOR_SIMILARITY_THREAD + 50, seed: '7', out: content });
    const options = { contentDir: content, cacheDir: path.join(corpus, 'cache'), workers: 2 };
    const scratch = await buildKnowledgeBase(options);
    const cached = await buildKnowledgeBase(options);
    expect(scratch.pages.filter((page) => (page.support ?? []).length > 0).length).toBeGreaterThan(100);
    expect(JSON.stringify(cached)).toBe(JSON.stringify(scratch));
  }, 120_000);
});
