import type { PreviewData } from '../../schemas/preview.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import { kindLabel } from '../../core/kinds.ts';
import { nounFor } from '../../views/labels.ts';
import { clip } from '../../views/meta.ts';

/** Longest summary a preview carries, in characters: a preview is a glance, not the page. */
const SUMMARY_MAX = 420;

type Count = PreviewData['counts'][number];
const count = (n: number, label: string): Count => ({ n, label });

/** The lead line, summary and counts that say most about a page of each kind. */
function describe(page: KbPage): Pick<PreviewData, 'lead' | 'summary' | 'counts'> {
  switch (page.kind) {
    case 'note':
      return {
        lead: page.description,
        summary: page.claim,
        counts: [
          count(page.citedBy.length, `${nounFor(page.citedBy.length, 'inquiring line uses', 'inquiring lines use')} it`),
          count(page.related.length, nounFor(page.related.length, 'related concept')),
          count(page.papers.length, nounFor(page.papers.length, 'paper')),
        ],
      };
    case 'inquiry':
      return {
        lead: '',
        summary: page.lede || page.claims[0]?.text || '',
        counts: [count(page.sources.length, nounFor(page.sources.length, 'source note'))],
      };
    case 'paper':
      return {
        lead: [page.authors.join(', '), page.date?.slice(0, 4)].filter(Boolean).join(' · '),
        summary: page.text,
        counts: [count(page.citedBy.length, `${nounFor(page.citedBy.length, 'note draws', 'notes draw')} on it`)],
      };
    case 'discussion':
      return {
        lead: page.themes.map((theme) => theme.title).join(' · '),
        summary: page.text,
        counts: [count(page.themes.length, nounFor(page.themes.length, 'theme'))],
      };
  }
}

/** A page of the knowledge base → the small record its link previews show. */
export function previewOf(page: KbPage): PreviewData {
  const { lead, summary, counts } = describe(page);
  return {
    url: page.url,
    kind: kindLabel(page.kind),
    title: page.title,
    stub: page.stub,
    lead: clip(lead, 200),
    summary: clip(summary, SUMMARY_MAX),
    // A zero count says nothing on a page not yet written; on a written one it is information.
    counts: page.stub ? counts.filter((c) => c.n > 0) : counts,
  };
}

