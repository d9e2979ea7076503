// Characters XML forbids (control characters, U+FFFE and the other noncharacters) never reach an
// output: a file holding them is read without them, with a warning naming file and line; a YAML
// escape that writes one into a title is dropped the same way; and the feed and sitemap writers
// leave them out whatever they are given, so both stay well-formed XML.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../src/core/escape.ts';
import { rssXml } from '../../src/pages/rss.xml.ts';
import { sitemapXml } from '../../src/pages/sitemap.xml.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFrontmatter } from '../../src/pipeline/parse/frontmatter.ts';
import { decodeContent } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

// XML 1.0's Char production, negated: any match makes a document not well-formed.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const file = 'Bad.md' as ContentPath;
const channel = { title: 'T', link: 'https://example.org/', self: 'https://example.org/rss.xml', description: 'd', language: 'en' };

describe('characters XML forbids', () => {
  it('are left out of a file as it is read, with a warning at the first one’s line', () => {
    const bytes = Buffer.from('---\ntitle: Fine\n---\nFirst line.\nA bell \u0007 and \uFFFE here.\n', 'utf8');
    const decoded = decodeContent(file, bytes);
    expect(decoded).toMatchObject({ text: '---\ntitle: Fine\n---\nFirst line.\nA bell  and  here.\n' });
    expect('warning' in decoded && decoded.warning).toMatchObject({ severity: 'warning', code: 'forbidden-character', file, line: 5 });
    expect('warning' in decoded && decoded.warning?.message).toMatch(/line 5 holds U\+0007.*Delete it from the file/);
    expect(decodeContent(file, Buffer.from('Clean text.\n'))).toEqual({ text: 'Clean text.\n' });
  });

  it('are dropped from frontmatter values a YAML escape writes, with a warning at the key', () => {
    const parsed = parseFrontmatter(file, '---\ntags: [a]\ntitle: "Bell\\a and \\uFFFE end"\ndescription: "x\\x0By"\n---\nBody.\n');
    expect(parsed.data).toMatchObject({ title: 'Bell and  end', description: 'xy' });
    expect(parsed.findings.map((f) => [f.code, f.line])).toEqual([
      ['forbidden-character', 3],
      ['forbidden-character', 4],
    ]);
  });

  it('never reach the knowledge base of a vault holding them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'forbidden-'));
    try {
      await writeFile(join(dir, 'Bad.md'), '---\ntitle: "Bell\\a title"\ndate: 2025-01-02\n---\nA body with \u0001 and \uFFFF.\n');
      const kb = await buildKnowledgeBase({ contentDir: dir });
      expect(JSON.stringify(kb.pages)).not.toMatch(NOT_XML_CHAR);
      expect(kb.findings.filter((f) => f.code === 'forbidden-character').map((f) => [f.file, f.line])).toEqual([
        ['Bad.md', 2],
        ['Bad.md', 5],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are left out by the feed and sitemap writers, whatever text they are given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (title, description) => {
        const xml = rssXml(channel, [{ title, link: 'https://example.org/a/', date: '2025-01-02', description, category: 'Note' }]);
        expect(xml).not.toMatch(NOT_XML_CHAR);
        expect(sitemapXml([{ loc: `https://example.org/${title}` }])).not.toMatch(NOT_XML_CHAR);
        expect(escapeMarkup(title)).not.toMatch(NOT_XML_CHAR);
      }),
      { numRuns: 300 },
    );
  });
});
