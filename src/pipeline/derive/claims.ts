import type { Claim } from '../../schemas/knowledge-base.ts';
import { extractFigures } from '../parse/figures.ts';
import type { PageIdentity } from '../resolve/identity.ts';
import type { ParsedLink } from '../parse/parse-file.ts';
import { LINK_MARK, type ParsedSentence } from '../parse/sentences.ts';

/** How a link reads in text: its shown text, else the title of the page it resolved to, else the reference. */
export function linkLabel(link: ParsedLink, page: PageIdentity | null): string {
  return link.shown ?? page?.title ?? link.target;
}

/**
 * An inquiring line's claims from its parsed sentences: the text with citations written as
 * titles, the pages cited (in order, without repeats) and the figures quoted. Figures are read
 * from the sentence's own words only, so a figure inside a cited title is not a quoted figure.
 */
export function buildClaims(sentences: readonly ParsedSentence[], links: readonly ParsedLink[], resolved: ReadonlyArray<PageIdentity | null>): Claim[] {
  return sentences.map((s) => {
    let i = 0;
    const text = s.text
      .replace(new RegExp(LINK_MARK, 'g'), () => {
        const index = s.links[i++];
        const link = index === undefined ? undefined : links[index];
        return link ? linkLabel(link, resolved[index ?? -1] ?? null) : '';
      })
      .replace(/\s+/g, ' ')
      .trim();
    const cites = new Set<PageIdentity>();
    for (const index of s.links) {
      const page = resolved[index];
      if (page) cites.add(page);
    }
    return {
      text,
      line: s.line,
      paragraph: s.paragraph,
      cites: [...cites].map((p) => p.slug),
      figures: extractFigures(s.text.replaceAll(LINK_MARK, ' ')),
    };
  });
}
