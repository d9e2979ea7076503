// The dev server's knowledge base resolves again only the pages whose references can change, and is
// still, after each kind of change, exactly the knowledge base a build from scratch gives.
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase, type BuildOptions } from '../../src/pipeline/knowledge-base.ts';
import { LiveKnowledgeBase, type Staged } from '../../src/pipeline/live-knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';

let work = '';
let content = '';
let options: BuildOptions;
// One updated in one step (a small collection), one in two (as from a thousand pages).
let oneStep: LiveKnowledgeBase;
let twoSteps: LiveKnowledgeBase;

const write = async (file: string, text: string): Promise<void> => {
  await mkdir(dirname(join(content, file)), { recursive: true });
  await writeFile(join(content, file), text);
};
const edit = async (file: string, change: (text: string) => string): Promise<void> => {
  const before = await readFile(join(content, file), 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(join(content, file), after);
};

/** Updates both live knowledge bases after `changed`; each equals a build from scratch. Returns the one-step update. */
async function updateAndCompare(changed: string[]): Promise<Staged> {
  const files = new Set(changed as ContentPath[]);
  const staged = await oneStep.update(files);
  const quick = await twoSteps.update(files);
  const cold = await buildKnowledgeBase(options);
  expect(staged.complete).toBeNull();
  expect(staged.quick).toEqual(cold);
  const complete: KnowledgeBase | undefined = await quick.complete?.();
  expect(complete).toEqual(cold);
  expect(quick.resolved).toEqual(staged.resolved);
  return staged;
}

const stubs = (kb: KnowledgeBase): Record<string, string> =>
  Object.fromEntries(kb.pages.filter((p) => p.stub && p.file === null).map((p) => [p.title, p.slug]));

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'live-resolution-'));
  content = join(work, 'content');
  await cp(join(ROOT, 'tests/fixtures/live-resolution'), content, { recursive: true });
  options = { contentDir: content, allowMissing: true };
  oneStep = new LiveKnowledgeBase(options);
  twoSteps = new LiveKnowledgeBase(options, 0);
  const cold = await buildKnowledgeBase(options);
  expect(await oneStep.build()).toEqual(cold);
  expect(await twoSteps.build()).toEqual(cold);
  expect(stubs(cold)).toEqual({
    'A question nobody wrote': 'a-question-nobody-wrote',
    'Unwritten idea': 'unwritten-idea',
    'unwritten-idea': 'unwritten-idea-2',
  });
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('LiveKnowledgeBase resolving links again', () => {
  it('resolves only the edited page when its identity stays: a body edit', async () => {
    await edit('Garden.md', (text) => `${text}\nA new bed of [[Ideas]].\n`);
    expect((await updateAndCompare(['Garden.md'])).resolved).toEqual({ made: 1, reused: 6 });
  });

  it('checks again the heading links into a page whose headings changed', async () => {
    await edit('Ideas.md', (text) => text.replace('## Second heading', '## Later heading'));
    const staged = await updateAndCompare(['Ideas.md']);
    // Ideas itself and Home, whose [[Ideas#Second heading]] now opens the page at its top.
    expect(staged.resolved.made).toBe(2);
    expect(staged.quick.findings.some((f) => f.code === 'missing-heading' && f.file === 'Home.md')).toBe(true);
  });

  it('resolves again the pages that named the old or new title or alias of a retitled page, and makes pages for the names gone', async () => {
    await edit('research/kept-note.md', (text) =>
      text.replace('title: Does a note keep its links?', 'title: Does a note still keep its links?').replace('aliases: [Kept note]\n', ''),
    );
    const staged = await updateAndCompare(['research/kept-note.md']);
    // The note itself, Home and the inquiring line, which named it by its title and alias.
    expect(staged.resolved.made).toBe(3);
    expect(stubs(staged.quick)).toMatchObject({ 'Does a note keep its links?': 'does-a-note-keep-its-links', 'Kept note': 'kept-note' });
  });

  it("gives the pages not yet written new slugs when a written page takes theirs, without resolving their links' pages again", async () => {
    await write('Unwritten-Idea!.md', 'A page whose slug is the one the unwritten idea had.\n');
    const staged = await updateAndCompare(['Unwritten-Idea!.md']);
    expect(staged.resolved.made).toBe(1);
    expect(stubs(staged.quick)).toMatchObject({ 'Unwritten idea': 'unwritten-idea-2', 'unwritten-idea': 'unwritten-idea-3' });
  });

  it('drops a page not yet written once it is written', async () => {
    await write('Unwritten idea.md', 'Written at last, linking [[Garden]].\n');
    const staged = await updateAndCompare(['Unwritten idea.md']);
    expect(stubs(staged.quick)).not.toHaveProperty('Unwritten idea');
  });

  it('matches a build after a page is deleted, taking away an ambiguity', async () => {
    await rm(join(content, 'Plans/Garden.md'));
    await updateAndCompare(['Plans/Garden.md']);
  });

  it('matches a build after a file moves to another folder', async () => {
    await mkdir(join(content, 'Beds'));
    await rename(join(content, 'Garden.md'), join(content, 'Beds/Garden.md'));
    await updateAndCompare(['Garden.md', 'Beds/Garden.md']);
  });

  it('matches a build after an alias takes a name that had a page not yet written', async () => {
    await write('Fresh.md', '---\naliases: [unwritten-idea]\n---\nA fresh note answering to the slug.\n');
    const staged = await updateAndCompare(['Fresh.md']);
    expect(stubs(staged.quick)).not.toHaveProperty('unwritten-idea');
  });

  it('matches a build after a linked page is made private, and after the page that took a slug is deleted', async () => {
    await edit('Ideas.md', (text) => `---\npublish: false\n---\n${text}`);
    const staged = await updateAndCompare(['Ideas.md']);
    expect(staged.quick.findings.some((f) => f.code === 'unpublished-link' && f.file === 'Home.md')).toBe(true);
    await rm(join(content, 'Unwritten-Idea!.md'));
    await updateAndCompare(['Unwritten-Idea!.md']);
  });
});

describe('pages not yet written', () => {
  it('are named and given slugs by their names, whatever the order of the pages linking them', async () => {
    const slugsWith = async (first: string, second: string): Promise<Record<string, string>> => {
      const folder = await mkdtemp(join(work, 'order-'));
      await writeFile(join(folder, 'a.md'), `Links [[${first}]].\n`);
      await writeFile(join(folder, 'b.md'), `Links [[${second}]].\n`);
      return stubs(await buildKnowledgeBase({ contentDir: folder }));
    };
    const one = await slugsWith('Unwritten idea', 'unwritten-idea');
    expect(Object.keys(one)).toHaveLength(2);
    expect(await slugsWith('unwritten-idea', 'Unwritten idea')).toEqual(one);
  });
});
