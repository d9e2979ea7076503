// A page's render fingerprint: a hash of everything its HTML can show, so that a page whose
// fingerprint is unchanged since the previous build renders to the same bytes and can be reused.
// It covers the page's own record; what it shows of every page it links to or is linked from
// (found from the same fields src/views/views.ts and the components read), the next lines it
// suggests among them; its clusters' names; its integrity findings; its neighbourhood graph; the
// folders its explorer shows and the notes of the folders around it; and the code.
import { createHash } from 'node:crypto';
import type { Slug } from '../../schemas/brand.ts';
import type { Cluster, KbPage, KnowledgeBase } from '../../schemas/knowledge-base.ts';
import { folderNotesSignatures } from '../../views/explorer.ts';
import { buildFolderTree, folderOf, folderTreeSignature } from '../../views/folders.ts';
import { figureData } from '../../views/integrity.ts';
import { lineLookup, suggestNextLines } from '../../views/next-lines.ts';
import { contentOf } from '../../views/site-content.ts';
import { findHomeNote } from '../../pipeline/resolve/home-note.ts';
import { essayOf, kindOfPage } from '../../kinds/registry.ts';

/**
 * Fields only a page's own HTML shows: no page that links to it displays its body (nor its outline
 * or figure marks), its text, its similarity rankings or its citations' support passages, so editing a note's body re-renders the note (and pages whose own
 * rankings moved) but not every page that cites it. The end-to-end test (an edited body must give
 * the same output as a full build) fails if a component starts showing one of these elsewhere.
 */
const OWN_PAGE_ONLY: ReadonlySet<string> = new Set(['bodyHtml', 'outline', 'figureMarks', 'text', 'similar', 'relatedPapers', 'similarLines', 'support']);

/** A page's record hashed twice: whole (for its own page) and as other pages can show it. */
interface RecordHashes {
  whole: string;
  shown: string;
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/**
 * Hashes a record once: the fields other pages may show as JSON, then the rest. The body and text
 * (most of a record's bytes) are hashed as they are, length first, because escaping them into
 * JSON would cost more than the hash itself.
 */
function hashRecord(page: KbPage): RecordHashes {
  const shown: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(page)) if (!OWN_PAGE_ONLY.has(key)) shown[key] = value;
  const shownHash = sha1(JSON.stringify(shown));
  const whole = createHash('sha1').update(shownHash);
  for (const key of OWN_PAGE_ONLY) {
    const value: unknown = Reflect.get(page, key);
    const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
    whole.update(`\0${key}\0${text.length}\0`).update(text);
  }
  return { shown: shownHash, whole: whole.digest('hex') };
}

/** Every other page whose record the page's HTML may show: links both ways, sources, citations, rankings, its paper. */
export function linkedSlugsOf(page: KbPage): Slug[] {
  const slugs: Slug[] = [...page.linkedFrom, ...page.citations.map((c) => c.target), ...(page.similar ?? []).map((r) => r.slug)];
  const kind = kindOfPage(page);
  slugs.push(...kind.links(page), ...(kind.shownLinks?.(page) ?? []));
  return slugs;
}

/**
 * What a page shows of a cluster it is in: its name (as first written, so another page can change
 * it) and its URL. Not its size: only the home and cluster pages show sizes, and they are always
 * rendered; counting it would re-render every member when one page joins or leaves. The
 * end-to-end test that moves a note between clusters fails if a page starts showing the size.
 */
function clusterLine(cluster: Cluster | undefined, slug: Slug): string {
  return cluster === undefined ? `cluster ${slug} absent` : `cluster ${JSON.stringify([cluster.slug, cluster.url, cluster.name])}`;
}

/** What the page fingerprints are computed from besides the knowledge base. */
export interface FingerprintInputs {
  /** The code fingerprint (src/orchestrate/incremental/code-fingerprint.ts). */
  code: string;
  /** The hash of each page's neighbourhood file, which is what its neighbourhood graph draws. */
  neighbourhoods: ReadonlyMap<Slug, string>;
  /** The home note as the settings name it (`homeNote`), when one is named. */
  homeNote: string | undefined;
}

/** Takes the knowledge base and the code and neighbourhood hashes; returns each page's render fingerprint by slug. */
export function pageFingerprints(kb: KnowledgeBase, inputs: FingerprintInputs): Map<Slug, string> {
  const records = new Map(kb.pages.map((page) => [page.slug, hashRecord(page)]));
  const clusters = new Map(kb.clusters.map((cluster) => [cluster.slug, cluster]));
  // Findings about a page (figure marks and their footnotes among them), with the notes they cite.
  const findings = new Map<string, { lines: string[]; cited: Slug[] }>();
  for (const finding of kb.findings) {
    if (finding.slug === undefined) continue;
    const entry = findings.get(finding.slug) ?? { lines: [], cited: [] };
    entry.lines.push(`finding ${JSON.stringify(finding)}`);
    entry.cited.push(...(figureData(finding)?.cited.map((note) => note.slug) ?? []));
    findings.set(finding.slug, entry);
  }
  const lookup = lineLookup(kb.pages);
  // The explorer every written page shows: its folders (not their sizes).
  const tree = buildFolderTree(kb.pages, '');
  const folders = sha1(folderTreeSignature(tree));
  // The notes the explorer lists in a page: those of the folders holding it, the root's among them.
  const folderNotes = new Map([...folderNotesSignatures(tree)].map(([path, signature]) => [path, sha1(signature)]));
  const explorerNotes = (file: string | null): string => {
    if (!tree.shown) return 'hidden';
    const lines: string[] = [];
    for (let path = folderOf(file ?? ''); ; path = folderOf(path)) {
      lines.push(folderNotes.get(path) ?? 'none');
      if (path === '') return lines.join(' ');
    }
  };
  // Every page's header, footer and sections follow which kinds the collection holds and whether it is a research collection.
  const content = `content ${JSON.stringify(contentOf(kb))}`;
  // The home note's own page points search engines to the home page; a new home note changes two pages.
  const home = findHomeNote(kb.pages, inputs.homeNote)?.slug;
  const fingerprints = new Map<Slug, string>();
  for (const page of kb.pages) {
    const about = findings.get(page.slug);
    // The suggested next lines themselves (they come from other pages' records and the line's
    // similar lines): a change in which are suggested, or in their order, re-renders the line.
    const essay = page.stub ? undefined : essayOf(page);
    const suggested = essay === undefined ? [] : suggestNextLines({ slug: page.slug, clusters: page.clusters, ...essay }, lookup);
    const linked = [...new Set([...linkedSlugsOf(page), ...(about?.cited ?? [])])].sort();
    const lines = [
      `code ${inputs.code}`,
      content,
      `page ${page.slug} ${records.get(page.slug)?.whole ?? ''}`,
      `neighbourhood ${inputs.neighbourhoods.get(page.slug) ?? 'none'}`,
      `folders ${folders}`,
      `explorer ${explorerNotes(page.file)}`,
      `home ${page.slug === home}`,
      ...page.clusters.map((slug) => clusterLine(clusters.get(slug), slug)),
      ...(about?.lines ?? []),
      ...linked.map((slug) => `linked ${slug} ${records.get(slug)?.shown ?? 'absent'}`),
      ...suggested.map((s) => `suggested ${s.slug} ${s.sharedNotes} ${s.basis} ${records.get(s.slug)?.shown ?? 'absent'}`),
    ];
    fingerprints.set(page.slug, sha1(lines.join('\n')));
  }
  return fingerprints;
}
