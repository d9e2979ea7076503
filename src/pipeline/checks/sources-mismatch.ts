import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { frontmatterLine } from '../parse/frontmatter-lines.ts';
import { quoted, type CheckContext } from './context.ts';
import { essayOf, statesFinding } from '../../kinds/registry.ts';

/**
 * `sources-mismatch` (error): an inquiring line's written Sources list is not exactly the notes
 * its body cites, in first-citation order. Lines whose body cites no note are not checked (their
 * sources are the written list).
 */
export function sourcesMismatch(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const page of ctx.pages) {
    const essay = essayOf(page);
    if (essay === undefined || essay.writtenSources.length === 0) continue;
    const cited = page.citations.some((c) => statesFinding(ctx.bySlug.get(c.target)));
    if (!cited) continue;
    const written = essay.writtenSources;
    const body = essay.sources;
    if (written.length === body.length && written.every((s, i) => s === body[i])) continue;
    const writtenSet = new Set<string>(written);
    const bodySet = new Set<string>(body);
    const missing = body.filter((s) => !writtenSet.has(s));
    const extra = written.filter((s) => !bodySet.has(s));
    const problems: string[] = [];
    if (missing.length > 0) problems.push(`cited but not listed: ${missing.map((s) => quoted(ctx, s)).join(', ')}`);
    if (extra.length > 0) problems.push(`listed but never cited: ${extra.map((s) => quoted(ctx, s)).join(', ')}`);
    if (problems.length === 0) problems.push('same notes, different order');
    const parsed = ctx.parsedBySlug.get(page.slug);
    out.push(
      finding(
        'error',
        'sources-mismatch',
        page.file,
        parsed ? frontmatterLine(parsed.yaml, ['sources']) : null,
        `the written Sources list differs from the notes the body cites (${problems.join('; ')}). Written: ${written.map((s) => quoted(ctx, s)).join(', ')}. Cited, in first-citation order: ${body.map((s) => quoted(ctx, s)).join(', ')}. Write the list in first-citation order, or remove it and let the site derive it`,
        { slug: page.slug, data: { written, cited: body, missing, extra } },
      ),
    );
  }
  return out;
}
