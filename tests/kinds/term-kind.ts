// A kind the site does not ship, for the test that adds one: a glossary term, with a definition,
// written in `terms/` and served at `/terms/<slug>/`. Registered through the same registry API a
// shipped kind uses (src/kinds/registry.ts), so every place that lists, builds, searches or
// draws kinds has to take it without knowing its name.
import { z } from 'zod';
import type { KindInfo, PageKind } from '../../src/core/kinds.ts';
import type { KindModule } from '../../src/kinds/registry.ts';
import type { KbPage } from '../../src/schemas/knowledge-base.ts';
import { CommonFieldsSchema } from '../../src/schemas/fields.ts';

// The kind types list the shipped kinds; a kind added at run time is one of them only to the registry.
const TERM = 'term' as PageKind;

export const TERM_INFO: KindInfo = {
  id: TERM,
  folder: 'terms',
  label: 'Term',
  plural: 'Terms',
  inHeader: false,
  shape: 'square',
  colour: '#555555',
  linkRank: 4,
};

const TermFrontmatterSchema = CommonFieldsSchema.extend({
  kind: z.literal('term'),
  /** The definition in one sentence. Default: `''`. */
  definition: z.string().trim().default(''),
});

/** A term's page: the fields every page has, with its kind and definition. */
type TermPage = KbPage & { definition: string };
const definitionOf = (page: KbPage): string => (page as TermPage).definition ?? '';

export const term: KindModule = {
  info: TERM_INFO,
  frontmatter: TermFrontmatterSchema as unknown as KindModule['frontmatter'],
  ownFields: (fm) => [['definition', (fm as unknown as z.output<typeof TermFrontmatterSchema>).definition]],
  page: (base, fm) =>
    ({ ...base, kind: TERM, definition: fm === undefined ? '' : (fm as unknown as z.output<typeof TermFrontmatterSchema>).definition }) as unknown as KbPage,
  links: () => [],
  citedBy: () => [],
  neighbourGroups: () => [],
  similarity: (page) => ({ fields: [{ text: definitionOf(page), weight: 2 }], asks: [], foundIn: undefined, linked: [], listedPapers: [], next: [] }),
  ranked: (page) => page,
  lede: definitionOf,
  summary: definitionOf,
  preview: (page) => ({ lead: '', summary: definitionOf(page), counts: [], linksLabel: '', leadsTo: [] }),
  sections: (_page, body) => [...body],
  schemaOrg: (page) => ({ type: 'DefinedTerm', keywords: true, fields: { description: definitionOf(page) } }),
};
