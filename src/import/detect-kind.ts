import { type ExportLine, isBlank } from './export-lines.ts';
import { bulletText, HEADINGS, INQUIRY_MARKER } from './sections.ts';

/** The kind of page an export holds, and whether it is the full export (with blank lines) or the compact one. */
export interface DetectedKind {
  kind: 'inquiry' | 'note' | 'discussion';
  form: 'full' | 'compact';
  /** Why this kind was chosen, for the report. */
  because: string;
}

/**
 * Recognises the page kind from an export's sections: a "Sources N notes" heading or the
 * "INQUIRING LINE" marker means an inquiring line; the note headings a note; a title followed by
 * headings with "- " points a discussion digest. Returns `null` when none fits.
 */
export function detectKind(lines: readonly ExportLine[]): DetectedKind | null {
  const filled = lines.filter((l) => !isBlank(l));
  const form = lines.some(isBlank) ? 'full' : 'compact';
  const first = filled[0];
  if (first === undefined) return null;
  if (INQUIRY_MARKER.test(first.text.trim())) return { kind: 'inquiry', form: 'full', because: 'it starts with the INQUIRING LINE marker' };
  const has = (re: RegExp): ExportLine | undefined => filled.find((l) => re.test(l.text.trim()));
  const noteHeading = has(HEADINGS.backlinks) ?? has(HEADINGS.related) ?? has(HEADINGS.papers) ?? has(HEADINGS.originalTitle);
  if (noteHeading) return { kind: 'note', form, because: `line ${noteHeading.n} is the note heading "${noteHeading.text.trim()}"` };
  const sources = has(HEADINGS.sources);
  if (sources) return { kind: 'inquiry', form, because: `line ${sources.n} is the heading "${sources.text.trim()}"` };
  if (looksLikeDigest(filled)) return { kind: 'discussion', form, because: 'a title followed by theme headings, each with "- " points' };
  return null;
}

/** A digest: after the title, every line is a theme heading or a "- " point, each heading has points, and there is at least one. */
function looksLikeDigest(filled: readonly ExportLine[]): boolean {
  const rest = filled.slice(1);
  if (rest.length < 2 || bulletText(rest[0]?.text ?? '') !== null) return false;
  let headingHasPoint = true;
  let themes = 0;
  for (const line of rest) {
    if (bulletText(line.text) !== null) headingHasPoint = true;
    else {
      if (!headingHasPoint) return false;
      headingHasPoint = false;
      themes++;
    }
  }
  return themes > 0 && headingHasPoint;
}
