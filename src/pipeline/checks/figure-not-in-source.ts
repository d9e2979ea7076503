import type { Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { Figure, KbPage } from '../../schemas/knowledge-base.ts';
import { essayOf, findingOf, statesFinding } from '../../kinds/registry.ts';
import { passageSource } from '../derive/support/sentences.ts';
import { type Amount, amountOf, amountsIn, isStated, statedText } from '../parse/figure-values.ts';
import { finding } from '../finding.ts';
import { quoted, type CheckContext } from './context.ts';

/** The distinct notes each paragraph of a page cites, by paragraph index. */
function notesByParagraph(ctx: CheckContext, page: KbPage): Map<number, Slug[]> {
  const out = new Map<number, Slug[]>();
  for (const c of page.citations) {
    if (!statesFinding(ctx.bySlug.get(c.target))) continue;
    const list = out.get(c.paragraph);
    if (!list) out.set(c.paragraph, [c.target]);
    else if (!list.includes(c.target)) list.push(c.target);
  }
  return out;
}

/** The amounts a note states, in its claim and body: its figures and its shares in words, each with its hedge. */
function amountsOfNote(ctx: CheckContext, slug: Slug, reuse: FigureAmounts): Amount[] {
  const page = ctx.bySlug.get(slug);
  if (page === undefined) return [];
  return reuse.ofNote(page, () => amountsIn(statedText(findingOf(page)?.claim ?? '', passageSource(page.text))));
}

/**
 * Where the check takes the amounts it reads from: each note's (a function of its claim and
 * text) and each quoted figure's (of the figure and its sentence). A caller checking an edited
 * collection again keeps those of unchanged pages (`figureAmounts` in src/pipeline/page-memo.ts).
 * Default: each made when asked.
 */
export interface FigureAmounts {
  ofNote(page: KbPage, make: () => Amount[]): Amount[];
  ofFigure(figure: Figure, sentence: string, make: () => Amount): Amount;
}

const MADE_EACH_TIME: FigureAmounts = { ofNote: (_page, make) => make(), ofFigure: (_figure, _sentence, make) => make() };

/** True when a note has text a figure could be checked against: a claim or a body. */
function hasText(ctx: CheckContext, slug: Slug): boolean {
  const page = ctx.bySlug.get(slug);
  return page !== undefined && ((findingOf(page)?.claim.trim() ?? '') !== '' || page.text.trim() !== '');
}

/**
 * `figure-not-in-source` (warning): a figure quoted in an inquiring line's sentence that neither
 * the claim nor the body of a cited note states, as a careful reader compares them (`isStated`:
 * `5-9 percentage points` matches `5–9pp`, "about 1,200" matches 1,187, "as much as 45%" the top
 * of 30–45%, "25% did not" a note's "75% did"; "10–30 percentage points" does not match 5–9pp). Sentences whose paragraph cites no note are left to `uncited-paragraph`.
 * `figure-unverifiable` (info): the same figure when every note it answers to is not yet written
 * (no claim, no body), so there is nothing to check it against; it is not marked on the page.
 */
export function figureNotInSource(ctx: CheckContext, reuse: FigureAmounts = MADE_EACH_TIME): Finding[] {
  const out: Finding[] = [];
  const stated = new Map<Slug, Figure[]>();
  const amounts = new Map<Slug, Amount[]>();
  const amountsBy = (slug: Slug): Amount[] => {
    let found = amounts.get(slug);
    if (!found) {
      found = amountsOfNote(ctx, slug, reuse);
      amounts.set(slug, found);
    }
    return found;
  };
  const statedBy = (slug: Slug): Figure[] => {
    let figures = stated.get(slug);
    if (!figures) {
      figures = ctx.parsedBySlug.get(slug)?.figures ?? [];
      stated.set(slug, figures);
    }
    return figures;
  };
  for (const page of ctx.pages) {
    const essay = essayOf(page);
    if (essay === undefined) continue;
    let byParagraph: Map<number, Slug[]> | undefined;
    for (const claim of essay.claims) {
      if (claim.figures.length === 0) continue;
      // The notes a claim answers to: those its sentence cites, else those its paragraph cites.
      let notes = claim.cites.filter((s) => statesFinding(ctx.bySlug.get(s)));
      if (notes.length === 0) {
        byParagraph ??= notesByParagraph(ctx, page);
        notes = byParagraph.get(claim.paragraph) ?? [];
      }
      if (notes.length === 0) continue;
      const set = notes.flatMap(amountsBy);
      const written = notes.filter((slug) => hasText(ctx, slug));
      for (const figure of claim.figures) {
        if (
          isStated(
            reuse.ofFigure(figure, claim.text, () => amountOf(figure, claim.text)),
            set,
          )
        )
          continue;
        const cited = notes.map((slug) => ({
          slug,
          title: ctx.bySlug.get(slug)?.title ?? slug,
          figures: [...new Set(statedBy(slug).map((f) => f.raw))],
          written: hasText(ctx, slug),
        }));
        if (written.length === 0) {
          out.push(
            finding(
              'info',
              'figure-unverifiable',
              page.file,
              claim.line,
              `the figure "${figure.raw}" cannot be checked: the note${notes.length === 1 ? '' : 's'} this sentence cites ${notes.length === 1 ? 'is' : 'are'} not yet written (${notes.map((s) => quoted(ctx, s)).join(', ')}). Write ${notes.length === 1 ? 'it' : 'them'}, with the figure if the source states it, and the check runs. Sentence: "${claim.text}"`,
              { slug: page.slug, data: { figure: figure.raw, value: figure.value, sentence: claim.text, line: claim.line, cited } },
            ),
          );
          continue;
        }
        const says = cited
          .map((c) => `${quoted(ctx, c.slug)} ${c.written ? `states ${c.figures.length > 0 ? c.figures.join(', ') : 'no figures'}` : 'is not yet written'}`)
          .join('; ');
        out.push(
          finding(
            'warning',
            'figure-not-in-source',
            page.file,
            claim.line,
            `the figure "${figure.raw}" is not stated by the note${notes.length === 1 ? '' : 's'} this sentence cites (${says}). Check the figure against the source and correct it, or cite the note that states it. Sentence: "${claim.text}"`,
            { slug: page.slug, data: { figure: figure.raw, value: figure.value, sentence: claim.text, line: claim.line, cited } },
          ),
        );
      }
    }
  }
  return out;
}
