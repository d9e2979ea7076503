// When a citing sentence says the opposite of its note, and when words of the other way only
// restate it: a bound on an amount ("fewer than one in ten") is no comparison, opposite nouns name
// two groups ("men", "women"), and "more often" says how often.
import { describe, expect, it } from 'vitest';
import { kbFrom, md, page } from './helpers.ts';

/** The verdict of each citation on an inquiring line that cites `note` once per sentence. */
function verdicts(note: { title: string; claim: string; body?: string }, sentences: readonly string[]): string[] {
  const kb = kbFrom({
    'notes/n.md': md({ kind: 'note', title: note.title, claim: note.claim }, note.body ?? ''),
    'inquiring-lines/q.md': md({ kind: 'inquiry', title: 'What does the note say?' }, `\n${sentences.map((s) => `${s} [[${note.title}]].`).join('\n\n')}\n`),
  });
  return (page(kb, 'What does the note say?').support ?? []).map((s) => s.verdict);
}

describe('words of the other way that turn no claim', () => {
  const bakeries = {
    title: 'Do chain bakeries outlast independent ones?',
    claim: 'Over ten years, 91% of independent bakeries underperformed the big chains on sales.',
  };
  const clinic = {
    title: 'Did the walk-in clinic cut waiting times?',
    claim: 'After the clinic opened, fewer patients waited over four hours at the hospital, and waiting times fell for women with children.',
  };

  it('reads "fewer than one in ten" as a bound on an amount, not as two sides compared', () => {
    expect(verdicts(bakeries, ['Fewer than one independent bakery in ten kept pace over the ten years'])).not.toContain('contradicted');
  });

  it('reads opposite nouns as two groups', () => {
    expect(verdicts(clinic, ['After the clinic opened, waiting times also fell for men at the hospital'])).not.toContain('contradicted');
  });

  it('reads "more often" as how often, not how many', () => {
    const rota = {
      title: 'Did the new rota change hiring on the wards?',
      claim:
        'Under the new rota, fewer wards hired, and those hired were paid more. Overtime fell sharply, partly because wards under the new rota hired more experienced nurses who finished rounds in less time.',
    };
    expect(verdicts(rota, ['Nurses hired under the new rota reported higher morale and were more often rehired by the same ward'])).not.toContain(
      'contradicted',
    );
  });

  it('still reads a change said the other way of the same thing as the opposite', () => {
    expect(verdicts(clinic, ['After the clinic opened, more patients waited over four hours at the hospital'])).toEqual(['contradicted']);
  });
});
