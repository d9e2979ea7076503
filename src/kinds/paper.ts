/** The source paper: arXiv id, authors, abstract; the notes that draw on it. */
import { KINDS } from '../core/kinds.ts';
import { PaperFrontmatterSchema } from '../schemas/paper.ts';
import { type KindModule, section } from './kind.ts';

export const paper: KindModule<'paper'> = {
  info: KINDS.paper,
  frontmatter: PaperFrontmatterSchema,
  citedThrough: 'papers',
  research: true,
  citable: true,
  ownFields: (fm) => [
    ['arxiv', fm.arxiv],
    ['authors', fm.authors],
    ['venue', fm.venue],
    ['href', fm.href],
  ],
  wantedSlug: (fm) => (fm.arxiv ? fm.arxiv.toLowerCase().replace(/\//g, '-') : undefined),
  page: (base, fm, refs) => {
    const href = fm?.href ?? (fm?.arxiv ? `https://arxiv.org/abs/${fm.arxiv}` : undefined);
    return { ...base, kind: 'paper', arxiv: fm?.arxiv, authors: fm ? [...fm.authors] : [], venue: fm?.venue, href, citedBy: [...refs.citedBy] };
  },
  links: (page) => [...page.citedBy],
  citedBy: (page) => page.citedBy,
  neighbourGroups: () => [],
  similarity: () => ({ fields: [], asks: [], foundIn: 'relatedPapers', linked: [], listedPapers: [], next: [] }),
  ranked: (page) => page,
  lede: () => '',
  summary: () => '',
  preview: (page, _research, ui) => ({
    lead: [page.authors.join(', '), page.date?.slice(0, 4)].filter(Boolean).join(' · '),
    summary: page.text,
    counts: [{ n: page.citedBy.length, label: ui.count('preview.notesDraw', page.citedBy.length) }],
    linksLabel: ui.t('paper.citedBy'),
    leadsTo: page.citedBy,
  }),
  schemaOrg: (page, links) => ({
    type: 'ScholarlyArticle',
    keywords: true,
    fields: {
      author: page.authors.map((name) => ({ '@type': 'Person', name })),
      ...(page.arxiv === undefined ? {} : { identifier: `arXiv:${page.arxiv}`, sameAs: links.arxiv(page.arxiv) }),
      ...(page.venue === undefined ? {} : { publisher: page.venue }),
    },
  }),
  sections: (page, _body, _options, ui) => [
    ...(page.bodyHtml ? [section('abstract-heading', ui.t('paper.abstract'))] : []),
    ...(page.citedBy.length > 0 ? [section('cited-by-heading', `${ui.t('paper.citedBy')} (${page.citedBy.length})`)] : []),
  ],
  publication: (page) => page,
};
