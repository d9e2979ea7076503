import type { Finding } from '../schemas/finding.ts';
import type { PageKind } from '../schemas/brand.ts';
import type { CLUSTER_FILE_KIND } from '../core/kinds.ts';
import { finding } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import { type Manifest, sha256 } from './manifest.ts';
import type { MergedPage } from './merge-drafts.ts';
import type { ExistingFile } from './read-existing.ts';
import { pagePath, renderPage } from './render-page.ts';
import { type ClusterFile, clusterPath, renderClusterFile } from './cluster-files.ts';

/** What happens to one page's file. */
export type WriteAction = 'create' | 'update' | 'unchanged' | 'kept-hand-edited' | 'replaced-hand-edited';

/** One page's (or cluster file's) file as planned. */
export interface PlannedWrite {
  path: string;
  /** The page's resolution key; `cluster:<slug>` for a cluster file. */
  key: string;
  text: string;
  action: WriteAction;
  kind: PageKind | typeof CLUSTER_FILE_KIND;
  stub: boolean;
}

/** Everything an import will change in the output folder, decided before anything is written. */
export interface WritePlan {
  writes: PlannedWrite[];
  /** Files the importer wrote before whose page now lives at another path. */
  removals: string[];
  manifest: Manifest;
  findings: Finding[];
}

/**
 * Decides, for every merged page and cluster file, its file and what to do with it. A file whose
 * bytes are what the importer last wrote (per the manifest) is the importer's to update; any other
 * existing file was written or edited by hand and is kept unless `force`. A page whose title a
 * hand-written file already has goes to that file. Two pages wanting one path: the later (by kind,
 * then title key) takes a `-2`, `-3` suffix. A cluster file goes to `clusters/<slug>.md`. Returns
 * the plan and the manifest to write after it.
 */
export function planWrites(
  pages: readonly MergedPage[],
  existing: readonly ExistingFile[],
  manifest: Manifest,
  force: boolean,
  clusters: readonly ClusterFile[] = [],
): WritePlan {
  const findings: Finding[] = [];
  const byPath = new Map(existing.map((f) => [f.path, f]));
  const handByKey = new Map<string, ExistingFile>();
  for (const f of existing) {
    if (f.owned || f.fm === null) continue;
    for (const name of [f.fm.title, ...f.fm.aliases]) if (!handByKey.has(matchKey(name))) handByKey.set(matchKey(name), f);
  }
  const taken = new Set<string>();
  const writes: PlannedWrite[] = [];
  const files: Record<string, string> = { ...manifest.files };
  for (const page of pages) {
    const hand = handByKey.get(page.key);
    const wanted = hand?.path ?? pagePath(page.fm);
    let target = wanted;
    for (let n = 2; taken.has(target) || occupiedByOther(byPath.get(target), page.key); n++) target = pagePath(page.fm, `-${n}`);
    if (target !== wanted) {
      findings.push(
        finding(
          'warning',
          'path-collision',
          target,
          null,
          `"${page.fm.title}" would be written to ${wanted}, which another page holds; it was written to ${target} instead. Its slug still derives from its title, and npm run check reports the collision`,
        ),
      );
    }
    taken.add(target);
    const text = renderPage(page.fm, page.body);
    const current = byPath.get(target);
    const action = decide(current, text, force);
    if (action === 'kept-hand-edited') {
      findings.push(
        finding(
          'warning',
          'hand-edited',
          target,
          null,
          `kept: this file was edited by hand since the importer wrote it (or was written by hand), so the import of "${page.fm.title}" did not overwrite it; run with --force to replace it`,
        ),
      );
    } else if (action === 'replaced-hand-edited') {
      findings.push(finding('info', 'hand-edited-replaced', target, null, `replaced a file edited by hand (--force)`));
    }
    if (action !== 'kept-hand-edited') files[target] = sha256(text);
    writes.push({ path: target, key: page.key, text, action, kind: page.fm.kind, stub: page.fm.stub });
  }
  for (const cluster of clusters) {
    const target = clusterPath(cluster);
    const text = renderClusterFile(cluster.fm);
    const action = decide(byPath.get(target), text, force);
    if (action === 'kept-hand-edited') {
      findings.push(
        finding(
          'warning',
          'hand-edited',
          target,
          null,
          `kept: this file was edited by hand since the importer wrote it (or was written by hand), so the import of the cluster "${cluster.fm.title}" did not overwrite it; run with --force to replace it`,
        ),
      );
    } else if (action === 'replaced-hand-edited') {
      findings.push(finding('info', 'hand-edited-replaced', target, null, `replaced a file edited by hand (--force)`));
    }
    if (action !== 'kept-hand-edited') files[target] = sha256(text);
    taken.add(target);
    writes.push({ path: target, key: `cluster:${cluster.slug}`, text, action, kind: 'cluster', stub: false });
  }
  const removals: string[] = [];
  const pathByKey = new Map(writes.map((w) => [w.key, w.path]));
  for (const f of existing) {
    if (!f.owned || taken.has(f.path)) continue;
    const title = f.fm?.title ?? f.cluster?.title;
    if (title === undefined) {
      findings.push(finding('warning', 'owned-unreadable', f.path, null, 'the importer wrote this file but cannot read it back; it was kept and not merged'));
      continue;
    }
    removals.push(f.path);
    delete files[f.path];
    findings.push(
      finding(
        'info',
        'moved',
        f.path,
        null,
        `"${title}" now lives at ${pathByKey.get(matchKey(title)) ?? 'another path'}; the importer's earlier file was removed`,
      ),
    );
  }
  // Entries for files that no longer exist and were not written now are forgotten.
  for (const p of Object.keys(files)) if (!byPath.has(p) && !taken.has(p)) delete files[p];
  return { writes, removals, manifest: { version: 1, files }, findings };
}

/** True when the file at a path holds another page (by title) that is not the importer's to replace. */
function occupiedByOther(file: ExistingFile | undefined, key: string): boolean {
  if (file === undefined || file.owned) return false;
  return file.fm !== null && matchKey(file.fm.title) !== key;
}

function decide(current: ExistingFile | undefined, text: string, force: boolean): WriteAction {
  if (current === undefined) return 'create';
  if (current.hash === sha256(text)) return 'unchanged';
  if (current.owned) return 'update';
  return force ? 'replaced-hand-edited' : 'kept-hand-edited';
}
