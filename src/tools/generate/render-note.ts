import type { Angle } from './angle.ts';
import { capitalize, varyAngle, withContext } from './angle.ts';
import type { StatedFigure } from './figures.ts';
import type { CorpusPlan } from './plan-types.ts';
import { Prose } from './prose.ts';
import type { Random } from './random.ts';
import type { GeneratedPage } from './render-types.ts';
import { clusterNames, link, optional } from './render-types.ts';
import { ADJECTIVES, NOTE_LABELS } from './words.ts';

type Reason = (a: Angle, b: Angle, random: Random) => string;

/** One-line reasons for a related-concept link, in the reference notes' manner. */
const REASONS: readonly Reason[] = [
  (a, b) => `extends ${a.phenomenon} to ${b.phenomenon}: the same ${a.process} that ${a.verb[1]} one also ${a.verb[1]} the other`,
  (a, b) => `a parallel degradation: ${a.process} ${a.verb[1]} ${a.phenomenon} while ${b.process} ${b.verb[1]} ${b.phenomenon}`,
  (a, b) => `names the mechanism behind ${a.phenomenon}: ${b.subject} ${b.verb[0]} it because ${b.process} rewards ${b.other}`,
  (_a, b) => `counter-evidence: ${b.process} ${b.verb[1]} ${b.phenomenon} without the cost this note describes`,
  (_a, b) => `the ${b.phenomenon} fingerprint of the same trade-off`,
  (a, _b, r) => `shows the effect is ${r.pick(ADJECTIVES)} rather than a quirk of ${a.subject}`,
  (a, b) => `structural fix: ${b.process} replaces the signal that ${a.verb[1]} ${a.phenomenon}`,
  (a, b) => `locates the deepest cost of ${a.process}: ${b.phenomenon} is what the deployed system cannot deliver`,
];

/** The claim summary: one sentence per figure, the first carrying the finding itself. */
function claimText(a: Angle, figures: readonly StatedFigure[], prose: Prose, random: Random): string {
  const [first, second, third] = figures;
  const parts = [`${prose.studyOpener()} ${a.process} ${a.verb[1]} ${a.phenomenon} ${first?.phrase ?? ''}${withContext(a)}.`];
  if (second) parts.push(`Effects on ${a.other} move ${second.phrase} in the same direction.`);
  if (third) parts.push(`Mitigations recover only part of the loss, ${third.phrase}.`);
  if (random.chance(0.5)) parts.push(`${capitalize(a.subject)} become uncommitted to ${a.phenomenon} rather than incapable of it.`);
  return parts.join(' ');
}

const DESCRIPTIONS: readonly ((a: Angle) => string)[] = [
  (a) => `Exploring whether ${a.process} ${a.verb[1]} ${a.phenomenon}${withContext(a)}, and what that means for ${a.other}.`,
  (a) => `Exploring whether ${a.subject} ${a.verb[0]} ${a.phenomenon} because of how they are trained rather than what they know.`,
  (a) => `Explores whether ${a.phenomenon} and ${a.other} trade off under ${a.process}. This matters because the cost is invisible to single-turn evaluation.`,
];

/**
 * Takes the plan, a note's index and its own random source, and returns the page: frontmatter
 * with description, claim (stating the note's figures), related concepts with reasons and
 * related papers; a body of 2–6 KB whose labelled paragraphs cite related notes as
 * `([[Title]])`. A stub keeps its description and claim and has no body.
 */
export function renderNote(plan: CorpusPlan, index: number, random: Random): GeneratedPage {
  const page = plan.notes[index];
  const topic = page ? plan.clusters[page.cluster] : undefined;
  if (!page || !topic) throw new Error(`renderNote: no note ${index} in the plan`);
  const a = page.angle;
  const prose = new Prose(random);
  const frontmatter = {
    kind: 'note' as const,
    title: page.title,
    description: random.pick(DESCRIPTIONS)(a),
    claim: claimText(a, page.figures, prose, random),
    ...optional(page.originalTitle !== null, { originalTitle: page.originalTitle ?? '' }),
    clusters: clusterNames(plan, page.clusters),
    tags: page.tags,
    date: page.date,
    ...optional(page.stub, { stub: true }),
    ...optional(page.related.length > 0, {
      related: page.related.map((to) => {
        const other = plan.notes[to];
        return { to: other?.title ?? '', reason: random.pick(REASONS)(a, other?.angle ?? a, random) };
      }),
    }),
    ...optional(page.papers.length > 0, { papers: page.papers.map((paper) => plan.papers[paper]?.title ?? '') }),
  };
  if (page.stub) return { file: page.file, frontmatter, body: '' };

  const vary = (): Angle => varyAngle(a, topic, random);
  const paragraphs: string[][] = [];
  if (random.chance(0.5)) paragraphs.push([`Post angle: ${prose.essay(vary())}`, prose.essay(vary())]);
  const finding = [`The core finding: ${a.process} ${a.verb[1]} ${a.phenomenon} ${page.figures[0]?.phrase ?? ''}.`, prose.exposition(vary())];
  for (const figure of page.figures.slice(1)) finding.push(`Effects on ${a.other} move ${figure.phrase}.`);
  paragraphs.push(finding);

  const cited = page.related.slice(0, random.int(1, Math.min(4, page.related.length)));
  const labels = new Set<string>();
  for (const note of cited) {
    let label = random.pick(NOTE_LABELS);
    while (labels.has(label)) label = random.pick(NOTE_LABELS);
    labels.add(label);
    const other = plan.notes[note];
    if (!other) continue;
    const shown = random.chance(0.1) ? `the note on ${other.angle.phenomenon}` : undefined;
    paragraphs.push([`${label}: ${prose.exposition(other.angle)}`, `${prose.exposition(vary()).slice(0, -1)} (${link(other.title, shown)}).`]);
  }

  const target = random.int(2000, 6000);
  let length = paragraphs.reduce((sum, p) => sum + p.join(' ').length + 2, 0);
  while (length < target) {
    const paragraph = paragraphs[random.int(0, paragraphs.length - 1)] ?? [];
    const sentence = prose.exposition(vary());
    // After the label or opening sentence, and before a closing citation, so links stay at paragraph ends.
    paragraph.splice(Math.max(1, paragraph.length - 1), 0, sentence);
    length += sentence.length + 1;
  }
  const blocks = paragraphs.map((p) => p.join(' '));
  if (random.chance(0.3)) {
    blocks.splice(1, 0, [a.phenomenon, a.other, a.process].map((item) => `- **${capitalize(item)}**: ${prose.exposition(vary())}`).join('\n'));
  }
  blocks.push(`Write about: ${prose.essay(vary())}`);
  return { file: page.file, frontmatter, body: blocks.join('\n\n') };
}
