// The printed findings: a few are listed one by one; many are grouped by code with a count and the
// first places, so a large vault's report fits on a screen; --verbose lists every one.
import { describe, expect, it } from 'vitest';
import { finding } from '../../src/pipeline/finding.ts';
import { formatFindings, LIST_AT_MOST } from '../../src/pipeline/report.ts';
import type { Finding } from '../../src/schemas/finding.ts';

/** Many findings of three codes, as a large vault gives: 500 missing pages, 40 ambiguous links, 2 errors. */
function vaultFindings(): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < 500; i++) out.push(finding('warning', 'missing-page', `Notes/n${String(i).padStart(3, '0')}.md`, i + 1, `[[Gone ${i}]] names no page`));
  for (let i = 0; i < 40; i++) out.push(finding('warning', 'ambiguous-link', `Other/o${i}.md`, 2, `[[Templates]] could name any of two files`));
  out.push(finding('error', 'unresolved-link', 'Zed.md', 9, '[[Nowhere]] matches no page title'));
  out.push(finding('error', 'unresolved-link', 'Alpha.md', 3, '[[Elsewhere]] matches no page title'));
  return out;
}

describe('printed findings', () => {
  it('lists a few findings one by one, under their file', () => {
    const few = vaultFindings().slice(0, LIST_AT_MOST);
    const text = formatFindings(few);
    expect(text.split('\n').filter((line) => /missing-page/.test(line))).toHaveLength(LIST_AT_MOST);
    expect(text).toMatch(/^Notes\/n000\.md\n {2}Notes\/n000\.md:1 {2}warning {2}missing-page {2}\[\[Gone 0\]\] names no page$/m);
  });

  it('groups many by code, errors first and the most frequent next, each with its count, first places and one message', () => {
    const lines = formatFindings(vaultFindings()).split('\n');
    expect(lines).toEqual([
      '542 findings by code (--verbose lists every one, --json gives them as data):',
      '  2 errors  unresolved-link  in 2 files: Alpha.md:3, Zed.md:9',
      '      e.g. Alpha.md:3  [[Elsewhere]] matches no page title',
      '  500 warnings  missing-page  in 500 files: Notes/n000.md:1, Notes/n001.md:2, Notes/n002.md:3 and 497 more',
      '      e.g. Notes/n000.md:1  [[Gone 0]] names no page',
      '  40 warnings  ambiguous-link  in 40 files: Other/o0.md:2, Other/o1.md:2, Other/o10.md:2 and 37 more',
      '      e.g. Other/o0.md:2  [[Templates]] could name any of two files',
    ]);
  });

  it('lists every one with verbose', () => {
    const text = formatFindings(vaultFindings(), { verbose: true });
    expect(text.split('\n').filter((line) => /^ {2}\S.*:\d+ {2}(warning|error) {2}/.test(line))).toHaveLength(542);
  });
});
