import type { Paragraph } from 'mdast';
import { inlineText, lineCursor } from './plain-text.ts';

import type { ParsedSentence } from '../../schemas/parsed-file.ts';

/** A sentence of a paragraph, before links are resolved. */
export type { ParsedSentence };

/** Stands in for a wiki link while sentences are split, so a title's `?` or `.` cannot end a sentence. */
export const LINK_MARK = '\uE000';

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * Splits a paragraph into sentences with the links each cites. A citation written after the
 * sentence's full stop (`… gaps. [[Title]]`) belongs to the sentence before it.
 */
export function paragraphSentences(paragraph: Paragraph, index: number): ParsedSentence[] {
  const inline = inlineText(paragraph.children, () => LINK_MARK);
  const out: ParsedSentence[] = [];
  const lineAt = lineCursor(inline);
  let linkCursor = 0;
  // A soft line break inside a paragraph is a space to the reader, but a hard break to the segmenter.
  // Same length, so offsets still map to lines through `inline`.
  for (const { segment, index: start } of segmenter.segment(inline.text.replace(/\n/g, ' '))) {
    const marks = countMarks(segment);
    const links = inline.links.slice(linkCursor, linkCursor + marks);
    linkCursor += marks;
    const text = segment.trim();
    if (text === '') continue;
    const previous = out[out.length - 1];
    if (previous && text.replaceAll(LINK_MARK, '').replace(/[\s.,;:!?)\]–—-]/g, '') === '') {
      previous.links.push(...links);
      previous.text += ` ${text}`;
      continue;
    }
    const lead = segment.length - segment.trimStart().length;
    out.push({ text, line: lineAt(start + lead), paragraph: index, links });
  }
  return out;
}

function countMarks(text: string): number {
  let n = 0;
  for (const ch of text) if (ch === LINK_MARK) n++;
  return n;
}
