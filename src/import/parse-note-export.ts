import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { checkCount } from './count-check.ts';
import { blocksOf, type ExportLine, isBlank, type Located } from './export-lines.ts';
import type { LineLedger } from './ledger.ts';
import type { ExportRelated, NoteExport, ReadHeading } from './parsed-export.ts';
import { placeChrome } from './place-chrome.ts';
import { bulletText, type HeadingName, matchHeading } from './sections.ts';

/** A section of a note export: its heading and the non-blank, non-chrome lines under it. */
interface Section {
  name: HeadingName;
  heading: ReadHeading;
  lines: ExportLine[];
  /** Lines of the section including blank ones (a full export separates records with them). */
  all: ExportLine[];
}

/**
 * Reads a note export: question, description, body, then the sections "Inquiring lines that use
 * this note as a source N", "Related concepts in this collection N" (records of marker, title,
 * description, reason), "Related papers in this collection N" and "Original note title".
 * Places each line it reads in `ledger`; returns the export and findings (counts checked).
 */
export function parseNoteExport(
  file: string,
  lines: readonly ExportLine[],
  form: 'full' | 'compact',
  ledger: LineLedger,
): { page: NoteExport | null; findings: Finding[] } {
  const findings: Finding[] = [];
  const firstHeading = lines.findIndex((l) => matchHeading(l.text) !== null);
  const headLines = lines.slice(0, firstHeading >= 0 ? firstHeading : lines.length);
  const blocks = blocksOf(headLines.filter((l) => !placeChrome(file, l, ledger, findings)), form === 'compact');
  const titleBlock = blocks[0];
  if (titleBlock === undefined) {
    return { page: null, findings: [finding('error', 'no-title', file, 1, 'the export has no question line; it cannot be imported')] };
  }
  const title = join(titleBlock, ledger, 'title', ' ');
  const descriptionBlock = blocks[1];
  const description = descriptionBlock ? join(descriptionBlock, ledger, 'description', ' ') : null;
  const paragraphs = blocks.slice(2).map((b) => join(b, ledger, 'body', '\n'));

  const sections = splitSections(file, lines.slice(firstHeading >= 0 ? firstHeading : lines.length), ledger, findings);
  const page: NoteExport = {
    kind: 'note',
    file,
    form,
    title,
    description,
    paragraphs,
    backlinksHeading: null,
    backlinks: [],
    relatedHeading: null,
    related: [],
    papersHeading: null,
    papers: [],
    originalTitle: null,
  };
  for (const section of sections) {
    if (section.name === 'backlinks') {
      page.backlinksHeading = section.heading;
      page.backlinks = bullets(section.lines, ledger, 'backlink');
      push(findings, checkCount(file, section.heading, 'Inquiring lines that use this note as a source', page.backlinks.length, 'inquiring lines'));
    } else if (section.name === 'related') {
      page.relatedHeading = section.heading;
      page.related = readRelated(file, section, ledger, findings);
      push(findings, checkCount(file, section.heading, 'Related concepts in this collection', page.related.length, 'related concepts'));
    } else if (section.name === 'papers') {
      page.papersHeading = section.heading;
      page.papers = bullets(section.lines, ledger, 'paper');
      push(findings, checkCount(file, section.heading, 'Related papers in this collection', page.papers.length, 'papers'));
    } else if (section.name === 'originalTitle') {
      const line = section.lines[0];
      if (line) {
        ledger.place(line, 'original-title');
        page.originalTitle = { line: line.n, value: line.text.trim() };
      } else findings.push(finding('warning', 'original-title-missing', file, section.heading.line, '"Original note title" is followed by no title; the note keeps the slug of its question'));
    }
    // Other headings (Sources, Next) do not belong in a note: their lines stay unplaced and are reported.
  }
  return { page, findings };
}

/** Splits the lines from the first heading on into sections; chrome lines are placed and reported on the way. */
function splitSections(file: string, lines: readonly ExportLine[], ledger: LineLedger, findings: Finding[]): Section[] {
  const sections: Section[] = [];
  for (const line of lines) {
    const heading = matchHeading(line.text);
    if (heading) {
      ledger.place(line, 'heading');
      sections.push({ name: heading.name, heading: { line: line.n, announced: heading.count }, lines: [], all: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    if (current === undefined) continue;
    current.all.push(line);
    if (!isBlank(line) && !placeChrome(file, line, ledger, findings)) current.lines.push(line);
  }
  return sections;
}

/** The "- " items of a list section; other lines stay unplaced. */
function bullets(lines: readonly ExportLine[], ledger: LineLedger, role: 'backlink' | 'paper'): Located[] {
  const out: Located[] = [];
  for (const line of lines) {
    const text = bulletText(line.text);
    if (text === null || text === '') continue;
    ledger.place(line, role);
    out.push({ line: line.n, value: text });
  }
  return out;
}

const RECORD_MARKER = /^\s*[-•*]\s*$/;

/**
 * Reads related-concept records. A record starts at a lone marker line ("-") and holds title,
 * description and reason, one a line; a full export without markers separates records by blank lines.
 */
function readRelated(file: string, section: Section, ledger: LineLedger, findings: Finding[]): ExportRelated[] {
  const records: ExportLine[][] = [];
  if (section.lines.some((l) => RECORD_MARKER.test(l.text))) {
    let current: ExportLine[] | null = null;
    for (const line of section.lines) {
      if (RECORD_MARKER.test(line.text)) {
        ledger.place(line, 'related-marker');
        current = [];
        records.push(current);
      } else current?.push(line);
    }
  } else {
    records.push(...blocksOf(section.all.filter((l) => isBlank(l) || section.lines.includes(l)), false));
  }
  const out: ExportRelated[] = [];
  for (const record of records) {
    const [titleLine, descriptionLine, ...rest] = record;
    if (titleLine === undefined) continue;
    const reasonLine = rest.length > 0 ? rest[rest.length - 1] : undefined;
    ledger.place(titleLine, 'related-title');
    if (descriptionLine) ledger.place(descriptionLine, 'related-description');
    if (reasonLine) ledger.place(reasonLine, 'related-reason');
    // Lines between description and reason stay unplaced, so the ledger reports them.
    if (!reasonLine) {
      findings.push(finding('warning', 'related-incomplete', file, titleLine.n, `related concept "${titleLine.text.trim()}" has ${record.length === 1 ? 'no description and no reason' : 'no reason'}; a record is marker, title, description, reason`));
    }
    out.push({
      title: located(titleLine),
      description: descriptionLine ? located(descriptionLine) : null,
      reason: reasonLine ? located(reasonLine) : null,
    });
  }
  return out;
}

function located(line: ExportLine): Located {
  return { line: line.n, value: line.text.trim() };
}

function join(block: readonly ExportLine[], ledger: LineLedger, role: 'title' | 'description' | 'body', sep: string): Located {
  for (const l of block) ledger.place(l, role);
  return { line: (block[0] as ExportLine).n, value: block.map((l) => l.text.trim()).join(sep) };
}

function push(findings: Finding[], f: Finding | null): void {
  if (f) findings.push(f);
}
