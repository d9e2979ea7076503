// The words the graphs write in the browser (a node's name, a neighbourhood's summary, the full
// graph's card and status): the site integration serves the messages of `GRAPH_WORDS` in the site's
// language as `virtual:research-notes/words/graph` (src/integration/script-words.ts); the build's
// first view takes the same words from the whole catalogue.
import type { MessageKey } from '../../core/i18n/catalogue.ts';
import type { Ui } from '../../core/i18n/format-core.ts';
import { BUILT_IN_KINDS, kindLabel, type PageKind } from '../../core/kinds.ts';

/** The catalogue's keys the graph scripts use: the kinds' names and the graphs' own messages. */
export const GRAPH_WORDS: readonly MessageKey[] = [
  ...BUILT_IN_KINDS.map((kind) => `kind.${kind}` as const),
  'ng.node',
  'ng.nodeStub',
  'ng.more',
  'ng.label',
  'ng.centre',
  'ng.none',
  'ng.failed',
  'ng.related',
  'ng.sources',
  'ng.papers',
  'ng.next',
  'ng.citedBy',
  'ng.linked',
  'ng.second',
  'graph.stubCard',
  'graph.links',
  'graph.showing',
  'graph.noSlug',
  'graph.failed',
  'graph.cardClusters',
];

/** Takes the words and a kind; returns the kind's name in the page's language, or the kind's own label for a kind the catalogue does not name. */
export function kindWord(words: Ui, kind: PageKind): string {
  const key = `kind.${kind}`;
  const said = words.t(key);
  return said === key ? kindLabel(kind) : said;
}

/** Takes the words and a kind; returns its name as it stands inside a sentence: lower case, but in German, where nouns keep their capital. */
export function kindInSentence(words: Ui, kind: PageKind): string {
  const name = kindWord(words, kind);
  return /^de\b/i.test(words.lang) ? name : name.toLocaleLowerCase(words.lang);
}

/** Takes the words, a page's title and kind and whether it is written; returns its name with its kind: `Entropy (note)`, `… (note, not yet written)`. */
export function titledNode(words: Ui, title: string, kind: PageKind, stub: boolean): string {
  return words.t(stub ? 'ng.nodeStub' : 'ng.node', { title, kind: kindInSentence(words, kind) });
}
