/**
 * The kind registry: every page kind's module, in `KIND_IDS` order. The shipped kinds are listed
 * here; `registerKind` adds one more (with its entry in `core/kinds.ts`). Code that needs a
 * per-kind answer looks it up with `kindOf` or `kindOfPage` (README, "Adding a kind").
 */
import { addKind, KIND_IDS, type PageKind } from '../core/kinds.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { discussion } from './discussion.ts';
import { inquiry } from './inquiry.ts';
import type { EssayPart, FindingPart, KindModule, PublicationPart } from './kind.ts';
import { note } from './note.ts';
import { paper } from './paper.ts';

/** The shipped kinds' modules. Typed per kind, so a module that lacks a part or mistypes one does not compile. */
const SHIPPED: { readonly [K in PageKind]: KindModule<K> } = { inquiry, note, paper, discussion };

/**
 * A kind's module as the registry hands it out. Its methods accept any page in their types; the
 * registry's lookups pair each page with its own kind's module, which is what makes that sound.
 */
const widened = (module: { [K in PageKind]: KindModule<K> }[PageKind]): KindModule => module as unknown as KindModule;

const modules = new Map<PageKind, KindModule>(KIND_IDS.map((kind) => [kind, widened(SHIPPED[kind])]));

/**
 * Adds a kind: its entry in `core/kinds.ts` (URL folder, names, graph look) and its module. Its
 * pages are then read, built, linked, ranked, listed, searched and drawn like any other kind's.
 * Throws when the id or URL folder is taken. Register before the content is read. The kind is
 * known to this thread only: the build's parse threads (`ParseOptions.workers`) and the browser
 * know the kinds listed in `SHIPPED`, so a kind the site publishes is listed there.
 */
export function registerKind<K extends PageKind>(module: KindModule<K>): void {
  addKind(module.info);
  modules.set(module.info.id, module as unknown as KindModule);
}

/** Every kind's module, in `KIND_IDS` order. */
export function kindModules(): KindModule[] {
  return KIND_IDS.map(kindOf);
}

/**
 * The module of a kind. Its methods take pages of that kind only: pass the page whose `kind` you
 * looked up (`kindOf(page.kind).links(page)`), or use `kindOfPage`.
 */
export function kindOf(kind: PageKind): KindModule {
  const module = modules.get(kind);
  if (module === undefined) throw new Error(`no module is registered for the page kind "${kind}": register one with registerKind (src/kinds/registry.ts)`);
  return module;
}

/** The module of a page's kind. */
export function kindOfPage(page: Pick<KbPage, 'kind'>): KindModule {
  return kindOf(page.kind);
}

/** A page's essay parts (an inquiring line's lede, claims, sources and next lines); `undefined` when its kind is no essay. */
export function essayOf(page: KbPage): EssayPart | undefined {
  return kindOfPage(page).essay?.(page);
}

/** What a page states it found (a note's description and claim); `undefined` when its kind states no finding. */
export function findingOf(page: KbPage): FindingPart | undefined {
  return kindOfPage(page).finding?.(page);
}

/** A page's publication data (a paper's authors, arXiv id, venue, link); `undefined` when its kind is no publication. */
export function publicationOf(page: KbPage): PublicationPart | undefined {
  return kindOfPage(page).publication?.(page);
}

/** True when the page states a finding (a note): what an essay cites as sources and checks its figures against. */
export function statesFinding(page: KbPage | undefined): boolean {
  return page !== undefined && findingOf(page) !== undefined;
}

export type {
  EssayPart,
  FindingPart,
  KindModule,
  KindRefs,
  PageOf,
  PreviewPart,
  PublicationPart,
  RankList,
  SchemaLinks,
  SchemaOrgPart,
  SectionEntry,
  SimilarityPart,
  WeightedField,
} from './kind.ts';
