// The support an update keeps for a page whose file did not change is matched to its citations by
// the note each cites: when a cited note is withheld, the other citations of its line keep their
// own passages, and none is shown the withheld note's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrySupport } from '../../src/pipeline/derive/support/carry.ts';
import { LiveKnowledgeBase } from '../../src/pipeline/live-knowledge-base.ts';
import type { ContentPath, Slug } from '../../src/schemas/brand.ts';
import type { Citation, KnowledgeBase, Support } from '../../src/schemas/knowledge-base.ts';
import { citationSupportOf } from '../../src/views/citation-support.ts';

const SECRET = 'withheld-claim-marker';
let work = '';

const citation = (target: string, line: number): Citation => ({ target: target as Slug, ref: target, line, paragraph: 0 });
const support = (target: string, line: number, index: number): Support => ({
  target: target as Slug,
  citation: index,
  line,
  sentence: `s ${target}`,
  passage: { text: `passage of ${target}`, from: 'claim', marks: [] },
  terms: [],
  figures: [],
  verdict: 'supported',
});

describe('carrySupport', () => {
  it('moves each support to its citation by cited note, line and place, dropping the notes no longer cited', () => {
    const before = [support('a', 3, 0), support('b', 3, 1), support('c', 3, 2), support('b', 5, 3)];
    const now = [citation('b', 3), citation('c', 3), citation('b', 5)];
    expect(carrySupport(before, now).map((s) => [s.target, s.line, s.citation])).toEqual([
      ['b', 3, 0],
      ['c', 3, 1],
      ['b', 5, 2],
    ]);
  });

  it('keeps nothing for a citation now of another note at the same place', () => {
    expect(carrySupport([support('a', 3, 0)], [citation('b', 3)])).toEqual([]);
  });
});

describe('an update that withholds a cited note', () => {
  const content = () => join(work, 'content');
  const note = (title: string, claim: string, extra = '') => `---\nkind: note\ntitle: ${title}\nclaim: '${claim}'\n${extra}---\n${claim}\n`;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'carry-support-'));
    await mkdir(join(content(), 'notes'), { recursive: true });
    await mkdir(join(content(), 'inquiring-lines'), { recursive: true });
    await writeFile(join(content(), 'notes', 'secret.md'), note('Does the secret method work?', `The secret method raises recall by 41% ${SECRET}.`));
    await writeFile(join(content(), 'notes', 'open.md'), note('Does the open method work?', 'The open method lowers latency by 12% on long inputs.'));
    await writeFile(
      join(content(), 'inquiring-lines', 'methods.md'),
      "---\nkind: inquiry\ntitle: Which methods work?\nlede: 'This explores which methods work.'\n---\nRecall rises by 41% [[Does the secret method work?]] and latency falls by 12% on long inputs [[Does the open method work?]].\n",
    );
  });

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('shows the other citation of the line its own passage, and none of the withheld note, in the quick step', async () => {
    const live = new LiveKnowledgeBase({ contentDir: content() }, 1);
    const first = await live.build();
    const line = (kb: KnowledgeBase) => kb.pages.find((p) => p.title === 'Which methods work?');
    const before = line(first);
    expect(before?.support?.map((s) => s.target)).toHaveLength(2);
    await writeFile(
      join(content(), 'notes', 'secret.md'),
      note('Does the secret method work?', `The secret method raises recall by 41% ${SECRET}.`, 'publish: false\n'),
    );
    const staged = await live.update(new Set(['notes/secret.md' as ContentPath]));
    const after = line(staged.quick);
    expect(after?.citations.map((c) => c.target)).toEqual(['does-the-open-method-work']);
    expect(JSON.stringify(staged.quick)).not.toContain(SECRET);
    const shown = after === undefined ? null : citationSupportOf(after);
    expect(JSON.stringify(shown)).not.toContain('41%');
    expect(after?.support?.every((s, i) => s.target === after.citations[s.citation]?.target && i === s.citation)).toBe(true);
  });
});
