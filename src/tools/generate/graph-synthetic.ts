import type { PageKind, Slug, UrlPath } from '../../schemas/brand.ts';
import type { Cluster, KbPage, KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { clusterUrl, pageUrl, slugify } from '../../pipeline/resolve/slug.ts';
import { seededRandom } from '../../pipeline/derive/graph-hash.ts';
import { kindRank } from '../../core/kinds.ts';
import { kindOf } from '../../kinds/registry.ts';

/**
 * A synthetic knowledge base with the reference collection's mix and link shape, built in memory
 * (no parsing), for measuring and testing the graph at scale on its own.
 */

const WORDS = (
  'alignment grounding preference reward model dialogue clarification persona drift calibration ' +
  'reasoning benchmark feedback sycophancy honesty retrieval memory planning agent tool context ' +
  'uncertainty confidence evaluation annotator disagreement instruction therapy emotion empathy ' +
  'summary embedding tokenizer attention scaling data synthetic curriculum distillation pruning ' +
  'safety refusal jailbreak deception verification proof mathematics code compiler search ranking ' +
  'citation source figure claim evidence bias fairness language translation speech vision robot'
).split(' ');

const STARTS = ['Why do', 'Does', 'Can', 'How do', 'What makes', 'When do', 'Do'];

interface Draft {
  kind: PageKind;
  slug: Slug;
  title: string;
  clusters: Slug[];
  links: Set<number>;
  related: number[];
  papers: number[];
  sources: number[];
  next: number[];
  paper: number | undefined;
}

function titleFor(rand: () => number, i: number): string {
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)] ?? 'model';
  const start = STARTS[Math.floor(rand() * STARTS.length)] ?? 'Why do';
  const words = Array.from({ length: 6 + Math.floor(rand() * 6) }, pick).join(' ');
  return `${start} ${words} ${i}?`;
}

/** Takes a page count and seed and returns a valid knowledge base of that size (40% lines, 35% notes, 15% papers, 10% discussions). */
export function syntheticKnowledgeBase(count: number, seed = 1): KnowledgeBase {
  const rand = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const clusterSlugs = Array.from({ length: 90 }, (_, c) => `cluster-${c + 1}` as Slug);
  const kindAt = (i: number): PageKind => {
    const f = i / count;
    return f < 0.4 ? 'inquiry' : f < 0.75 ? 'note' : f < 0.9 ? 'paper' : 'discussion';
  };
  const drafts: Draft[] = Array.from({ length: count }, (_, i) => {
    const title = titleFor(rand, i);
    return {
      kind: kindAt(i),
      slug: slugify(title) as Slug,
      title,
      clusters: [clusterSlugs[Math.floor(rand() ** 1.3 * 90)] ?? clusterSlugs[0]!],
      links: new Set<number>(),
      related: [],
      papers: [],
      sources: [],
      next: [],
      paper: undefined,
    };
  });
  const of = (kind: PageKind) => drafts.flatMap((d, i) => (d.kind === kind ? [i] : []));
  const notes = of('note');
  const lines = of('inquiry');
  const papers = of('paper');
  const byCluster = new Map<Slug, number[]>();
  for (const i of notes) {
    const c = drafts[i]!.clusters[0]!;
    byCluster.set(c, [...(byCluster.get(c) ?? []), i]);
  }
  // Heavy-tailed popularity: a few notes are cited by hundreds of lines, as in the reference collection.
  const popularNote = () => notes[Math.floor(rand() ** 2.2 * notes.length)]!;
  const sameClusterNote = (d: Draft) => {
    const pool = byCluster.get(d.clusters[0]!) ?? notes;
    return rand() < 0.7 && pool.length > 0 ? pool[Math.floor(rand() * pool.length)]! : popularNote();
  };
  const link = (a: number, b: number) => {
    if (a === b) return false;
    drafts[a]!.links.add(b);
    return true;
  };
  for (const i of notes) {
    const d = drafts[i]!;
    for (let k = int(5, 25); k > 0; k--) {
      const j = sameClusterNote(d);
      if (!d.related.includes(j) && link(i, j)) d.related.push(j);
    }
    for (let k = int(1, 8); k > 0 && papers.length > 0; k--) {
      const j = papers[Math.floor(rand() * papers.length)]!;
      if (!d.papers.includes(j) && link(i, j)) d.papers.push(j);
    }
  }
  for (const i of lines) {
    const d = drafts[i]!;
    for (let k = int(4, 10); k > 0; k--) {
      const j = rand() < 0.5 ? sameClusterNote(d) : popularNote();
      if (!d.sources.includes(j) && link(i, j)) d.sources.push(j);
    }
    for (let k = int(2, 4); k > 0; k--) {
      const j = lines[Math.floor(rand() * lines.length)]!;
      if (!d.next.includes(j) && link(i, j)) d.next.push(j);
    }
  }
  for (const i of of('discussion')) {
    const j = papers[Math.floor(rand() * papers.length)];
    if (j !== undefined && link(i, j)) drafts[i]!.paper = j;
  }
  return assemble(drafts, clusterSlugs);
}

function assemble(drafts: Draft[], clusterSlugs: Slug[]): KnowledgeBase {
  const slugOf = (i: number) => drafts[i]!.slug;
  const linkedFrom = drafts.map(() => [] as number[]);
  const citedBy = drafts.map(() => [] as number[]);
  drafts.forEach((d, i) => {
    for (const j of d.links) linkedFrom[j]!.push(i);
    for (const j of d.sources) citedBy[j]!.push(i);
    for (const j of d.papers) citedBy[j]!.push(i);
  });
  const sorted = (xs: number[]) => xs.map(slugOf).sort();
  const pages: KbPage[] = drafts.map((d, i) => {
    const base = {
      slug: d.slug,
      url: pageUrl(d.kind, d.slug),
      title: d.title,
      stub: false,
      file: null,
      aliases: [],
      clusters: d.clusters,
      tags: [],
      bodyHtml: '',
      text: '',
      citations: [],
      linkedFrom: sorted(linkedFrom[i]!),
    };
    return kindOf(d.kind).page(
      base,
      undefined,
      {
        sources: d.sources.map(slugOf),
        writtenSources: [],
        next: d.next.map(slugOf),
        related: d.related.map((j) => ({ slug: slugOf(j), reason: 'related', direction: 'outgoing' as const })),
        papers: d.papers.map(slugOf),
        ...(d.paper === undefined ? {} : { paper: slugOf(d.paper) }),
        citedBy: sorted(citedBy[i]!),
        themes: [],
      },
      (text) => text,
    );
  });
  pages.sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const clusters: Cluster[] = clusterSlugs.map((slug, c) => ({
    slug,
    url: clusterUrl(slug) as UrlPath,
    name: `Cluster ${c + 1}`,
    pages: pages.filter((p) => p.clusters.includes(slug)).map((p) => p.slug),
  }));
  return { pages, clusters, findings: [] };
}
