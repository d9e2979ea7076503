// What the /integrity/ page and the figure marks on inquiring lines read from the knowledge
// base's findings: findings grouped by page then severity, counts by code, and the figure data.
import type { Ui } from '../core/i18n/format.ts';
import type { Finding, Severity } from '../schemas/finding.ts';
import type { KbPage, KnowledgeBase } from '../schemas/knowledge-base.ts';
import { figureData, type FigureFindingData } from '../schemas/figure-finding.ts';
import { publicFindings } from '../pipeline/finding.ts';

export { FigureFindingDataSchema, figureData, statedSummary, type FigureFindingData } from '../schemas/figure-finding.ts';

/** What a code means, in words for readers of the site. */
export interface CodeNote {
  label: string;
  explanation: string;
}

/** The codes the catalogue explains to readers (`finding.<code>` and `finding.<code>.explanation`); others get a generic note. */
export const EXPLAINED_CODES = [
  'figure-not-in-source',
  'figure-unverifiable',
  'unsupported-citation',
  'figure-mismatch',
  'contradicted-citation',
  'sources-mismatch',
  'stub-source',
  'uncited-paragraph',
  'orphan-note',
  'unresolved-link',
  'missing-page',
] as const;
type ExplainedCode = (typeof EXPLAINED_CODES)[number];

function isExplained(code: string): code is ExplainedCode {
  return (EXPLAINED_CODES as readonly string[]).includes(code);
}

/** The name and explanation of a code in the site's words (`ui`), with a generic explanation (and the code as its name) for codes without their own. */
export function codeNote(code: string, ui: Ui): CodeNote {
  if (!isExplained(code)) return { label: code, explanation: ui.t('finding.other.explanation') };
  return { label: ui.t(`finding.${code}`), explanation: ui.t(`finding.${code}.explanation`) };
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** How many findings carry a code, and at which severity. */
export interface CodeCount {
  code: string;
  severity: Severity;
  count: number;
}

/** The findings of one severity within a page's group. */
export interface SeverityGroup {
  severity: Severity;
  findings: Finding[];
}

/** The findings about one page (or one file, or the whole collection), by severity. */
export interface PageGroup {
  /** The fragment id of the group: the page's slug, else `file_…` from the file, else `whole_collection` (an `_` keeps them apart from slugs). */
  anchor: string;
  /** What the group is about, as shown. */
  title: string;
  /** The page's URL, when the findings are about a page of the site. */
  url: string | undefined;
  file: string | null;
  /** The most serious severity in the group. */
  worst: Severity;
  /** Non-empty severity groups, most serious first. */
  severities: SeverityGroup[];
}

/** Everything the /integrity/ page renders. */
export interface IntegrityReport {
  total: number;
  /** Counts by code, most serious first, then by count, then by code. */
  summary: CodeCount[];
  groups: PageGroup[];
}

type PageInfo = Pick<KbPage, 'slug' | 'url' | 'title' | 'file'>;

/** Plain code-unit comparison, so the order never depends on the machine's locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function fileAnchor(file: string): string {
  return `file_${file
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * Groups findings by the page they are about (by slug, else by the page whose file they name,
 * else by file, else the whole collection), then by severity; groups come most serious first,
 * then by title. Returns the groups with counts by code.
 */
export function groupFindings(all: readonly Finding[], pages: readonly PageInfo[]): IntegrityReport {
  // Why a file is withheld, or what a link to it says, is for its author, not the site: the page would name the private file.
  const findings = publicFindings(all);
  const bySlug = new Map(pages.map((p) => [p.slug as string, p]));
  const byFile = new Map<string, PageInfo>();
  for (const p of pages) if (p.file !== null) byFile.set(p.file, p);

  // Keyed by what the findings are about; anchors of files without a page are made unique apart.
  const groups = new Map<string, PageGroup>();
  const fileAnchors = new Set<string>();
  const counts = new Map<string, CodeCount>();
  for (const f of findings) {
    const page = (f.slug !== undefined ? bySlug.get(f.slug) : undefined) ?? (f.file !== null ? byFile.get(f.file) : undefined);
    const key = page ? `page ${page.slug}` : f.file !== null ? `file ${f.file}` : 'collection';
    let group = groups.get(key);
    if (!group) {
      let anchor = page ? page.slug : f.file !== null ? fileAnchor(f.file) : 'whole_collection';
      if (!page && f.file !== null) {
        const base = anchor;
        for (let n = 2; fileAnchors.has(anchor); n++) anchor = `${base}-${n}`;
        fileAnchors.add(anchor);
      }
      group = { anchor, title: page?.title ?? f.file ?? 'The whole collection', url: page?.url, file: page?.file ?? f.file, worst: f.severity, severities: [] };
      groups.set(key, group);
    }
    if (SEVERITY_RANK[f.severity] < SEVERITY_RANK[group.worst]) group.worst = f.severity;
    let bucket = group.severities.find((s) => s.severity === f.severity);
    if (!bucket) {
      bucket = { severity: f.severity, findings: [] };
      group.severities.push(bucket);
    }
    bucket.findings.push(f);
    const countKey = `${f.severity} ${f.code}`;
    const count = counts.get(countKey);
    if (count) count.count += 1;
    else counts.set(countKey, { code: f.code, severity: f.severity, count: 1 });
  }
  for (const group of groups.values()) {
    group.severities.sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
    for (const s of group.severities) s.findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || compare(a.code, b.code));
  }
  return {
    total: findings.length,
    summary: [...counts.values()].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || compare(a.code, b.code)),
    groups: [...groups.values()].sort((a, b) => SEVERITY_RANK[a.worst] - SEVERITY_RANK[b.worst] || compare(a.title, b.title) || compare(a.anchor, b.anchor)),
  };
}

/** `file:line`, `file`, or `—` for a finding about the whole collection. */
export function locationOf(finding: Finding): string {
  if (finding.file === null) return '—';
  return finding.line === null ? finding.file : `${finding.file}:${finding.line}`;
}

const figureIndex = new WeakMap<KnowledgeBase, Map<string, FigureFindingData[]>>();

/** The figure data of the `figure-not-in-source` findings about page `slug`, in report order (indexed once per knowledge base). */
export function figureFindingsOf(kb: KnowledgeBase, slug: string): FigureFindingData[] {
  let index = figureIndex.get(kb);
  if (!index) {
    index = new Map();
    for (const f of kb.findings) {
      const data = figureData(f);
      if (!data || f.slug === undefined) continue;
      const list = index.get(f.slug);
      if (list) list.push(data);
      else index.set(f.slug, [data]);
    }
    figureIndex.set(kb, index);
  }
  return index.get(slug) ?? [];
}

/** What one cited note states, in the site's words (`ui`): its figures, `no figures`, or `nothing yet (not yet written)` for a note without claim or body. */
export function noteStates(note: FigureFindingData['cited'][number], ui: Ui): string {
  if (note.written === false) return ui.t('integrity.nothingYet');
  return note.figures.length > 0 ? note.figures.join(', ') : ui.t('integrity.noFigures');
}
