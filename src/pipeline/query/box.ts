import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { TextKey, Ui } from '../../core/i18n/index.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { VALUES_SANITIZE_SCHEMA } from '../render/values-schema.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });

/** Hast as sanitised HTML on the schema of properties, bases and queries (the body's, widened for their classes). */
export function sanitisedHtml(children: ElementContent[]): string {
  const tree: HastRoot = { type: 'root', children };
  return toHtml(sanitize(tree, VALUES_SANITIZE_SCHEMA) as HastRoot);
}

/**
 * A block that is not published as a result: a labelled box saying so and why (the messages
 * `label` and `why` in `words`), with its source (a query's) folded in a native `<details>`, never
 * bare code; without `source`, the box alone.
 */
export function unpublishedBox(words: Ui, label: TextKey, why: TextKey, source?: string): Element {
  const box: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['query-unpublished'] },
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [{ type: 'element', tagName: 'strong', properties: {}, children: [text(words.t(label))] }, text(` ${words.t(why)}`)],
      },
    ],
  };
  if (source !== undefined)
    box.children.push({
      type: 'element',
      tagName: 'details',
      properties: { className: ['query-source'] },
      children: [
        { type: 'element', tagName: 'summary', properties: {}, children: [text(words.t('query.source'))] },
        { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children: [text(source)] }] },
      ],
    });
  return box;
}

/**
 * A query block that is not published: reports the info finding `query-not-published` at the
 * block's `file` and `line` with `message` (why, and what to write instead) to `report`, and returns
 * its box (`unpublishedBox`, labelled with `why`, its source folded).
 */
export function notPublished(
  report: (finding: Finding) => void,
  words: Ui,
  at: { file: string | null; line: number | null },
  message: string,
  why: TextKey,
  source: string,
): Element {
  report(finding('info', 'query-not-published', at.file, at.line, message));
  return unpublishedBox(words, 'query.notPublished', why, source);
}
