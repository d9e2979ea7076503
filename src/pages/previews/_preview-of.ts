import type { PreviewData } from '../../schemas/preview.ts';
import { extractFigures } from '../../pipeline/parse/figures.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import { kindOfPage } from '../../kinds/registry.ts';
import type { Site } from '../../handoff/kb.ts';
import type { Ui } from '../../core/i18n/index.ts';
import { kindName } from '../../views/i18n/names.ts';
import { clip } from '../../views/meta.ts';
import { siteContent } from '../../views/site-content.ts';
import { refTo, writtenFirst } from '../../views/pages.ts';

/** Longest summary a preview carries, in characters: a preview is a glance, not the page. */
const SUMMARY_MAX = 420;
/** Most pages a preview links to: enough to follow a chain, few enough to stay a glance. */
const LINKS_MAX = 4;
/** Longest excerpt of the body a preview carries, in characters, all paragraphs together. */
const EXCERPT_MAX = 480;
/** Most key figures a preview names. */
const FIGURES_MAX = 4;

/** A page of the knowledge base, the site and its interface's words → the small record its link previews show, its kind named in the site's language. */
export function previewOf(page: KbPage, site: Site, ui: Ui): PreviewData {
  // The lead line, summary, counts and onward links that say most about a page of its kind.
  const { lead, summary, counts, linksLabel, leadsTo } = kindOfPage(page).preview(page, siteContent(site).research, ui);
  // A page that says nothing of itself in a description or summary is shown by its opening, as Obsidian Publish shows a note.
  const opening = lead === '' && summary === '' && !page.stub ? (page.outline?.opening ?? { paragraphs: [] }) : { paragraphs: [] };
  const links = writtenFirst(leadsTo.filter((slug) => slug !== page.slug).map((slug) => refTo(site, slug, page.url)))
    .slice(0, LINKS_MAX)
    .map((ref) => ({ url: ref.url, title: ref.title, stub: ref.stub }));
  // Key figures are a finding's: its claim is what it found, and these are what it found in numbers.
  const finding = kindOfPage(page).finding?.(page);
  const figures = finding === undefined ? [] : [...new Set(extractFigures(finding.claim).map((figure) => figure.raw))].slice(0, FIGURES_MAX);
  return {
    url: page.url,
    kind: kindName(ui, page.kind),
    title: page.title,
    stub: page.stub,
    lead: clip(lead, 200),
    summary: clip(summary, SUMMARY_MAX),
    excerpt: excerptOf(opening.paragraphs),
    ...(opening.image === undefined ? {} : { image: opening.image }),
    figures: figures.map((raw) => ({ raw })),
    linksLabel: links.length > 0 ? linksLabel : '',
    links,
    // A zero count says nothing on a page not yet written; on a written one it is information.
    counts: page.stub ? counts.filter((c) => c.n > 0) : counts,
  };
}

/** The opening paragraphs, the last one cut so that together they hold about `EXCERPT_MAX` characters. */
function excerptOf(paragraphs: readonly string[]): string[] {
  const out: string[] = [];
  let left = EXCERPT_MAX;
  for (const paragraph of paragraphs) {
    if (left <= 0) break;
    const text = clip(paragraph, left);
    out.push(text);
    left -= text.length;
  }
  return out;
}
