import type { PageKind } from '../../schemas/brand.ts';
import { kindFolder, slugify } from '../../pipeline/resolve/slug.ts';
import type { Angle } from './angle.ts';
import { pickAngle } from './angle.ts';
import type { ClusterTopic } from './clusters.ts';
import { makeFigure } from './figures.ts';
import type { PlannedDiscussion, PlannedInquiry, PlannedNote, PlannedPage, PlannedPaper } from './plan-types.ts';
import type { Random, WeightedSampler } from './random.ts';
import { discussionTitle, NameRegistry, originalTitle, paperTitle, questionTitle } from './titles.ts';
import { GIVEN_INITIALS, SURNAMES, TAGS, VENUES } from './words.ts';

/** Draws page names and page-level fields; each page's names are checked against every earlier page's. */
export class PagePlanner {
  readonly #random: Random;
  readonly #clusters: readonly ClusterTopic[];
  readonly #clusterSampler: WeightedSampler;
  readonly #names = new NameRegistry();
  readonly #arxivIds = new Set<string>();

  /** Takes the plan's random source, its clusters and a sampler of cluster sizes. */
  constructor(random: Random, clusters: readonly ClusterTopic[], clusterSampler: WeightedSampler) {
    this.#random = random;
    this.#clusters = clusters;
    this.#clusterSampler = clusterSampler;
  }

  /** Draws names until `make` yields ones no earlier page holds; returns the angle and names that fit. */
  #unique<T extends { title: string; slug: string }>(cluster: ClusterTopic, make: (angle: Angle) => T): { angle: Angle; named: T } {
    for (let attempt = 0; attempt < 500; attempt++) {
      const angle = pickAngle(cluster, this.#random);
      const named = make(angle);
      if (named.slug !== '' && this.#names.claim([named.title, named.slug])) return { angle, named };
    }
    throw new Error(
      `could not find an unused title in cluster "${cluster.name}" after 500 tries; the corpus is too large for the word banks in src/tools/generate/words.ts`,
    );
  }

  #base(kind: PageKind, stubChance: number, make: (angle: Angle) => { title: string; slug: string }): PlannedPage {
    const random = this.#random;
    const cluster = this.#clusterSampler.sample(random);
    const clusters = [cluster];
    if (random.chance(0.35)) {
      const second = this.#clusterSampler.sample(random);
      if (second !== cluster) clusters.push(second);
    }
    const topic = this.#clusters[cluster] as ClusterTopic;
    const { angle, named } = this.#unique(topic, make);
    const tags = new Set<string>();
    const tagCount = random.int(1, 3);
    while (tags.size < tagCount) tags.add(random.pick(TAGS));
    return {
      title: named.title,
      slug: named.slug,
      file: `${kindFolder(kind)}/${named.slug}.md`,
      cluster,
      clusters,
      angle,
      date: dateFrom(random.int(0, 1094)),
      tags: [...tags],
      stub: random.chance(stubChance),
    };
  }

  /** Plans a note: question title, maybe an original title (which then gives the slug), its claim's figures. */
  note(): PlannedNote {
    const random = this.#random;
    let original: string | null = null;
    const page = this.#base('note', 0.03, (angle) => {
      const title = questionTitle(angle, random);
      original = random.chance(0.6) ? originalTitle(angle, random) : null;
      return { title, slug: slugify(original ?? title) };
    });
    const figureCount = random.chance(0.45) ? 1 : random.chance(0.7) ? 2 : 3;
    const figures = Array.from({ length: figureCount }, () => makeFigure(random));
    return { ...page, originalTitle: original, figures, related: [], papers: [] };
  }

  /** Plans an inquiring line's names and page fields; its citations are planned later. */
  inquiry(): PlannedInquiry {
    const random = this.#random;
    const page = this.#base('inquiry', 0.02, (angle) => {
      const title = questionTitle(angle, random);
      return { title, slug: slugify(title) };
    });
    return { ...page, sentences: [], writtenSources: false, next: [] };
  }

  /** Plans a paper: title, a unique arXiv id (most papers), authors, sometimes a venue and a link. */
  paper(): PlannedPaper {
    const random = this.#random;
    const arxiv = random.chance(0.9) ? this.#arxivId() : null;
    const page = this.#base('paper', 0, (angle) => {
      const title = paperTitle(angle, random);
      return { title, slug: arxiv ?? slugify(title) };
    });
    const authors = Array.from({ length: random.int(1, 8) }, () => `${random.pick(GIVEN_INITIALS)} ${random.pick(SURNAMES)}`);
    const venue = random.chance(0.4) ? random.pick(VENUES) : null;
    const href =
      venue !== null && random.chance(0.5) ? `https://aclanthology.org/${page.date.slice(0, 4)}.${venue.toLowerCase()}-long.${random.int(1, 900)}/` : null;
    return { ...page, arxiv, authors: [...new Set(authors)], venue, href };
  }

  /** Plans a discussion digest's title and thread link; the paper it discusses is chosen later. */
  discussion(): PlannedDiscussion {
    const random = this.#random;
    const page = this.#base('discussion', 0, (angle) => {
      const title = discussionTitle(angle, random);
      return { title, slug: slugify(title) };
    });
    return { ...page, paper: null, href: `https://news.ycombinator.com/item?id=${random.int(30_000_000, 45_000_000)}` };
  }

  #arxivId(): string {
    for (;;) {
      const year = this.#random.int(18, 25);
      const month = String(this.#random.int(1, 12)).padStart(2, '0');
      const number = String(this.#random.int(1, 29_999)).padStart(5, '0');
      const id = `${year}${month}.${number}`;
      if (!this.#arxivIds.has(id)) {
        this.#arxivIds.add(id);
        return id;
      }
    }
  }
}

const EPOCH = Date.UTC(2023, 0, 1);

/** `YYYY-MM-DD` for a day count from 2023-01-01. */
function dateFrom(days: number): string {
  return new Date(EPOCH + days * 86_400_000).toISOString().slice(0, 10);
}
