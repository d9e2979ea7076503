/**
 * The kind registry: every page kind's module, in `KIND_IDS` order. A kind is added here, with
 * its entry in `core/kinds.ts`, its frontmatter schema and its page schema (README, "Adding a
 * kind"); code that needs a per-kind answer looks it up with `kindOf`.
 */
import { KIND_IDS, type PageKind } from '../core/kinds.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';
import { discussion } from './discussion.ts';
import { inquiry } from './inquiry.ts';
import type { KindModule } from './kind.ts';
import { note } from './note.ts';
import { paper } from './paper.ts';

/** The module of each kind. Typed per kind, so a module that lacks a part or mistypes one does not compile. */
const MODULES: { readonly [K in PageKind]: KindModule<K> } = { inquiry, note, paper, discussion };

/**
 * A kind's module as the registry hands it out. Its methods accept any page in their types; the
 * registry's lookups pair each page with its own kind's module, which is what makes that sound.
 */
const widened = (kind: PageKind): KindModule => MODULES[kind] as unknown as KindModule;

/** Every kind's module, in `KIND_IDS` order. */
export const KIND_MODULES: readonly KindModule[] = KIND_IDS.map(widened);

/**
 * The module of a kind. Its methods take pages of that kind only: pass the page whose `kind` you
 * looked up (`kindOf(page.kind).links(page)`), or use `kindOfPage`.
 */
export function kindOf(kind: PageKind): KindModule {
  return widened(kind);
}

/** The module of a page's kind. */
export function kindOfPage(page: Pick<KbPage, 'kind'>): KindModule {
  return widened(page.kind);
}

export type { EssayPart, FindingPart, KindModule, KindRefs, PageOf, PreviewPart, PublicationPart, RankList, SimilarityPart, WeightedField } from './kind.ts';
