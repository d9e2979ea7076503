import { describe, expect, it } from 'vitest';
import { ClaimIndex } from '../../src/import/claim-index.ts';
import { linkInquiry } from '../../src/import/link-inquiry.ts';
import { parseExport } from '../../src/import/parse-export.ts';
import type { InquiryExport } from '../../src/import/parsed-export.ts';
import { TitleIndex } from '../../src/import/title-index.ts';
import { fixtureText, wikiLinks } from './helpers.ts';

async function inquiry(name: string, edit: (text: string) => string = (t) => t): Promise<InquiryExport> {
  const { page } = parseExport(name, edit(await fixtureText(name)));
  if (page?.kind !== 'inquiry') throw new Error(`${name} is not an inquiring line`);
  return page;
}

/** Titles and claims the full-inquiry fixture makes known, as when both files are imported together. */
async function knownFromFull(): Promise<{ titles: TitleIndex; claims: ClaimIndex }> {
  const full = await inquiry('full-inquiry.txt');
  const titles = new TitleIndex();
  const claims = new ClaimIndex();
  titles.addAll(full.sources.map((s) => ({ title: s.title?.value ?? '', kind: 'note' as const, from: 'full-inquiry.txt' })));
  claims.addAll(full.sources.map((s) => ({ title: s.title?.value ?? '', claim: s.claim.value, from: 'full-inquiry.txt' })));
  return { titles, claims };
}

const AVOID = 'Why do language models avoid correcting false user claims?';
const TRUTH = 'Does RLHF make language models indifferent to truth?';
const MIRROR = "Why don't conversational AI systems mirror their users' word choices?";

describe('recovering dropped source titles', () => {
  it('pairs the k-th claim with the k-th distinct citation, locating unknown titles by structure', async () => {
    const linked = linkInquiry(await inquiry('compact-inquiry.txt'), new TitleIndex(), new ClaimIndex());
    expect(linked.sources.map((s) => s.title)).toEqual([AVOID, TRUTH, MIRROR]);
    expect(linked.sources[2]?.claim).toBe("Response generation models fail to adapt vocabulary toward users' lexical choices.");
    expect(linked.links).toBe(4);
    expect(wikiLinks(linked.paragraphs.join('\n'))).toEqual([AVOID, TRUTH, MIRROR, AVOID]);
    const reports = linked.findings.filter((f) => f.code === 'source-recovered');
    expect(reports.map((f) => f.line)).toEqual([6, 7, 8]);
    expect(reports[0]?.message).toMatch(
      /^recovered source 1 "Why do language models avoid correcting false user claims\?": located in the body at line 3: a question ending in "\?" before "\."/,
    );
    expect(reports[2]?.message).toMatch(/located in the body at line 4: a question ending in "\?" before "\)"/);
  });

  it('matches a title known from another page and cross-checks its claim word for word', async () => {
    const { titles, claims } = await knownFromFull();
    const linked = linkInquiry(await inquiry('compact-inquiry.txt'), titles, claims);
    const second = linked.findings.find((f) => f.code === 'source-recovered' && f.line === 7);
    expect(second?.message).toBe(
      `recovered source 2 "${TRUTH}": the 2nd distinct citation in the body (line 3) matches the known title from full-inquiry.txt; its claim is word for word the one full-inquiry.txt states for it`,
    );
    expect(linked.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('reports an error when the claims and the citation order disagree', async () => {
    const { titles, claims } = await knownFromFull();
    // Claims 1 and 2 swapped: the 1st distinct citation now faces a claim another page states for another title.
    const page = await inquiry('compact-inquiry.txt', (t) => {
      const lines = t.split('\n');
      [lines[5], lines[6]] = [lines[6] ?? '', lines[5] ?? ''];
      return lines.join('\n');
    });
    const linked = linkInquiry(page, titles, claims);
    const contradictions = linked.findings.filter((f) => f.code === 'recovery-contradiction');
    expect(contradictions.map((f) => f.severity)).toEqual(['warning']);
    expect(contradictions[0]?.message).toContain(`full-inquiry.txt states this claim for "${TRUTH}"`);
  });

  it('refuses to pair by order when citations and claims are not equally many, pairing only claims stated elsewhere', async () => {
    const { titles, claims } = await knownFromFull();
    // The parenthesised citation is gone: 2 distinct citations for 3 claims.
    const page = await inquiry('compact-inquiry.txt', (t) => t.replace(` (${MIRROR})`, ''));
    const linked = linkInquiry(page, titles, claims);
    expect(linked.findings.map((f) => f.code)).toContain('recovery-failed');
    expect(linked.sources.map((s) => s.title)).toEqual([TRUTH]);
    const lost = linked.findings.filter((f) => f.code === 'source-unrecovered');
    expect(lost.map((f) => [f.severity, f.line])).toEqual([
      ['warning', 6],
      ['warning', 8],
    ]);
    expect(lost[1]?.message).toContain('its claim was not imported: "Response generation models fail to adapt vocabulary toward users\' lexical choices."');
    // A title found only by structure is still linked (to a new note stub), and reported once.
    expect(wikiLinks(linked.paragraphs.join('\n'))).toEqual([AVOID, TRUTH, AVOID]);
    expect(linked.newTitles).toEqual([AVOID]);
    expect(linked.findings.filter((f) => f.code === 'citation-new').map((f) => f.line)).toEqual([3]);
  });

  it('keeps a full export’s titles and confirms they follow first-citation order', async () => {
    const linked = linkInquiry(await inquiry('full-inquiry.txt'), (await knownFromFull()).titles, new ClaimIndex());
    expect(linked.sources).toHaveLength(5);
    expect(linked.links).toBe(5);
    expect(linked.findings.map((f) => f.code)).toContain('sources-in-order');
  });

  it('reports a full export whose Sources list does not follow the body', async () => {
    const page = await inquiry('full-inquiry.txt');
    page.sources.reverse();
    const linked = linkInquiry(page, (await knownFromFull()).titles, new ClaimIndex());
    expect(linked.findings).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'sources-differ' }));
  });
});
