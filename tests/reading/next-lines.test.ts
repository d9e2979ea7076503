// "Next inquiring lines": the similarity stage's similar lines, and how next-lines.ts merges them
// after the author's lines and the lines that share cited notes.
import { describe, expect, it } from 'vitest';
import { deriveSimilarity, NEXT_LINES } from '../../src/pipeline/derive/similarity.ts';
import { KbPageSchema, type InquiryPage, type KbPage } from '../../src/schemas/knowledge-base.ts';
import { lineLookup, suggestionNote, suggestNextLines, type SuggestedLine } from '../../src/views/next-lines.ts';

const base = { file: null, aliases: [], tags: [], bodyHtml: '', citations: [], linkedFrom: [] };

interface LineSpec {
  slug: string;
  title: string;
  text: string;
  sources?: string[];
  next?: string[];
  stub?: boolean;
  clusters?: string[];
}

const note = (slug: string, citedBy: string[]): KbPage =>
  KbPageSchema.parse({
    ...base,
    stub: false,
    clusters: [],
    kind: 'note',
    slug,
    url: `/notes/${slug}/`,
    title: `Note ${slug}?`,
    text: 'x',
    description: '',
    claim: '',
    related: [],
    papers: [],
    citedBy,
  });

const line = (spec: LineSpec): KbPage =>
  KbPageSchema.parse({
    ...base,
    kind: 'inquiry',
    slug: spec.slug,
    url: `/inquiring-lines/${spec.slug}/`,
    title: spec.title,
    text: spec.text,
    lede: '',
    claims: [],
    stub: spec.stub ?? false,
    clusters: spec.clusters ?? [],
    sources: spec.sources ?? [],
    writtenSources: [],
    next: spec.next ?? [],
  });

/** The lines, the notes they cite (with `citedBy` derived from the lines), then the similarity stage. */
function collection(specs: LineSpec[]): KbPage[] {
  const citers = new Map<string, string[]>();
  for (const spec of specs) for (const source of spec.sources ?? []) citers.set(source, [...(citers.get(source) ?? []), spec.slug]);
  const notes = [...citers].map(([slug, by]) => note(slug, by));
  return deriveSimilarity([...specs.map(line), ...notes]).pages;
}

function lineOf(pages: readonly KbPage[], slug: string): InquiryPage {
  const found = pages.find((page) => page.slug === slug);
  if (found?.kind !== 'inquiry') throw new Error(`no inquiring line ${slug}`);
  return found;
}

function suggest(pages: readonly KbPage[], slug: string): SuggestedLine[] {
  return suggestNextLines(lineOf(pages, slug), lineLookup(pages));
}

const slugs = (suggested: readonly SuggestedLine[]): string[] => suggested.map((s) => s.slug);

// Lines about warmth tuning, lines about sparse autoencoders, and one about tokenisers.
const WARMTH = 'Warmth tuning makes chat models agreeable: empathy training trades factual accuracy for warmth and sycophancy.';
const SAE = 'Sparse autoencoders decompose transformer activations into monosemantic dictionary features.';
const SPECS: LineSpec[] = [
  { slug: 'warmth', title: 'Does warmth tuning cost accuracy?', text: WARMTH },
  { slug: 'warmth-twin', title: 'Why does empathy training make models agreeable?', text: `${WARMTH} Sycophancy follows warmth.` },
  { slug: 'warmth-stub', title: 'Is warmth tuning sycophancy?', text: WARMTH, stub: true },
  { slug: 'sae-a', title: 'What do sparse autoencoders find?', text: SAE, sources: ['n1', 'n2'] },
  { slug: 'sae-b', title: 'Are dictionary features monosemantic?', text: `${SAE} Features are monosemantic.`, sources: ['n1'] },
  {
    slug: 'tokens',
    title: 'How do tokenisers split numbers?',
    text: 'Byte pair encoding splits digits unevenly, which hurts arithmetic.',
    sources: ['n1', 'n2'],
  },
];

describe('similar lines (the similarity stage)', () => {
  const pages = collection(SPECS);

  it('gives each written line the written lines most like it, never itself or a line not yet written', () => {
    const similar = (lineOf(pages, 'warmth').similarLines ?? []).map((r) => r.slug);
    expect(similar[0]).toBe('warmth-twin');
    expect(similar).not.toContain('warmth');
    expect(similar).not.toContain('warmth-stub');
    expect(lineOf(pages, 'warmth-stub').similarLines).toBeUndefined();
    expect((lineOf(pages, 'warmth').similarLines ?? []).length).toBeLessThanOrEqual(NEXT_LINES);
  });

  it('leaves out the lines the author already names as next', () => {
    const named = collection(SPECS.map((spec) => (spec.slug === 'warmth' ? { ...spec, next: ['warmth-twin'] } : spec)));
    expect((lineOf(named, 'warmth').similarLines ?? []).map((r) => r.slug)).not.toContain('warmth-twin');
  });
});

describe('suggestNextLines', () => {
  const pages = collection(SPECS);

  it('a line that shares no cited note still gets the lines most similar in wording, said so', () => {
    const suggested = suggest(pages, 'warmth');
    expect(suggested[0]).toEqual({ slug: 'warmth-twin', sharedNotes: 0, basis: 'wording' });
    expect(suggested.every((s) => s.basis === 'wording')).toBe(true);
    expect(suggestionNote(suggested, false)).toBe('Suggested: the lines most similar in wording to this one.');
  });

  it('puts the lines sharing the most cited notes first, then the most similar in wording', () => {
    const suggested = suggest(pages, 'sae-a');
    // tokens cites both of its notes; sae-b one, though its wording is the closest.
    expect(suggested.slice(0, 2)).toEqual([
      { slug: 'tokens', sharedNotes: 2, basis: 'notes' },
      { slug: 'sae-b', sharedNotes: 1, basis: 'notes' },
    ]);
    expect(suggested.slice(2).every((s) => s.basis === 'wording')).toBe(true);
    expect(suggestionNote(suggested, false)).toBe('Suggested: the lines that share the most cited notes with this one, then the most similar in wording.');
  });

  it('breaks a tie in shared notes by similarity in wording', () => {
    // sae-b and tokens each share n1 with this line; sae-b is worded like it, tokens is not.
    const tie = collection([...SPECS, { slug: 'sae-c', title: 'Do autoencoders find features?', text: SAE, sources: ['n1'] }]);
    expect(slugs(suggest(tie, 'sae-c')).slice(0, 3)).toEqual(['sae-a', 'sae-b', 'tokens']);
  });

  it("keeps the author's lines first: it suggests only the rest of the five, none of them again", () => {
    const named = collection(SPECS.map((spec) => (spec.slug === 'sae-a' ? { ...spec, next: ['tokens', 'warmth'] } : spec)));
    const suggested = suggest(named, 'sae-a');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(NEXT_LINES - 2);
    expect(slugs(suggested)).not.toContain('tokens');
    expect(slugs(suggested)).not.toContain('warmth');
    expect(suggested[0]?.slug).toBe('sae-b');
    expect(suggestionNote(suggested, true)).toMatch(/^Also suggested: /);
  });

  it('suggests nothing when the author already names five', () => {
    const five = ['warmth-twin', 'sae-a', 'sae-b', 'tokens', 'warmth-stub'];
    const named = collection(SPECS.map((spec) => (spec.slug === 'warmth' ? { ...spec, next: five } : spec)));
    expect(suggest(named, 'warmth')).toEqual([]);
  });

  it('never suggests the line itself or a line not yet written, whatever it shares', () => {
    // The stub cites the same notes and is worded alike.
    const withStub = collection([
      ...SPECS,
      { slug: 'sae-stub', title: 'What do sparse autoencoders find, again?', text: SAE, sources: ['n1', 'n2'], stub: true },
    ]);
    for (const spec of SPECS.filter((s) => s.stub !== true)) {
      const found = slugs(suggest(withStub, spec.slug));
      expect(found, spec.slug).not.toContain(spec.slug);
      expect(found, spec.slug).not.toContain('sae-stub');
      expect(found, spec.slug).not.toContain('warmth-stub');
      expect(new Set(found).size, spec.slug).toBe(found.length);
    }
  });

  it('leaves no written line a dead end: with nothing shared in notes or wording it takes other written lines, same clusters first', () => {
    const odd = collection([
      { slug: 'alpha', title: 'Alpha?', text: 'quokka marsupial', clusters: ['c1'] },
      { slug: 'beta', title: 'Beta?', text: 'zeppelin airship' },
      { slug: 'gamma', title: 'Gamma?', text: 'volcano basalt', clusters: ['c1'] },
      { slug: 'delta', title: 'Delta?', text: 'quokka marsupial', stub: true, clusters: ['c1'] },
    ]);
    expect(lineOf(odd, 'alpha').similarLines).toEqual([]);
    const suggested = suggest(odd, 'alpha');
    expect(slugs(suggested)).toEqual(['gamma', 'beta']);
    expect(suggested.every((s) => s.basis === 'other')).toBe(true);
    expect(suggestionNote(suggested, false)).toMatch(/^Suggested: other inquiring lines of this collection/);
  });
});
