import { z } from 'zod';
import { SlugSchema } from './brand.ts';
import type { Ui } from '../core/i18n/format.ts';
import type { Finding } from './finding.ts';

/** The `data` of a `figure-not-in-source` finding, as src/pipeline/checks/figure-not-in-source.ts writes it. */
export const FigureFindingDataSchema = z.object({
  /** The figure as the sentence writes it, e.g. `10–30 percentage points`. */
  figure: z.string(),
  value: z.string(),
  /** The sentence as plain text, citations shown by their titles. */
  sentence: z.string(),
  line: z.number(),
  /** The notes the sentence (or its paragraph) cites, with the figures each states as written and whether it is written at all (no claim and no body: `false`; absent means written). */
  cited: z.array(z.object({ slug: SlugSchema, title: z.string(), figures: z.array(z.string()), written: z.boolean().optional() })),
});
export type FigureFindingData = z.output<typeof FigureFindingDataSchema>;

/** The figure data of a `figure-not-in-source` finding, or `undefined` for any other finding (or malformed data). */
export function figureData(finding: Finding): FigureFindingData | undefined {
  if (finding.code !== 'figure-not-in-source') return undefined;
  const parsed = FigureFindingDataSchema.safeParse(finding.data);
  return parsed.success ? parsed.data : undefined;
}

/** What the cited notes state, in the site's words (`ui`): `the cited notes state 5–9pp, 19.4%` or `the cited note states no figures`. */
export function statedSummary(data: FigureFindingData, ui: Ui): string {
  const figures = [...new Set(data.cited.flatMap((c) => c.figures))];
  return ui.count('integrity.stated', data.cited.length, { figures: figures.length > 0 ? figures.join(', ') : ui.t('integrity.noFigures') });
}
