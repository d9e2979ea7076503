// Which changes to the knowledge base change which pages' render fingerprints.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SlugSchema, type Slug } from '../../../src/schemas/brand.ts';
import type { InquiryPage, KbPage, KnowledgeBase } from '../../../src/schemas/knowledge-base.ts';
import { pageFingerprints } from '../../../src/orchestrate/incremental/page-fingerprint.ts';
import { siteFromData } from '../../../src/handoff/kb.ts';
import { ROOT } from '../build-helper.ts';
import { kbFrom } from '../../pipeline/helpers.ts';

const SAMPLE = join(ROOT, 'tests/fixtures/site/kb-sample.json');
const LINE = 'why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals';
const CITED = 'does-preference-optimization-harm-conversational-understanding';
const UNRELATED = 'warmth-makes-models-less-reliable';
const CLUSTER_MEMBER = 'can-models-abandon-correct-beliefs';

async function sample(): Promise<KnowledgeBase> {
  return siteFromData(JSON.parse(await readFile(SAMPLE, 'utf8')), SAMPLE).kb;
}

function fingerprints(kb: KnowledgeBase, code = 'code', neighbourhoods = new Map<Slug, string>()): Map<Slug, string> {
  return pageFingerprints(kb, { code, neighbourhoods, homeNote: undefined });
}

function pageOf(kb: KnowledgeBase, slug: string): KbPage {
  const page = kb.pages.find((candidate) => candidate.slug === slug);
  if (page === undefined) throw new Error(`the sample has no page ${slug}`);
  return page;
}

/** Adds a written inquiring line that cites nothing and that no page links to; returns it. */
function addLine(kb: KnowledgeBase, slug: string): InquiryPage {
  const line = pageOf(kb, LINE);
  if (line.kind !== 'inquiry') throw new Error(`${LINE} is not an inquiring line`);
  const added: InquiryPage = {
    ...line,
    slug: SlugSchema.parse(slug),
    url: line.url.replace(LINE, slug) as InquiryPage['url'],
    title: `Added ${slug}?`,
    sources: [],
    writtenSources: [],
    next: [],
    citations: [],
    linkedFrom: [],
    claims: [],
  };
  kb.pages.push(added);
  return added;
}

/** The slugs whose fingerprint differs between two maps. */
function changed(before: Map<Slug, string>, after: Map<Slug, string>): string[] {
  return [...after]
    .filter(([slug, print]) => before.get(slug) !== print)
    .map(([slug]) => slug)
    .sort();
}

describe('page render fingerprints', () => {
  it('are the same for the same knowledge base, and differ from page to page', async () => {
    const kb = await sample();
    const once = fingerprints(kb);
    expect(fingerprints(await sample())).toEqual(once);
    expect(new Set(once.values()).size).toBe(kb.pages.length);
  });

  it('change for every page when the collection stops holding a kind, which every header and footer follow', async () => {
    const kb = await sample();
    const before = fingerprints(kb);
    kb.pages = kb.pages.filter((page) => page.kind !== 'discussion');
    const after = fingerprints(kb);
    expect(changed(before, after)).toEqual([...after.keys()].sort());
    // A change that leaves the kinds alone does not.
    const again = fingerprints(kb);
    expect(changed(after, again)).toEqual([]);
  });

  it('change for a page and the pages that show it when its title changes', async () => {
    const kb = await sample();
    const before = fingerprints(kb);
    pageOf(kb, CITED).title = 'A new title';
    const after = changed(before, fingerprints(kb));
    expect(after).toContain(CITED);
    expect(after).toContain(LINE);
    expect(after).not.toContain(UNRELATED);
  });

  it('change only for the page itself when its body changes', async () => {
    const kb = await sample();
    const before = fingerprints(kb);
    const page = pageOf(kb, CITED);
    page.bodyHtml += '<p>More.</p>';
    page.text += ' More.';
    expect(changed(before, fingerprints(kb))).toEqual([CITED]);
  });

  it('change for every member of a cluster whose name changes, not for its size (pages of a kind do not show it)', async () => {
    const kb = await sample();
    const before = fingerprints(kb);
    const cluster = kb.clusters[0];
    if (cluster === undefined) throw new Error('the sample has no cluster');
    cluster.name = 'Renamed';
    expect(changed(before, fingerprints(kb))).toEqual([...cluster.pages].sort());
    const renamed = fingerprints(kb);
    cluster.pages = cluster.pages.filter((slug) => slug !== CLUSTER_MEMBER);
    expect(changed(renamed, fingerprints(kb))).toEqual([]);
  });

  it('change for a page when a finding about it appears, and for the neighbourhood and the code', async () => {
    const kb = await sample();
    const before = fingerprints(kb);
    kb.findings.push({ severity: 'warning', code: 'figure-not-in-source', file: null, line: null, message: 'a figure', slug: LINE });
    expect(changed(before, fingerprints(kb))).toEqual([LINE]);
    const withFinding = fingerprints(kb);
    expect(changed(withFinding, fingerprints(kb, 'code', new Map([[SlugSchema.parse(UNRELATED), 'other']])))).toEqual([UNRELATED]);
    expect(changed(withFinding, fingerprints(kb, 'other code')).length).toBe(kb.pages.length);
  });

  it('change for a line, and only for it, when its similar lines change, and for the lines that suggest a line whose title changes', async () => {
    const kb = await sample();
    const other = addLine(kb, 'an-added-line');
    const line = pageOf(kb, LINE);
    if (line.kind !== 'inquiry') throw new Error(`${LINE} is not an inquiring line`);
    const before = fingerprints(kb);
    line.similarLines = [{ slug: other.slug, score: 0.5, origin: 'computed' }];
    expect(changed(before, fingerprints(kb))).toEqual([LINE]);
    // The added line now shows among LINE's next lines, so its title is part of LINE's fingerprint.
    const suggesting = fingerprints(kb);
    other.title = 'A retitled line?';
    expect(changed(suggesting, fingerprints(kb))).toEqual([LINE, other.slug].sort());
    // Not suggested, its title is not.
    line.similarLines = [];
    const unsuggested = fingerprints(kb);
    other.title = 'Retitled again?';
    expect(changed(unsuggested, fingerprints(kb))).toEqual([other.slug]);
  });

  it('change for a line when a line it suggests is no longer written', async () => {
    const kb = await sample();
    const other = addLine(kb, 'an-added-line');
    const line = pageOf(kb, LINE);
    if (line.kind !== 'inquiry') throw new Error(`${LINE} is not an inquiring line`);
    line.similarLines = [{ slug: other.slug, score: 0.5, origin: 'computed' }];
    const before = fingerprints(kb);
    other.stub = true;
    expect(changed(before, fingerprints(kb))).toContain(LINE);
  });

  it("change in a vault for the pages whose explorer lists a retitled note: its folder's and the folders inside it, not a sibling folder's", () => {
    const kb = kbFrom({ 'Top.md': 'Top.', 'Guides/Alpha.md': 'Alpha.', 'Guides/Deep/Inner.md': 'Inner.', 'Other/Beta.md': 'Beta.' });
    const before = fingerprints(kb);
    const alpha = kb.pages.find((page) => page.title === 'Alpha');
    if (alpha === undefined) throw new Error('the vault has no Alpha');
    alpha.title = 'Alpha renamed';
    const after = fingerprints(kb);
    expect(changed(before, after)).toEqual(['alpha', 'inner']);
  });
});
