import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import type { CheckContext } from './context.ts';
import { findingOf } from '../../kinds/registry.ts';

/** `orphan-note` (info): a note no page links to in any way, which readers can reach only by search. */
export function orphanNote(ctx: CheckContext): Finding[] {
  return ctx.pages
    .filter((p) => findingOf(p) !== undefined && p.linkedFrom.length === 0)
    .map((p) =>
      finding('info', 'orphan-note', p.file, null, `no page links to the note "${p.title}"; cite it from an inquiring line or relate it to another note`, {
        slug: p.slug,
      }),
    );
}
