// Math as Obsidian draws it: each folder of tests/fixtures/math/ holds a note (input.md) written
// the way real math vaults write formulas, the body it renders to (expected.html, every formula
// shown as `<math>` holding its TeX) and the findings it gives (findings.txt, `line code` a line).
// A folder holding a `preamble.sty` parses its note with it, as the vault's preamble.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import { attachmentUrl, type BodyTargets, renderBody } from '../../src/pipeline/render/render.ts';
import { slugify } from '../../src/pipeline/resolve/slug.ts';
import type { ContentPath, Slug, UrlPath } from '../../src/schemas/brand.ts';
import type { ParsedFile } from '../../src/schemas/parsed-file.ts';
import { ROOT } from '../site/build-helper.ts';

const FIXTURES = join(ROOT, 'tests', 'fixtures', 'math');

/** Every link resolves: an image or file to its attachment, anything else to a note named by its slug. */
function targetsOf(parsed: ParsedFile): BodyTargets {
  return parsed.links.map((link) => {
    if (/\.\w+$/.test(link.target)) return { attachment: link.target, url: attachmentUrl(link.target) };
    const slug = slugify(link.target) as Slug;
    return { slug, kind: 'note', title: link.target, url: `/notes/${slug}/` as UrlPath, stub: false };
  });
}

/** The body's HTML with each formula's MathML reduced to its TeX (KaTeX keeps the TeX in an annotation). */
function readable(html: string): string {
  return html.replace(
    /<math[^>]*?( display="block")?>[\s\S]*?<annotation encoding="application\/x-tex"[^>]*>([\s\S]*?)<\/annotation>[\s\S]*?<\/math>/g,
    '<math$1>$2</math>',
  );
}

describe.each(readdirSync(FIXTURES))('math fixture %s', (name) => {
  const input = readFileSync(join(FIXTURES, name, 'input.md'), 'utf8');
  const preamble = join(FIXTURES, name, 'preamble.sty');
  const parsed = parseFile(`${name}.md` as ContentPath, input, { mathPreamble: existsSync(preamble) ? readFileSync(preamble, 'utf8') : undefined });

  it('renders as expected.html', () => {
    const html = readable(renderBody(parsed.tree, targetsOf(parsed)).html);
    expect(`${html}\n`).toBe(readFileSync(join(FIXTURES, name, 'expected.html'), 'utf8'));
  });

  it('gives the findings of findings.txt', () => {
    const found = parsed.findings.map((f) => `${f.line ?? ''} ${f.code}\n`).join('');
    expect(found).toBe(readFileSync(join(FIXTURES, name, 'findings.txt'), 'utf8'));
  });
});
