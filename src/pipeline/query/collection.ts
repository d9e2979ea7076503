import type { Slug } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { KbPage } from '../../schemas/knowledge-base.ts';
import type { ParsedFile } from '../../schemas/parsed-file.ts';
import { propertyTargets } from '../derive/pages.ts';
import type { PropertyViewOptions } from '../render/properties.ts';
import { formatsFor } from '../render/values.ts';
import type { PageIdentity } from '../resolve/identity.ts';
import type { ResolvedRefs } from '../resolve/resolve.ts';
import { inlineFieldsOf } from '../dataview/evaluate-query.ts';
import { blockRenderer, type BlockRenderer } from './blocks.ts';
import { noteIndex, type NoteIndex, type NoteRecord, recordTags } from './notes.ts';

/** One page of the draft knowledge base: its record, identity and resolved references. */
interface Entry {
  record: KbPage;
  page: PageIdentity;
  refs: ResolvedRefs | undefined;
}

/** A published page's record for bases and queries; `undefined` for a page without a file (a page not yet written). */
function noteRecord(entry: Entry, parsed: ParsedFile): NoteRecord {
  const { record, refs } = entry;
  const path = parsed.file;
  const slash = path.lastIndexOf('/');
  const base = path.slice(slash + 1);
  const dot = base.lastIndexOf('.');
  const links: Slug[] = [];
  const seen = new Set<Slug>();
  for (const target of [...(refs?.links ?? []), ...(refs?.related ?? []).map((r) => r.page)]) {
    if (target && !seen.has(target.slug)) {
      seen.add(target.slug);
      links.push(target.slug);
    }
  }
  const embeds = parsed.links.flatMap((link, i) => {
    const file = refs?.attachments?.[i];
    return link.embed && file !== undefined ? [file] : [];
  });
  return {
    slug: record.slug,
    url: record.url,
    kind: record.kind,
    title: record.title,
    path,
    name: dot > 0 ? base.slice(0, dot) : base,
    folder: slash < 0 ? '' : path.slice(0, slash),
    ext: dot > 0 ? base.slice(dot + 1).toLowerCase() : '',
    tags: recordTags(record.tags),
    properties: parsed.properties ?? {},
    links,
    embeds,
    targets: propertyTargets(parsed, refs),
    created: record.created,
    modified: record.modified,
    size: parsed.size,
    parsed,
  };
}

/**
 * Whether a page may show a base or a query: a block of its own (a board's, in its text cards), an
 * embed of a `.base` file or of a board, whose cards may hold one, or an embed of a note (or of a
 * section of it, a board's file card included) that `holdsBlocks` says holds one of its own.
 */
function showsQueries(parsed: ParsedFile, refs: ResolvedRefs | undefined, holdsBlocks: (slug: Slug) => boolean): boolean {
  if (parsed.blocks === true) return true;
  return parsed.links.some((link, i) => {
    if (!link.embed) return false;
    if (/\.(?:base|canvas)$/i.test(link.target)) return true;
    const target = refs?.links[i];
    return target !== null && target !== undefined && holdsBlocks(target.slug);
  });
}

/**
 * For each page that shows a base or a query, its block renderer over the published notes (the
 * draft holds no withheld page, so none can be listed, whatever a filter says); `undefined` for
 * the rest, which then cost nothing. The notes' index is made once, on the first page that needs it;
 * `now` is the build's time, which `now()` and `today()` read on every page alike.
 */
export function queryContext(
  entries: readonly Entry[],
  parsedOf: (page: PageIdentity) => ParsedFile | undefined,
  findings: Finding[],
  view: PropertyViewOptions | undefined,
  now: number,
): (page: PageIdentity) => BlockRenderer | undefined {
  let index: NoteIndex | undefined;
  const records = new Map<Slug, NoteRecord>();
  const indexOf = (): NoteIndex => {
    if (index !== undefined) return index;
    const notes: NoteRecord[] = [];
    const backlinks = new Map<Slug, readonly Slug[]>();
    for (const entry of entries) {
      const parsed = parsedOf(entry.page);
      if (parsed === undefined || entry.record.stub) continue;
      const note = noteRecord(entry, parsed);
      notes.push(note);
      records.set(note.slug, note);
      backlinks.set(note.slug, entry.record.linkedFrom);
    }
    index = noteIndex(notes, backlinks);
    return index;
  };
  const fields = inlineFieldsOf();
  const formats = view?.formats ?? formatsFor(view?.lang ?? 'en');
  const seen = new Set<string>();
  const report = (f: Finding): void => {
    const key = `${f.file ?? ''}:${f.line ?? ''}:${f.code}:${f.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push(f);
  };
  // Found on the first page that embeds a note: the pages with a block of their own, and each page's references.
  let withBlocks: Set<Slug> | undefined;
  let refsBySlug: Map<Slug, ResolvedRefs | undefined> | undefined;
  const holdsBlocks = (slug: Slug): boolean => {
    withBlocks ??= new Set(entries.filter((entry) => parsedOf(entry.page)?.blocks === true).map((entry) => entry.page.slug));
    return withBlocks.has(slug);
  };
  const refsOf = (slug: Slug): ResolvedRefs | undefined => {
    refsBySlug ??= new Map(entries.map((entry) => [entry.page.slug, entry.refs]));
    return refsBySlug.get(slug);
  };
  return (page) => {
    const parsed = parsedOf(page);
    if (parsed === undefined) return undefined;
    const embedsNote = parsed.blocks !== true && parsed.links.some((link) => link.embed);
    if (!showsQueries(parsed, embedsNote ? refsOf(page.slug) : undefined, holdsBlocks)) return undefined;
    const built = indexOf();
    return blockRenderer({ index: built, self: records.get(page.slug) ?? null, formats, report, fields, now });
  };
}
