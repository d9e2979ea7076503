/** The discussion digest: themes of a community discussion, each with its points. */
import { KINDS } from '../core/kinds.ts';
import { DiscussionFrontmatterSchema } from '../schemas/discussion.ts';
import { type KindModule, section } from './kind.ts';

export const discussion: KindModule<'discussion'> = {
  info: KINDS.discussion,
  frontmatter: DiscussionFrontmatterSchema,
  themes: true,
  research: true,
  ownFields: (fm) => [
    ['paper', fm.paper],
    ['href', fm.href],
  ],
  paperRef: (fm) => fm.paper,
  page: (base, fm, refs) => ({ ...base, kind: 'discussion', paper: refs.paper, href: fm?.href, themes: [...refs.themes] }),
  links: (page) => (page.paper ? [page.paper] : []),
  citedBy: () => [],
  neighbourGroups: (page) => [['paper', page.paper ? [page.paper] : []]],
  similarity: () => undefined,
  ranked: (page) => page,
  lede: () => '',
  summary: () => '',
  schemaOrg: (page, links) => {
    const paper = page.paper === undefined ? undefined : links.page(page.paper);
    return {
      type: 'DiscussionForumPosting',
      keywords: false,
      fields: {
        ...(paper === undefined ? {} : { about: { '@type': 'ScholarlyArticle', name: paper.title, url: paper.url } }),
        ...(page.href === undefined ? {} : { discussionUrl: page.href }),
      },
    };
  },
  sections: (page, body, _options, ui) => [...body, ...(page.paper ? [section('paper-notes-heading', ui.t('discussion.paperNotes'))] : [])],
  preview: (page, _research, ui) => ({
    lead: page.themes.map((theme) => theme.title).join(' · '),
    summary: page.text,
    counts: [{ n: page.themes.length, label: ui.count('preview.themes', page.themes.length) }],
    linksLabel: ui.t('preview.paper'),
    leadsTo: page.paper === undefined ? [] : [page.paper],
  }),
};
