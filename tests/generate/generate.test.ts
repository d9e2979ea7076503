import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterCount } from '../../src/tools/generate/clusters.ts';
import { generateCorpus, type CorpusSummary } from '../../src/tools/generate/generate-corpus.ts';
import { planCorpus } from '../../src/tools/generate/plan.ts';
import { extractFigures, sameFigure } from '../../src/pipeline/parse/figures.ts';
import { kindFolder, matchKey, slugify } from '../../src/pipeline/resolve/slug.ts';
import { FrontmatterSchema } from '../../src/schemas/frontmatter.ts';
import { linkTargets, readCorpus, stringList, type CorpusFile } from './corpus-files.ts';

const PAGES = 1500;
let tmp = '';
let summary: CorpusSummary;
let corpus: CorpusFile[] = [];
const byTitle = new Map<string, CorpusFile>();
const ofKind = (kind: string) => corpus.filter((f) => f.data['kind'] === kind);
const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'generate-test-'));
  summary = await generateCorpus({ pages: PAGES, seed: 'test', out: path.join(tmp, 'corpus') });
  corpus = await readCorpus(path.join(tmp, 'corpus'));
  for (const file of corpus) byTitle.set(String(file.data['title']), file);
}, 60_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('generate: determinism', () => {
  it('writes the same bytes for the same seed, and a different corpus for another seed', async () => {
    const write = async (seed: string, name: string) => {
      await generateCorpus({ pages: 200, seed, out: path.join(tmp, name) });
      return readCorpus(path.join(tmp, name));
    };
    const [first, second, other] = [await write('same', 'a'), await write('same', 'b'), await write('other', 'c')];
    expect(first.map((f) => f.file)).toEqual(second.map((f) => f.file));
    expect(first.map((f) => f.text)).toEqual(second.map((f) => f.text));
    expect(other.map((f) => f.file)).not.toEqual(first.map((f) => f.file));
  });
});

describe('generate: shape of the corpus', () => {
  it('has the reference mix: 40% inquiring lines, 35% notes, 15% papers, the rest discussions', () => {
    expect(corpus).toHaveLength(PAGES);
    const share = (kind: string) => ofKind(kind).length / PAGES;
    expect(share('inquiry')).toBeCloseTo(0.4, 2);
    expect(share('note')).toBeCloseTo(0.35, 2);
    expect(share('paper')).toBeCloseTo(0.15, 2);
    expect(share('discussion')).toBeCloseTo(0.1, 2);
    expect(summary.byKind).toEqual({ inquiry: 600, note: 525, paper: 225, discussion: 150 });
  });

  it('has about 90 clusters at the reference scale, fewer for small corpora', () => {
    const names = new Set(corpus.flatMap((f) => stringList(f.data['clusters'])));
    expect(names.size).toBe(clusterCount(PAGES));
    expect(clusterCount(PAGES)).toBeLessThan(20);
    expect(clusterCount(15_000)).toBe(90);
  });

  it('writes only files whose frontmatter FrontmatterSchema accepts', () => {
    const invalid = corpus.flatMap((f) => {
      const result = FrontmatterSchema.safeParse(f.data);
      return result.success ? [] : [`${f.file}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
    });
    expect(invalid).toEqual([]);
  });

  it('names each file by the slug the site derives, with titles and slugs unique', () => {
    const slugOf = (f: CorpusFile) => {
      const arxiv = f.data['arxiv'];
      if (typeof arxiv === 'string') return arxiv.toLowerCase().replace(/\//g, '-');
      return slugify(String(f.data['originalTitle'] ?? f.data['title']));
    };
    const wrong = corpus.filter((f) => f.file !== `${kindFolder(FrontmatterSchema.parse(f.data).kind)}/${slugOf(f)}.md`);
    expect(wrong.map((f) => f.file)).toEqual([]);
    expect(new Set(corpus.map((f) => matchKey(String(f.data['title'])))).size).toBe(PAGES);
    expect(new Set(corpus.map(slugOf)).size).toBe(PAGES);
  });

  it('gives bodies the length of the reference pages (inquiring line ~3–5 KB, note ~2–6 KB)', () => {
    const written = (kind: string) => ofKind(kind).filter((f) => f.data['stub'] !== true);
    const inquiry = median(written('inquiry').map((f) => f.body.length));
    const note = median(written('note').map((f) => f.body.length));
    expect(inquiry).toBeGreaterThanOrEqual(3000);
    expect(inquiry).toBeLessThanOrEqual(5000);
    expect(note).toBeGreaterThanOrEqual(2000);
    expect(note).toBeLessThanOrEqual(6000);
  });
});

describe('generate: links', () => {
  it('points every [[link]] and every frontmatter reference at a generated title', () => {
    const refs = corpus.flatMap((f) => {
      const related = Array.isArray(f.data['related'])
        ? f.data['related'].map((r: unknown) => (typeof r === 'object' && r !== null && 'to' in r ? String(r.to) : String(r)))
        : [];
      const paper = typeof f.data['paper'] === 'string' ? [f.data['paper']] : [];
      return [
        ...linkTargets(f.body),
        ...stringList(f.data['sources']),
        ...stringList(f.data['next']),
        ...stringList(f.data['papers']),
        ...related,
        ...paper,
      ].map((target) => ({ file: f.file, target }));
    });
    expect(refs.length).toBeGreaterThan(PAGES * 5);
    expect(refs.filter((ref) => !byTitle.has(ref.target))).toEqual([]);
  });

  it('has inquiring lines cite 4–10 distinct notes, and written Sources lists that match the citations', () => {
    const lines = ofKind('inquiry').filter((f) => f.data['stub'] !== true);
    let withSources = 0;
    for (const line of lines) {
      const cited = [...new Set(linkTargets(line.body))];
      expect(cited.length, line.file).toBeGreaterThanOrEqual(4);
      expect(cited.length, line.file).toBeLessThanOrEqual(10);
      expect(
        cited.every((title) => byTitle.get(title)?.data['kind'] === 'note'),
        line.file,
      ).toBe(true);
      const sources = stringList(line.data['sources']);
      if (sources.length > 0) {
        withSources++;
        expect(sources, line.file).toEqual(cited);
      }
    }
    expect(withSources / lines.length).toBeGreaterThan(0.15);
    expect(withSources / lines.length).toBeLessThan(0.5);
  });

  it('gives written notes 5–25 related concepts, each with a reason, and a claim with a figure', () => {
    const notes = ofKind('note').filter((f) => f.data['stub'] !== true);
    for (const note of notes) {
      const related = FrontmatterSchema.parse(note.data);
      if (related.kind !== 'note') throw new Error('not a note');
      expect(related.related.length, note.file).toBeGreaterThanOrEqual(5);
      expect(related.related.length, note.file).toBeLessThanOrEqual(25);
      expect(
        related.related.every((r) => r.reason.length > 10),
        note.file,
      ).toBe(true);
      expect(related.description, note.file).toMatch(/^Explor/);
      expect(extractFigures(related.claim).length, note.file).toBeGreaterThan(0);
    }
    expect(notes.filter((n) => typeof n.data['originalTitle'] === 'string').length / notes.length).toBeGreaterThan(0.4);
  });

  it('has a heavy tail of citations: the most-cited note is used by far more lines than the median note', () => {
    const lines = new Map<string, number>();
    for (const line of ofKind('inquiry')) {
      const cited = new Set([...linkTargets(line.body), ...stringList(line.data['sources'])]);
      for (const title of cited) lines.set(title, (lines.get(title) ?? 0) + 1);
    }
    const counts = ofKind('note').map((note) => lines.get(String(note.data['title'])) ?? 0);
    const top = Math.max(...counts);
    expect(top).toBe(summary.mostCitedNote.lines);
    expect(top).toBeGreaterThanOrEqual(50);
    expect(top).toBeGreaterThanOrEqual(10 * Math.max(1, median(counts)));
  });

  it('quotes figures that mostly match the cited notes (a few deliberate misquotes remain)', () => {
    let quoted = 0;
    let matching = 0;
    for (const line of ofKind('inquiry')) {
      for (const sentence of line.body.split(/(?<=[.?!])\s+(?=[A-Z*])/)) {
        const cited = linkTargets(sentence);
        const figures = extractFigures(sentence.replace(/\[\[[^\]]*\]\]/g, ''));
        if (cited.length === 0 || figures.length === 0) continue;
        const stated = cited.flatMap((title) => extractFigures(String(byTitle.get(title)?.data['claim'] ?? '')));
        for (const figure of figures) {
          quoted++;
          if (stated.some((s) => sameFigure(s, figure))) matching++;
        }
      }
    }
    expect(quoted).toBeGreaterThan(ofKind('inquiry').length);
    expect(matching / quoted).toBeGreaterThan(0.9);
    expect(quoted - matching).toBe(summary.misquotes);
  });

  it('gives papers arXiv ids and authors, and discussions themes with points', () => {
    const papers = ofKind('paper');
    expect(papers.filter((p) => typeof p.data['arxiv'] === 'string').length / papers.length).toBeGreaterThan(0.8);
    expect(papers.every((p) => stringList(p.data['authors']).length > 0 && p.body.length > 500)).toBe(true);
    for (const digest of ofKind('discussion')) {
      const themes = digest.body.split(/^## /m).slice(1);
      expect(themes.length, digest.file).toBeGreaterThanOrEqual(3);
      expect(
        themes.every((theme) => (theme.match(/^- /gm) ?? []).length === 3),
        digest.file,
      ).toBe(true);
    }
  });
});

describe('generate: output folder', () => {
  it('refuses a folder holding other files, and replaces an earlier corpus only with force', async () => {
    const foreign = path.join(tmp, 'foreign');
    await generateCorpus({ pages: 20, seed: 'x', out: foreign });
    await writeFile(path.join(foreign, 'README.md'), 'mine');
    await expect(generateCorpus({ pages: 20, seed: 'x', out: foreign, force: true })).rejects.toThrow(/not a generated corpus/);
    const earlier = path.join(tmp, 'earlier');
    await generateCorpus({ pages: 20, seed: 'x', out: earlier });
    await expect(generateCorpus({ pages: 20, seed: 'x', out: earlier })).rejects.toThrow(/--force/);
    await expect(generateCorpus({ pages: 20, seed: 'y', out: earlier, force: true })).resolves.toMatchObject({ pages: 20 });
  });

  it('plans the reference scale: 15,000 pages in 90 clusters, some notes used by hundreds of lines', () => {
    const plan = planCorpus({ pages: 15_000, seed: 'scale' });
    expect(plan.clusters).toHaveLength(90);
    expect(plan.inquiries.length + plan.notes.length + plan.papers.length + plan.discussions.length).toBe(15_000);
    const lines = new Array<number>(plan.notes.length).fill(0);
    for (const inquiry of plan.inquiries) for (const note of new Set(inquiry.sentences.flatMap((s) => s.notes))) lines[note] = (lines[note] ?? 0) + 1;
    expect(Math.max(...lines)).toBeGreaterThanOrEqual(150);
  });
});
