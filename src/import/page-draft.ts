import type { Finding } from '../schemas/finding.ts';
import { type Frontmatter, type FrontmatterInput, FrontmatterSchema } from '../schemas/frontmatter.ts';
import { finding } from '../pipeline/finding.ts';

/**
 * How much a draft's word counts when drafts of one page are merged: a page's own export first,
 * then a full page the importer wrote before, then what other pages say of it (a stub).
 */
export type DraftRank = 'export' | 'existing' | 'stub';

/** What one source says of one page: validated frontmatter, a Markdown body and where it came from. */
export interface PageDraft {
  fm: Frontmatter;
  body: string;
  rank: DraftRank;
  /** The input file or content file it came from, for the report. */
  from: string;
}

/** Validates `input` with `FrontmatterSchema` and wraps it as a draft; an invalid one becomes a warning (the page's content is lost, not the batch). */
export function makeDraft(input: FrontmatterInput, body: string, rank: DraftRank, from: string, line: number | null = null): PageDraft | Finding {
  const parsed = FrontmatterSchema.safeParse(input);
  if (parsed.success) return { fm: parsed.data, body, rank, from };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'frontmatter'}: ${i.message}`).join('; ');
  return finding('warning', 'invalid-page', from, line, `the ${input.kind} "${input.title}" could not be made into a page (${issues}); fix the export line`);
}

/** Splits `makeDraft` results into drafts and findings. */
export function collectDrafts(results: ReadonlyArray<PageDraft | Finding>): { drafts: PageDraft[]; findings: Finding[] } {
  const drafts: PageDraft[] = [];
  const findings: Finding[] = [];
  for (const r of results) {
    if ('fm' in r) drafts.push(r);
    else findings.push(r);
  }
  return { drafts, findings };
}
