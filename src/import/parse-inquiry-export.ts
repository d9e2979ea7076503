import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { checkCount } from './count-check.ts';
import { blocksOf, type ExportLine, isBlank, type Located } from './export-lines.ts';
import { clip, type LineLedger } from './ledger.ts';
import type { ExportSource, InquiryExport, ReadHeading } from './parsed-export.ts';
import { placeChrome } from './place-chrome.ts';
import { bulletText, HEADINGS, INQUIRY_MARKER } from './sections.ts';

/**
 * Reads an inquiring-line export: optional marker, question, lede, body paragraphs,
 * "Sources N notes" (title and claim pairs, or claims only in the compact export) and
 * "Next inquiring lines". Places each line it reads in `ledger`; returns the export and findings.
 */
export function parseInquiryExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: InquiryExport | null; findings: Finding[] } {
  const findings: Finding[] = [];
  const sourcesAt = lines.findIndex((l) => HEADINGS.sources.test(l.text.trim()));
  const nextAt = lines.findIndex((l, i) => i > sourcesAt && HEADINGS.next.test(l.text.trim()));
  const headEnd = sourcesAt >= 0 ? sourcesAt : nextAt >= 0 ? nextAt : lines.length;

  const head = lines.slice(0, headEnd).filter((l) => !isBlank(l));
  let start = 0;
  if (head[0] && INQUIRY_MARKER.test(head[0].text.trim())) {
    ledger.place(head[0], 'marker');
    start = 1;
  }
  const headLines = lines.slice(0, headEnd).filter((l) => l.n > (head[start - 1]?.n ?? 0));
  const blocks = blocksOf(headLines, form === 'compact');
  const titleBlock = blocks[0];
  if (titleBlock === undefined) {
    return { page: null, findings: [finding('error', 'no-title', file, 1, 'the export has no question line; it cannot be imported')] };
  }
  const title = joinBlock(titleBlock, ledger, 'title');
  const ledeBlock = blocks[1];
  const lede = ledeBlock ? joinBlock(ledeBlock, ledger, 'lede') : null;
  if (lede && !/^This explores\b/.test(lede.value)) {
    findings.push(finding('info', 'lede-unusual', file, lede.line, 'the line after the question does not start "This explores"; it was read as the lede'));
  }
  const paragraphs = blocks.slice(2).map((b) => joinBlock(b, ledger, 'body', '\n'));

  let sourcesHeading: ReadHeading | null = null;
  let sources: ExportSource[] = [];
  if (sourcesAt >= 0) {
    const heading = lines[sourcesAt] as ExportLine;
    ledger.place(heading, 'heading');
    const announced = Number(HEADINGS.sources.exec(heading.text.trim())?.[1]);
    sourcesHeading = { line: heading.n, announced };
    const region = lines.slice(sourcesAt + 1, nextAt >= 0 ? nextAt : lines.length).filter((l) => !isBlank(l) && !placeChrome(file, l, ledger, findings));
    sources = readSources(region, announced, ledger);
    const found = checkCount(file, sourcesHeading, 'Sources', sources.length, 'sources');
    if (found) findings.push(found);
    const last = region[region.length - 1];
    if (nextAt < 0 && sources.length < announced && last !== undefined) {
      findings.push(
        finding(
          'warning',
          'page-cut-off',
          file,
          last.n,
          `the export stops at line ${last.n} inside its Sources list, after ${sources.length} of the ${announced} sources it announces: imported as far as it goes: the listed claims pair with the body's first citations in order and go to their notes, but the page gets no Sources list (the site derives it from the body); the rest of the list and "Next inquiring lines" are not in the export`,
        ),
      );
    }
  }

  let nextHeading: ReadHeading | null = null;
  const next: Located[] = [];
  if (nextAt >= 0) {
    const heading = lines[nextAt] as ExportLine;
    ledger.place(heading, 'heading');
    const count = HEADINGS.next.exec(heading.text.trim())?.[1];
    nextHeading = { line: heading.n, announced: count === undefined ? null : Number(count) };
    for (const line of lines.slice(nextAt + 1)) {
      if (isBlank(line) || placeChrome(file, line, ledger, findings)) continue;
      ledger.place(line, 'next');
      next.push({ line: line.n, value: bulletText(line.text) ?? line.text.trim() });
    }
    if (nextHeading.announced !== null) {
      const found = checkCount(file, nextHeading, 'Next inquiring lines', next.length, 'lines');
      if (found) findings.push(found);
    }
  }
  if (sourcesAt < 0) findings.push(cutOff(file, lines, paragraphs.length, nextAt >= 0));
  return { page: { kind: 'inquiry', file, form, title, lede, paragraphs, sourcesHeading, sources, nextHeading, next }, findings };
}

/** The warning for an inquiring line whose export stops before its Sources list: where it stops and what is missing. */
function cutOff(file: string, lines: readonly ExportLine[], paragraphs: number, hasNext: boolean): Finding {
  const last = [...lines].reverse().find((l) => !isBlank(l)) as ExportLine;
  const missing = hasNext ? '"Sources N notes"' : '"Sources N notes" and "Next inquiring lines"';
  return finding(
    'warning',
    'page-cut-off',
    file,
    last.n,
    `the export stops at line ${last.n} ("${clip(last.text.trim(), 60)}") before its Sources list: imported as far as it goes (question, lede, ${paragraphs} body paragraph${paragraphs === 1 ? '' : 's'}); not exported, so not imported: ${missing}. The site derives the sources from the body's citations`,
  );
}

/**
 * Splits the Sources region into entries. Exactly N lines for "Sources N" means claims only
 * (the compact export dropped the titles); 2N lines means title and claim pairs; otherwise a
 * question line followed by a non-question line is read as a pair and any other line as a claim.
 */
function readSources(region: readonly ExportLine[], announced: number, ledger: LineLedger): ExportSource[] {
  const claimOnly = (l: ExportLine): ExportSource => {
    ledger.place(l, 'source-claim');
    return { title: null, claim: { line: l.n, value: l.text.trim() } };
  };
  const pair = (t: ExportLine, c: ExportLine): ExportSource => {
    ledger.place(t, 'source-title');
    ledger.place(c, 'source-claim');
    return { title: { line: t.n, value: t.text.trim() }, claim: { line: c.n, value: c.text.trim() } };
  };
  if (region.length === announced) return region.map(claimOnly);
  const isQuestion = (l: ExportLine | undefined): boolean => l?.text.trim().endsWith('?') === true;
  const out: ExportSource[] = [];
  for (let i = 0; i < region.length; i++) {
    const line = region[i] as ExportLine;
    const after = region[i + 1];
    if (after !== undefined && isQuestion(line) && (!isQuestion(after) || region.length === 2 * announced)) {
      out.push(pair(line, after));
      i++;
    } else out.push(claimOnly(line));
  }
  return out;
}

/** Reads a block of lines as one value placed with `role`; the value's line is the block's first. */
function joinBlock(block: readonly ExportLine[], ledger: LineLedger, role: 'title' | 'lede' | 'body', sep = ' '): Located {
  for (const l of block) ledger.place(l, role);
  return { line: (block[0] as ExportLine).n, value: block.map((l) => l.text.trim()).join(sep) };
}
