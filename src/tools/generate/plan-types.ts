import type { Angle } from './angle.ts';
import type { ClusterTopic } from './clusters.ts';
import type { StatedFigure } from './figures.ts';

/** What every planned page has. Indices point into the corpus plan's list of that kind. */
export interface PlannedPage {
  title: string;
  /** The slug the site will derive for it (from the title, original title or arXiv id). */
  slug: string;
  /** Where the file goes, relative to the output folder, e.g. `notes/<slug>.md`. */
  file: string;
  /** Index of the page's main cluster; `clusters` starts with it. */
  cluster: number;
  clusters: number[];
  angle: Angle;
  /** `YYYY-MM-DD`. */
  date: string;
  tags: string[];
  stub: boolean;
}

export interface PlannedNote extends PlannedPage {
  originalTitle: string | null;
  /** The figures the note's claim states (at least one). */
  figures: StatedFigure[];
  /** Related notes, by index, in written order. */
  related: number[];
  /** Related papers, by index, most related first. */
  papers: number[];
}

/** One sentence of an inquiring line that cites notes, in body order. */
export interface CitingSentence {
  /** Cited notes, by index (one or two). */
  notes: number[];
  /** The figure the sentence quotes, or null. */
  figure: StatedFigure | null;
  /** True when `figure` is deliberately not the cited note's (a misquote for the integrity check). */
  misquoted: boolean;
}

export interface PlannedInquiry extends PlannedPage {
  sentences: CitingSentence[];
  /** Whether the frontmatter carries a written `sources` list. */
  writtenSources: boolean;
  /** Next inquiring lines, by index. */
  next: number[];
}

export interface PlannedPaper extends PlannedPage {
  arxiv: string | null;
  authors: string[];
  venue: string | null;
  href: string | null;
}

export interface PlannedDiscussion extends PlannedPage {
  /** The paper discussed, by index, or null. */
  paper: number | null;
  href: string;
}

/** The whole corpus before any text is written: names, clusters and who links to whom. */
export interface CorpusPlan {
  seed: string;
  clusters: ClusterTopic[];
  notes: PlannedNote[];
  inquiries: PlannedInquiry[];
  papers: PlannedPaper[];
  discussions: PlannedDiscussion[];
}
