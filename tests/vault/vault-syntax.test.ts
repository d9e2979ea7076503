// Tags and block ids as Obsidian reads them, and callouts and embeds written as real vaults write
// them: tests/fixtures/vault-syntax/ holds one note per construct.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { calloutIcon } from '../../src/pipeline/render/callout-icons.ts';
import type { KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { ROOT } from '../site/build-helper.ts';
import type { KbPage } from '../../src/schemas/knowledge-base.ts';
import { pageFrom } from './page-from.ts';

const VAULT = join(ROOT, 'tests', 'fixtures', 'vault-syntax');
let kb: KnowledgeBase;
beforeAll(async () => {
  kb = await buildKnowledgeBase({ contentDir: VAULT });
});

const page = (file: string): KbPage => pageFrom(kb, file);
/** The elements of `html` carrying an id, as `tag#id`. */
const ids = (html: string): string[] => [...html.matchAll(/<([a-z0-9]+) id="([^"]*)"/g)].map((m) => `${m[1]}#${m[2]}`);

describe('tags as Obsidian reads them', () => {
  it('reads a tag in any script, nested, with dashes and underscores, and in a heading', () => {
    expect(page('Tags.md').tags).toEqual(['אלגוריתם', 'خوارزمية', 'ภาษาไทย', 'हिन्दी', 'course/דינמיקה', 'time-series', 'open_questions', 'at', 'idea']);
    const html = page('Tags.md').bodyHtml;
    expect(html).toMatch(/<h4 [^>]*><a href="\/tags\/%D7%90%D7%9C%D7%92%D7%95%D7%A8%D7%99%D7%AA%D7%9D\/" class="tag">#אלגוריתם<\/a>: שיטת/);
    // A Devanagari tag keeps its vowel signs, which are marks, not letters.
    expect(html).toContain('class="tag">#हिन्दी</a>');
  });

  it('leaves numbers, an escaped \\#, a # inside a word and one after a bracket as text; & and ( end a tag', () => {
    const html = page('Tags.md').bodyHtml;
    expect(html).toContain('<p dir="auto">Not tags: issue #1 and #086, the escaped #heading-marker, and a#b in a word.</p>');
    expect(html).toContain('class="tag">#at</a>&#x26;t; a call (#todo) ends at its bracket: <a href="/tags/idea/" class="tag">#idea</a>(later)');
  });
});

describe('block ids wherever Obsidian reads them', () => {
  it('hides every mark and anchors its block: paragraph, list item, quote, callout, table row, table, heading', () => {
    const html = page('Block ids.md').bodyHtml;
    // No mark is left in the text (the links to them, below, name them).
    expect(html.replace(/<a [^>]*>[^<]*<\/a>/g, '').replace(/<[^>]*>/g, '')).not.toContain('^');
    expect(ids(html)).toEqual([
      'h2#h-block-ids',
      'p#^para-1',
      'li#^item-1',
      'p#^quote-1',
      'p#^callout-1',
      'table#^table-1',
      'tr#^row-force',
      'h3#h-heading-with-an-id',
      'span#^head-1',
      'p#^anchor-only',
      'table#^table-2',
    ]);
  });

  it('links every block id, and embeds a heading marked with one as its section', () => {
    const links = [...page('Block ids.md').bodyHtml.matchAll(/<a href="#(\^[^"]*)" class="wikilink"/g)].map((m) => m[1]);
    expect(links).toHaveLength(9);
    expect(kb.findings.filter((f) => f.code === 'missing-anchor' || f.code === 'missing-heading')).toEqual([]);
    const embed = page('Embeds.md').bodyHtml;
    expect(embed).toMatch(/<div class="embed-content"><p id="\^anchor-only">Text under the heading.<\/p>/);
    expect(embed).toContain('<a href="/notes/block-ids/#h-heading-with-an-id" class="wikilink" data-slug="block-ids" data-kind="note">the heading</a>');
  });
});

describe('callouts written without a space after >', () => {
  it('reads >[!notes] as a callout (an unknown type shows as note)', () => {
    const html = page('Callouts.md').bodyHtml;
    // Each title starts with its type's icon (an unknown type's is the note's), as Obsidian draws it.
    expect(html).toContain(`<div class="callout callout-note" data-callout="note">\n<div class="callout-title">${calloutIcon('note')}Note:</div>`);
    expect(html).toContain(
      `<div class="callout callout-example" data-callout="example">\n<div class="callout-title">${calloutIcon('example')}Example: a worked case</div>`,
    );
    expect(html).not.toContain('[!');
  });

  it('reads a type written with spaces as a callout, titled by the type as written', () => {
    const html = page('Callouts.md').bodyHtml;
    expect(html).toContain(`<div class="callout callout-note" data-callout="note">\n<div class="callout-title">${calloutIcon('note')}Take away</div>`);
    expect(html).toContain(`<div class="callout-title">${calloutIcon('note')}A title after a stray space</div>`);
    expect(html).not.toContain('[!');
  });
});
