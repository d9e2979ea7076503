// How the support check reads figures as a careful reader does (tests/fixtures/figure-reading/cases.json:
// each citing sentence beside what a reader says of it and why): shares and multipliers in words,
// fractions of a large number and of a unit, ranges and their scale, hedges, margins, complements,
// ratios and relative changes worked out from two of the note's figures,
// thresholds, figures the note gives for another measure, and bare counts ("280 deaths", "16 dB") the note
// gives with another number. `fair` means no figure flag: the
// passage is shown as supporting it or as the closest one, and no figure is marked as not in its source.
// `not-in-source` means the page marks a figure as not in its source and shows the closest passage.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kbFrom, md } from './helpers.ts';

interface FigureCases {
  notes: Record<string, { title: string; claim: string }>;
  cases: Array<{ note: string; expected: string; why: string; sentence: string }>;
}

const fixture = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/figure-reading/cases.json', import.meta.url)), 'utf8')) as FigureCases;

/** Each case built as an inquiring line citing its note, with the verdict shown and whether the page marks a figure as not in its source. */
function judge(): Array<{ sentence: string; expected: string; verdict: string | undefined; notInSource: boolean }> {
  const files: Record<string, string> = {};
  for (const [key, note] of Object.entries(fixture.notes)) files[`notes/${key}.md`] = md({ kind: 'note', title: note.title, claim: note.claim });
  fixture.cases.forEach((c, i) => {
    files[`inquiring-lines/case-${i + 1}.md`] = md(
      { kind: 'inquiry', title: `Figure case ${i + 1}?` },
      `\n${c.sentence.replace('[[@]]', `[[${fixture.notes[c.note]?.title}]]`)}\n`,
    );
  });
  const kb = kbFrom(files);
  return fixture.cases.map((c, i) => {
    const file = `inquiring-lines/case-${i + 1}.md`;
    return {
      sentence: c.sentence,
      expected: c.expected,
      verdict: kb.pages.find((p) => p.file === file)?.support?.[0]?.verdict,
      notInSource: kb.findings.some((f) => f.code === 'figure-not-in-source' && f.file === file),
    };
  });
}

describe('figures read as a careful reader reads them', () => {
  const judged = judge();

  it.each(judged.map((j) => [j.sentence, j] as const))('%s', (_sentence, j) => {
    if (j.expected === 'fair') expect(['supported', 'closest']).toContain(j.verdict);
    else if (j.expected === 'not-in-source') expect(j.verdict).toBe('closest');
    else expect(j.verdict).toBe(j.expected);
    // A fair figure is never marked as not in its source; a flagged one is flagged by the support check itself.
    expect(j.notInSource).toBe(j.expected === 'not-in-source');
  });
});
