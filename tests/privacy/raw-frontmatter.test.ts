// The privacy decision reads every key as written: an empty, null or `~` value withholds the page,
// a key written twice takes its most private reading, and frontmatter that does not parse is
// withheld when any line names a privacy key, whatever colon the keyboard typed.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';
import { readBoolean } from '../../src/pipeline/parse/visibility.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const SECRET = 'RAWFM91d4';
const file = 'Note.md' as ContentPath;
const parse = (text: string) => parseFrontmatter(file, text);

const anyCase = (key: string) =>
  fc.array(fc.boolean(), { minLength: key.length, maxLength: key.length }).map((upper) => [...key].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
/** Every way YAML writes "nothing": no value, `~`, `null` in its cases, empty quotes. */
const EMPTY = ['', ' ', '~', 'null', 'Null', 'NULL', '""', "''", '" "'];
/** Every colon a keyboard types, and TOML's `=`. */
const COLONS = [':', '：', '﹕', '꞉', '∶', '=', '＝'];

describe('visibility from the raw frontmatter', () => {
  it('withholds a page whose publish, private or draft is empty, null or ~, with a warning naming the key and its line', () => {
    fc.assert(
      fc.property(fc.constantFrom('publish', 'private', 'draft'), fc.constantFrom(...EMPTY), fc.boolean(), (key, empty, titled) => {
        return fc.assert(
          fc.property(anyCase(key), (spelled) => {
            const text = `---\n${titled ? 'title: A\n' : ''}${spelled}:${empty === '' ? '' : ` ${empty}`}\n---\n${SECRET}\n`;
            const parsed = parse(text);
            expect(parsed.visibility, text).toBe(key === 'draft' ? 'draft' : 'private');
            const warning = parsed.findings.find((f) => f.code === 'unclear-visibility');
            expect(warning, text).toMatchObject({ file, line: titled ? 3 : 2, withheld: true });
            expect(warning?.message).toContain(`"${spelled}" is`);
          }),
          { numRuns: 5 },
        );
      }),
      { numRuns: 60 },
    );
  });

  it('takes the most private reading of a key written twice, with a warning', () => {
    fc.assert(
      fc.property(anyCase('publish'), anyCase('publish'), fc.boolean(), (a, b, privateFirst) => {
        fc.pre(a !== b);
        const lines = privateFirst ? [`${a}: false`, `${b}: true`] : [`${a}: true`, `${b}: false`];
        const parsed = parse(`---\n${lines.join('\n')}\n---\n${SECRET}\n`);
        expect(parsed.visibility).toBe('private');
        expect(parsed.findings).toContainEqual(expect.objectContaining({ code: 'duplicate-visibility', file, line: 3, withheld: true }));
      }),
      { numRuns: 50 },
    );
    // The same spelling twice is a YAML error: withheld, with the error at the second line.
    const twice = parse(`---\npublish: true\npublish: false\n---\n${SECRET}\n`);
    expect(twice.visibility).toBe('private');
    expect(twice.findings).toEqual([expect.objectContaining({ code: 'yaml-syntax', file, line: 3, withheld: true })]);
    expect(twice.findings[0]?.message).toMatch(/a key is written twice; keep one of the two lines/);
  });

  it('withholds broken YAML naming a privacy key with any colon a keyboard types, or in full-width letters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('publish', 'published', 'private', 'draft'),
        fc.constantFrom(...COLONS),
        fc.constantFrom('', ' ', '\t'),
        (key, colon, gap) => {
          const parsed = parse(`---\ntitle: [Broken\n${key}${gap}${colon} false\n---\n${SECRET}\n`);
          expect(parsed.visibility, `${key}${gap}${colon}`).toBe('private');
          expect(parsed.findings).toEqual([expect.objectContaining({ code: 'yaml-syntax', file, withheld: true })]);
        },
      ),
      { numRuns: 120 },
    );
    expect(parse(`---\ntitle: [Broken\nｐｕｂｌｉｓｈ： false\n---\n${SECRET}\n`).visibility).toBe('private');
    // In YAML that parses, a key typed in full-width letters is the same key.
    expect(parse(`---\ntitle: Wide\nＤｒａｆｔ: yes\n---\n${SECRET}\n`).visibility).toBe('draft');
  });

  it('never publishes a page whose frontmatter holds an empty, null or twice-written privacy key, never crashes', () => {
    const value = fc.oneof(
      fc.constantFrom(...EMPTY, 'false', 'no', 'yes', 'on', 'maybe', '[]', '{}'),
      fc.string({ maxLength: 8 }).map((s) => JSON.stringify(s)),
    );
    fc.assert(
      fc.property(fc.constantFrom('publish', 'private', 'draft'), value, fc.constantFrom(...COLONS), (key, written, colon) => {
        // Only the values that withhold: anything but a clear yes for publish, anything but a clear no for private and draft.
        fc.pre(readBoolean(written) !== (key === 'publish'));
        const kb = kbFrom({
          'Public.md': '---\ntitle: Public\n---\nPublic text.\n',
          'Hidden.md': `---\ntitle: Hidden\n${key}${colon} ${written}\n---\n${SECRET}\n`,
        });
        expect(kb.pages.map((p) => p.title)).toEqual(['Public']);
        expect(JSON.stringify(kb), `${key}${colon} ${written}`).not.toContain(SECRET);
      }),
      { numRuns: 150 },
    );
  });
});

describe('hostile frontmatter fixtures', () => {
  const folder = fileURLToPath(new URL('../fixtures/hostile-frontmatter/', import.meta.url));
  const files = Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(`${folder}${name}`, 'utf8')]));
  const kb = kbFrom(files);

  it('publishes none of the private markers, and only the notes that say nothing about privacy', () => {
    expect(JSON.stringify(kb.pages)).not.toContain('HOSTILEFM-');
    expect(kb.pages.map((p) => p.title).sort()).toEqual(['Deep nesting', 'Function tag', 'Public']);
  });

  it.each([
    ['Duplicated publish.md', 'yaml-syntax', /a key is written twice/],
    ['Function tag.md', 'yaml-syntax', /a tag such as !!js\/function is never read/],
    ['Deep nesting.md', 'yaml-syntax', /nest at most 100 levels/],
    ['Full-width colon.md', 'yaml-syntax', /names publish, published, private or draft/],
    ['Empty publish.md', 'unclear-visibility', /"publish" is empty/],
    ['Tilde private.md', 'unclear-visibility', /"private" is empty/],
    ['Null draft.md', 'unclear-visibility', /"draft" is empty/],
  ])('%s: a finding naming the file (%s)', (name, code, says) => {
    const found = kb.findings.find((f) => f.file === name && f.code === code);
    expect(found, JSON.stringify(kb.findings.map((f) => [f.file, f.code]))).toBeDefined();
    expect(found?.message).toMatch(says);
  });
});
