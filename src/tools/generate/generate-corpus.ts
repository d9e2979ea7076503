import matter from 'gray-matter';
import type { PageKind } from '../../schemas/brand.ts';
import type { PlanOptions } from './plan.ts';
import { planCorpus } from './plan.ts';
import type { CorpusPlan } from './plan-types.ts';
import { createRandom } from './random.ts';
import { renderDiscussion } from './render-discussion.ts';
import { citedNotes, renderInquiry } from './render-inquiry.ts';
import { renderNote } from './render-note.ts';
import { renderPaper } from './render-paper.ts';
import type { GeneratedPage } from './render-types.ts';
import { prepareOutput, writeStream } from './write-files.ts';

/** What `npm run generate` takes. */
export interface GenerateOptions extends PlanOptions {
  /** The folder to write the corpus into. */
  out: string;
  /** Replace a corpus a previous run wrote into `out`. Default: `false`. */
  force?: boolean;
}

/** What a generated corpus holds, for the command's summary and for tests. */
export interface CorpusSummary {
  pages: number;
  byKind: Record<PageKind, number>;
  clusters: number;
  stubs: number;
  /** Inline citation links in inquiring lines' bodies and written sources entries. */
  citations: number;
  /** Inquiring lines citing the most-cited note, and the median over all notes. */
  mostCitedNote: { title: string; lines: number };
  medianLinesPerNote: number;
  /** Figure-quoting sentences that misquote their note on purpose (the integrity check should flag each). */
  misquotes: number;
  bytes: number;
  seconds: number;
}

/** Takes a plan and yields every page in a fixed order, each rendered with its own seeded random source. */
export function* renderCorpus(plan: CorpusPlan): Generator<GeneratedPage> {
  const own = (kind: PageKind, index: number) => createRandom(`${plan.seed}:${kind}:${index}`);
  for (let i = 0; i < plan.notes.length; i++) yield renderNote(plan, i, own('note', i));
  for (let i = 0; i < plan.inquiries.length; i++) yield renderInquiry(plan, i, own('inquiry', i));
  for (let i = 0; i < plan.papers.length; i++) yield renderPaper(plan, i, own('paper', i));
  for (let i = 0; i < plan.discussions.length; i++) yield renderDiscussion(plan, i, own('discussion', i));
}

/** Takes a generated page and returns the file text: YAML frontmatter (written by gray-matter, the reader's own library) and the body. */
export function toMarkdown(page: GeneratedPage): string {
  return matter.stringify(page.body, page.frontmatter);
}

function* files(plan: CorpusPlan): Generator<readonly [string, string]> {
  for (const page of renderCorpus(plan)) yield [page.file, toMarkdown(page)] as const;
}

/** Takes a plan and returns the link statistics of its summary. */
export function citationStats(plan: CorpusPlan): Pick<CorpusSummary, 'citations' | 'mostCitedNote' | 'medianLinesPerNote' | 'misquotes'> {
  const lines = new Array<number>(plan.notes.length).fill(0);
  let citations = 0;
  let misquotes = 0;
  for (const inquiry of plan.inquiries) {
    for (const note of citedNotes(inquiry.sentences)) lines[note] = (lines[note] ?? 0) + 1;
    if (!inquiry.stub) {
      for (const sentence of inquiry.sentences) {
        citations += sentence.notes.length;
        if (sentence.misquoted) misquotes++;
      }
    }
  }
  let top = 0;
  lines.forEach((count, note) => {
    if (count > (lines[top] ?? 0)) top = note;
  });
  const sorted = lines.slice().sort((x, y) => x - y);
  return {
    citations,
    mostCitedNote: { title: plan.notes[top]?.title ?? '', lines: lines[top] ?? 0 },
    medianLinesPerNote: sorted[Math.floor(sorted.length / 2)] ?? 0,
    misquotes,
  };
}

/** Takes the options, writes the corpus into `out` (streaming, bounded concurrency) and returns its summary. */
export async function generateCorpus(options: GenerateOptions): Promise<CorpusSummary> {
  const started = performance.now();
  const plan = planCorpus(options);
  await prepareOutput(options.out, options.force ?? false);
  const bytes = await writeStream(options.out, files(plan));
  const pages = [plan.notes, plan.inquiries, plan.papers, plan.discussions];
  return {
    pages: pages.reduce((sum, list) => sum + list.length, 0),
    byKind: { inquiry: plan.inquiries.length, note: plan.notes.length, paper: plan.papers.length, discussion: plan.discussions.length },
    clusters: plan.clusters.length,
    stubs: pages.reduce((sum, list) => sum + list.filter((page) => page.stub).length, 0),
    ...citationStats(plan),
    bytes,
    seconds: (performance.now() - started) / 1000,
  };
}
