// A finding that would name a page that is not published is shown on the site without the name:
// the integrity page says "a link to a note that is not published" at the linking note's line,
// never the private note's file name, alias, title or path; the author's report keeps the full text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicFindings } from '../../src/pipeline/finding.ts';
import { assembleKnowledgeBase, parseFile } from '../../src/pipeline/knowledge-base.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';
import { groupFindings } from '../../src/views/integrity.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const HIDDEN = 'Secret plans 4f1c';

/** A vault whose public note links a private note by its file name, title, alias and path, in the body and the frontmatter. */
function vault(title: string, alias: string): Record<string, string> {
  return {
    'Public.md': `---\ntitle: Public\nrelated: ["${title}"]\n---\nSee [[${HIDDEN}|a label]].\n\nAnd [[${alias}]] and [[Private/${HIDDEN}]].\n`,
    [`Private/${HIDDEN}.md`]: `---\ntitle: ${title}\naliases: [${alias}]\npublish: false\n---\nNot for the site.\n`,
  };
}

describe('findings on public outputs never name a private note', () => {
  it('redacts every link to a private note on the integrity page, keeping the linking note and its line', () => {
    const kb = kbFrom(vault('Private title 88aa', 'Private alias 77bb'), { allowMissing: true });
    const links = kb.findings.filter((f) => f.code === 'unpublished-link');
    expect(links.map((f) => [f.file, f.line]).sort()).toEqual([
      ['Public.md', 3],
      ['Public.md', 5],
      ['Public.md', 7],
      ['Public.md', 7],
    ]);
    // The author's report says which link it is.
    expect(links.map((f) => f.message).join(' ')).toContain(HIDDEN);
    const report = JSON.stringify(groupFindings(kb.findings, kb.pages));
    for (const name of [HIDDEN, 'Private title 88aa', 'Private alias 77bb', 'Private/']) expect(report).not.toContain(name);
    const shown = groupFindings(kb.findings, kb.pages).groups.flatMap((g) => g.severities.flatMap((s) => s.findings));
    expect(shown.filter((f) => f.code === 'unpublished-link')).toEqual(
      links.map((f) => expect.objectContaining({ file: 'Public.md', line: f.line, message: expect.stringMatching(/^a link to a note that is not published/) })),
    );
  });

  it('holds for any title and alias a private note may have', () => {
    const name = fc.stringMatching(/^[A-Za-zÀ-ž一-龥 ]{6,30}$/).filter((s) => s.trim().length >= 6 && !/public|note|link|published|shown|plain|text/i.test(s));
    fc.assert(
      fc.property(name, name, (title, alias) => {
        fc.pre(title.trim() !== alias.trim());
        const kb = kbFrom(vault(title.trim(), alias.trim()), { allowMissing: true });
        const report = JSON.stringify(groupFindings(kb.findings, kb.pages));
        expect(report).not.toContain(title.trim());
        expect(report).not.toContain(alias.trim());
      }),
      { numRuns: 25 },
    );
  });

  it('says a home note named in the settings is not published, without its path', () => {
    const files = vault('Private title 88aa', 'Private alias 77bb');
    const parsed = Object.keys(files)
      .sort()
      .map((name) => parseFile(name as ContentPath, files[name] ?? ''));
    const kb = assembleKnowledgeBase(parsed, {
      allowMissing: true,
      home: { name: `Private/${HIDDEN}`, field: 'indexFile', file: 'site-options.json', line: 2 },
    });
    const missing = kb.findings.find((f) => f.code === 'home-note-missing');
    expect(missing?.message).toContain(HIDDEN);
    const shown = publicFindings(kb.findings).find((f) => f.code === 'home-note-missing');
    expect(shown).toMatchObject({ file: 'site-options.json', line: 2 });
    expect(shown?.message).toMatch(/^indexFile names a home note that is not published/);
    expect(JSON.stringify(groupFindings(kb.findings, kb.pages))).not.toContain(HIDDEN);
  });
});
