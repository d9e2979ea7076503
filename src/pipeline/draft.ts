// The draft of the knowledge base: the parsed files published, identified, resolved and derived
// into page records without bodies, and how to render the bodies and complete the pages with the
// citations' support and the checks (src/pipeline/knowledge-base.ts runs it, on threads or not).
import { kindRank } from '../core/kinds.ts';
import type { Slug } from '../schemas/brand.ts';
import type { Finding } from '../schemas/finding.ts';
import type { Claim, KbPage, KnowledgeBase, Support } from '../schemas/knowledge-base.ts';
import { runChecks, type Check } from './checks/index.ts';
import { figureNotInSource } from './checks/figure-not-in-source.ts';
import { deriveBacklinks, type LinksOut, linksOutOf, type PageEdges } from './derive/backlinks.ts';
import { deriveClusters } from './derive/clusters.ts';
import { describeClusters, unnamedClusterFindings } from './derive/cluster-files.ts';
import { deriveRelated } from './derive/related.ts';
import { type Ranking, rankedPage, withRankings } from './derive/similarity.ts';
import type { CitingPage } from './derive/support/derive-support.ts';
import type { Language } from './derive/support/language.ts';
import { compare, sortFindings } from './finding.ts';
import { figureData, type FigureFindingData } from '../schemas/figure-finding.ts';
import { assignIdentities, type PageIdentity } from './resolve/identity.ts';
import type { ParsedFile } from './parse/parse-file.ts';
import { embedRenderer, type EmbedSource } from './render/embed.ts';
import { bodyParts, buildPage, claimsOf, linkLabels, linkTargets, pageText, renderPageBody, withBodyParts } from './derive/pages.ts';
import { selectPublished, type PublishOptions } from './resolve/publish.ts';
import { missingHomeNote, type HomeNoteSetting } from './resolve/home-note.ts';
import type { EmbedRenderer } from './render/render.ts';
import type { PropertyViewOptions } from './render/properties.ts';
import { queryContext } from './query/collection.ts';
import { formatsFor } from './render/values.ts';
import { type AssembleMemo, type Composed, figureAmounts, keepOnly, type RefKeys } from './page-memo.ts';
import { resolveReferences, type ResolvedRefs, type ResolveOptions } from './resolve/resolve.ts';
import { kindOf } from '../kinds/registry.ts';
import type { FileDates } from './read/git-dates.ts';
import { withHistoryDates } from './derive/file-dates.ts';
import { withoutEmptyFolderNotes } from './derive/folder-notes.ts';

/** Options of assembling the knowledge base from parsed files: what is published, how references resolve, which note is home. */
export type AssembleOptions = Omit<ResolveOptions, 'withheld'> &
  PublishOptions & {
    /** Where the home note is named (the configuration's `home`, Publish's `indexFile`); a name no note has is a warning. Default: none named. */
    home?: HomeNoteSetting | undefined;
    /** Problems with the settings' content files (`site-options.json`, its logo, `publish.css`), found before any work and reported with the content's. Default: none. */
    settingsFindings?: readonly Finding[] | undefined;
    /** How notes' properties, bases and queries are shown: the site's language and the properties it hides. Default: English, only those that steer publishing hidden. */
    view?: PropertyViewOptions | undefined;
    /** The English model the citation support is read with (`loadLanguage`), for callers that assemble many times. Default: one loaded for this assemble when a page cites a note. */
    language?: Language | undefined;
    /** The build's time (ms since the epoch) that bases' `now()` and `today()` and queries' `date(today)` read, one for every page: `SOURCE_DATE_EPOCH` where the entry point pins it. Default: the clock, read once when the draft is made. */
    now?: number | undefined;
    /** Each content file's dates from its history (`gitFileDates`), given to the pages whose properties leave them out before any body renders, so bases and queries read the facts line's dates. Default: none. */
    fileDates?: ReadonlyMap<string, FileDates> | undefined;
  };

/** The knowledge base before its costly parts: the page records without bodies, and how to complete them. */
export interface Draft {
  /** Every page, sorted by kind then slug, without rendered body or claims: what similarity ranks by. */
  records: KbPage[];
  /** The pages whose sentences cite, for the support stage. */
  citing: CitingPage[];
  /**
   * Renders the bodies and claims (reusing those of the draft's memo whose input is unchanged): the
   * pages, without support and similarity. `release`: the parses are the caller's no more, so what
   * only this step reads of them is dropped as it goes (`releaseRendered`). Default `false`.
   */
  render(release?: boolean): Rendered;
  /** Adds the citations' support to the rendered pages, derives the clusters and runs the integrity checks: the knowledge base without similarity. */
  complete(rendered: Rendered, support: ReadonlyMap<Slug, Support[]>): KnowledgeBase;
  /** The pages with their similarity lists (`withRankings`); with a memo, a page and ranking both kept give the page made from them before. */
  ranked(pages: readonly KbPage[], rankings: ReadonlyMap<Slug, Ranking>): KbPage[];
}

/** The pages with their bodies and claims, and the findings of the checks run before rendering (the figure marks need them). */
export interface Rendered {
  pages: KbPage[];
  checked: ReadonlyMap<Check, Finding[]>;
}

/**
 * The draft of the knowledge base of `files` (parsed, in content path order): resolved, derived,
 * not yet rendered. With `memo`, the plain texts, bodies and claims of pages whose input did not
 * change since the memo's last assemble are taken from it, and the new ones kept in it.
 */
export function draftKnowledgeBase(files: readonly ParsedFile[], options: AssembleOptions, earlier: readonly Finding[], memo?: AssembleMemo): Draft {
  // Withheld pages go first, before anything can read them; only their names stay, for links to them.
  const { published: parsed, withheldNames, withheldFindings } = selectPublished(files, options);
  // An empty folder note is a folder's placeholder, not a mistake: no `empty-file` for it.
  const findings: Finding[] = withoutEmptyFolderNotes(
    [...(options.settingsFindings ?? []), ...earlier, ...withheldFindings, ...parsed.flatMap((p) => p.findings)],
    files.map((p) => p.file),
  );
  const identities = assignIdentities(parsed, memo?.wanted);
  findings.push(...identities.findings);
  const resolved = resolveReferences(parsed, identities.pages, identities.taken, { ...options, withheld: withheldNames }, memo?.resolution);
  findings.push(...resolved.findings);

  const all: PageIdentity[] = [...identities.pages, ...resolved.stubs];
  const empty: ResolvedRefs = { links: [], sources: [], next: [], related: [], papers: [] };
  const refsOf = (i: number): ResolvedRefs => resolved.refs[i] ?? empty;
  const parsedOf = (page: PageIdentity): ParsedFile | undefined => (page.source >= 0 ? parsed[page.source] : undefined);
  // Kept with the references while they are the same object, so that the backlinks read a kept page's lists as the same arrays.
  const linksOut = (page: PageIdentity, i: number): LinksOut => {
    const refs = refsOf(i);
    const derives = kindOf(page.kind).derivesSources === true;
    const kept = memo?.linksOut.get(refs);
    if (kept !== undefined && kept.derives === derives) return kept;
    const made = linksOutOf(refs, derives);
    memo?.linksOut.set(refs, made);
    return made;
  };
  const outs = all.map(linksOut);
  const sources = outs.map((out) => out.sources);
  const edges: PageEdges[] = all.map((page, i) => ({ page, all: outs[i]?.all ?? [], sources: sources[i] ?? [], papers: refsOf(i).papers }));
  const backlinks = memo === undefined ? deriveBacklinks(edges) : memo.backlinks.derive(edges);
  const relating = all.flatMap((page, i) => (kindOf(page.kind).relates === true ? [{ page, related: refsOf(i).related }] : []));
  const related = memo === undefined ? deriveRelated(relating) : memo.related.derive(relating);

  // A page's plain text, from the memo while its parse and the way its links read are unchanged.
  const textOf = (page: PageIdentity, refs: ResolvedRefs | undefined): string | undefined => {
    const p = parsedOf(page);
    if (memo === undefined || p === undefined) return undefined;
    const labels = (): string[] => linkLabels(p, refs?.links ?? []);
    return memo.texts.value(
      page.slug,
      p,
      refKey(memo, refs, 'labels', () => labels().join('\u0000')),
      () => pageText(p, labels()),
    );
  };
  const built = all.map((page, i) => {
    const refs = resolved.refs[i];
    const derived = {
      sources: sources[i] ?? [],
      linkedFrom: backlinks.linkedFrom.get(page.slug) ?? [],
      citedBy: backlinks.citedBy[kindOf(page.kind).citedThrough ?? 'sources'].get(page.slug) ?? [],
      related: related.get(page.slug) ?? [],
    };
    const parsedFile = parsedOf(page);
    const text = textOf(page, refs);
    const make = (): KbPage => buildPage(page, parsedFile, refs, derived, text);
    const dates = page.file === null ? undefined : options.fileDates?.get(page.file);
    const record = memo === undefined ? make() : memo.records.record({ page, parsed: parsedFile, refs, derived, text, dates }, make);
    return { record, page, refs };
  });
  memo?.records.turn();
  built.sort((a, b) => kindRank(a.record.kind) - kindRank(b.record.kind) || compare(a.record.slug, b.record.slug));
  // Before any body renders: bases and queries read these dates as `file.ctime` and `file.mtime`.
  if (options.fileDates !== undefined)
    withHistoryDates(
      built.map((b) => b.record),
      options.fileDates,
    );

  const parsedBySlug = new Map<Slug, ParsedFile>();
  for (const page of all) {
    const p = parsedOf(page);
    if (p) parsedBySlug.set(page.slug, p);
  }
  // Dates, numbers and the interface's words are in the site's language, by formatters made once for the build.
  const view = { ...options.view, formats: formatsFor(options.view?.lang ?? 'en') };
  const now = options.now ?? Date.now();
  const render = (release = false): Rendered => {
    // The citing pages are read from the sentences, which a releasing render drops.
    if (release) citing ??= citingPages(built, parsedOf);
    const embeds = embedContext(built, parsedOf, findings);
    const queries = queryContext(built, parsedOf, findings, view, now);
    // A body that embeds a page or shows a query reads other pages' trees: with one, every tree waits for the last body.
    const releaseEach = release && !parsed.some((p) => p.blocks === true || p.links.some((link) => link.embed));
    const claimed = built.map((entry) => {
      const p = parsedOf(entry.page);
      const withClaims = kindOf(entry.record.kind).withClaims;
      if (!p || !withClaims) return entry;
      const make = (): Claim[] => claimsOf(p, entry.refs);
      if (memo === undefined) return { ...entry, record: withClaims(entry.record, make()) };
      const claims = memo.claims.value(
        entry.record.slug,
        p,
        refKey(memo, entry.refs, 'targets', () => targetsKey(entry.refs)),
        make,
      );
      return { ...entry, record: memo.composed.claims.of(entry.record, claims, withClaims) };
    });
    if (release) for (const p of parsed) p.sentences = [];
    // Figures the cited notes do not state are marked in the body as it renders: their check runs first.
    const records = claimed.map((entry) => entry.record);
    const amounts = memo === undefined ? undefined : figureAmounts(memo, parsedBySlug);
    const figureContext = { pages: records, bySlug: new Map(records.map((p) => [p.slug, p])), parsedBySlug };
    const figureFindings =
      memo === undefined || amounts === undefined
        ? figureNotInSource(figureContext)
        : (memo.checks.figures.run([(ctx) => figureNotInSource(ctx, amounts)], figureContext)[0] ?? []);
    const figures = figuresByPage(figureFindings);
    const pages = claimed.map(({ record, page, refs }) => {
      const p = parsedOf(page);
      const embed = embeds(page, refs);
      const marks = figures.get(page.slug);
      const blocks = queries(page);
      const render = (): KbPage => {
        const rendered = renderPageBody(record, p, refs, embed, marks, view, blocks);
        if (releaseEach && p !== undefined) releaseRendered([p]);
        return rendered;
      };
      // A body showing other pages (embeds, bases, queries) is made again each time: they may have changed.
      if (memo === undefined || p === undefined || embed !== undefined || blocks !== undefined) return render();
      const parts = memo.bodies.value(
        record.slug,
        p,
        bodyKey(memo, record, refs, () => refKey(memo, refs, 'links', () => linksKey(p, refs)), marks),
        () => bodyParts(render()),
      );
      return memo.composed.bodies.of(record, parts, withBodyParts);
    });
    if (memo) keepOnly(memo, new Set(pages.map((page) => page.slug)));
    if (release) releaseRendered(parsed);
    return { pages, checked: new Map([[figureNotInSource, figureFindings]]) };
  };
  const complete = (rendered: Rendered, support: ReadonlyMap<Slug, Support[]>): KnowledgeBase => {
    const pages = withSupport(rendered.pages, support, memo?.composed.support);
    const described = describeClusters(parsed, all, view.formats.words);
    const members = all.flatMap((page) => {
      const data = parsedOf(page)?.data;
      return data ? [{ slug: page.slug, kind: page.kind, title: page.title, clusters: data.clusters }] : [];
    });
    const clusters = memo === undefined ? deriveClusters(members, described.texts) : memo.clusters.derive(members, described.texts);
    const completed = [...described.findings, ...unnamedClusterFindings(clusters), ...missingHomeNote(pages, options.home)];
    return { pages, clusters, findings: sortFindings([...findings, ...completed, ...runChecks({ pages, parsedBySlug }, rendered.checked, memo?.checks.rest)]) };
  };
  // Only the complete step reads the citing pages: an update's quick step does without them.
  let citing: CitingPage[] | undefined;
  return {
    records: built.map((b) => b.record),
    get citing(): CitingPage[] {
      citing ??= citingPages(built, parsedOf);
      return citing;
    },
    render,
    complete,
    ranked: (pages, rankings) => (memo === undefined ? withRankings(pages, rankings) : keptRankings(pages, rankings, memo.composed.rankings)),
  };
}

const NO_TREE: ParsedFile['tree'] = { type: 'root', children: [] };

/**
 * Drops the trees of `parsed` (the bodies' render reads them, and a body embedding or querying
 * another page reads that page's), keeping a cluster file's: its description renders when the
 * clusters are derived. What the checks and the clusters read after the render stays. Mutates
 * `parsed`: only for parses no one reads again (a build's own), never for those kept between builds.
 */
function releaseRendered(parsed: readonly ParsedFile[]): void {
  for (const file of parsed) if (file.cluster === undefined) file.tree = NO_TREE;
}

/**
 * What a body renders from besides its parse (see `AssembleMemo`): its title and file name, its
 * links' targets (`linkTargets`: each the page's slug, kind, title and stub mark, or the attachment's
 * file; a vault link's label is its parse's) and its figure marks.
 */
function bodyKey(
  memo: AssembleMemo,
  page: KbPage,
  refs: ResolvedRefs | undefined,
  links: () => string,
  figures: readonly FigureFindingData[] | undefined,
): string {
  const file = page.file ?? '';
  // Kept with the references while the title and file are the same: the same string, compared at once.
  let keys: RefKeys | undefined;
  if (refs !== undefined) {
    keys = memo.refKeys.get(refs);
    if (keys === undefined) memo.refKeys.set(refs, (keys = {}));
  }
  const kept = keys?.body;
  const key = kept !== undefined && kept.title === page.title && kept.file === file ? kept.key : `${page.title}\u0000${file}${links()}`;
  if (keys !== undefined) keys.body = { title: page.title, file, key };
  return figures === undefined || figures.length === 0 ? key : `${key}\u0004${JSON.stringify(figures)}`;
}

/** What a body's links render from: each link's target (`linkTargets`: the page's slug, kind, title and stub mark, or the attachment's file). */
function linksKey(parsed: ParsedFile, refs: ResolvedRefs | undefined): string {
  let key = '';
  for (let i = 0; i < parsed.links.length; i++) {
    const target = refs?.links[i];
    key += target ? `\u0001${target.slug}\u0002${target.kind}\u0002${target.stub}\u0002${target.title}` : `\u0003${refs?.attachments?.[i] ?? ''}`;
  }
  return key;
}

/** A key made from a page's references (`part` names which), kept with them while they are the same object (see `ResolveMemo.refsOf`). */
function refKey(memo: AssembleMemo, refs: ResolvedRefs | undefined, part: Exclude<keyof RefKeys, 'body'>, make: () => string): string {
  if (refs === undefined) return make();
  let keys = memo.refKeys.get(refs);
  if (keys === undefined) memo.refKeys.set(refs, (keys = {}));
  keys[part] ??= make();
  return keys[part];
}

/** What an inquiring line's claims are made from besides its parse: the slug and title of each link's target. */
function targetsKey(refs: ResolvedRefs | undefined): string {
  let key = '';
  for (const page of refs?.links ?? []) key += page ? `\u0001${page.slug}\u0002${page.title}` : '\u0003';
  return key;
}

/** The figure data of `figure-not-in-source` findings by page, each page's in report order (as `figureFindingsOf` in src/views/integrity.ts reads them back). */
function figuresByPage(found: readonly Finding[]): Map<string, FigureFindingData[]> {
  const out = new Map<string, FigureFindingData[]>();
  for (const f of sortFindings(found)) {
    const data = figureData(f);
    if (data === undefined || f.slug === undefined) continue;
    const list = out.get(f.slug);
    if (list) list.push(data);
    else out.set(f.slug, [data]);
  }
  return out;
}

/**
 * The pages whose sentences cite (inquiring lines, and typed notes whose paragraphs link a page), for
 * `deriveSupport`: only the sentences that link, each with the sentence before it (its context).
 */
function citingPages(
  built: ReadonlyArray<{ page: PageIdentity; refs: ResolvedRefs | undefined }>,
  parsedOf: (page: PageIdentity) => ParsedFile | undefined,
): CitingPage[] {
  return built.flatMap(({ page, refs }) => {
    const parsed = parsedOf(page);
    if (!parsed || parsed.sentences.length === 0) return [];
    const sentences = parsed.sentences.filter((s, i) => s.links.length > 0 || (parsed.sentences[i + 1]?.links.length ?? 0) > 0);
    if (sentences.length === 0) return [];
    const embedded = parsed.links.flatMap((link, i) => (link.embed ? [i] : []));
    return [{ slug: page.slug, sentences, embedded, targets: parsed.links.map((_, i) => refs?.links[i]?.slug ?? null) }];
  });
}

/** `withRankings`, each page made once for the page and ranking it is made from. */
function keptRankings(pages: readonly KbPage[], rankings: ReadonlyMap<Slug, Ranking>, kept: Composed<Ranking>): KbPage[] {
  return pages.map((page) => {
    const ranking = rankings.get(page.slug);
    return ranking === undefined ? page : kept.of(page, ranking, rankedPage);
  });
}

/** The pages with each citation's support passage (`support`) added where they cite notes. */
function withSupport(pages: KbPage[], support: ReadonlyMap<Slug, Support[]>, kept?: Composed<Support[]>): KbPage[] {
  const add = (page: KbPage, list: Support[]): KbPage => ({ ...page, support: list });
  return support.size === 0
    ? pages
    : pages.map((page) => {
        const list = support.get(page.slug);
        return list === undefined ? page : kept === undefined ? add(page, list) : kept.of(page, list, add);
      });
}

/**
 * For each page whose body embeds a page (`![[…]]`), its embed renderer; `undefined` for the rest,
 * so pages without embeds cost nothing more. Embed findings are added to `findings`.
 */
function embedContext(
  built: ReadonlyArray<{ page: PageIdentity; refs: ResolvedRefs | undefined }>,
  parsedOf: (page: PageIdentity) => ParsedFile | undefined,
  findings: Finding[],
): (page: PageIdentity, refs: ResolvedRefs | undefined) => EmbedRenderer | undefined {
  const bySlug = new Map<Slug, { page: PageIdentity; refs: ResolvedRefs | undefined }>(built.map((b) => [b.page.slug, b]));
  const sources = new Map<Slug, EmbedSource | undefined>();
  const sourceOf = (slug: Slug): EmbedSource | undefined => {
    if (sources.has(slug)) return sources.get(slug);
    const entry = bySlug.get(slug);
    const parsed = entry ? parsedOf(entry.page) : undefined;
    const source = entry && parsed ? { file: parsed.file, tree: parsed.tree, targets: linkTargets(parsed, entry.refs), links: parsed.links } : undefined;
    sources.set(slug, source);
    return source;
  };
  const reported = new Set<string>();
  return (page, refs) => {
    const parsed = parsedOf(page);
    if (!parsed?.links.some((l, i) => l.embed && refs?.links[i])) return undefined;
    const host = { slug: page.slug, file: parsed.file, tree: parsed.tree, targets: linkTargets(parsed, refs), links: parsed.links };
    return embedRenderer(host, sourceOf, (f) => findings.push(f), reported);
  };
}
