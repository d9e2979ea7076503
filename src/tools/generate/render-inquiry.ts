import { varyAngle } from './angle.ts';
import type { CorpusPlan, CitingSentence } from './plan-types.ts';
import { Prose } from './prose.ts';
import type { Random } from './random.ts';
import type { GeneratedPage } from './render-types.ts';
import { clusterNames, link, optional } from './render-types.ts';

/** The distinct notes of an inquiring line's citing sentences, in first-citation order. */
export function citedNotes(sentences: readonly CitingSentence[]): number[] {
  return [...new Set(sentences.flatMap((sentence) => sentence.notes))];
}

/**
 * Takes the plan, an inquiring line's index and its own random source, and returns the page:
 * an essay of four to six paragraphs (about 3–5 KB, as the reference lines run) in which every
 * citing sentence ends with its `[[Note title]]` links before the full stop.
 */
export function renderInquiry(plan: CorpusPlan, index: number, random: Random): GeneratedPage {
  const page = plan.inquiries[index];
  const topic = page ? plan.clusters[page.cluster] : undefined;
  if (!page || !topic) throw new Error(`renderInquiry: no inquiring line ${index} in the plan`);
  const noteTitle = (note: number): string => plan.notes[note]?.title ?? '';
  const prose = new Prose(random);
  const ledeText = prose.lede(page.angle);
  const frontmatter = {
    kind: 'inquiry' as const,
    title: page.title,
    lede: ledeText,
    clusters: clusterNames(plan, page.clusters),
    tags: page.tags,
    date: page.date,
    ...optional(page.stub, { stub: true }),
    ...optional(page.writtenSources, { sources: citedNotes(page.sentences).map(noteTitle) }),
    ...optional(page.next.length > 0, { next: page.next.map((next) => plan.inquiries[next]?.title ?? '') }),
  };
  if (page.stub) return { file: page.file, frontmatter, body: '' };

  const citing = page.sentences.map((sentence) => {
    const source = plan.notes[sentence.notes[0] ?? 0];
    if (!source) throw new Error(`renderInquiry: inquiring line ${index} cites a note missing from the plan`);
    const text = sentence.figure ? prose.quoting(source.angle, sentence.figure) : prose.claiming(source.angle);
    return `${text} ${sentence.notes.map((note) => link(noteTitle(note))).join(', ')}.`;
  });

  // Enough paragraphs for every one to carry a citation, as the reference lines do; a few end
  // with a short uncited reflection (seed 001 does), which the integrity check notes as info.
  const cited = Math.min(6, Math.max(3, Math.ceil(citing.length / 1.6)));
  const paragraphCount = cited + (random.chance(0.1) ? 1 : 0);
  const paragraphs: string[][] = Array.from({ length: paragraphCount }, () => []);
  paragraphs[0]?.push(ledeText, prose.essay(page.angle));
  citing.forEach((sentence, i) => {
    const paragraph = paragraphs[Math.floor((i * cited) / citing.length)];
    if (paragraph && paragraph.length > 0 && random.chance(0.5)) paragraph.push(prose.essay(varyAngle(page.angle, topic, random)));
    paragraph?.push(sentence);
  });

  const target = random.int(3000, 5000);
  let length = paragraphs.reduce((sum, p) => sum + p.join(' ').length + 2, 0);
  while (length < target) {
    const paragraph = paragraphs[random.int(0, paragraphCount - 1)] ?? [];
    const sentence = prose.essay(varyAngle(page.angle, topic, random));
    // Never before the opening sentence: a paragraph that holds only citations still reads as prose.
    paragraph.splice(random.int(Math.min(1, paragraph.length), paragraph.length), 0, sentence);
    length += sentence.length + 1;
  }
  paragraphs[paragraphCount - 1]?.push(prose.closer(page.angle));
  return { file: page.file, frontmatter, body: paragraphs.map((p) => p.join(' ')).join('\n\n') };
}
