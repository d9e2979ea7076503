// What /integrity/ shows readers of the citation findings (pipeline/checks/citation-support.ts):
// each flagged sentence with the note it cites and that note's passage, by page.
import { z } from 'zod';
import { SlugSchema } from '../schemas/brand.ts';
import type { Ui } from '../core/i18n/format.ts';
import type { Finding } from '../schemas/finding.ts';
import type { IntegrityReport } from './integrity.ts';

/** The `data` of an `unsupported-citation`, `figure-mismatch` or `contradicted-citation` finding. */
export const SupportFindingDataSchema = z.object({
  sentence: z.string(),
  line: z.number(),
  /** The note cited, and its title. */
  note: SlugSchema,
  title: z.string(),
  /** The note's closest passage (for `figure-mismatch`, the one stating the figure). */
  passage: z.string(),
  figure: z.string().optional(),
  term: z.string().optional(),
  reason: z.enum(['measure', 'direction', 'count', 'negation']).optional(),
});
export type SupportFindingData = z.output<typeof SupportFindingDataSchema>;

/** A citation finding as readers see it: what is wrong in words, and the sentence, note and passage. */
export interface SupportFlag extends SupportFindingData {
  code: string;
  /** What the note's passage is to the sentence, e.g. `states the figure for something else`. */
  says: string;
}

const CODES = new Set(['unsupported-citation', 'figure-mismatch', 'contradicted-citation']);

/** What a flagged citation's note does, in the site's words for readers. */
function saysOf(code: string, data: SupportFindingData, ui: Ui): string {
  if (code === 'unsupported-citation') return ui.t('support.saysUnsupported');
  if (code === 'contradicted-citation') return ui.t('support.saysContradicted');
  const figure = data.figure ?? ui.t('support.theFigure');
  return ui.t(data.reason === 'direction' ? 'support.saysDirection' : data.reason === 'count' ? 'support.saysCount' : 'support.saysOther', { figure });
}

/** The citation finding's reader view in the site's words, or `undefined` for any other finding (or malformed data). */
export function supportFlag(finding: Finding, ui: Ui): SupportFlag | undefined {
  if (!CODES.has(finding.code)) return undefined;
  const parsed = SupportFindingDataSchema.safeParse(finding.data);
  return parsed.success ? { ...parsed.data, code: finding.code, says: saysOf(finding.code, parsed.data, ui) } : undefined;
}

/** Most pages the readers' list shows: past them it says how many more there are (the authors' report below lists every one). */
export const SUPPORT_PAGES_SHOWN = 100;

/** The pages with flagged citations, in the report's order, each with its flags by line in the site's words (`ui`). */
export function supportFlagsByPage(report: IntegrityReport, ui: Ui): Array<{ title: string; url: string; flags: SupportFlag[] }> {
  return report.groups.flatMap((group) => {
    const flags = group.severities.flatMap((bucket) => bucket.findings.flatMap((f) => supportFlag(f, ui) ?? []));
    return flags.length > 0 && group.url ? [{ title: group.title, url: group.url, flags }] : [];
  });
}
