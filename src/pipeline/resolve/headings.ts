import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import type { ParsedLink } from '../parse/parse-file.ts';
import { slugify } from './slug.ts';
import { type SuggestBudget, suggestBudget, TitleSuggester } from './suggest.ts';

/** A page's headings as written, and the set of their slugs (what a `#…` fragment is matched by, as the renderer's ids are). */
interface Headings {
  texts: string[];
  slugs: Set<string>;
  suggester: TitleSuggester | undefined;
}

/** The headings of a body (each gets an id a link can land on), in order. */
function headingsOf(tree: Root): Headings {
  const texts: string[] = [];
  visit(tree, 'heading', (node: Heading) => {
    texts.push(toString(node).trim());
  });
  return { texts, slugs: new Set(texts.map((t) => slugify(t))), suggester: undefined };
}

/** The heading a link's `#…` part lands on: the last one named (`Heading#Sub` is Sub), `undefined` for a block id `^abc`. */
function landingHeading(written: string): string | undefined {
  const last = written
    .split('#')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .pop();
  return last === undefined || last.startsWith('^') ? undefined : last;
}

/**
 * Checks links to a heading (`[[Note#Heading]]`, `[[#Heading]]`) against the headings of the
 * page they open, as the page is rendered (headings compared by their slug, as the fragment is).
 * A heading that does not exist still opens the page, at its top; it is reported with the
 * closest existing heading. Embeds are left out: the embed stage reports their anchors.
 */
export class HeadingChecker {
  readonly #cache = new Map<number, Headings>();
  /** One budget for the did-you-mean of every page checked. */
  readonly #budget: SuggestBudget = suggestBudget();
  readonly findings: Finding[] = [];

  /** Takes a body's tree by its file's index (`PageIdentity.source`). */
  readonly treeOf: (source: number) => Root | undefined;

  constructor(treeOf: (source: number) => Root | undefined) {
    this.treeOf = treeOf;
  }

  /** Reports `link`, written in `file`, when the page `target` (its file index and name as shown) has no heading it names. */
  check(link: ParsedLink, file: ContentPath, target: { source: number; name: string }): void {
    if (link.heading === undefined || link.embed || target.source < 0) return;
    const heading = landingHeading(link.heading);
    if (heading === undefined) return;
    const headings = this.#headings(target.source);
    if (headings === undefined || headings.slugs.has(slugify(heading))) return;
    headings.suggester ??= new TitleSuggester(headings.texts, this.#budget);
    const [close] = headings.suggester.closest(heading, 1);
    const page = link.target === '' ? 'this page' : `"${target.name}"`;
    const written = `[[${link.target}#${link.heading}]]`;
    const hint =
      close !== undefined
        ? `did you mean [[${link.target}#${close}]]?`
        : headings.texts.length > 0
          ? `its headings are ${headings.texts
              .slice(0, 5)
              .map((t) => `"${t}"`)
              .join(', ')}${headings.texts.length > 5 ? ', …' : ''}`
          : 'it has no headings';
    this.findings.push(
      finding('warning', 'missing-heading', file, link.line, `${written}: ${page} has no heading "${heading}", so the link opens it at its top; ${hint}`, {
        data: { heading, suggestion: close ?? null },
      }),
    );
  }

  /** Whether the did-you-mean budget ran out: the suggestions then depend on the order the links were checked in. */
  get exhausted(): boolean {
    return this.#budget.postings <= 0;
  }

  #headings(source: number): Headings | undefined {
    const cached = this.#cache.get(source);
    if (cached) return cached;
    const tree = this.treeOf(source);
    if (tree === undefined) return undefined;
    const found = headingsOf(tree);
    this.#cache.set(source, found);
    return found;
  }
}
