import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import type { CheckContext } from './context.ts';
import { essayOf } from '../../kinds/registry.ts';

/** `uncited-paragraph` (info): a paragraph of a written inquiring line that cites no page. */
export function uncitedParagraph(ctx: CheckContext): Finding[] {
  const out: Finding[] = [];
  for (const page of ctx.pages) {
    if (essayOf(page) === undefined || page.stub) continue;
    const parsed = ctx.parsedBySlug.get(page.slug);
    parsed?.paragraphs.forEach((p, i) => {
      if (p.links > 0) return;
      out.push(
        finding(
          'info',
          'uncited-paragraph',
          page.file,
          p.line,
          `paragraph ${i + 1} cites no note; if it makes a claim, cite the note it rests on where the claim stands`,
          { slug: page.slug, data: { paragraph: i } },
        ),
      );
    });
  }
  return out;
}
