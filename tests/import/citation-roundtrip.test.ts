import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCitations } from '../../src/import/find-citations.ts';
import { linkParagraphs } from '../../src/import/link-paragraphs.ts';
import { TitleIndex } from '../../src/import/title-index.ts';
import { wikiLinks } from './helpers.ts';

const QUESTION_WORDS = ['Why', 'How', 'What', 'Does', 'Do', 'Can', 'Is', 'Are', 'Should', 'Which', 'When', 'Will'];
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,9}$/);
/** A question title: a question word, 2–12 lower-case words (some with a comma or an apostrophe), "?". */
const title = fc
  .tuple(fc.constantFrom(...QUESTION_WORDS), fc.array(fc.tuple(word, fc.constantFrom('', '', '', ',', "'s")), { minLength: 2, maxLength: 12 }))
  .map(([q, ws]) => `${q} ${ws.map(([w, p]) => `${w}${p}`).join(' ')}?`);
/** Prose between citations: lower-case words, a sentence end now and then, never a "?". */
const prose = fc
  .array(fc.tuple(word, fc.constantFrom('', '', '', ',', '.', ';')), { minLength: 1, maxLength: 12 })
  .map((ws) => ws.map(([w, p]) => `${w}${p}`).join(' '));
/** How the titles of one run are joined, and what closes the run. */
const separator = fc.constantFrom(', ', ' ');
const closing = fc.constantFrom('.', ',', ':', ';', ' —');

/** A paragraph of prose with runs of cited titles, as exported (plain) and as the importer must write it (linked). */
const paragraph = fc
  .uniqueArray(title, { minLength: 1, maxLength: 6, selector: (t) => t.toLowerCase() })
  .chain((titles) =>
    fc.tuple(
      fc.constant(titles),
      fc.array(
        fc.tuple(
          prose,
          fc.array(fc.constantFrom(...titles.keys()), { minLength: 1, maxLength: 3 }),
          fc.array(separator, { minLength: 2, maxLength: 2 }),
          closing,
        ),
        { minLength: 1, maxLength: 4 },
      ),
      fc.boolean(),
    ),
  )
  .map(([titles, runs, endsWithCitation]) => {
    let plain = '';
    let linked = '';
    const cited: string[] = [];
    runs.forEach(([text, picks, seps, close], r) => {
      const last = r === runs.length - 1 && endsWithCitation;
      const run = picks.map((i) => titles[i] as string);
      cited.push(...run);
      const join = (shown: (t: string) => string): string => run.map((t, k) => `${k === 0 ? '' : (seps[(k - 1) % 2] as string)}${shown(t)}`).join('');
      const after = last ? '' : `${close}${close === ' —' ? ' ' : ' '}`;
      plain += `${r === 0 ? '' : ''}${text} ${join((t) => t)}${after}`;
      linked += `${text} ${join((t) => `[[${t}]]`)}${after}`;
    });
    return { titles, plain: plain.trimEnd(), linked: linked.trimEnd(), cited };
  });

function index(titles: readonly string[]): TitleIndex {
  const i = new TitleIndex();
  i.addAll(titles.map((t) => ({ title: t, kind: 'note' as const, from: 'known.txt' })));
  return i;
}

describe('citation round trip', () => {
  it('links every known title joined by ", ", a space, ".", ",", ":", ";" or " —" to the same [[link]], and nothing else', () => {
    fc.assert(
      fc.property(paragraph, ({ titles, plain, linked, cited }) => {
        const out = linkParagraphs('body.txt', [{ line: 1, value: plain }], index(titles));
        expect(out.paragraphs[0]).toBe(linked);
        expect(wikiLinks(out.paragraphs[0] ?? '')).toEqual(cited);
        expect(out.cited.map((c) => c.title)).toEqual([...new Set(cited)]);
        expect(out.newTitles).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the same titles by their pattern alone when no title is known, as long as a run starts inside a sentence', () => {
    fc.assert(
      fc.property(paragraph, ({ plain, cited }) => {
        // Prose that ends a sentence right before a run makes its first title a question asked in prose; keep to runs inside sentences.
        fc.pre(!/[.;,:]\s+(?:Why|How|What|Does|Do|Can|Is|Are|Should|Which|When|Will)\b/.test(plain.replace(/\?[.,:;]/g, '?')));
        const found = findCitations(plain, new TitleIndex(), { structural: true }).map((s) => s.shown);
        expect(found).toEqual(cited);
      }),
      { numRuns: 300 },
    );
  });
});
