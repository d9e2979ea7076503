import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { KnowledgeBaseSchema } from '../../src/schemas/knowledge-base.ts';

// Pieces that exercise the parser's edges: fences, YAML, wiki-link brackets, figures, HTML, sentence stops.
const piece = fc.constantFrom(
  '---\n',
  'kind: inquiry\n',
  'kind: note\n',
  'kind: paper\n',
  'kind: discussion\n',
  'title: ',
  'sources:\n  - ',
  'related:\n  - to: ',
  'slug: ../x\n',
  '[[',
  ']]',
  '|',
  '#',
  '![[',
  'A?',
  'B.',
  '21%',
  '5–9pp',
  '200,000+',
  '2.4×',
  '\n',
  '\n\n',
  '## ',
  '- ',
  '<script>',
  '"',
  ': ',
  '\u00a0',
  '🚀',
  '\uE000',
  '`',
);
const text = fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 40 }).map((parts) => parts.join(''));

describe('parsing any text', () => {
  it('never throws, and a collection of such files always assembles into a valid knowledge base', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 4 }), (texts) => {
        const parsed = texts.map((t, i) => parseFile(`f${i}.md` as ContentPath, t));
        const kb = assembleKnowledgeBase(parsed);
        expect(KnowledgeBaseSchema.safeParse(kb).success).toBe(true);
        for (const f of kb.findings) expect(f.line === null || f.line >= 1).toBe(true);
      }),
      { numRuns: 300, seed: 20251122 },
    );
  }, 30_000);
});
