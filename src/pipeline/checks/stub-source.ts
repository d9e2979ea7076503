import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { frontmatterLine } from '../parse/frontmatter-lines.ts';
import { quoted, type CheckContext } from './context.ts';
import { essayOf } from '../../kinds/registry.ts';

/**
 * `stub-source` (warning): a written inquiring line whose source is a stub, so readers following
 * the citation find only what other pages say of it. Reported at the first citation.
 */
export function stubSource(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const page of ctx.pages) {
    const essay = essayOf(page);
    if (essay === undefined || page.stub) continue;
    const firstLine = new Map<string, number>();
    for (const c of page.citations) if (!firstLine.has(c.target)) firstLine.set(c.target, c.line);
    for (const slug of essay.sources) {
      const source = ctx.bySlug.get(slug);
      if (!source?.stub) continue;
      const parsed = ctx.parsedBySlug.get(page.slug);
      const line = firstLine.get(slug) ?? (parsed ? frontmatterLine(parsed.yaml, ['sources']) : null);
      out.push(
        finding(
          'warning',
          'stub-source',
          page.file,
          line,
          `the source ${quoted(ctx, slug)} is a stub (not yet written): readers get only what other pages say of it. Write that note${source.file ? ` (${source.file})` : ''}, or cite a written one`,
          { slug: page.slug, data: { source: slug } },
        ),
      );
    }
  }
  return out;
}
