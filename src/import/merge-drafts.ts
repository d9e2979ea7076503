import type { Finding } from '../schemas/finding.ts';
import type { Frontmatter } from '../schemas/frontmatter.ts';
import type { RelatedLink } from '../schemas/note.ts';
import { compare, finding } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import type { DraftRank, PageDraft } from './page-draft.ts';

/** One page after merging everything the imported files (and the importer's earlier output) say of it. */
export interface MergedPage {
  /** The page's resolution key (`matchKey` of its title). */
  key: string;
  fm: Frontmatter;
  body: string;
  /** Every file that contributed, sorted. */
  from: string[];
}

type Kind = Frontmatter['kind'];
type DraftOf<K extends Kind> = PageDraft & { fm: Extract<Frontmatter, { kind: K }> };

const RANK: Record<DraftRank, number> = { export: 0, existing: 1, stub: 2 };

/**
 * Merges drafts into one page per title (by `matchKey`, after `canonicalKey` maps an alias to its
 * page). Whatever order drafts arrive in, the result is the same: a page's own export beats a page
 * the importer wrote before, which beats stubs; within a rank, drafts are ordered by content. A field
 * takes the first non-empty value, so nothing fills a field with emptiness; labels are united and
 * sorted; a stub inquiring line's Sources list is the sorted union of what notes say of it.
 * Disagreements are reported. Returns pages sorted by kind then key.
 */
export function mergeDrafts(drafts: readonly PageDraft[], canonicalKey: (key: string) => string = (k) => k): { pages: MergedPage[]; findings: Finding[] } {
  const groups = new Map<string, PageDraft[]>();
  for (const d of drafts) {
    const key = canonicalKey(matchKey(d.fm.title));
    const group = groups.get(key) ?? [];
    group.push(d);
    groups.set(key, group);
  }
  const pages: MergedPage[] = [];
  const findings: Finding[] = [];
  for (const [key, group] of groups) {
    const sorted = [...group].sort(byRankThenContent);
    const lead = sorted[0] as PageDraft;
    const kind = lead.fm.kind;
    const same = sorted.filter((d) => d.fm.kind === kind);
    for (const other of sorted.filter((d) => d.fm.kind !== kind)) {
      findings.push(
        finding(
          'warning',
          'kind-conflict',
          other.from,
          null,
          `"${other.fm.title}" is ${article(other.fm.kind)} here but ${article(kind)} in ${lead.from}; one title names one page, so it is imported as ${article(kind)} and what this file says of it is not used`,
        ),
      );
    }
    const merged = mergeKind(kind, same, findings);
    pages.push({ key, ...merged, from: [...new Set(same.map((d) => d.from))].sort(compare) });
  }
  pages.sort((a, b) => compare(a.fm.kind, b.fm.kind) || compare(a.key, b.key));
  return { pages, findings };
}

function mergeKind(kind: Kind, drafts: readonly PageDraft[], findings: Finding[]): { fm: Frontmatter; body: string } {
  const body = pickText(drafts, 'body', (d) => d.body, findings);
  return { fm: mergeOf(kind, drafts, findings), body };
}

/** How each kind's own fields merge. */
const MERGE: { readonly [K in Kind]: (drafts: DraftOf<K>[], findings: Finding[]) => Frontmatter } = {
  inquiry: (drafts, findings) => mergeInquiry(drafts, findings),
  note: (drafts, findings) => mergeNote(drafts, findings),
  paper: (drafts, findings) => mergePaper(drafts, findings),
  discussion: (drafts, findings) => mergeDiscussion(drafts, findings),
};

/** The drafts of kind `kind` merged by that kind's rule. */
function mergeOf<K extends Kind>(kind: K, drafts: readonly PageDraft[], findings: Finding[]): Frontmatter {
  const merge: (drafts: DraftOf<K>[], findings: Finding[]) => Frontmatter = MERGE[kind];
  return merge(only(drafts, kind), findings);
}

function only<K extends Kind>(drafts: readonly PageDraft[], kind: K): DraftOf<K>[] {
  return drafts.filter((d): d is DraftOf<K> => d.fm.kind === kind);
}

/** The fields every kind shares, merged. */
function common(drafts: readonly PageDraft[], findings: Finding[]) {
  const lead = drafts[0] as PageDraft;
  const slug = pickText(drafts, 'slug', (d) => d.fm.slug ?? '', findings);
  const date = pickText(drafts, 'date', (d) => d.fm.date ?? '', findings);
  return {
    title: lead.fm.title,
    ...(slug ? { slug } : {}),
    aliases: union(drafts.map((d) => d.fm.aliases)),
    clusters: union(drafts.map((d) => d.fm.clusters)),
    tags: union(drafts.map((d) => d.fm.tags)),
    ...(date ? { date } : {}),
    stub: drafts.every((d) => d.rank === 'stub' || d.fm.stub),
  };
}

function mergeInquiry(drafts: DraftOf<'inquiry'>[], findings: Finding[]): Frontmatter {
  const full = drafts.filter((d) => !d.fm.stub && d.rank !== 'stub');
  const listed = full.find((d) => d.fm.sources.length > 0);
  let sources: string[];
  if (full.length === 0) {
    sources = union(drafts.map((d) => d.fm.sources));
  } else {
    sources = listed?.fm.sources ?? [];
    for (const stub of drafts.filter((d) => !full.includes(d))) {
      for (const s of stub.fm.sources.filter((s) => !sources.some((t) => matchKey(t) === matchKey(s)))) {
        findings.push(
          finding(
            'warning',
            'backlink-not-a-source',
            stub.from,
            null,
            `${stub.from} lists "${drafts[0]?.fm.title}" among the inquiring lines that use "${s}", but that inquiring line's Sources list does not name it; the page keeps its own Sources list`,
          ),
        );
      }
    }
  }
  return {
    kind: 'inquiry',
    ...common(drafts, findings),
    lede: pickText(drafts, 'lede', (d) => d.fm.lede, findings),
    sources,
    next: pickList(drafts, (d) => d.fm.next),
  };
}

function mergeNote(drafts: DraftOf<'note'>[], findings: Finding[]): Frontmatter {
  const originalTitle = pickText(drafts, 'originalTitle', (d) => d.fm.originalTitle ?? '', findings);
  const sourcedFrom = pickText(drafts, 'sourcedFrom', (d) => d.fm.sourcedFrom ?? '', findings);
  return {
    kind: 'note',
    ...common(drafts, findings),
    description: pickText(drafts, 'description', (d) => d.fm.description, findings),
    claim: pickText(drafts, 'claim', (d) => d.fm.claim, findings),
    ...(originalTitle ? { originalTitle } : {}),
    related: pickList<RelatedLink, DraftOf<'note'>>(drafts, (d) => d.fm.related),
    papers: pickList(drafts, (d) => d.fm.papers),
    ...(sourcedFrom ? { sourcedFrom } : {}),
    hubs: pickList(drafts, (d) => d.fm.hubs),
  };
}

function mergePaper(drafts: DraftOf<'paper'>[], findings: Finding[]): Frontmatter {
  const arxiv = pickText(drafts, 'arxiv', (d) => d.fm.arxiv ?? '', findings);
  const venue = pickText(drafts, 'venue', (d) => d.fm.venue ?? '', findings);
  const href = pickText(drafts, 'href', (d) => d.fm.href ?? '', findings);
  return {
    kind: 'paper',
    ...common(drafts, findings),
    ...(arxiv ? { arxiv } : {}),
    authors: pickList(drafts, (d) => d.fm.authors),
    ...(venue ? { venue } : {}),
    ...(href ? { href } : {}),
  };
}

function mergeDiscussion(drafts: DraftOf<'discussion'>[], findings: Finding[]): Frontmatter {
  const paper = pickText(drafts, 'paper', (d) => d.fm.paper ?? '', findings);
  const href = pickText(drafts, 'href', (d) => d.fm.href ?? '', findings);
  return { kind: 'discussion', ...common(drafts, findings), ...(paper ? { paper } : {}), ...(href ? { href } : {}) };
}

/**
 * The first non-empty value in draft order. When drafts disagree, the kept value is reported with
 * what was set aside: a warning between equal ranks (two exports of one page differ), else info.
 */
function pickText<D extends PageDraft>(drafts: readonly D[], field: string, get: (d: D) => string, findings: Finding[]): string {
  const filled = drafts.map((d) => ({ d, v: get(d).trim() })).filter((x) => x.v !== '');
  const kept = filled[0];
  if (kept === undefined) return '';
  for (const other of filled.slice(1)) {
    if (other.v === kept.v || (field !== 'body' && matchKey(other.v) === matchKey(kept.v))) continue;
    const sameRank = other.d.rank === kept.d.rank;
    findings.push(
      finding(
        sameRank ? 'warning' : 'info',
        'merge-differs',
        other.d.from,
        null,
        `${field} of "${kept.d.fm.title}" differs from ${kept.d.from}, whose ${field} is kept${sameRank ? ' (both are the same kind of source; the one that sorts first is kept)' : ` (${kept.d.rank === 'export' ? "the page's own export" : 'the page the importer wrote before'} wins)`}; set aside: "${shorten(other.v)}"`,
      ),
    );
  }
  return kept.v;
}

/** The first non-empty list in draft order. */
function pickList<T, D extends PageDraft>(drafts: readonly D[], get: (d: D) => readonly T[]): T[] {
  return [...(drafts.map(get).find((l) => l.length > 0) ?? [])];
}

/** The union of several lists of labels or titles, one per resolution key, sorted by key then text. */
function union(lists: ReadonlyArray<readonly string[]>): string[] {
  const byKey = new Map<string, string>();
  for (const v of lists.flat().sort(compare)) if (!byKey.has(matchKey(v) || v)) byKey.set(matchKey(v) || v, v);
  return [...byKey.entries()].sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1])).map(([, v]) => v);
}

function byRankThenContent(a: PageDraft, b: PageDraft): number {
  return RANK[a.rank] - RANK[b.rank] || compare(a.fm.kind, b.fm.kind) || compare(JSON.stringify([a.fm, a.body]), JSON.stringify([b.fm, b.body]));
}

function article(kind: Kind): string {
  return { inquiry: 'an inquiring line', note: 'a note', paper: 'a paper', discussion: 'a discussion' }[kind];
}

function shorten(text: string): string {
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
}
