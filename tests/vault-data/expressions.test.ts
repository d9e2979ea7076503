// Bases' expressions over a small collection, case by case: what each function and operator
// gives, and the functions the build does not evaluate.
import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression, propertyOf, type Scope } from '../../src/pipeline/query/expression.ts';
import { noteIndex, type NoteRecord } from '../../src/pipeline/query/notes.ts';
import { DateValue, FileValue, LinkValue, UnsupportedFunction, type Value } from '../../src/pipeline/query/value.ts';
import { renderProperties } from '../../src/pipeline/render/properties.ts';
import { parseFile } from '../../src/pipeline/knowledge-base.ts';
import type { ContentPath, Slug, UrlPath } from '../../src/schemas/brand.ts';
import type { JsonValue } from '../../src/schemas/property.ts';

const parsed = parseFile('x.md' as ContentPath, 'Text.');
function note(
  path: string,
  properties: Record<string, JsonValue>,
  tags: string[] = [],
  links: string[] = [],
  file: Pick<NoteRecord, 'created' | 'modified' | 'size'> = { size: 0 },
): NoteRecord {
  const name = path.split('/').pop()?.replace(/\.md$/, '') ?? path;
  const slug = name.toLowerCase().replace(/\W+/g, '-') as Slug;
  return {
    slug,
    url: `/notes/${slug}/` as UrlPath,
    kind: 'note',
    title: name,
    path,
    name,
    folder: path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '',
    ext: 'md',
    tags,
    properties,
    links: links as Slug[],
    embeds: [],
    targets: new Map(),
    ...file,
    parsed,
  };
}

const dune = note(
  'Books/Sci-fi/Dune.md',
  { author: ['[[Frank Herbert]]'], year: 1965, price: 9.5, genre: ['sci-fi', 'classic'], read: true, finished: '2024-02-10' },
  ['book', 'book/sci-fi'],
  ['frank-herbert'],
  { created: '2024-01-05', modified: '2024-06-01', size: 1234 },
);
const frank = note('People/Frank Herbert.md', { born: '1920-10-08' });
/** The build's time in these cases: 2024-06-10 09:30 UTC, a Monday. */
const NOW = Date.UTC(2024, 5, 10, 9, 30);
const index = noteIndex([dune, frank], new Map([['frank-herbert' as Slug, ['dune' as Slug]]]));
const scope = (row: NoteRecord, self: NoteRecord | null = null): Scope => ({
  index,
  row,
  self,
  formulas: new Map([['ppu', parseExpression('(price / 2).toFixed(2)')]]),
  formulaValues: new Map(),
  vars: new Map(),
  field: (n, name) => propertyOf(n, name, index),
  now: NOW,
});
const dataview = (row: NoteRecord): Scope => ({ ...scope(row), dialect: 'dataview' });
const run = (text: string, row = dune, self: NoteRecord | null = frank): Value => evaluate(parseExpression(text), scope(row, self));

describe('Bases expressions', () => {
  it.each([
    ['file.hasTag("book")', true],
    ['file.hasTag("sci-fi")', false],
    ['file.hasTag("BOOK/sci-fi", "x")', true],
    ['file.inFolder("Books")', true],
    ['file.inFolder("Book")', false],
    ['file.hasLink("Frank Herbert")', true],
    ['file.hasLink(this)', true],
    ['file.hasProperty("YEAR")', true],
    ['file.hasProperty("isbn")', false],
    ['file.name == "Dune"', true],
    ['file.folder', 'Books/Sci-fi'],
    ['file.ext', 'md'],
    ['year > 1960 && !(year >= 1966)', true],
    ['year + 10', 1975],
    ['"Price: " + price.toFixed(2)', 'Price: 9.50'],
    ['formula.ppu', '4.75'],
    ['if(read, "read", "to read")', 'read'],
    ['genre.contains("classic")', true],
    ['genre.containsAny("x", "sci-fi")', true],
    ['genre.containsAll("x", "sci-fi")', false],
    ['genre.join(" / ")', 'sci-fi / classic'],
    ['genre.length', 2],
    ['list(author).contains(this)', true],
    ['author.contains(link("Frank Herbert"))', true],
    ['genre.map(value.upper()).filter(value.startsWith("S"))', ['SCI-FI']],
    ['[1, 2, 3].reduce(acc + value, 0)', 6],
    ['file.name.lower().title()', 'Dune'],
    ['date(finished).format("MMMM D, YYYY")', 'February 10, 2024'],
    ['date(finished).year', 2024],
    ['(date(finished) + "1d").day', 11],
    ['price.round()', 10],
    ['missing.isEmpty()', true],
    ['isbn == null', true],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toEqual(expected);
  });

  // Obsidian's `Regexp` type: a `/…/flags` literal, its `matches()`, and `replace()` and `split()` given one.
  it.each([
    ['/abc/.matches("abcde")', true],
    ['/^dune$/i.matches(file.name)', true],
    ['/^dune$/.matches(file.name)', false],
    ['genre.map(/i/g.matches(value))', [true, true]],
    ['"a:b:c:d".replace(/:/, "-")', 'a-b:c:d'],
    ['"a:b:c:d".replace(/:/g, "-")', 'a-b-c-d'],
    ['"a:b:c:d".replace(":", "-")', 'a-b-c-d'],
    ['"John Smith".replace(/(\\w+) (\\w+)/, "$2, $1")', 'Smith, John'],
    ['file.tags.filter(value.startsWith("book/"))[0].replace(/^.*\\//, \'\')', 'sci-fi'],
    ['file.folder.replace(/[^\\p{L}]+/gu, "")', 'BooksScifi'],
    ['"a,b,c,d".split(/,/, 3)', ['a', 'b', 'c']],
    ['/x/.isType("regexp")', true],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toEqual(expected);
  });

  it('rejects a regular expression that is not one when the formula is read, and leaves one too long to run unevaluated', () => {
    expect(() => parseExpression('/(/.matches("x")')).toThrow(/Invalid regular expression/);
    expect(() => run(`/${'a'.repeat(201)}/.matches("a")`)).toThrow(UnsupportedFunction);
  });

  it('reads a link property as a link to its page, and a file as its note', () => {
    const [author] = run('author') as Value[];
    expect(author).toBeInstanceOf(LinkValue);
    expect((author as LinkValue).slug).toBe('frank-herbert');
    expect(run('this')).toBeInstanceOf(FileValue);
    expect(run('file.backlinks', frank)).toEqual([new LinkValue('Dune', 'dune' as Slug)]);
    expect(run('date("2024-03-05T14:30")')).toEqual(new DateValue(Date.UTC(2024, 2, 5, 14, 30), true));
  });

  it.each([
    ['file.size', 1234],
    ['file.ctime', new DateValue(Date.UTC(2024, 0, 5), false)],
    ['file.mtime.format("YYYY-MM-DD")', '2024-06-01'],
    ['file.mtime > now() - "2 weeks"', true],
    ['file.ctime > now() - "2 weeks"', false],
    ['now()', new DateValue(NOW, true)],
    ['today()', new DateValue(Date.UTC(2024, 5, 10), false)],
    ['now().time()', '09:30:00'],
    ['(today() - file.ctime).days', 157],
    ['(now() - date("1920-10-08")).years.floor()', 103],
    ['((now() - finished).months).round()', 4],
    ['today() + duration("1d") - today()', 864e5],
  ] as const)('reads %s against the file and the build time', (text, expected) => {
    expect(run(text)).toEqual(expected);
  });

  it('gives a note without dates empty ctime and mtime, and its size', () => {
    expect(run('file.ctime', frank)).toBeNull();
    expect(run('file.mtime.isEmpty()', frank)).toBe(true);
    expect(run('file.size', frank)).toBe(0);
  });

  it.each([
    ['date(today)', new DateValue(Date.UTC(2024, 5, 10), false)],
    ['date(now)', new DateValue(NOW, true)],
    ['date(yesterday)', new DateValue(Date.UTC(2024, 5, 9), false)],
    ['date(sow)', new DateValue(Date.UTC(2024, 5, 10), false)],
    ['date(eow)', new DateValue(Date.UTC(2024, 5, 16), false)],
    ['date(eom)', new DateValue(Date.UTC(2024, 5, 30), false)],
    ['date(soy)', new DateValue(Date.UTC(2024, 0, 1), false)],
    ['file.cday', new DateValue(Date.UTC(2024, 0, 5), false)],
    ['file.mday', new DateValue(Date.UTC(2024, 5, 1), false)],
    ['file.size', 1234],
  ] as const)('reads Dataview %s against the file and the build time', (text, expected) => {
    expect(evaluate(parseExpression(text), dataview(dune))).toEqual(expected);
  });

  it('reads now() from the scope, not the clock: another build time, another result', () => {
    const later = { ...scope(dune), now: Date.UTC(2025, 0, 1) };
    expect(evaluate(parseExpression('today()'), later)).toEqual(new DateValue(Date.UTC(2025, 0, 1), false));
    expect(evaluate(parseExpression('file.mtime > now() - "2 weeks"'), later)).toBe(false);
  });

  it.each(['random()', 'date(finished).relative()', 'html("<b>x</b>")', 'file.mystery()'])('does not evaluate %s', (text) => {
    expect(() => run(text)).toThrow(UnsupportedFunction);
  });
});

describe('properties in the site language', () => {
  it('writes dates and numbers as the language does', () => {
    const html = renderProperties({ created: '2024-03-05', rating: 4.5, count: 12000 }, new Map(), { lang: 'de' });
    expect(html).toContain('<time datetime="2024-03-05">05.03.2024</time>');
    expect(html).toContain('<dd>4,5</dd>');
    expect(html).toContain('<dd>12000</dd>');
  });
});
