// The names the interface gives kinds of page and the default navigation, in the site's language.
import { DEFAULT_NAV } from '../../config/schema.ts';
import { BUILT_IN_KINDS, kindLabel, kindPlural, type PageKind } from '../../core/kinds.ts';
import { kindIndexUrl } from '../../core/url.ts';
import type { PluralKey, TextKey } from '../../core/i18n/catalogue.ts';
import type { Ui } from '../../core/i18n/index.ts';
import { isBaseFile, isCanvasFile } from '../../core/page-source.ts';

const BUILT_IN: ReadonlySet<string> = new Set(BUILT_IN_KINDS);

function isBuiltIn(kind: PageKind): kind is (typeof BUILT_IN_KINDS)[number] {
  return BUILT_IN.has(kind);
}

/** Takes the interface and a kind; returns the kind's name for one page (`Note`): the catalogue's for a shipped kind, the kind's own for an added one. */
export function kindName(ui: Ui, kind: PageKind): string {
  return isBuiltIn(kind) ? ui.t(`kind.${kind}`) : kindLabel(kind);
}

/**
 * Takes the interface and a page's kind and file; returns what the label above its title calls it:
 * a board drawn from a `.canvas` file `Canvas`, a `.base` file's page `Base` (each a vault note by
 * kind, but not what its reader sees), any other page its kind's name (`kindName`).
 */
export function pageKindName(ui: Ui, page: { kind: PageKind; file?: string | null | undefined }): string {
  const file = page.file ?? '';
  if (isCanvasFile(file)) return ui.t('canvas.kind');
  if (isBaseFile(file)) return ui.t('base.kind');
  return kindName(ui, page.kind);
}

/** Takes the interface and a kind; returns the kind's name for many pages (`Notes`). */
export function kindNames(ui: Ui, kind: PageKind): string {
  return isBuiltIn(kind) ? ui.t(`kind.${kind}.plural`) : kindPlural(kind);
}

/**
 * Takes the interface and a kind; returns its name for many pages as it stands inside a sentence
 * (`the notes`): lower case, but in German, where nouns keep their capital.
 */
export function kindNamesInSentence(ui: Ui, kind: PageKind): string {
  const name = kindNames(ui, kind);
  return /^de\b/i.test(ui.lang) ? name : name.toLocaleLowerCase(ui.lang);
}

/** The catalogue's count of pages of each shipped kind (`3 notes`). */
const COUNT_KEYS: Readonly<Record<(typeof BUILT_IN_KINDS)[number], PluralKey>> = {
  inquiry: 'count.inquiries',
  note: 'count.notes',
  paper: 'count.papers',
  discussion: 'count.discussions',
};

/** Takes the interface, a kind and a count; returns the count of pages of that kind in words (`1 note`, `3 notes`; an added kind: `3 Terms`). */
export function kindCount(ui: Ui, kind: PageKind, count: number): string {
  return isBuiltIn(kind) ? ui.count(COUNT_KEYS[kind], count) : `${ui.number(count)} ${count === 1 ? kindLabel(kind) : kindPlural(kind)}`;
}

/** The catalogue's word for each link of the default navigation that is not a kind's index. */
const NAV_KEYS: Readonly<Record<string, TextKey>> = { '/': 'nav.home', '/clusters/': 'nav.clusters', '/graph/': 'nav.graph', '/search/': 'nav.search' };

/**
 * Takes the interface and an entry of the navigation; returns its text: an entry as the default
 * navigation writes it speaks the site's language, one the configuration wrote keeps its words.
 */
export function navLabel(ui: Ui, entry: { label: string; link: string }): string {
  if (!DEFAULT_NAV.some((fallback) => fallback.label === entry.label && fallback.link === entry.link)) return entry.label;
  const kind = BUILT_IN_KINDS.find((id) => kindIndexUrl(id) === entry.link);
  if (kind !== undefined) return kindNames(ui, kind);
  const key = NAV_KEYS[entry.link];
  return key === undefined ? entry.label : ui.t(key);
}
