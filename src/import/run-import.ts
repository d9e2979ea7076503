import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageKind } from '../schemas/brand.ts';
import type { Finding } from '../schemas/finding.ts';
import { compare, finding, sortFindings } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import { ClaimIndex, type KnownClaim } from './claim-index.ts';
import { clusterFiles } from './cluster-files.ts';
import { collectInputs } from './collect-inputs.ts';
import { categoryCatalog } from './note-clusters.ts';
import { countFindings, type PageReport, readInputs } from './page-report.ts';
import type { Recovery } from './link-inquiry.ts';
import { citingParagraphs, claimsOf, importExport, titlesOf } from './export-shapes.ts';
import { linkParagraphs } from './link-paragraphs.ts';
import { readManifest, writeManifest } from './manifest.ts';
import { mergeDrafts } from './merge-drafts.ts';
import type { PageDraft } from './page-draft.ts';
import type { ParsedExport } from './parsed-export.ts';
import { planWrites, type WriteAction, type WritePlan } from './plan-writes.ts';
import { type ExistingFile, readExisting } from './read-existing.ts';
import { type KnownTitle, TitleIndex } from './title-index.ts';
import { kindOf } from '../kinds/registry.ts';

/** What to import and where. */
export interface ImportOptions {
  /** Exported text files, or folders of them. */
  paths: readonly string[];
  /** The output (content) folder. */
  outDir: string;
  /** Replace files edited by hand. Default: `false`. */
  force?: boolean;
  /** Folder that relative paths start from. Default: the process's working folder. */
  cwd?: string;
}

/** Counts an import produced, for the report and for tests. */
export interface ImportSummary {
  inputs: number;
  pages: Record<PageKind, { total: number; stubs: number }>;
  /** Cluster files written or kept (one per topic page's cluster). */
  clusters: number;
  files: Record<WriteAction, number> & { removed: number };
  /** Per input file: citation links written into its body. */
  links: Record<string, number>;
  /** Per inquiring-line input file: sources imported. */
  sources: Record<string, number>;
  /** Per input file, by name: what became of it, its kind and evidence, citations and findings. */
  perPage: PageReport[];
}

/** The outcome of an import: findings (sorted), the plan it carried out and its counts. */
export interface ImportResult {
  findings: Finding[];
  plan: WritePlan;
  summary: ImportSummary;
  /** The output folder as shown in findings. */
  outName: string;
  /**
   * `false` when an input file could not be read at all (no evidence of any page kind, no title,
   * missing or not text): the batch failed. Content lost inside a page that was read is a warning
   * and leaves it `true`.
   */
  trusted: boolean;
}

/**
 * Imports exported pages into the content folder: reads and parses every input, links citations by
 * known titles (from all inputs and the output folder), recovers dropped source titles, creates and
 * merges stub pages with what the importer wrote before, writes what changed (never a file edited by
 * hand unless `force`) and updates the manifest. Never throws on bad input; returns findings instead.
 */
export async function runImport(options: ImportOptions): Promise<ImportResult> {
  const cwd = options.cwd ?? process.cwd();
  const outDir = path.resolve(cwd, options.outDir);
  const outName = displayOut(outDir, cwd);
  const findings: Finding[] = [];

  const inputs = await collectInputs(options.paths, cwd);
  findings.push(...inputs.findings);
  const read = readInputs(inputs.files, inputs.findings);
  findings.push(...read.findings);
  const { parsed, reports } = read;

  const { manifest, findings: manifestFindings } = await readManifest(outDir);
  const existing = await readExisting(outDir, manifest);
  findings.push(...inOut(outName, [...manifestFindings, ...existing.findings]));

  const titles = new TitleIndex();
  titles.addAll([...parsed.flatMap(titlesOf), ...existing.files.flatMap(existingTitles)]);
  // Titles that one page cites as a citation's pattern shows count as known for every other page.
  titles.addAll(parsed.flatMap((page) => citedTitles(page, titles)));
  const claims = new ClaimIndex();
  claims.addAll([...parsed.flatMap(claimsOf), ...existing.files.flatMap(existingClaims)]);

  const catalog = categoryCatalog(parsed, existing.files);
  const drafts: PageDraft[] = [];
  const recoveries: Recovery[] = [];
  const links: Record<string, number> = {};
  const candidates: Record<string, number> = {};
  const sources: Record<string, number> = {};
  for (const page of parsed) {
    const made = importExport(page, { titles, claims, catalog });
    if (made === undefined) continue;
    links[page.file] = made.links;
    if (made.candidates !== undefined) candidates[page.file] = made.candidates;
    if (made.sources !== undefined) sources[page.file] = made.sources;
    recoveries.push(...made.recoveries);
    drafts.push(...made.drafts);
    findings.push(...made.findings);
  }
  findings.push(...corroborate(recoveries));

  // The importer's own earlier output is merged back, so importing a subset later loses nothing.
  for (const f of existing.files) {
    if (f.owned && f.fm) drafts.push({ fm: f.fm, body: f.body, rank: f.fm.stub ? 'stub' : 'existing', from: `${outName}/${f.path}` });
  }
  const aliases = aliasMap(existing.files);
  const merged = mergeDrafts(drafts, (key) => aliases.get(key) ?? key);
  findings.push(...merged.findings);

  // A topic page's name and description become its cluster's file; its members took the cluster above.
  const clusters = clusterFiles(
    parsed.flatMap((page) => (page.kind === 'topic' ? [page] : [])),
    existing.files,
    outName,
  );
  findings.push(...clusters.findings);

  const plan = planWrites(merged.pages, existing.files, manifest, options.force ?? false, clusters.files);
  findings.push(...inOut(outName, plan.findings));
  await applyPlan(outDir, plan);

  const all = sortFindings(findings);
  const perPage = countFindings(
    reports.map((r) => ({ ...r, links: links[r.file] ?? 0, candidates: candidates[r.file] ?? 0 })),
    all,
  ).sort((a, b) => compare(a.file, b.file));
  return {
    findings: all,
    plan,
    summary: { ...summarise(inputs.files.length, plan, links, sources), perPage },
    outName,
    trusted: !perPage.some((r) => r.outcome === 'failed'),
  };
}

/** Writes the planned files, removes moved ones and writes the manifest. */
async function applyPlan(outDir: string, plan: WritePlan): Promise<void> {
  for (const w of plan.writes) {
    if (w.action === 'unchanged' || w.action === 'kept-hand-edited') continue;
    const file = path.join(outDir, w.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, w.text);
  }
  for (const p of plan.removals) await rm(path.join(outDir, p), { force: true });
  await mkdir(outDir, { recursive: true });
  await writeManifest(outDir, plan.manifest);
}

/** The titles a page cites that no page knew, located by a citation's pattern (not uncertain ones). */
function citedTitles(page: ParsedExport, titles: TitleIndex): KnownTitle[] {
  return linkParagraphs(page.file, citingParagraphs(page), titles)
    .cited.filter((c) => c.span.known === null && c.span.certainty === 'pattern')
    .map((c) => ({ title: c.title, kind: 'note' as const, from: page.file, citedOnly: true }));
}

function existingTitles(f: ExistingFile): KnownTitle[] {
  if (!f.fm) return [];
  const fm = f.fm;
  return [fm.title, ...fm.aliases].map((title) => ({ title, kind: fm.kind, from: f.path }));
}

function existingClaims(f: ExistingFile): KnownClaim[] {
  const claim = f.fm ? kindOf(f.fm.kind).statedClaim?.(f.fm) : undefined;
  return f.fm && claim ? [{ title: f.fm.title, claim, from: f.path }] : [];
}

/** Alias key → title key of the existing pages, so a draft named by an alias merges into its page. */
function aliasMap(files: readonly ExistingFile[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const f of files) for (const a of f.fm?.aliases ?? []) if (!map.has(matchKey(a))) map.set(matchKey(a), matchKey(f.fm?.title ?? a));
  return map;
}

/** Compares recoveries of one claim across files: the same title confirms them, different titles are reported. */
function corroborate(recoveries: readonly Recovery[]): Finding[] {
  const byClaim = new Map<string, Recovery[]>();
  for (const r of recoveries) byClaim.set(matchKey(r.claim), [...(byClaim.get(matchKey(r.claim)) ?? []), r]);
  const out: Finding[] = [];
  for (const group of byClaim.values()) {
    if (group.length < 2) continue;
    const titles = new Set(group.map((r) => matchKey(r.title)));
    const first = group[0] as Recovery;
    const where = group.map((r) => `${r.file} line ${r.line}`).join(', ');
    out.push(
      titles.size === 1
        ? finding(
            'info',
            'recovery-corroborated',
            first.file,
            first.line,
            `"${first.title}" was recovered with the same claim in ${group.length} files (${where})`,
          )
        : finding(
            'warning',
            'recovery-disagrees',
            first.file,
            first.line,
            `one claim was recovered with different titles (${group.map((r) => `"${r.title}" in ${r.file}`).join(', ')}); check those exports`,
          ),
    );
  }
  return out;
}

function summarise(inputs: number, plan: WritePlan, links: Record<string, number>, sources: Record<string, number>): Omit<ImportSummary, 'perPage'> {
  const pages: ImportSummary['pages'] = {
    inquiry: { total: 0, stubs: 0 },
    note: { total: 0, stubs: 0 },
    paper: { total: 0, stubs: 0 },
    discussion: { total: 0, stubs: 0 },
  };
  const files: ImportSummary['files'] = { create: 0, update: 0, unchanged: 0, 'kept-hand-edited': 0, 'replaced-hand-edited': 0, removed: plan.removals.length };
  let clusters = 0;
  for (const w of plan.writes) {
    files[w.action]++;
    if (w.kind === 'cluster') {
      clusters++;
      continue;
    }
    pages[w.kind].total++;
    if (w.stub) pages[w.kind].stubs++;
  }
  return { inputs, pages, clusters, files, links, sources };
}

/** Findings about files of the output folder name them under it. */
function inOut(outName: string, list: readonly Finding[]): Finding[] {
  return list.map((f) => ({ ...f, file: f.file === null ? outName : `${outName}/${f.file}` }));
}

function displayOut(outDir: string, cwd: string): string {
  const rel = path.relative(cwd, outDir);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? outDir : rel.split(path.sep).join('/');
}
