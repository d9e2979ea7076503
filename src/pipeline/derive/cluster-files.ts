import type { Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { Cluster } from '../../schemas/knowledge-base.ts';
import { finding } from '../finding.ts';
import type { ParsedFile } from '../parse/parse-file.ts';
import { plainText } from '../parse/plain-text.ts';
import { renderBody, renderPlainText, type LinkTarget } from '../render/render.ts';
import type { PageIdentity } from '../resolve/identity.ts';
import { PageIndex } from '../resolve/page-index.ts';
import { pageUrl } from '../resolve/slug.ts';
import { clusterSlug } from './clusters.ts';
import type { Ui } from '../../core/i18n/index.ts';

/** What a cluster file (`kind: cluster`) says of the cluster it describes. */
export interface ClusterText {
  /** The cluster file, relative to the content folder. */
  file: string;
  /** The cluster's name as the site shows it (the file's title). */
  name: string;
  description: string;
  /** The file's body as sanitised HTML, its links resolved to pages; `''` when it has none. */
  bodyHtml: string;
}

/**
 * The cluster files among the parsed files (in content path order), by the slug of the cluster
 * each describes: its `slug`, else its title's. The body's links resolve to the pages as a page's
 * do; one that names no published page is shown as its text, with a warning. A second file for
 * one cluster is left out with a warning naming both. `words` are the site's language's, for what a
 * body shows around the author's text.
 */
export function describeClusters(
  files: readonly ParsedFile[],
  pages: readonly PageIdentity[],
  words: Ui,
): { texts: Map<Slug, ClusterText>; findings: Finding[] } {
  const texts = new Map<Slug, ClusterText>();
  const findings: Finding[] = [];
  let index: PageIndex | undefined;
  for (const parsed of files) {
    const fm = parsed.cluster;
    if (fm === undefined || parsed.data !== null) continue;
    const slug = clusterSlug(fm.slug ?? fm.title);
    const first = texts.get(slug);
    if (first !== undefined) {
      findings.push(
        finding(
          'warning',
          'duplicate-cluster-file',
          parsed.file,
          null,
          `this file describes the cluster "${slug}", which ${first.file} already describes; only that one is shown. Merge the two files, or give this one another title or slug`,
        ),
      );
      continue;
    }
    const targets = parsed.links.map((link): LinkTarget | null => {
      if (link.target === '' || link.attachment) return null;
      index ??= new PageIndex(pages);
      const page = index.lookup(link.target, undefined, parsed.file)?.page;
      if (page === undefined) {
        findings.push(
          finding(
            'warning',
            'cluster-link-unresolved',
            parsed.file,
            link.line,
            `[[${link.target}]] in the cluster's text matches no published page title, slug or alias, so it is shown as text; fix the reference or write the page`,
          ),
        );
        return null;
      }
      return { slug: page.slug, kind: page.kind, title: page.title, url: pageUrl(page.kind, page.slug), stub: page.stub };
    });
    texts.set(slug, { file: parsed.file, name: fm.title, description: fm.description, bodyHtml: renderOrText(parsed, targets, words) });
  }
  return { texts, findings };
}

/**
 * A note for each cluster file whose cluster no page names: its page lists no members, which is
 * often a title that slugs otherwise than the name the pages write.
 */
export function unnamedClusterFindings(clusters: readonly Cluster[]): Finding[] {
  return clusters.flatMap((cluster) =>
    cluster.file !== undefined && cluster.pages.length === 0
      ? [
          finding(
            'info',
            'cluster-without-pages',
            cluster.file,
            null,
            `this file describes the cluster "${cluster.slug}", which no page names in its clusters, so its page lists no members yet. If the pages write another name, set slug: to that name's slug`,
          ),
        ]
      : [],
  );
}

/** The body's HTML (what it shows around the author's text in `words`); its plain text when rendering fails, so one file never stops the build. */
function renderOrText(parsed: ParsedFile, targets: ReadonlyArray<LinkTarget | null>, words: Ui): string {
  if (parsed.tree.children.length === 0) return '';
  try {
    return renderBody(parsed.tree, targets, undefined, [], undefined, undefined, words).html;
  } catch {
    return renderPlainText(plainText(parsed.tree, (node) => node.target));
  }
}
