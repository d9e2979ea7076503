import { bulletText } from './sections.ts';
import type { CitationSpan } from './find-citations.ts';

/**
 * Rewrites a paragraph as Markdown with each span turned into a wiki link to `titleOf(span)`:
 * `[[Title]]` when the shown text is the title, `[[Title|shown text]]` when it differs (case,
 * quotes), so the reader sees the same words. Text outside the spans is escaped where it would
 * otherwise change the Markdown (see `escapeText`). Spans must be in order and not overlap.
 */
export function linkSpans(paragraph: string, spans: readonly CitationSpan[], titleOf: (span: CitationSpan) => string): string {
  let out = '';
  let at = 0;
  for (const span of spans) {
    const title = titleOf(span);
    out += escapeText(paragraph.slice(at, span.start));
    out += title === span.shown ? `[[${title}]]` : `[[${title}|${span.shown}]]`;
    at = span.end;
  }
  return escapeMarkdown(out + escapeText(paragraph.slice(at)));
}

/** Escapes a stray "[[" so that only the importer's own links read as links. */
function escapeText(text: string): string {
  return text.replace(/\[\[/g, '\\[\\[');
}

/** A paragraph as Markdown: a list stays a list ("• " or "- " items, each escaped), any other paragraph is escaped whole. */
export function escapeParagraph(paragraph: string): string {
  const items = paragraph.split('\n').map((l) => bulletText(l));
  if (items.some((i) => i === null)) return escapeMarkdown(paragraph);
  return items.map((item) => `- ${escapeMarkdown(item ?? '')}`).join('\n');
}

/**
 * Escapes what the exported text shows as written but Markdown would read otherwise: a leading
 * "#", ">", list marker or numbered-list marker (another block), and a "<" that would open an HTML
 * tag ("<tool assistant>", "<thinking>": the export is the text the reader saw, so its "<" is a
 * character, never markup). Inline emphasis such as `*that*` is kept: the export carries it as Markdown.
 */
export function escapeMarkdown(paragraph: string): string {
  return paragraph
    .replace(/<(?=[A-Za-z/!?])/g, '&lt;')
    .split('\n')
    .map((line) => line.replace(/^(\s*)(#{1,6}(?:\s|$)|>|[-+*](?:\s|$))/, '$1\\$2').replace(/^(\s*\d+)([.)](?:\s|$))/, '$1\\$2'))
    .join('\n');
}
