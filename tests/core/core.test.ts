import { describe, expect, it } from 'vitest';
import type { Slug } from '../../src/core/brand.ts';
import { escapeMarkup } from '../../src/core/escape.ts';
import { fnv1a, fnv1aHex } from '../../src/core/hash.ts';
import { KIND_IDS, KINDS, isPageKind, kindName, kindRank, resolvePreference } from '../../src/core/kinds.ts';
import { isSlug, slugify } from '../../src/core/slug.ts';
import { kindIndexUrl, normalTag, pageOfUrl, pageUrl, tagUrl } from '../../src/core/url.ts';
import { PageKindSchema } from '../../src/schemas/brand.ts';

describe('the page-kind registry', () => {
  it('is the list the schema accepts, each kind with its own URL folder', () => {
    expect(PageKindSchema.options).toEqual([...KIND_IDS]);
    expect(new Set(KIND_IDS.map((kind) => KINDS[kind].folder)).size).toBe(KIND_IDS.length);
    expect(KIND_IDS.map((kind) => KINDS[kind].id)).toEqual([...KIND_IDS]);
  });

  it('resolves a bare name through every kind, in the order of each kind’s own link rank', () => {
    expect(resolvePreference()).toEqual(['note', 'inquiry', 'paper', 'discussion']);
    expect([...resolvePreference()].sort()).toEqual([...KIND_IDS].sort());
    const ranks = resolvePreference().map((kind) => KINDS[kind].linkRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('names, ranks and recognises kinds', () => {
    expect(kindName('inquiry')).toBe('inquiring line');
    expect(KIND_IDS.map(kindRank)).toEqual([0, 1, 2, 3]);
    expect(isPageKind('note')).toBe(true);
    expect(isPageKind('essay')).toBe(false);
  });
});

describe('URLs', () => {
  it('reads back the page a page URL names, and nothing else', () => {
    for (const kind of KIND_IDS) {
      expect(pageOfUrl(pageUrl(kind, 'x-1' as Slug))).toEqual({ kind, slug: 'x-1' });
      expect(pageOfUrl(kindIndexUrl(kind))).toBeUndefined();
    }
    expect(pageOfUrl('/clusters/x/')).toBeUndefined();
    expect(pageOfUrl('/notes/x/y/')).toBeUndefined();
  });

  it('makes slugs the slug check accepts', () => {
    for (const title of ['Why do LLMs agree?', 'Déjà vu', '模板 notes']) expect(isSlug(slugify(title))).toBe(true);
  });

  it('keeps characters that show nothing out of slugs', () => {
    const cases: Array<[string, string]> = [
      ['🗂️ Plugins', 'plugins'],
      ['\uFEFFNote', 'note'],
      ['zero\u200Dwidth', 'zerowidth'],
      ['soft\u00ADhyphen', 'softhyphen'],
      ['1️⃣ First', '1-first'],
      ['नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ];
    for (const [title, slug] of cases) expect(slugify(title)).toBe(slug);
    for (const [title] of cases) expect(isSlug(slugify(title))).toBe(true);
  });

  it('gives tags that differ by accents their own pages, and folds case', () => {
    expect(tagUrl('#migración')).toBe('/tags/migración/');
    expect(tagUrl('#Migracion')).toBe('/tags/migracion/');
    expect(tagUrl('migracion')).toBe(tagUrl('MIGRACION'));
    expect(normalTag('#Migracio\u0301n')).toBe(normalTag('migración'));
    expect(tagUrl('#a_b')).not.toBe(tagUrl('#a-b'));
    expect(tagUrl('Nested/Tag\uFE0F')).toBe('/tags/nested/tag/');
  });
});

describe('hashing and escaping', () => {
  it('is 32-bit FNV-1a', () => {
    // Published FNV-1a test vectors.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
    expect(fnv1aHex('a')).toBe('e40c292c');
  });

  it('escapes the five markup characters with entities HTML, SVG and XML all read', () => {
    expect(escapeMarkup(`<a title='x'>"&"</a>`)).toBe('&lt;a title=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
    expect(escapeMarkup('plain text')).toBe('plain text');
  });
});
