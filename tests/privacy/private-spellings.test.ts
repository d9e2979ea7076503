// Every way an author can say "private" or "draft" in frontmatter withholds the page: keys in any
// case, every YAML 1.1 and 1.2 boolean spelling, keys inherited through merge keys, TOML blocks
// and broken YAML that names a privacy key. Anything unclear is withheld with a warning.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';
import { readBoolean } from '../../src/pipeline/parse/visibility.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { groupFindings } from '../../src/views/integrity.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const SECRET = 'PRIVSPELLING7c2e';
const file = 'Note.md' as ContentPath;
const parse = (text: string) => parseFrontmatter(file, text);

const TRUE_WORDS = ['true', 'yes', 'y', 'on', '1'];
const FALSE_WORDS = ['false', 'no', 'n', 'off', '0'];

/** A word in a random case, written bare, single- or double-quoted. */
const spelled = (words: string[]) =>
  fc.tuple(fc.constantFrom(...words), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), fc.constantFrom('', "'", '"')).map(([word, upper, quote]) => {
    const cased = [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
    return `${quote}${cased}${quote}`;
  });
const anyCase = (key: string) =>
  fc.array(fc.boolean(), { minLength: key.length, maxLength: key.length }).map((upper) => [...key].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

describe('privacy keys in every spelling', () => {
  it('reads every YAML boolean spelling, in any case, quoted or not, as the same yes or no', () => {
    fc.assert(
      fc.property(spelled(TRUE_WORDS), spelled(FALSE_WORDS), (yes, no) => {
        expect(parse(`---\nx: 1\n---\n`).visibility).toBeUndefined();
        const y = parse(`---\ndraft: ${yes}\n---\n${SECRET}\n`);
        expect(y.visibility, `draft: ${yes}`).toBe('draft');
        const n = parse(`---\npublish: ${no}\n---\n${SECRET}\n`);
        expect(n.visibility, `publish: ${no}`).toBe('private');
        expect(parse(`---\npublish: ${yes}\n---\n`).visibility, `publish: ${yes}`).toBeUndefined();
        expect(parse(`---\ndraft: ${no}\n---\n`).visibility, `draft: ${no}`).toBeUndefined();
        expect(parse(`---\nprivate: ${yes}\n---\n`).visibility, `private: ${yes}`).toBe('private');
        expect(parse(`---\nprivate: ${no}\n---\n`).visibility, `private: ${no}`).toBeUndefined();
        expect(parse(`---\npublished: ${no}\n---\n`).visibility, `published: ${no}`).toBe('private');
        expect(parse(`---\npublished: ${yes}\n---\n`).visibility, `published: ${yes}`).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('reads the keys in any case', () => {
    fc.assert(
      fc.property(anyCase('publish'), anyCase('draft'), anyCase('private'), (publish, draft, priv) => {
        expect(parse(`---\n${publish}: false\n---\n`).visibility, publish).toBe('private');
        expect(parse(`---\n${draft}: on\n---\n`).visibility, draft).toBe('draft');
        expect(parse(`---\n${priv}: yes\n---\n`).visibility, priv).toBe('private');
      }),
      { numRuns: 100 },
    );
  });

  it('readBoolean takes only boolean spellings', () => {
    expect([true, 1, 'ON', ' Yes ', "'y'"].map(readBoolean)).toEqual([true, true, true, true, true]);
    expect([false, 0, 'Off', 'NO', '"n"'].map(readBoolean)).toEqual([false, false, false, false, false]);
    expect([2, 'maybe', '', null, [], {}].map(readBoolean)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('withholds a page whose value is not a clear yes or no, with a warning naming file, line and what to write', () => {
    const unclear = parse(`---\ntitle: A\ndraft: maybe\n---\n${SECRET}\n`);
    expect(unclear.visibility).toBe('draft');
    expect(unclear.findings).toEqual([expect.objectContaining({ severity: 'warning', code: 'unclear-visibility', file, line: 3 })]);
    expect(unclear.findings[0]?.message).toMatch(/"draft" is "maybe", which is not a yes or no, so the page is withheld; write draft: false or draft: true/);
    expect(parse(`---\nPublish: [no]\n---\n`).visibility).toBe('private');
  });

  it('reads published: with a date as a publication date, not a privacy setting', () => {
    const dated = parse('---\npublished: 2021-04-17\n---\nA roundup.\n');
    expect(dated.visibility).toBeUndefined();
    expect(dated.findings).toEqual([]);
  });

  it('resolves merge keys before deciding', () => {
    const text = `---\ndefaults: &d\n  publish: false\n<<: *d\ntitle: Inherits\n---\n${SECRET}\n`;
    const parsed = parse(text);
    expect(parsed.visibility).toBe('private');
    const list = parse(`---\na: &a\n  Draft: on\n<<: [*a]\n---\n`);
    expect(list.visibility).toBe('draft');
  });

  it('withholds a TOML frontmatter block, which is not read, with a warning saying to write YAML', () => {
    const parsed = parse(`+++\ntitle = "Plans"\npublish = false\n+++\n${SECRET}\n`);
    expect(parsed.visibility).toBe('private');
    expect(parsed.findings).toEqual([expect.objectContaining({ severity: 'warning', code: 'frontmatter-language', line: 1 })]);
    expect(parsed.findings[0]?.message).toMatch(/TOML.*not published; write its fields as YAML between --- lines/);
  });

  it('publishes none of these spellings in the knowledge base', () => {
    const kb = kbFrom({
      'Public.md': '---\ntitle: Public\n---\nPublic text.\n',
      'Caps.md': `---\nPublish: false\n---\n${SECRET} caps\n`,
      'On.md': `---\ndraft: on\n---\n${SECRET} on\n`,
      'One.md': `---\ndraft: 1\n---\n${SECRET} one\n`,
      'Merge.md': `---\nbase: &b\n  publish: false\n<<: *b\n---\n${SECRET} merge\n`,
      'Toml.md': `+++\npublish = false\n+++\n${SECRET} toml\n`,
      'Broken.md': `---\npublish: false\ntitle: a: b: c\n---\n${SECRET} broken\n`,
    });
    expect(kb.pages.map((p) => p.title)).toEqual(['Public']);
    expect(JSON.stringify(kb)).not.toContain(SECRET);
  });

  it('tells the author why a file is withheld, and never publishes that on the integrity page', () => {
    const kb = kbFrom({
      'Public.md': '---\ntitle: Public\n---\nPublic text.\n',
      'Unclear.md': `---\ndraft: maybe\n---\n${SECRET}\n`,
      'Toml.md': `+++\npublish = false\n+++\n${SECRET}\n`,
      'Broken.md': `---\nprivate: true\ntitle: a: b\n---\n${SECRET}\n`,
    });
    const told = kb.findings.filter((f) => f.withheld === true).map((f) => [f.code, f.file]);
    expect(told).toEqual(
      expect.arrayContaining([
        ['unclear-visibility', 'Unclear.md'],
        ['frontmatter-language', 'Toml.md'],
        ['yaml-syntax', 'Broken.md'],
      ]),
    );
    expect(told).toHaveLength(3);
    const report = groupFindings(kb.findings, kb.pages);
    expect(JSON.stringify(report)).not.toMatch(/Unclear\.md|Toml\.md|Broken\.md/);
  });
});

describe('a vault note whose properties are not valid YAML (as Obsidian shows it)', () => {
  it.each([
    ['an unquoted @ in a list', 'aliases:\n- @kepano', 3, /quote a value that starts with @/],
    ['unquoted colons in a value', 'title: ADR-019 — precio "con IVA incluido" …: storage x', 2, /quote values that contain a colon/],
    ['a list left open', 'tags: [research, open\ncreated: <% tp.date.now() %>', 3, /must be closed on that line/],
  ])('%s: published without its properties, with a warning at the line', (_name, yaml, line, says) => {
    const parsed = parse(`---\n${yaml}\n---\nThe body stays.\n`);
    expect(parsed.visibility).toBeUndefined();
    expect(parsed.data).toMatchObject({ kind: 'note', title: 'Note' });
    expect(parsed.body).toBe('The body stays.\n');
    expect(parsed.findings).toEqual([expect.objectContaining({ severity: 'warning', code: 'yaml-syntax', file, line })]);
    expect(parsed.findings[0]?.message).toMatch(says);
    expect(parsed.findings[0]?.message).toMatch(/published without them/);
  });

  it('builds a vault holding such a note: the note is a page, the build has no error', () => {
    const kb = kbFrom({ 'Broken.md': '---\naliases:\n- @someone\n---\nText of the broken note.\n', 'Other.md': 'Links [[Broken]].\n' });
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(kb.pages.find((p) => p.title === 'Broken')?.bodyHtml).toContain('Text of the broken note.');
  });

  it.each(['Publish: false', 'DRAFT: yes', '  private: true', 'published: "no"'])(
    'withholds a note whose broken frontmatter names a privacy key (%s)',
    (line) => {
      const parsed = parse(`---\n${line}\ntitle: a: b\n---\n${SECRET}\n`);
      expect(parsed.visibility).toBe('private');
      expect(parsed.findings).toEqual([expect.objectContaining({ severity: 'warning', code: 'yaml-syntax' })]);
      expect(parsed.findings[0]?.message).toMatch(/not published until the properties parse/);
    },
  );

  it('keeps the error for a page of the project format (with kind:)', () => {
    const parsed = parse('---\nkind: note\ntitle: Why: a question?\n---\nBody.\n');
    expect(parsed.data).toBeNull();
    expect(parsed.findings).toEqual([expect.objectContaining({ severity: 'error', code: 'yaml-syntax', line: 3 })]);
  });
});
