// Every name the build writes fits a file system: slugs, tag levels and folder levels are cut to
// `SEGMENT_BYTES` bytes of UTF-8 with a stable hash when cut, tags nest at most `TAG_DEPTH_MAX`
// levels, and a written slug too long to be a file name is an error naming the note and line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitSegment, SEGMENT_BYTES, slugify, TAG_DEPTH_MAX, utf8Bytes } from '../../src/core/slug.ts';
import { folderUrl, normalTag, tagUrl } from '../../src/core/url.ts';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { buildFolderTree } from '../../src/views/folders.ts';
import { tagViews } from '../../src/views/tags.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const PRIVATE_MARKER = 'NAMELIMITSPRIVATE42';
/** A file name's limit on every common file system, in bytes. */
const NAME_MAX = 255;
const segmentsOf = (url: string) => url.split('/').filter((s) => s !== '');

/** Text of any Unicode characters, four-byte ones (mathematical letters, CJK Extension B, Adlam, Osage) well represented, of 1 to 2,000 bytes. */
const longName = fc
  .array(fc.oneof(fc.constantFrom('𝐚', '𠀀', '𞤢', '𐓘', '模', 'é', 'a', ' ', '-', '/'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), {
    minLength: 1,
    maxLength: 600,
  })
  .map((chars) => chars.join(''))
  .filter((text) => utf8Bytes(text) >= 1 && utf8Bytes(text) <= 2000);

describe('names within the file system’s limits', () => {
  it('cuts every slug, tag level and folder level to the byte budget, whatever the script', () => {
    fc.assert(
      fc.property(longName, (name) => {
        const slug = slugify(name);
        expect(utf8Bytes(slug)).toBeLessThanOrEqual(SEGMENT_BYTES);
        for (const segment of segmentsOf(tagUrl(name))) expect(utf8Bytes(segment)).toBeLessThanOrEqual(SEGMENT_BYTES);
        expect(segmentsOf(tagUrl(name)).length).toBeLessThanOrEqual(TAG_DEPTH_MAX + 1);
        // A `-NNNNN` suffix for a second page of the same slug, and `.json` for its neighbourhood file, still fit.
        expect(utf8Bytes(`${slug}-99999.json`)).toBeLessThanOrEqual(NAME_MAX);
      }),
      { numRuns: 400 },
    );
  });

  it('gives two long names that begin alike two names, the same each time', () => {
    fc.assert(
      fc.property(fc.constantFrom('𝐚', '𠀀', '模', 'a'), fc.string({ minLength: 1, maxLength: 5 }), fc.string({ minLength: 1, maxLength: 5 }), (char, a, b) => {
        fc.pre(a !== b);
        const base = char.repeat(300);
        expect(fitSegment(base + a)).not.toBe(fitSegment(base + b));
        expect(fitSegment(base + a)).toBe(fitSegment(base + a));
      }),
    );
    expect(fitSegment('short')).toBe('short');
  });

  it('caps a tag’s depth, joining the levels below into the last one', () => {
    const deep = Array.from({ length: 400 }, (_, i) => `l${i}`).join('/');
    const levels = normalTag(deep).split('/');
    expect(levels).toHaveLength(TAG_DEPTH_MAX);
    expect(levels.at(-1)).toMatch(/^l9-l10-l11-/);
    expect(utf8Bytes(tagUrl(deep))).toBeLessThan(4096);
    // npm run check says so, at the tag's line, before anything is rendered.
    const parsed = parseFile('Deep.md' as ContentPath, `---\ntitle: Deep\ntags:\n  - shallow/tag\n  - ${deep}\n---\nBody.\n`);
    expect(parsed.findings).toEqual([expect.objectContaining({ severity: 'warning', code: 'deep-tag', file: 'Deep.md', line: 5 })]);
    expect(parsed.findings[0]?.message).toMatch(/nests 400 levels; a tag's pages go 10 deep/);
  });

  it('builds a knowledge base of hostile names whose every written name fits, never crashing and never publishing a private note of such names', () => {
    fc.assert(
      fc.property(longName, longName, (title, tag) => {
        fc.pre(title.trim() !== '' && !/[\\/[\]#|^:]/.test(title));
        const kb = kbFrom({
          [`Folder ${title.slice(0, 20).replace(/\//g, '')}/Note.md`]: `---\ntitle: ${JSON.stringify(title)}\ntags: [${JSON.stringify(tag)}]\n---\nText #${tag.replace(/[\s#]/g, '')}\n`,
          // The same names on a private note: never published, whatever they are.
          'Private/Twin.md': `---\ntitle: ${JSON.stringify(`${title} twin`)}\ntags: [${JSON.stringify(tag)}]\npublish: false\n---\n${PRIVATE_MARKER}\n`,
          'Linking.md': `Links [[${title} twin]] and [[Twin]].\n`,
        });
        expect(JSON.stringify(kb.pages)).not.toContain(PRIVATE_MARKER);
        expect(kb.pages.some((page) => page.file === 'Private/Twin.md')).toBe(false);
        for (const page of kb.pages) for (const segment of segmentsOf(page.url)) expect(utf8Bytes(segment)).toBeLessThanOrEqual(SEGMENT_BYTES + 6);
        for (const view of tagViews(kb.pages)) for (const segment of segmentsOf(view.url)) expect(utf8Bytes(segment)).toBeLessThanOrEqual(SEGMENT_BYTES);
        const tree = buildFolderTree(kb.pages, 'Root');
        for (const folder of tree.byPath.values())
          for (const segment of segmentsOf(folder.url)) expect(utf8Bytes(segment)).toBeLessThanOrEqual(SEGMENT_BYTES + 6);
      }),
      { numRuns: 60 },
    );
    expect(segmentsOf(folderUrl(['a'.repeat(10)]))).toEqual(['folders', 'a'.repeat(10)]);
  });

  it('reports a written slug longer than a file name may be at its line, before any rendering', () => {
    const parsed = parseFrontmatter('Long.md' as ContentPath, `---\ntitle: Long\nslug: ${'𠀀'.repeat(80)}\n---\nBody.\n`);
    expect(parsed.data).toBeNull();
    expect(parsed.findings).toEqual([expect.objectContaining({ severity: 'error', code: 'invalid-slug', file: 'Long.md', line: 3 })]);
    expect(parsed.findings[0]?.message).toMatch(/is longer than a file name may be \(at most 90 characters and 240 bytes; it has 80 and 320\)/);
  });
});
