import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { checkCount } from './count-check.ts';
import { blocksOf, type ExportLine, isBlank, type Located } from './export-lines.ts';
import { clip, type LineLedger } from './ledger.ts';
import { readNoteHeader } from './note-header.ts';
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
 * Reads a note export: its header (see `readNoteHeader`), body, then the sections "Inquiring lines that use
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
  const headLines = lines.slice(0, firstHeading >= 0 ? firstHeading : lines.length).filter((l) => !placeChrome(file, l, ledger, findings));
  const header = readNoteHeader(
    file,
    headLines.filter((l) => !isBlank(l)),
    ledger,
    findings,
  );
  if (header === null) {
    return { page: null, findings: [finding('error', 'no-title', file, 1, 'the export has no question line; it cannot be imported')] };
  }
  const bodyFrom = headLines.filter((l) => !isBlank(l))[header.used - 1]?.n ?? 0;
  const blocks = groupBullets(
    blocksOf(
      headLines.filter((l) => l.n > bodyFrom),
      form === 'compact',
    ),
  );
  const paragraphs = blocks.map((b) => join(b, ledger, 'body', '\n'));

  const sections = splitSections(file, lines.slice(firstHeading >= 0 ? firstHeading : lines.length), ledger, findings);
  const page: NoteExport = {
    kind: 'note',
    file,
    form,
    title: header.title,
    description: header.description,
    chips: header.chips,
    date: header.date,
    sourcedFrom: header.sourcedFrom,
    hubs: header.hubs,
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
      } else
        findings.push(
          finding(
            'warning',
            'original-title-missing',
            file,
            section.heading.line,
            '"Original note title" is followed by no title; the note keeps the slug of its question',
          ),
        );
    }
    // Other headings (Sources, Next) do not belong in a note: their lines stay unplaced and are reported.
  }
  findings.push(...missingSections(file, lines, sections));
  return { page, findings };
}

const NOTE_SECTIONS: ReadonlyArray<[HeadingName, string]> = [
  ['backlinks', 'Inquiring lines that use this note as a source'],
  ['related', 'Related concepts in this collection'],
  ['papers', 'Related papers in this collection'],
  ['originalTitle', 'Original note title'],
];

/**
 * Reports a note export that stops before its sections: a warning naming the last line when it has
 * none (the page was cut off after its body), an info naming the sections absent from one that has some.
 */
function missingSections(file: string, lines: readonly ExportLine[], sections: readonly Section[]): Finding[] {
  const present = new Set(sections.map((s) => s.name));
  const absent = NOTE_SECTIONS.filter(([name]) => !present.has(name)).map(([, label]) => `"${label}"`);
  const last = [...lines].reverse().find((l) => !isBlank(l));
  if (absent.length === 0 || last === undefined) return [];
  if (sections.length === 0) {
    return [
      finding(
        'warning',
        'page-cut-off',
        file,
        last.n,
        `the export stops at line ${last.n} ("${clip(last.text.trim(), 60)}") before any section; imported as far as it goes (header and body). Not exported, so not imported: ${absent.join(', ')}`,
      ),
    ];
  }
  return [
    finding(
      'info',
      'sections-missing',
      file,
      last.n,
      `the export has no ${absent.join(', ')} section; nothing was made up for ${absent.length === 1 ? 'it' : 'them'}`,
    ),
  ];
}

/** Joins runs of single "- " lines (a compact export writes each on its own) into one list block. */
function groupBullets(blocks: readonly ExportLine[][]): ExportLine[][] {
  const out: ExportLine[][] = [];
  for (const block of blocks) {
    const prev = out[out.length - 1];
    const isList = (b: readonly ExportLine[]): boolean => b.every((l) => bulletText(l.text) !== null);
    if (prev && isList(prev) && isList(block) && block.length === 1 && (prev[prev.length - 1] as ExportLine).n === (block[0] as ExportLine).n - 1)
      prev.push(...block);
    else out.push([...block]);
  }
  return out;
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
    records.push(
      ...blocksOf(
        section.all.filter((l) => isBlank(l) || section.lines.includes(l)),
        false,
      ),
    );
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
      findings.push(
        finding(
          'warning',
          'related-incomplete',
          file,
          titleLine.n,
          `related concept "${titleLine.text.trim()}" has ${record.length === 1 ? 'no description and no reason' : 'no reason'}; a record is marker, title, description, reason`,
        ),
      );
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

function join(block: readonly ExportLine[], ledger: LineLedger, role: 'body', sep: string): Located {
  for (const l of block) ledger.place(l, role);
  return { line: (block[0] as ExportLine).n, value: block.map((l) => l.text.trim()).join(sep) };
}

function push(findings: Finding[], f: Finding | null): void {
  if (f) findings.push(f);
}
