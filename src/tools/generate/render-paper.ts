import { capitalize, varyAngle, withContext } from './angle.ts';
import { makeFigure } from './figures.ts';
import type { CorpusPlan } from './plan-types.ts';
import { Prose } from './prose.ts';
import type { Random } from './random.ts';
import type { GeneratedPage } from './render-types.ts';
import { clusterNames, optional } from './render-types.ts';
import { acronym } from './titles.ts';

/**
 * Takes the plan, a paper's index and its own random source, and returns the page: arXiv id,
 * authors, venue and link where planned, and an abstract of about 1–2 KB; a quarter of the
 * papers add a short list of excerpts.
 */
export function renderPaper(plan: CorpusPlan, index: number, random: Random): GeneratedPage {
  const page = plan.papers[index];
  const topic = page ? plan.clusters[page.cluster] : undefined;
  if (!page || !topic) throw new Error(`renderPaper: no paper ${index} in the plan`);
  const a = page.angle;
  const frontmatter = {
    kind: 'paper' as const,
    title: page.title,
    ...optional(page.arxiv !== null, { arxiv: page.arxiv ?? '' }),
    authors: page.authors,
    ...optional(page.venue !== null, { venue: page.venue ?? '' }),
    ...optional(page.href !== null, { href: page.href ?? '' }),
    clusters: clusterNames(plan, page.clusters),
    tags: page.tags,
    date: page.date,
  };
  const prose = new Prose(random);
  const name = acronym(random);
  const scale = makeFigure(random, 'count');
  const effect = makeFigure(random);
  const abstract = [
    `${capitalize(a.phenomenon)} is central to how ${a.subject} are used, yet it is rarely measured directly.`,
    `We study how ${a.process} ${a.verb[1]} ${a.phenomenon}${withContext(a)}.`,
    `We introduce ${name}, an evaluation that follows ${a.subject} through realistic exchanges rather than single prompts.`,
    `Measured ${scale.phrase}, ${a.process} ${a.verb[1]} ${a.phenomenon} ${effect.phrase}.`,
  ];
  const target = random.int(900, 2000);
  let length = abstract.join(' ').length;
  while (length < target) {
    const sentence = prose.exposition(varyAngle(a, topic, random));
    abstract.push(sentence);
    length += sentence.length + 1;
  }
  abstract.push(`We release ${name} to support further work on ${a.other}.`);
  const blocks = [abstract.join(' ')];
  if (random.chance(0.25)) {
    const excerpts = Array.from({ length: random.int(2, 3) }, () => `- ${prose.exposition(varyAngle(a, topic, random))}`);
    blocks.push('## Excerpts', excerpts.join('\n'));
  }
  return { file: page.file, frontmatter, body: blocks.join('\n\n') };
}
