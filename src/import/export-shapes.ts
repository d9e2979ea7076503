/**
 * The page shapes an export can have, one record each: which titles it makes known (and as which
 * page kind), which paragraphs may cite pages, which claims it states, and the drafts it becomes.
 * `run-import.ts` reads every export through its shape's record.
 */
import type { PageKind } from '../core/kinds.ts';
import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import type { CategoryCatalog } from './categories.ts';
import type { ClaimIndex, KnownClaim } from './claim-index.ts';
import type { Located } from './export-lines.ts';
import { digestDrafts, inquiryDrafts, noteDrafts, paperDrafts, topicDrafts } from './export-drafts.ts';
import { linkInquiry, type Recovery } from './link-inquiry.ts';
import { linkParagraphs } from './link-paragraphs.ts';
import { noteClusters } from './note-clusters.ts';
import type { PageDraft } from './page-draft.ts';
import type { ParsedExport } from './parsed-export.ts';
import type { KnownTitle, TitleIndex } from './title-index.ts';
import { topicFindings } from './topic-findings.ts';

/** A shape of export: `inquiry`, `note`, `paper`, `discussion`, `topic` or `index`. */
export type ExportKind = ParsedExport['kind'];
type ExportOf<K extends ExportKind> = Extract<ParsedExport, { kind: K }>;

/** What every export is imported with: the titles and claims of the whole batch, and the category names. */
export interface ImportContext {
  titles: TitleIndex;
  claims: ClaimIndex;
  catalog: CategoryCatalog;
}

/** What one export became: its drafts, findings (in the order they were found) and counts for the report. */
export interface Imported {
  drafts: PageDraft[];
  findings: Finding[];
  recoveries: Recovery[];
  /** Citation links written into its body. */
  links: number;
  /** Places in the body that could be citations; absent where nothing is looked for. */
  candidates?: number;
  /** Sources imported; absent when the export has no Sources heading. */
  sources?: number;
}

/** One shape's part in the import. */
interface ExportShape<K extends ExportKind> {
  /** The titles it names, each with the kind of page it names (`t` makes one). */
  titles(page: ExportOf<K>, t: (title: string, kind: PageKind) => KnownTitle): KnownTitle[];
  /** The paragraphs that may cite pages. */
  citing(page: ExportOf<K>): Located[];
  /** The claims it states with their titles. */
  claims(page: ExportOf<K>): KnownClaim[];
  /** The drafts it becomes; `undefined`: it is not imported (an index). */
  imported(page: ExportOf<K>, context: ImportContext): Imported | undefined;
}

const none = (): [] => [];

const SHAPES: { readonly [K in ExportKind]: ExportShape<K> } = {
  inquiry: {
    titles: (page, t) => [
      t(page.title.value, 'inquiry'),
      ...page.sources.flatMap((s) => (s.title ? [t(s.title.value, 'note')] : [])),
      ...page.next.map((n) => t(n.value, 'inquiry')),
    ],
    citing: (page) => page.paragraphs,
    claims: (page) => page.sources.flatMap((s) => (s.title ? [{ title: s.title.value, claim: s.claim.value, from: page.file }] : [])),
    imported: (page, { titles, claims }) => {
      const linked = linkInquiry(page, titles, claims);
      const made = inquiryDrafts(page, linked);
      return {
        drafts: made.drafts,
        findings: [...linked.findings, ...made.findings],
        recoveries: linked.recoveries,
        links: linked.links,
        candidates: linked.candidates,
        ...(page.sourcesHeading === null ? {} : { sources: linked.sources.length }),
      };
    },
  },
  note: {
    titles: (page, t) => [
      t(page.title.value, 'note'),
      ...page.backlinks.map((b) => t(b.value, 'inquiry')),
      ...page.related.map((r) => t(r.title.value, 'note')),
      ...page.papers.map((p) => t(p.value, 'paper')),
    ],
    citing: (page) => page.paragraphs,
    claims: none,
    imported: (page, { titles, catalog }) => {
      const linked = linkParagraphs(page.file, page.paragraphs, titles);
      const clusters = noteClusters(page, catalog);
      const made = noteDrafts(page, linked.paragraphs, linked.newTitles, clusters.categories);
      return {
        drafts: made.drafts,
        findings: [
          ...linked.findings,
          finding('info', 'citations-linked', page.file, page.paragraphs[0]?.line ?? null, `${linked.links} citation links in the body`),
          ...clusters.findings,
          ...made.findings,
        ],
        recoveries: [],
        links: linked.links,
        candidates: linked.candidates,
      };
    },
  },
  paper: {
    titles: (page, t) => [t(page.title.value, 'paper')],
    citing: none,
    claims: none,
    imported: (page, { catalog }) => {
      const clusters = noteClusters(page, catalog);
      const made = paperDrafts(page, clusters.categories);
      return { drafts: made.drafts, findings: [...clusters.findings, ...made.findings], recoveries: [], links: 0 };
    },
  },
  discussion: {
    titles: (page, t) => [t(page.title.value, 'discussion')],
    citing: (page) => page.themes.flatMap((theme) => theme.points),
    claims: none,
    imported: (page, { titles }) => {
      const points = page.themes.map((theme) => linkParagraphs(page.file, theme.points, titles));
      const made = digestDrafts(
        page,
        points.map((p) => p.paragraphs),
        points.flatMap((p) => p.newTitles),
      );
      return {
        drafts: made.drafts,
        findings: [...points.flatMap((p) => p.findings), ...made.findings],
        recoveries: [],
        links: points.reduce((n, p) => n + p.links, 0),
        candidates: points.reduce((n, p) => n + p.candidates, 0),
      };
    },
  },
  // A topic's members are pages the import writes (as stubs when no page has them), so other pages cite them as known titles; the report still says which of them other pages know.
  topic: {
    titles: (page, t) => page.members.map((m) => t(m.title.value, m.kind)),
    citing: none,
    claims: none,
    imported: (page, { titles }) => {
      const found = topicFindings(page, titles);
      const made = topicDrafts(page);
      return { drafts: made.drafts, findings: [...found, ...made.findings], recoveries: [], links: 0 };
    },
  },
  index: { titles: none, citing: none, claims: none, imported: () => undefined },
};

/** The record of an export's shape, its methods taking that export. */
function shapeOf<K extends ExportKind>(page: ExportOf<K>): ExportShape<K> {
  return SHAPES[page.kind as K];
}

/** Every title an export names, with the kind of page it names. */
export function titlesOf(page: ParsedExport): KnownTitle[] {
  const from = page.file;
  return shapeOf(page).titles(page, (title, kind) => ({ title, kind, from }));
}

/** The paragraphs of an export that may cite pages. */
export function citingParagraphs(page: ParsedExport): Located[] {
  return shapeOf(page).citing(page);
}

/** Claims an export states with their titles. */
export function claimsOf(page: ParsedExport): KnownClaim[] {
  return shapeOf(page).claims(page);
}

/** What an export becomes in the import; `undefined` when it is not imported. */
export function importExport(page: ParsedExport, context: ImportContext): Imported | undefined {
  return shapeOf(page).imported(page, context);
}
