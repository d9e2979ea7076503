import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { matchKey } from '../pipeline/resolve/slug.ts';
import { type ClaimIndex, sameClaim } from './claim-index.ts';
import type { Located } from './export-lines.ts';
import { clip } from './ledger.ts';
import { type Cited, closingWords, isNew, linkParagraphs } from './link-paragraphs.ts';
import type { InquiryExport } from './parsed-export.ts';
import type { TitleIndex } from './title-index.ts';

/** A source of an inquiring line as imported: the cited note's title and its claim summary. */
export interface ImportedSource {
  title: string;
  claim: string;
}

/** A source title recovered for a compact export, kept to compare recoveries across files. */
export interface Recovery {
  file: string;
  line: number;
  title: string;
  claim: string;
  structural: boolean;
}

/** An inquiring line with its citations linked and its sources complete. */
export interface LinkedInquiry {
  /** Body paragraphs as Markdown, citations as `[[Title]]` links. */
  paragraphs: string[];
  sources: ImportedSource[];
  /** `false` when the export's Sources list was cut off: its sources give stubs their claims, but the page gets no list. */
  listComplete: boolean;
  /** How many citation links the body carries. */
  links: number;
  /** How many places in the body could be citations (linked, or reported as questions asked in prose). */
  candidates: number;
  /** Cited titles no page knows: each becomes a note stub (those that are sources carry their claim). */
  newTitles: string[];
  recoveries: Recovery[];
  findings: Finding[];
}

const ORDINAL = (k: number): string =>
  `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;

/**
 * Links the citations of an inquiring line's body by matching known titles and, where the export
 * dropped source titles, recovers them: sources follow first-citation order, so the k-th claim
 * belongs to the k-th distinct citation. A citation no known title matches is located by its
 * structure (see `findCitations`) and links to a new note stub; it is paired with a claim only when
 * the distinct citations and the claims are equally many; claims stated on other pages cross-check
 * each recovery. A page cut off before its Sources list gets none. Returns the linked page, its
 * sources and findings (each recovery reported).
 */
export function linkInquiry(page: InquiryExport, titles: TitleIndex, claims: ClaimIndex): LinkedInquiry {
  const file = page.file;
  const findings: Finding[] = [];
  const linked = linkParagraphs(file, page.paragraphs, titles);
  findings.push(...linked.findings);
  const cited = linked.cited;
  const dropped = page.sources.some((s) => s.title === null);
  // A list cut off at the end of the export is a prefix of the full one: its claims still pair by order.
  const announced = page.sourcesHeading?.announced ?? null;
  const cutList = announced !== null && page.sources.length < announced && page.nextHeading === null;
  const trustStructure = dropped && (cited.length === page.sources.length || (cutList && cited.length === announced));

  let sources: ImportedSource[];
  const recoveries: Recovery[] = [];
  if (page.sourcesHeading === null) {
    // A page cut off before its Sources list: no list is made up (the site derives one from the body).
    sources = [];
  } else if (!dropped) {
    sources = page.sources.map((s) => ({ title: (s.title as Located).value, claim: s.claim.value }));
    if (!cutList) findings.push(...compareOrder(file, page, cited));
  } else if (trustStructure) {
    sources = page.sources.map((s, i) => {
      const c = cited[i] as Cited;
      const k = i + 1;
      if (s.title !== null && matchKey(s.title.value) !== matchKey(c.title)) {
        findings.push(
          finding(
            'warning',
            'source-order',
            file,
            s.title.line,
            `source ${k} is "${s.title.value}" but the ${ORDINAL(k)} distinct citation in the body is "${c.title}"`,
          ),
        );
      }
      const title = s.title?.value ?? c.title;
      if (s.title === null) {
        findings.push(recoveryFinding(file, k, cited.length, page.sources.length, c, s.claim, claims));
        recoveries.push({ file, line: s.claim.line, title, claim: s.claim.value, structural: isNew(c.span) });
      }
      return { title, claim: s.claim.value };
    });
  } else {
    findings.push(
      finding(
        'warning',
        'recovery-failed',
        file,
        page.sourcesHeading?.line ?? null,
        `the export dropped the source titles and lists ${page.sources.length} claims, but the body has ${cited.length} distinct citations (${cited.filter((c) => isNew(c.span)).length} located only by structure), so claims cannot be paired with citations by order; only claims stated word for word on another page are paired. The body's citations are linked all the same. Add the missing titles to the export or check the body for a citation the importer missed`,
      ),
    );
    sources = [];
    for (const [i, s] of page.sources.entries()) {
      const byClaim = s.title === null ? claims.titleFor(s.claim.value) : undefined;
      const title = s.title?.value ?? byClaim?.title;
      if (title === undefined) {
        findings.push(
          finding(
            'warning',
            'source-unrecovered',
            file,
            s.claim.line,
            `could not recover the title of source ${i + 1}; its claim was not imported: "${clip(s.claim.value)}"`,
          ),
        );
        continue;
      }
      if (byClaim) {
        findings.push(
          finding(
            'info',
            'source-recovered',
            file,
            s.claim.line,
            `recovered source ${i + 1} "${title}": its claim is word for word the one ${byClaim.from} states for it`,
          ),
        );
        recoveries.push({ file, line: s.claim.line, title, claim: s.claim.value, structural: false });
      }
      sources.push({ title, claim: s.claim.value });
    }
  }

  const distinct = cited.length;
  findings.push(
    finding(
      'info',
      'citations-linked',
      file,
      page.paragraphs[0]?.line ?? null,
      `${linked.links} citation links in the body, to ${distinct} distinct pages (${linked.newTitles.length} not known before this import, linked to new note stubs)`,
    ),
  );
  return {
    paragraphs: linked.paragraphs,
    sources,
    listComplete: !cutList,
    links: linked.links,
    candidates: linked.candidates,
    newTitles: linked.newTitles,
    recoveries,
    findings,
  };
}

/** Checks that a full export's Sources list is the body's distinct citations in first-citation order. */
function compareOrder(file: string, page: InquiryExport, cited: readonly Cited[]): Finding[] {
  const listed = page.sources.map((s) => (s.title as Located).value);
  const body = cited.map((c) => c.title);
  if (listed.length === body.length && listed.every((t, i) => matchKey(t) === matchKey(body[i] ?? ''))) {
    return [
      finding(
        'info',
        'sources-in-order',
        file,
        page.sourcesHeading?.line ?? null,
        `the ${listed.length} listed sources are the body's distinct citations in first-citation order`,
      ),
    ];
  }
  const missing = listed.filter((t) => !body.some((b) => matchKey(b) === matchKey(t)));
  const extra = body.filter((b) => !listed.some((t) => matchKey(b) === matchKey(t)));
  return [
    finding(
      'warning',
      'sources-differ',
      file,
      page.sourcesHeading?.line ?? null,
      `the Sources list differs from the body's citations in first-citation order${missing.length ? `; listed but not cited: ${missing.map((t) => `"${t}"`).join(', ')}` : ''}${extra.length ? `; cited but not listed: ${extra.map((t) => `"${t}"`).join(', ')}` : ''}${!missing.length && !extra.length ? '; the order differs' : ''}. The Sources list is kept as exported; npm run check will report the difference`,
    ),
  ];
}

/** Describes how source k's title was recovered, and cross-checks it against claims stated elsewhere. */
function recoveryFinding(file: string, k: number, n: number, listed: number, c: Cited, claim: Located, claims: ClaimIndex): Finding {
  const how =
    c.span.known !== null && !isNew(c.span)
      ? `the ${ORDINAL(k)} distinct citation in the body (line ${c.line}) matches the known title from ${c.span.known.from}`
      : `located in the body at line ${c.line}: a question ending in "?" ${c.span.closing ? closingWords(c.span.closing) : 'at the paragraph end'}, starting with "${c.span.shown.split(/\s/)[0] ?? ''}" after text that did not end a sentence; it is the ${ORDINAL(k)} of ${n} distinct citations for ${listed === n ? `${n} claims` : `the first ${listed} claims of a list cut off at the end of the export`}`;
  const byClaim = claims.titleFor(claim.value);
  const known = claims.claimFor(c.title);
  let check: string;
  let severity: 'info' | 'warning' = 'info';
  let contradiction = false;
  if (byClaim && matchKey(byClaim.title) !== matchKey(c.title)) {
    severity = 'warning';
    contradiction = true;
    check = `but ${byClaim.from} states this claim for "${byClaim.title}": the citation order and the claims disagree; check the export`;
  } else if (known && sameClaim(known.claim, claim.value)) {
    check = `; its claim is word for word the one ${known.from} states for it`;
  } else if (known) {
    severity = 'warning';
    check = `; ${known.from} states another claim for it ("${clip(known.claim, 80)}"); both are kept in the report, the page takes one (see merge findings)`;
  } else {
    check = '; no other imported page states its claim';
  }
  return finding(
    severity,
    contradiction ? 'recovery-contradiction' : 'source-recovered',
    file,
    claim.line,
    `recovered source ${k} "${c.title}": ${how}${check}`,
    { data: { title: c.title, structural: isNew(c.span) } },
  );
}
