/**
 * The passage a citation rests on, added to that citation's preview: "Supports this sentence:"
 * and the passage of the cited note, with the words it shares with the sentence marked. Read from
 * the citing page's data block (`CITATION_SUPPORT_ID`), checked against its schema; text only.
 */
import { CITATION_SUPPORT_ID, type CitationPassage, type CitationSupport, CitationSupportSchema } from '../../schemas/citation-support.ts';
import type { Ui } from '../../core/i18n/format-core.ts';
import supportWords from 'virtual:research-notes/words/support';
import { pageWords } from '../page-words.ts';

let pageSupport: CitationSupport | null | undefined;

/** This page's citation passages, read once; `null` when it has none (or they do not have their shape). */
function supportOfPage(): CitationSupport | null {
  if (pageSupport !== undefined) return pageSupport;
  let json: unknown = null;
  try {
    json = JSON.parse(document.getElementById(CITATION_SUPPORT_ID)?.textContent ?? 'null');
  } catch {
    json = null;
  }
  const parsed = CitationSupportSchema.safeParse(json);
  pageSupport = parsed.success ? parsed.data : null;
  return pageSupport;
}

/** The passage the citation `link` rests on: the k-th entry of its slug for its k-th link in the page's body; `null` for any other link. */
export function passageFor(link: HTMLAnchorElement): CitationPassage | null {
  const slug = link.dataset['slug'];
  const body = link.closest('.page-body');
  if (slug === undefined || body === null || link.closest('.embed') !== null) return null;
  const entries = supportOfPage()?.[slug];
  if (entries === undefined) return null;
  const links = [...body.querySelectorAll<HTMLAnchorElement>('a.wikilink')].filter((a) => a.dataset['slug'] === slug && a.closest('.embed') === null);
  return entries[links.indexOf(link)] ?? null;
}

/** What the block says the passage is to the sentence, in the words the page's data block carries (src/components/CitationSupportData.astro). */
function labelOf(passage: CitationPassage, words: Ui): string {
  switch (passage.verdict) {
    case 'supported':
      return words.t('support.supported');
    case 'closest':
      return words.t('support.closest');
    case 'unsupported':
      return words.t('support.unsupported');
    case 'contradicted':
      return words.t('support.contradicted');
    case 'figure-mismatch':
      return passage.reason === 'direction'
        ? words.t('support.direction')
        : passage.reason === 'count'
          ? words.t('support.otherCount')
          : words.t('support.otherFigure');
  }
}

/** The passage as text with its marks as `<mark>` elements. */
function markedPassage(passage: CitationPassage): HTMLElement {
  const quote = document.createElement('blockquote');
  quote.className = 'link-preview__passage';
  let at = 0;
  for (const [start, end] of passage.marks) {
    if (start < at || end > passage.passage.length) continue;
    quote.append(passage.passage.slice(at, start));
    const mark = document.createElement('mark');
    mark.textContent = passage.passage.slice(start, end);
    quote.append(mark);
    at = end;
  }
  quote.append(passage.passage.slice(at));
  return quote;
}

/** Adds the citation's passage to its preview `box`, under the title; nothing for a link that is no citation with a passage. */
export function addSupport(box: HTMLElement, link: HTMLAnchorElement): void {
  const passage = passageFor(link);
  if (passage === null) return;
  const block = document.createElement('div');
  const flagged = passage.verdict !== 'supported' && passage.verdict !== 'closest';
  block.className = flagged ? 'link-preview__support link-preview__support--flagged' : 'link-preview__support';
  const label = document.createElement('p');
  label.className = 'link-preview__support-label';
  label.textContent = labelOf(passage, pageWords(supportWords));
  block.append(label, markedPassage(passage));
  const title = box.querySelector('.link-preview__title');
  if (title) title.after(block);
  else box.prepend(block);
}
