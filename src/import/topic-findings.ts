import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { clusterPath } from './cluster-files.ts';
import { clusterSlug } from '../pipeline/derive/clusters.ts';
import { clip } from './ledger.ts';
import type { TopicExport } from './parsed-export.ts';
import type { TitleIndex } from './title-index.ts';

/**
 * What the import says of a topic page: its name, description and counts, the cluster file its name
 * and description are written to, how many of its members the import or the collection knows (their
 * pages take the cluster) and how many are new (stubs in the cluster), and a warning when the list
 * holds fewer notes or papers than the counts announce.
 */
export function topicFindings(page: TopicExport, titles: TitleIndex): Finding[] {
  const notes = page.members.filter((m) => m.kind === 'note');
  const papers = page.members.filter((m) => m.kind === 'paper');
  const known = page.members.filter((m) => {
    const hit = titles.byKey(m.title.value);
    return hit !== undefined && hit.from !== page.file && hit.citedOnly !== true;
  });
  const out: Finding[] = [];
  const counts = page.counts?.value;
  const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;
  const announced = counts
    ? ` announces ${[counts.notes === null ? '' : plural(counts.notes, 'note'), counts.papers === null ? '' : plural(counts.papers, 'paper')].filter((s) => s !== '').join(' and ')};`
    : '';
  out.push(
    finding(
      'info',
      'topic-read',
      page.file,
      page.title.line,
      `topic "${page.title.value}"${page.description ? ` ("${clip(page.description.value, 80)}")` : ''}:${announced} lists ${plural(notes.length, 'note')} and ${plural(papers.length, 'paper')}, ${known.length} of them known to the import or the collection; each member takes the cluster "${page.title.value}" (new ones as stubs). The name and description are written to the cluster file ${clusterPath({ slug: clusterSlug(page.title.value) })}; the counts are not written, the site's cluster page counts its members`,
    ),
  );
  const short = (what: string, listed: number, count: number | null | undefined): void => {
    if (count === null || count === undefined || listed === count || (what === 'papers' && listed === 0)) return;
    out.push(
      finding(
        'warning',
        'count-mismatch',
        page.file,
        page.counts?.line ?? page.title.line,
        `the counts line announces ${count} ${what} but the list holds ${listed}; only the listed ones take the cluster. Export the topic page with its whole list to bring in the rest`,
        {
          data: { announced: count, found: listed },
        },
      ),
    );
  };
  short('notes', notes.length, counts?.notes);
  short('papers', papers.length, counts?.papers);
  return out;
}
