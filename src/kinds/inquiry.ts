/** The inquiring line: a question answered by a short essay that cites notes inline. */
import { KINDS } from '../core/kinds.ts';
import { InquiryFrontmatterSchema } from '../schemas/inquiry.ts';
import { type KindModule, section } from './kind.ts';

export const inquiry: KindModule<'inquiry'> = {
  info: KINDS.inquiry,
  frontmatter: InquiryFrontmatterSchema,
  cites: 'sources',
  derivesSources: true,
  claims: true,
  research: true,
  neighbourhood: true,
  citable: true,
  ownFields: (fm) => [
    ['lede', fm.lede],
    ['sources', fm.sources],
    ['next', fm.next],
  ],
  refLists: (fm) => [
    { key: 'sources', refs: fm.sources, expected: 'note' },
    { key: 'next', refs: fm.next, expected: 'inquiry' },
  ],
  page: (base, fm, refs) => ({
    ...base,
    kind: 'inquiry',
    lede: fm?.lede ?? '',
    claims: [],
    sources: [...refs.sources],
    writtenSources: [...refs.writtenSources],
    next: [...refs.next],
  }),
  withClaims: (page, claims) => ({ ...page, claims }),
  links: (page) => [...page.sources, ...page.writtenSources, ...page.next],
  citedBy: () => [],
  neighbourGroups: (page) => [
    ['source', page.sources.length > 0 ? page.sources : page.writtenSources],
    ['next', page.next],
  ],
  similarity: (page) => ({
    fields: [{ text: page.lede, weight: 2 }],
    // A line not yet written neither asks for nor is found as a similar line.
    asks: page.stub ? ['similar'] : ['similar', 'similarLines'],
    foundIn: page.stub ? undefined : 'similarLines',
    linked: [...page.sources],
    listedPapers: [],
    next: [...page.next],
  }),
  ranked: (page, lists) =>
    lists.similarLines === undefined ? { ...page, similar: lists.similar ?? [] } : { ...page, similar: lists.similar ?? [], similarLines: lists.similarLines },
  lede: (page) => page.lede,
  summary: (page) => page.lede,
  preview: (page, _research, ui) => ({
    lead: '',
    summary: page.lede || page.claims[0]?.text || '',
    counts: [{ n: page.sources.length, label: ui.count('preview.sourceNotes', page.sources.length) }],
    linksLabel: ui.t('stub.sources'),
    leadsTo: page.sources,
  }),
  schemaOrg: (page, links) => ({ type: 'Article', keywords: true, fields: { citation: links.urls(page.sources) } }),
  sections: (page, body, { next }, ui) => [
    ...body,
    section('sources-heading', `${ui.t('stub.sources')} (${page.sources.length})`),
    ...(next ? [section('next-heading', ui.t('inquiry.next'))] : []),
    ...((page.similar ?? []).length > 0 ? [section('similar-heading', ui.t('similar.heading'))] : []),
  ],
  essay: (page) => page,
};
