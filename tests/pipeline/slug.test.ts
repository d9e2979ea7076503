import { describe, expect, it } from 'vitest';
import { shortHash, slugOrFallback, uniqueSlug } from '../../src/pipeline/resolve/identity.ts';
import { matchKey, pageUrl, slugify } from '../../src/pipeline/resolve/slug.ts';
import type { Slug } from '../../src/schemas/brand.ts';

describe('slugify', () => {
  it.each([
    ['Does preference optimization harm conversational understanding?', 'does-preference-optimization-harm-conversational-understanding'],
    ['Why don’t LLMs correct users?', 'why-don-t-llms-correct-users'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['RLHF: 21% → 85%', 'rlhf-21-85'],
    ['Ünïcödé letters', 'unicode-letters'],
    ['Déjà vu', 'deja-vu'],
    ['Naïve Straße', 'naive-strasse'],
    ['模板', '模板'],
    ['日本語のメモ', '日本語のメモ'],
    ['한국어 노트', '한국어-노트'],
    ['हिन्दी भाषा', 'हिन्दी-भाषा'],
    ['Ελληνικά Σ', 'ελληνικά-σ'],
    ['模'.repeat(81), '模'.repeat(80)],
    [
      'the alignment tax on communication — preference optimization erodes the conversational grounding it was meant to improve',
      'the-alignment-tax-on-communication-preference-optimization-erodes-the-conversati',
    ],
    [`${'a'.repeat(79)} b`, 'a'.repeat(79)],
    ['🚀🎉', ''],
    ['שלום', 'שלום'],
    ['🚀 — 🎉', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slugify(title).length).toBeLessThanOrEqual(80);
  });
});

describe('matchKey', () => {
  it.each([
    ['Why don’t LLMs correct users?', 'why dont llms correct users'],
    ['“Quoted” title', '"quoted" title'],
    ['Case INSENSITIVE', 'case insensitive'],
    ['dash — and – hyphen-ated', 'dash and hyphenated'],
  ])('%s matches %s', (a, b) => {
    expect(matchKey(a)).toBe(matchKey(b));
  });

  it('tells different titles apart', () => {
    expect(matchKey('Does RLHF help?')).not.toBe(matchKey('Does RLHF hurt?'));
  });
});

describe('fallback and unique slugs', () => {
  it('gives a title without a–z or digits a stable page-<hash> slug', () => {
    const first = slugOrFallback('🚀🎉');
    expect(first.fallback).toBe(true);
    expect(first.slug).toMatch(/^page-[0-9a-f]{8}$/);
    expect(slugOrFallback('🚀🎉').slug).toBe(first.slug);
    expect(slugOrFallback('🌍').slug).not.toBe(first.slug);
    expect(shortHash('x')).toHaveLength(8);
  });

  it('suffixes -2, -3 in order of arrival', () => {
    const taken = new Set<string>();
    const base = 'same' as Slug;
    expect([uniqueSlug(base, taken), uniqueSlug(base, taken), uniqueSlug(base, taken)]).toEqual(['same', 'same-2', 'same-3']);
  });

  it('builds URLs with the kind folder and a trailing slash', () => {
    expect(pageUrl('inquiry', 'x' as Slug)).toBe('/inquiring-lines/x/');
    expect(pageUrl('note', 'x' as Slug)).toBe('/notes/x/');
  });
});
