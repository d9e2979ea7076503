import { z } from 'zod';

/** How serious a finding is: an `error` fails check and build; a `warning` fails only under `--strict`. */
export const SeveritySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.output<typeof SeveritySchema>;

/** One problem or observation about the content, reported by read, parse, resolve or the integrity checks. */
export const FindingSchema = z.object({
  severity: SeveritySchema,
  /** A stable kebab-case code, e.g. `unresolved-link`, `figure-not-in-source`. */
  code: z.string(),
  /** The content file, relative to the content folder; `null` for findings about the whole collection. */
  file: z.string().nullable(),
  /** 1-based line in that file; `null` when no line applies. */
  line: z.number().int().positive().nullable(),
  /** What is wrong and what to do about it. */
  message: z.string(),
  /** The page the finding is about, when there is one. */
  slug: z.string().optional(),
  /** Extra structured detail (for `figure-not-in-source`: figure, sentence, cited notes and their figures). */
  data: z.record(z.string(), z.unknown()).optional(),
  /** What a public output (the integrity page) says instead of `message`, when the message would name a page that is not published; the full message is for the author's terminal only. Default: absent, the message is public. */
  publicMessage: z.string().optional(),
  /** Set on a finding that says why a file is withheld: check and the build show it to the author; no published page does. Default: absent. */
  withheld: z.literal(true).optional(),
});
export type Finding = z.output<typeof FindingSchema>;

/** The JSON that `npm run check -- --json` prints. */
export const CheckReportSchema = z.object({ findings: z.array(FindingSchema) });
