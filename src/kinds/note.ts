/** The synthesis note: one finding, question-titled, with related concepts and papers. */
import { KINDS } from '../core/kinds.ts';
import { NoteFrontmatterSchema } from '../schemas/note.ts';
import type { RankedPage } from '../schemas/knowledge-base.ts';
import { type KindModule, type PageOf, section } from './kind.ts';

/** Takes a note; returns the papers it lists or the similarity stage ranked (before that stage has run, the listed ones alone). */
export function rankedPapersOf(note: PageOf<'note'>): RankedPage[] {
  return note.relatedPapers ?? note.papers.map((slug) => ({ slug, score: Number.NaN, origin: 'listed' }));
}

export const note: KindModule<'note'> = {
  info: KINDS.note,
  frontmatter: NoteFrontmatterSchema,
  citedThrough: 'sources',
  cites: 'papers',
  relates: true,
  linkedSentences: true,
  neighbourhood: true,
  citable: true,
  moreBacklinks: 'inquiring lines',
  statedClaim: (fm) => fm.claim,
  slugSource: (fm) => fm.originalTitle,
  ownFields: (fm) => [
    ['originalTitle', fm.originalTitle],
    ['description', fm.description],
    ['claim', fm.claim],
    ['related', fm.related.map((r) => (r.reason ? { to: r.to, reason: r.reason } : { to: r.to }))],
    ['papers', fm.papers],
    ['sourcedFrom', fm.sourcedFrom],
    ['hubs', fm.hubs],
  ],
  relatedRefs: (fm) => fm.related,
  refLists: (fm) => [{ key: 'papers', refs: fm.papers, expected: 'paper' }],
  page: (base, fm, refs, asText) => ({
    ...base,
    kind: 'note',
    // A description is shown as text (the lede, previews, search engines): its links read as their text.
    description: asText(fm?.description ?? ''),
    claim: fm?.claim ?? '',
    originalTitle: fm?.originalTitle,
    related: [...refs.related],
    papers: [...new Set(refs.papers)],
    citedBy: [...refs.citedBy],
  }),
  links: (page) => [...page.related.map((r) => r.slug), ...page.papers, ...page.citedBy],
  shownLinks: (page) => (page.relatedPapers ?? []).map((r) => r.slug),
  citedBy: (page) => page.citedBy,
  neighbourGroups: (page) => [
    ['related', page.related.map((r) => r.slug)],
    ['paper', page.papers],
  ],
  similarity: (page) => ({
    fields: [
      { text: page.description, weight: 2 },
      { text: page.claim, weight: 2 },
      ...(page.originalTitle === undefined ? [] : [{ text: page.originalTitle, weight: 2 }]),
    ],
    asks: ['similar', 'relatedPapers'],
    foundIn: 'similar',
    linked: page.related.map((r) => r.slug),
    listedPapers: [...page.papers],
    next: [],
  }),
  ranked: (page, lists) => ({ ...page, similar: lists.similar ?? [], relatedPapers: lists.relatedPapers ?? [] }),
  lede: (page) => page.description,
  summary: (page) => page.description || page.claim,
  // A note's counts are of research links, which a collection without research pages does not speak of.
  preview: (page, research, ui) => ({
    lead: page.description,
    summary: page.claim,
    counts: !research
      ? []
      : [
          { n: page.citedBy.length, label: ui.count('preview.linesUse', page.citedBy.length) },
          { n: page.related.length, label: ui.count('ng.related', page.related.length) },
          { n: page.papers.length, label: ui.count('count.papers', page.papers.length) },
        ],
    linksLabel: ui.t('preview.related'),
    leadsTo: page.related.map((related) => related.slug),
  }),
  schemaOrg: (page, links) => ({
    type: 'Article',
    keywords: true,
    fields: { citation: links.urls(page.papers), ...(page.claim ? { abstract: page.claim } : {}) },
  }),
  sections: (page, body, { research }, ui) => {
    const otherLinks = page.linkedFrom.filter((slug) => !page.citedBy.includes(slug)).length;
    const papers = rankedPapersOf(page).length;
    return [
      ...(page.claim ? [section('claim-heading', ui.t('note.claim'))] : []),
      ...body,
      ...(page.citedBy.length > 0 ? [section('cited-by-heading', `${ui.t('note.citedBy')} (${page.citedBy.length})`)] : []),
      ...(otherLinks > 0 ? [section('linked-from-heading', `${ui.t(research ? 'note.linkedFrom' : 'note.backlinks')} (${otherLinks})`)] : []),
      ...(page.related.length > 0 ? [section('related-heading', `${ui.t('note.related')} (${page.related.length})`)] : []),
      ...(papers > 0 ? [section('papers-heading', `${ui.t('note.papers')} (${page.papers.length || papers})`)] : []),
      ...((page.similar ?? []).length > 0 ? [section('similar-heading', ui.t('similar.heading'))] : []),
      ...(page.originalTitle ? [section('original-title-heading', ui.t('note.originalTitle'))] : []),
    ];
  },
  finding: (page) => page,
};
