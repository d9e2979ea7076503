// Property-based tests: the content parser and the export importer, fed arbitrary text, either
// succeed or answer with the project's own findings; the importer never loses a line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExport } from '../../src/import/parse-export.ts';
import { splitExportLines } from '../../src/import/export-lines.ts';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { decodeContent } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { FindingSchema, type Finding } from '../../src/schemas/finding.ts';

const RUNS = 1_000;
const FILE = 'fuzz/page.md' as ContentPath;

/** A finding is the project's own: it validates, names the file, has a line >= 1 or none, and says something. */
function assertOwnFinding(f: Finding, file: string): void {
  expect(FindingSchema.safeParse(f).success, JSON.stringify(f)).toBe(true);
  expect(f.file === file || f.file === null, JSON.stringify(f)).toBe(true);
  expect(f.line === null || (Number.isInteger(f.line) && f.line >= 1), JSON.stringify(f)).toBe(true);
  expect(f.code).toMatch(/^[a-z0-9-]+$/);
  expect(f.message.length).toBeGreaterThan(10);
}

// Frontmatter and Markdown pieces that reach the parser's edges: fences, engines, YAML syntax and
// types, wiki-link brackets, HTML, headings, tables, footnotes, odd characters.
const contentPiece = fc.constantFrom(
  '---\n',
  '---js\n',
  '---json\n',
  '--- \n',
  'kind: note\n',
  'kind: inquiry\n',
  'kind: paper\n',
  'kind: discussion\n',
  'kind: [x]\n',
  'kind: essay\n',
  'title: ',
  'title: "',
  'slug: ../../x\n',
  'slug: ok\n',
  'aliases:\n  - ',
  'tags: 5\n',
  'date: 2025-13-45\n',
  'date: 2025-03-01\n',
  'stub: yes\n',
  'sources: [',
  'related:\n  - to: ',
  '    reason: ',
  'href: javascript:alert(1)\n',
  'arxiv: 2311.09144\n',
  '&anchor ',
  '*anchor',
  '!!js/function ',
  '? ',
  '- ',
  '[[',
  ']]',
  '|',
  '#',
  '![[',
  '[x](javascript:1)',
  '<script>',
  '<img onerror=x>',
  '| a | b |\n|---|---|\n',
  '[^1]',
  '\n',
  '\n\n',
  '## ',
  '```',
  '\t',
  '\r\n',
  '\u00a0',
  '\uFEFF',
  '🚀',
  'ש',
  '\uD800',
  '\u0000',
  ':',
  '"',
  "'",
  '{',
  '}',
);
const contentText = fc
  .array(fc.oneof({ weight: 3, arbitrary: contentPiece }, { weight: 1, arbitrary: fc.string({ maxLength: 10, unit: 'binary' }) }), { maxLength: 30 })
  .map((parts) => parts.join(''));

describe('the content parser on arbitrary text', () => {
  it('parseFrontmatter returns data or its own findings, never throws', () => {
    fc.assert(
      fc.property(contentText, (text) => {
        const fm = parseFrontmatter(FILE, text);
        for (const f of fm.findings) assertOwnFinding(f, FILE);
        // A file makes a page exactly when its frontmatter raised no error.
        expect(fm.data === null).toBe(fm.findings.some((f) => f.severity === 'error'));
        expect(fm.lineOffset).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: RUNS, seed: 8_001 },
    );
  }, 60_000);

  it('parseFile returns a parsed file with its own findings, never throws', () => {
    fc.assert(
      fc.property(contentText, (text) => {
        const parsed = parseFile(FILE, text);
        for (const f of parsed.findings) assertOwnFinding(f, FILE);
        expect(JSON.parse(JSON.stringify(parsed.links))).toEqual(parsed.links);
        for (const link of parsed.links) expect(link.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: RUNS, seed: 8_002 },
    );
  }, 60_000);

  it('decoding arbitrary bytes gives text or one finding naming the file', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = decodeContent(FILE, bytes);
        if ('finding' in result) {
          assertOwnFinding(result.finding, FILE);
          expect(['binary-file', 'not-utf8']).toContain(result.finding.code);
        } else {
          expect(result.text).not.toMatch(/\r|^\uFEFF/);
        }
      }),
      { numRuns: RUNS, seed: 8_003 },
    );
  });
});

// Lines in the shape of the reference site's exports (headings, markers, bullets, titles, claims,
// chrome) mixed with arbitrary lines, so every parser and section of the importer is reached.
const exportLine = fc.oneof(
  fc.constantFrom(
    'INQUIRING LINE',
    'Sources 3 notes',
    'Sources 0 notes',
    'Next inquiring lines',
    'Next inquiring lines 2',
    'Inquiring lines that use this note as a source 2',
    'Related concepts in this collection 1',
    'Related papers in this collection (1)',
    'Original note title',
    'This note is a source for these synthesized inquiries.',
    'Click a node to walk the graph.',
    'Why do language models avoid correcting false user claims?',
    'Does RLHF make language models indifferent to truth?',
    'RLHF increases deceptive claims from 21% to 85% in unknown scenarios.',
    '- A point of a theme.',
    '- ',
    'Warmth vs. Reliability Tradeoff',
    '',
    '   ',
    '\t',
    'A body sentence citing Why do language models avoid correcting false user claims?.',
    '→',
    '1',
    'Paper: Grounding Gaps (2024)',
  ),
  fc.string({ maxLength: 40 }),
);
const exportText = fc
  .tuple(fc.array(exportLine, { minLength: 1, maxLength: 25 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
  .map(([lines, eol, bom]) => `${bom ? '\uFEFF' : ''}${lines.join(eol)}`);

describe('the importer on arbitrary export-like text', () => {
  it('never throws, and every line is placed in a role or reported', () => {
    fc.assert(
      fc.property(exportText, (text) => {
        const file = 'export.txt';
        const result = parseExport(file, text);
        for (const f of result.findings) assertOwnFinding(f, file);
        const lines = splitExportLines(text);
        expect(result.lineCount).toBe(lines.length);
        if (result.page === null) {
          // Nothing imported: an error says why the whole file was left out.
          expect(
            result.findings.some((f) => f.severity === 'error'),
            JSON.stringify(result.findings),
          ).toBe(true);
          return;
        }
        const reported = new Set(result.findings.filter((f) => f.code === 'line-not-placed').map((f) => f.line));
        for (const line of lines) {
          const role = result.ledger.roleOf(line.n);
          expect(role !== undefined || reported.has(line.n), `line ${line.n} "${line.text}" was neither placed nor reported`).toBe(true);
          // A placed line is not also reported as lost.
          if (role !== undefined) expect(reported.has(line.n)).toBe(false);
        }
      }),
      { numRuns: RUNS, seed: 8_004 },
    );
  }, 60_000);
});
