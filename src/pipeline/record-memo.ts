import type { Slug } from '../schemas/brand.ts';
import type { KbPage, Related } from '../schemas/knowledge-base.ts';
import type { Derived } from './derive/pages.ts';
import type { ParsedFile } from './parse/parse-file.ts';
import type { FileDates } from './read/git-dates.ts';
import type { PageIdentity } from './resolve/identity.ts';
import type { ResolvedRefs } from './resolve/resolve.ts';

/** What a page record (`buildPage`) is made from. */
export interface RecordInputs {
  page: PageIdentity;
  parsed: ParsedFile | undefined;
  refs: ResolvedRefs | undefined;
  derived: Derived;
  text: string | undefined;
  /** The file's dates from its history, which the record takes where its properties give none. */
  dates: FileDates | undefined;
}

const sameSlugs = (a: ReadonlyArray<{ slug: Slug } | null>, b: ReadonlyArray<{ slug: Slug } | null>): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x?.slug === b[i]?.slug));

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

const sameRelated = (a: readonly Related[], b: readonly Related[]): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x.slug === b[i]?.slug && x.reason === b[i]?.reason && x.direction === b[i]?.direction));

/** Whether two references read the same in a record: the same target slugs, reasons and attachments. */
function sameRefs(a: ResolvedRefs | undefined, b: ResolvedRefs | undefined): boolean {
  if (a === undefined || b === undefined || a === b) return a === b;
  return (
    sameSlugs(a.links, b.links) &&
    sameSlugs(a.sources, b.sources) &&
    sameSlugs(a.next, b.next) &&
    sameSlugs(a.papers, b.papers) &&
    a.paper?.slug === b.paper?.slug &&
    a.related.length === b.related.length &&
    a.related.every((r, i) => r.page.slug === b.related[i]?.page.slug && r.reason === b.related[i]?.reason) &&
    (a.attachments === b.attachments || JSON.stringify(a.attachments) === JSON.stringify(b.attachments))
  );
}

/** Whether a record made from `a` is the one `b` makes: every input the same, the parse and text the same objects or strings. */
function sameInputs(a: RecordInputs, b: RecordInputs): boolean {
  const [p, q] = [a.page, b.page];
  return (
    a.parsed === b.parsed &&
    a.text === b.text &&
    p.kind === q.kind &&
    p.title === q.title &&
    p.slug === q.slug &&
    p.file === q.file &&
    p.stub === q.stub &&
    sameList(p.aliases, q.aliases) &&
    a.dates?.created === b.dates?.created &&
    a.dates?.modified === b.dates?.modified &&
    sameRefs(a.refs, b.refs) &&
    sameSlugs(a.derived.sources, b.derived.sources) &&
    sameList(a.derived.linkedFrom, b.derived.linkedFrom) &&
    sameList(a.derived.citedBy, b.derived.citedBy) &&
    sameRelated(a.derived.related, b.derived.related)
  );
}

/**
 * The page records (`buildPage`, with the file's history dates) of the latest draft, each with what
 * it was made from, so that the next draft of an edited collection makes again only the records
 * whose inputs changed: the pages whose identity, parse, references or backlinks, sources and
 * related links changed. The rest are the same objects, never changed after they are made.
 */
export class RecordMemo {
  #entries = new Map<Slug, { inputs: RecordInputs; record: KbPage }>();
  #next = new Map<Slug, { inputs: RecordInputs; record: KbPage }>();

  /** The kept record when `inputs` are those it was made from, else `make()`'s; either is kept for the next draft (see `turn`). */
  record(inputs: RecordInputs, make: () => KbPage): KbPage {
    const slug = inputs.page.slug;
    const entry = this.#entries.get(slug);
    const record = entry !== undefined && sameInputs(entry.inputs, inputs) ? entry.record : make();
    this.#next.set(slug, { inputs, record });
    return record;
  }

  /** Ends a draft: the records it asked for are the ones the next draft compares with. */
  turn(): void {
    this.#entries = this.#next;
    this.#next = new Map();
  }
}
