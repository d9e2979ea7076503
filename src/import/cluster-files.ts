import matter from 'gray-matter';
import { CLUSTER_FILE_KIND } from '../core/kinds.ts';
import { type ClusterFrontmatter, ClusterFrontmatterSchema } from '../schemas/cluster.ts';
import type { Finding } from '../schemas/finding.ts';
import { clusterSlug } from '../pipeline/derive/clusters.ts';
import { compare, finding } from '../pipeline/finding.ts';
import { clip } from './ledger.ts';
import type { TopicExport } from './parsed-export.ts';
import type { ExistingFile } from './read-existing.ts';

/** A cluster file the import writes: a topic page's name and description (`kind: cluster`), and where it came from. */
export interface ClusterFile {
  /** The slug of the cluster it describes (the topic's name's slug). */
  slug: string;
  fm: ClusterFrontmatter;
  /** The topic page or content file it came from, for the report. */
  from: string;
}

/** The YAML options of the importer's writes (one line per value, as `render-page.ts` writes pages). */
const YAML_OPTIONS = { language: 'yaml', lineWidth: -1 };

/** Where the importer writes a cluster file, relative to the output folder: `clusters/<slug>.md`. */
export function clusterPath(file: Pick<ClusterFile, 'slug'>): string {
  return `clusters/${file.slug}.md`;
}

/** The cluster file's text: `kind`, `title` and, when there is one, `description`; no body. */
export function renderClusterFile(fm: ClusterFrontmatter): string {
  const record: Record<string, unknown> = { kind: fm.kind, title: fm.title };
  if (fm.slug !== undefined) record['slug'] = fm.slug;
  if (fm.description !== '') record['description'] = fm.description;
  return matter.stringify('', record, YAML_OPTIONS).replace(/\n+$/, '\n');
}

/**
 * One cluster file per cluster the topic pages (and the importer's earlier cluster files) describe,
 * sorted by slug. A topic page beats an earlier file, whose description is kept when the page has
 * none; among topic pages the first by file name with a description wins, and a different
 * description on another is reported (`cluster-conflict`).
 */
export function clusterFiles(
  topics: readonly TopicExport[],
  existing: readonly ExistingFile[],
  outName: string,
): { files: ClusterFile[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const drafts: Array<ClusterFile & { rank: number }> = [];
  for (const topic of [...topics].sort((a, b) => compare(a.file, b.file))) {
    const fm = ClusterFrontmatterSchema.parse({ kind: CLUSTER_FILE_KIND, title: topic.title.value, description: topic.description?.value ?? '' });
    drafts.push({ slug: clusterSlug(fm.title), fm, from: topic.file, rank: 0 });
  }
  for (const f of existing) {
    if (f.owned && f.cluster) drafts.push({ slug: clusterSlug(f.cluster.slug ?? f.cluster.title), fm: f.cluster, from: `${outName}/${f.path}`, rank: 1 });
  }
  const bySlug = new Map<string, ClusterFile & { rank: number }>();
  for (const draft of [...drafts].sort((a, b) => a.rank - b.rank || Number(a.fm.description === '') - Number(b.fm.description === ''))) {
    const lead = bySlug.get(draft.slug);
    if (lead === undefined) {
      bySlug.set(draft.slug, draft);
    } else if (lead.fm.description === '') {
      lead.fm = { ...lead.fm, description: draft.fm.description };
    } else if (draft.rank === 0 && draft.fm.description !== '' && draft.fm.description !== lead.fm.description) {
      findings.push(
        finding(
          'warning',
          'cluster-conflict',
          draft.from,
          null,
          `this topic page describes the cluster "${draft.fm.title}" as "${clip(draft.fm.description, 80)}", but ${lead.from} describes it otherwise; the cluster file takes that one. Check which description is right and edit clusters/${draft.slug}.md`,
        ),
      );
    }
  }
  const files = [...bySlug.values()].map(({ rank: _rank, ...file }) => file).sort((a, b) => compare(a.slug, b.slug));
  return { files, findings };
}
