import type { Finding } from '../schemas/finding.ts';
import { finding } from '../pipeline/finding.ts';
import { type DetectedKind, detectKind, type ExportKind } from './detect-kind.ts';
import { type ExportLine, isBlank, splitExportLines } from './export-lines.ts';
import { clip, LineLedger } from './ledger.ts';
import { parseDigestExport } from './parse-digest-export.ts';
import { parseInquiryExport } from './parse-inquiry-export.ts';
import { parseNoteExport } from './parse-note-export.ts';
import { parsePaperExport } from './parse-paper-export.ts';
import { parseIndexExport, parseTopicExport } from './parse-topic-export.ts';
import type { ParsedExport } from './parsed-export.ts';
import { cutHeading } from './sections.ts';

/** How the report names each kind of page. */
export const KIND_LABEL: Record<ExportKind, string> = {
  inquiry: 'inquiring line',
  note: 'note',
  discussion: 'discussion digest',
  paper: 'paper',
  topic: 'topic page',
  index: 'listing page',
};

/** What reading one export gives: the page (`null` when not recognised), findings, and the role of each line. */
export interface ParseResult {
  page: ParsedExport | null;
  findings: Finding[];
  /** The role each line was read in; a line without one is in `findings` as `line-not-placed`. */
  ledger: LineLedger;
  /** How many lines the file has. */
  lineCount: number;
  /** The kind recognised and the evidence that decided; `null` when nothing pointed to a kind. */
  detected: DetectedKind | null;
}

/**
 * Reads one exported text file: detects its kind, reads every section and reports each line no
 * section took. Returns the parsed export (`null` when the kind is not recognised), findings and the ledger.
 */
export function parseExport(file: string, text: string): ParseResult {
  const lines = splitExportLines(text);
  const ledger = new LineLedger(file, lines);
  const detected = detectKind(lines, file);
  if ('unknown' in detected) {
    return {
      ledger,
      lineCount: lines.length,
      detected: null,
      page: null,
      findings: [
        finding(
          'error',
          'unknown-export',
          file,
          1,
          `not an export the importer knows: ${detected.unknown}; nothing was imported from this file. If it is an export of the reference site, report its first lines`,
        ),
      ],
    };
  }
  const cut = cutAtEnd(lines, detected.kind);
  if (cut) ledger.place(cut.line, 'cut-heading');
  const read = PARSERS[detected.kind](file, cut ? lines.filter((l) => l.n !== cut.line.n) : lines, detected.form, ledger);
  const result = cut ? { ...read, findings: namingCut(file, read.findings, cut) } : read;
  const form = READING[detected.kind].sourcesForm ? inquiryForm(result.page) : `${detected.form} export`;
  const findings: Finding[] = [
    finding('info', 'kind-detected', file, null, `${KIND_LABEL[detected.kind]}, ${form} (${detected.because})`),
    ...(detected.confident ? [] : [uncertain(file, detected)]),
    ...result.findings,
    ...ledger.unplaced(),
  ];
  return { page: result.page, findings, ledger, lineCount: lines.length, detected };
}

type Parser = (file: string, lines: readonly ExportLine[], form: 'full' | 'compact', ledger: LineLedger) => { page: ParsedExport | null; findings: Finding[] };
/**
 * What reading an export differs in by its shape: whether its last line may be a section heading
 * cut off mid-word (`cutHeading`), whether its form names the state of its Sources list
 * (`sourcesForm`), and whether it is imported at all (an index is not).
 */
const READING: Readonly<Record<ExportKind, { cutHeading: boolean; sourcesForm: boolean; imported: boolean }>> = {
  inquiry: { cutHeading: true, sourcesForm: true, imported: true },
  note: { cutHeading: true, sourcesForm: false, imported: true },
  discussion: { cutHeading: false, sourcesForm: false, imported: true },
  paper: { cutHeading: false, sourcesForm: false, imported: true },
  topic: { cutHeading: false, sourcesForm: false, imported: true },
  index: { cutHeading: false, sourcesForm: false, imported: false },
};

const PARSERS: Record<ExportKind, Parser> = {
  inquiry: parseInquiryExport,
  note: parseNoteExport,
  discussion: parseDigestExport,
  paper: parsePaperExport,
  topic: parseTopicExport,
  index: parseIndexExport,
};

/** The warning for a page read with little evidence, or with another kind close behind: skipped, with the lines that decided. */
function uncertain(file: string, detected: DetectedKind): Finding {
  const other = detected.runnerUp
    ? `; it could also be ${article(detected.runnerUp.kind)} (score ${detected.runnerUp.score}: ${detected.runnerUp.because})`
    : '; nothing else on the page points to its kind';
  return finding(
    'warning',
    'kind-uncertain',
    file,
    null,
    `the evidence is too thin to import it: it reads as ${article(detected.kind)} (score ${detected.score}: ${detected.because})${other}; nothing was imported from it. If it is a page of the site, put the site's type label for its kind (INQUIRING LINE, SYNTHESIS NOTE, PAPER or TOPIC) on the file's first line and import it again`,
  );
}

function article(kind: ExportKind): string {
  const label = KIND_LABEL[kind];
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

function inquiryForm(page: ParsedExport | null): string {
  if (page?.kind !== 'inquiry') return 'export';
  const dropped = page.sources.length > 0 && page.sources.every((s) => s.title === null);
  return `${page.form} export${dropped ? ', source titles dropped' : ''}${page.sourcesHeading === null ? ', cut off before its Sources list' : ''}`;
}

/** A last line that is the cut-off start of a section heading, with the heading's wording. */
interface CutAtEnd {
  line: ExportLine;
  words: string;
}

/** The page's last line when it is a heading cut off mid-word ("Inquiring lines that us"), for a note or an inquiring line. */
function cutAtEnd(lines: readonly ExportLine[], kind: ExportKind): CutAtEnd | null {
  if (!READING[kind].cutHeading) return null;
  const filled = lines.filter((l) => !isBlank(l));
  const last = filled[filled.length - 1];
  if (last === undefined || filled.length < 2) return null;
  const cut = cutHeading(last.text);
  return cut ? { line: last, words: cut.words } : null;
}

/**
 * Names the cut in the page's cut-off warning: the parser's own `page-cut-off` (which saw the page
 * end before the cut line) moves to the cut line and says where the page stops; without one, a warning is added.
 */
function namingCut(file: string, findings: readonly Finding[], cut: CutAtEnd): Finding[] {
  const where = `the export stops at line ${cut.line.n} mid-heading ("${clip(cut.line.text.trim(), 60)}", the start of "${cut.words}")`;
  const own = findings.filter((f) => f.code === 'page-cut-off');
  const rest = findings.filter((f) => f.code !== 'page-cut-off');
  if (own.length === 0) {
    return [
      ...rest,
      finding(
        'warning',
        'page-cut-off',
        file,
        cut.line.n,
        `${where}: everything before it was imported; the "${cut.words}" section and what follows it are not in the export, so not imported`,
      ),
    ];
  }
  return [
    ...rest,
    ...own.map((f) => ({ ...f, line: cut.line.n, message: f.message.replace(/^the export stops at line \d+(?: \("(?:[^"\\]|\\.)*"\))?/, where) })),
  ];
}
