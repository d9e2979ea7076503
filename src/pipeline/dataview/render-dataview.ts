import type { Element } from 'hast';
import { finding } from '../finding.ts';
import type { BlockContext } from '../query/blocks.ts';
import { unpublishedBox } from '../query/box.ts';

/** A ` ```dataview ` block as HTML: its result, or a box saying it is not published. */
export function renderDataview(source: string, line: number | null, context: BlockContext, file: string | null): Element {
  context.report(finding('info', 'query-not-published', file, line, 'this Dataview query is not evaluated; it is shown as a box with its source folded'));
  return unpublishedBox('Query not published.', 'This Dataview query could not be evaluated at build time.', source);
}
