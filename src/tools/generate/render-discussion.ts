import type { Angle } from './angle.ts';
import { capitalize, titleCase, varyAngle } from './angle.ts';
import type { CorpusPlan } from './plan-types.ts';
import { Deck } from './prose.ts';
import type { Random } from './random.ts';
import type { GeneratedPage } from './render-types.ts';
import { clusterNames, optional } from './render-types.ts';

const THEMES: readonly ((a: Angle) => string)[] = [
  (a) => titleCase(`${a.phenomenon} vs. ${a.other} tradeoff`),
  (a) => `User Expectations: ${titleCase(a.phenomenon)} or ${titleCase(a.other)}`,
  (a) => `Anthropomorphism and ${titleCase(a.phenomenon)}`,
  () => 'Technical and Methodological Points',
  () => 'Human Analogies',
  () => 'Deployment Concerns',
  () => 'What the Paper Does Not Show',
  (a) => titleCase(`${a.process} in practice`),
];

const POINTS: readonly ((a: Angle) => string)[] = [
  (a) => `Many see the result as intuitive: optimizing for ${a.other} shifts probability mass away from ${a.phenomenon}, so something has to give.`,
  (a) => `Commenters connect this to multi-objective optimization and “no free lunch”: pushing ${a.other} is likely to hurt ${a.phenomenon}.`,
  (a) => `Several note that ${a.subject} often mistake validation for ${a.phenomenon}, exactly the behavior the paper measures as error.`,
  (a) => `A large contingent wants terse, non-flattering tools and would trade ${a.other} for reliability.`,
  (a) => `Others like the warmer style of ${a.subject} but agree it should be a mode, not the default.`,
  (a) => `Users share elaborate system prompts to suppress praise and demand challenges to their assumptions about ${a.phenomenon}.`,
  (a) => `Some argue ${a.phenomenon} and ${a.other} could be decoupled, e.g. compute the answer first and rewrite it afterwards.`,
  (a) => `Some worry the study conflates any ${a.process} with the specific intervention; the author replies that a control run did not show the effect.`,
  (a) => `Many draw parallels to people-pleasers, who also trade ${a.phenomenon} for social ease.`,
  (a) => `Extended side debates probe what ${a.phenomenon} even is, and whether it inherently conflicts with clear reasoning.`,
  (a) => `A few point out that deployed ${a.subject} are tuned on user ratings, which reward ${a.other} more than ${a.phenomenon}.`,
  (a) => `Skeptics ask whether the benchmark measures ${a.phenomenon} at all or just a proxy that ${a.process} happens to move.`,
];

/**
 * Takes the plan, a discussion's index and its own random source, and returns the digest: three
 * to six `## Theme` headings, each followed by three bullet points (as the reference digests).
 */
export function renderDiscussion(plan: CorpusPlan, index: number, random: Random): GeneratedPage {
  const page = plan.discussions[index];
  const topic = page ? plan.clusters[page.cluster] : undefined;
  if (!page || !topic) throw new Error(`renderDiscussion: no discussion ${index} in the plan`);
  const paper = page.paper === null ? undefined : plan.papers[page.paper];
  const frontmatter = {
    kind: 'discussion' as const,
    title: page.title,
    ...optional(paper !== undefined, { paper: paper?.title ?? '' }),
    href: page.href,
    clusters: clusterNames(plan, page.clusters),
    tags: page.tags,
    date: page.date,
  };
  const points = new Deck(POINTS, random);
  const headings = new Set<string>();
  const wanted = random.int(3, 6);
  for (let attempt = 0; headings.size < wanted && attempt < 40; attempt++) {
    headings.add(random.pick(THEMES)(varyAngle(page.angle, topic, random)));
  }
  const blocks = [...headings].map((heading) => {
    const bullets = Array.from({ length: 3 }, () => `- ${capitalize(points.draw()(varyAngle(page.angle, topic, random)))}`);
    return `## ${heading}\n\n${bullets.join('\n')}`;
  });
  return { file: page.file, frontmatter, body: blocks.join('\n\n') };
}
