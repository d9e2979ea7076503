import type { Finding } from '../schemas/finding.ts';
import { collectDrafts, makeDraft, type PageDraft } from './page-draft.ts';
import type { LinkedInquiry } from './link-inquiry.ts';
import { escapeMarkdown, escapeParagraph } from './link-body.ts';
import type { DigestExport, InquiryExport, NoteExport, PaperExport, TopicExport } from './parsed-export.ts';

/**
 * The drafts an inquiring-line export yields: the full page (lede, Sources list, next lines,
 * linked body), a note stub for each source with its claim and an inquiring-line stub for each
 * next line.
 */
export function inquiryDrafts(page: InquiryExport, linked: LinkedInquiry): { drafts: PageDraft[]; findings: Finding[] } {
  const from = page.file;
  return collectDrafts([
    makeDraft(
      {
        kind: 'inquiry',
        title: page.title.value,
        lede: page.lede?.value ?? '',
        sources: linked.listComplete ? linked.sources.map((s) => s.title) : [],
        next: page.next.map((n) => n.value),
      },
      linked.paragraphs.join('\n\n'),
      'export',
      from,
      page.title.line,
    ),
    ...linked.sources.map((s) => makeDraft({ kind: 'note', title: s.title, claim: s.claim, stub: true }, '', 'stub', from)),
    ...page.next.map((n) => makeDraft({ kind: 'inquiry', title: n.value, stub: true }, '', 'stub', from, n.line)),
    ...citedStubs(
      linked.newTitles.filter((t) => !linked.sources.some((s) => s.title === t)),
      from,
    ),
  ]);
}

/** A note stub for each cited title no page knew (the link in the body is what the page says of it). */
export function citedStubs(titles: readonly string[], from: string): Array<PageDraft | Finding> {
  return titles.map((title) => makeDraft({ kind: 'note', title, stub: true }, '', 'stub', from));
}

/**
 * The drafts a note export yields: the full note (description, original title, related concepts
 * with reasons, papers, linked body), an inquiring-line stub for each backlink whose Sources list
 * names this note (so the site derives the backlink), a note stub for each related concept with its
 * description, a paper stub for each related paper and a note stub for each title cited only here.
 * The header gives the note's clusters (split by the caller), date, origin and hub questions.
 */
export function noteDrafts(
  page: NoteExport,
  paragraphs: readonly string[],
  newTitles: readonly string[],
  clusters: readonly string[],
): { drafts: PageDraft[]; findings: Finding[] } {
  const from = page.file;
  const title = page.title.value;
  return collectDrafts([
    makeDraft(
      {
        kind: 'note',
        title,
        description: page.description?.value ?? '',
        ...(page.originalTitle ? { originalTitle: page.originalTitle.value } : {}),
        related: page.related.map((r) => ({ to: r.title.value, reason: r.reason?.value ?? '' })),
        papers: page.papers.map((p) => p.value),
        clusters: [...clusters],
        ...(page.date ? { date: page.date.value } : {}),
        ...(page.sourcedFrom ? { sourcedFrom: page.sourcedFrom.value } : {}),
        hubs: page.hubs.map((h) => h.value),
      },
      paragraphs.join('\n\n'),
      'export',
      from,
      page.title.line,
    ),
    ...page.backlinks.map((b) => makeDraft({ kind: 'inquiry', title: b.value, sources: [title], stub: true }, '', 'stub', from, b.line)),
    ...page.related.map((r) =>
      makeDraft({ kind: 'note', title: r.title.value, description: r.description?.value ?? '', stub: true }, '', 'stub', from, r.title.line),
    ),
    ...page.papers.map((p) => makeDraft({ kind: 'paper', title: p.value, stub: true }, '', 'stub', from, p.line)),
    ...citedStubs(newTitles, from),
  ]);
}

/** The draft a digest export yields: a discussion whose body has a `## Theme` heading and a bullet list per theme. */
export function digestDrafts(page: DigestExport, points: readonly string[][], newTitles: readonly string[]): { drafts: PageDraft[]; findings: Finding[] } {
  const body = page.themes
    .map((theme, i) => {
      const items = (points[i] ?? []).map((p) => `- ${p}`).join('\n');
      return items ? `## ${theme.title.value}\n\n${items}` : `## ${theme.title.value}`;
    })
    .join('\n\n');
  return collectDrafts([
    makeDraft({ kind: 'discussion', title: page.title.value }, body, 'export', page.file, page.title.line),
    ...citedStubs(newTitles, page.file),
  ]);
}

/** The draft a paper export yields: the paper (arXiv id, authors, date, its chips as `clusters`) with its abstract and excerpts as the body. */
export function paperDrafts(page: PaperExport, clusters: readonly string[] = []): { drafts: PageDraft[]; findings: Finding[] } {
  const abstract = page.abstract.map((p) => escapeParagraph(p.value)).join('\n\n');
  const excerpts = page.excerpts.map((e) => `- ${escapeMarkdown(e.value)}`).join('\n');
  const note = page.editorNote ? `> ${escapeMarkdown(page.editorNote.value)}` : '';
  const body = [note, abstract ? `## Abstract\n\n${abstract}` : '', excerpts ? `## Excerpts\n\n${excerpts}` : ''].filter((s) => s !== '').join('\n\n');
  const href = page.href && !page.href.value.includes('/papers/') ? page.href.value : undefined;
  return collectDrafts([
    makeDraft(
      {
        kind: 'paper',
        title: page.title.value,
        ...(page.arxiv ? { arxiv: page.arxiv.value } : {}),
        authors: page.authors?.value ?? [],
        ...(page.date ? { date: page.date.value } : {}),
        ...(href ? { href } : {}),
        ...(clusters.length > 0 ? { clusters: [...clusters] } : {}),
      },
      body,
      'export',
      page.file,
      page.title.line,
    ),
  ]);
}

/**
 * The drafts a topic page yields. The content format has no file for a cluster: a cluster is the
 * name its member pages carry in `clusters`, and the site builds its page from them. So each
 * member (note or paper) gets a stub draft carrying the topic's name, which merges into the
 * member's page when the import or the collection has it; a note's description on the list goes
 * with it. The topic's own description and counts are reported, not written.
 */
export function topicDrafts(page: TopicExport): { drafts: PageDraft[]; findings: Finding[] } {
  const clusters = [page.title.value];
  return collectDrafts(
    page.members.map((m) =>
      m.kind === 'note'
        ? makeDraft({ kind: 'note', title: m.title.value, clusters, description: m.description?.value ?? '', stub: true }, '', 'stub', page.file, m.title.line)
        : makeDraft({ kind: 'paper', title: m.title.value, clusters, stub: true }, '', 'stub', page.file, m.title.line),
    ),
  );
}
