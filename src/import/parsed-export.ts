import type { Located } from './export-lines.ts';

/** A section heading as read: its line and the count it announces (`null` when none). */
export interface ReadHeading {
  line: number;
  announced: number | null;
}

/** One entry of an inquiring line's "Sources" list; the compact export drops the title. */
export interface ExportSource {
  title: Located | null;
  claim: Located;
}

/** An inquiring-line export, read section by section. */
export interface InquiryExport {
  kind: 'inquiry';
  file: string;
  form: 'full' | 'compact';
  title: Located;
  lede: Located | null;
  /** Body paragraphs; a paragraph's `line` is its first line, further lines follow after `\n`. */
  paragraphs: Located[];
  sourcesHeading: ReadHeading | null;
  sources: ExportSource[];
  nextHeading: ReadHeading | null;
  next: Located[];
}

/** One record of a note's "Related concepts" list: marker, title, description, reason. */
export interface ExportRelated {
  title: Located;
  description: Located | null;
  reason: Located | null;
}

/** A note export, read section by section. */
export interface NoteExport {
  kind: 'note';
  file: string;
  form: 'full' | 'compact';
  title: Located;
  description: Located | null;
  /** The category chips as exported, run together on one line. */
  chips: Located | null;
  date: Located | null;
  sourcedFrom: Located | null;
  hubs: Located[];
  /** Body paragraphs; a list keeps its "- " lines. */
  paragraphs: Located[];
  backlinksHeading: ReadHeading | null;
  backlinks: Located[];
  relatedHeading: ReadHeading | null;
  related: ExportRelated[];
  papersHeading: ReadHeading | null;
  papers: Located[];
  originalTitle: Located | null;
}

/** A theme of a discussion digest with its points. */
export interface ExportTheme {
  title: Located;
  points: Located[];
}

/** A discussion-digest export. */
export interface DigestExport {
  kind: 'discussion';
  file: string;
  form: 'full' | 'compact';
  title: Located;
  themes: ExportTheme[];
}

/** A paper export: title, arXiv id, authors, date and its abstract and excerpts. */
export interface PaperExport {
  kind: 'paper';
  file: string;
  form: 'full' | 'compact';
  title: Located;
  arxiv: Located | null;
  href: Located | null;
  authors: Located<string[]> | null;
  date: Located | null;
  /** The editor's note printed under the title ("Note: this comment was …"), kept above the abstract. */
  editorNote: Located | null;
  /** The category chips printed above or under the title, as on a note: they become the paper's clusters. */
  chips: Located | null;
  abstract: Located[];
  excerpts: Located[];
}

/** One entry of a topic page's list: a note (its question and description) or a paper (its title). */
export interface TopicMember {
  kind: 'note' | 'paper';
  title: Located;
  description: Located | null;
}

/** A topic page (`/topics/<slug>/`): a cluster's name, description, counts and member list. */
export interface TopicExport {
  kind: 'topic';
  file: string;
  form: 'full' | 'compact';
  title: Located;
  description: Located | null;
  /** The counts line ("17 synthesis notes · 53 source papers") as announced. */
  counts: Located<{ notes: number | null; papers: number | null }> | null;
  members: TopicMember[];
}

/** A listing page of the site (an index or the home page): recognised, and holding no content of its own. */
export interface IndexExport {
  kind: 'index';
  file: string;
  form: 'full' | 'compact';
  title: Located;
  /** How many lines it lists after its title. */
  entries: number;
}

/** Any export the importer understands. */
export type ParsedExport = InquiryExport | NoteExport | DigestExport | PaperExport | TopicExport | IndexExport;
