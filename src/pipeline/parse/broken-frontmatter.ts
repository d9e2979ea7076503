import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { FrontmatterSchema } from '../../schemas/frontmatter.ts';
import { finding } from '../finding.ts';
import type { FrontmatterResult } from './frontmatter.ts';
import { mentionsVisibility } from './visibility.ts';

// The frontmatter block between the opening `---` line and the next `---` line.
const BLOCK_RE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
// A `kind:` line: a page of the project's own format, whose frontmatter errors stay errors.
const KIND_LINE_RE = /^kind[ \t]*:/m;
// TOML frontmatter (Hugo's `+++` fences), which Obsidian does not read.
const TOML_RE = /^\+\+\+[ \t]*\r?\n([\s\S]*?)\r?\n\+\+\+[ \t]*(?:\r?\n|$)/;

function lines(text: string): number {
  return text.split('\n').length - 1;
}

/**
 * A vault note (no `kind:` line) whose YAML does not parse, as Obsidian shows it: its body, titled
 * by its file name, with its properties dropped and `yamlError` turned into a warning. If any line
 * of the broken frontmatter names `publish`, `published`, `private` or `draft`, the author may have
 * meant it private, so it is withheld instead. Returns `null` for a page with `kind:` (the error stands).
 */
export function brokenVaultNote(text: string, yamlError: Finding, title: string): FrontmatterResult | null {
  const block = BLOCK_RE.exec(text);
  if (!block || KIND_LINE_RE.test(block[1] ?? '')) return null;
  const none = { data: null, body: '', lineOffset: 0, yaml: '', vault: false };
  const cause = yamlError.message.replace(/^the frontmatter is not valid YAML/, 'the properties (frontmatter) are not valid YAML');
  if (mentionsVisibility(block[1] ?? '')) {
    const message = `${cause}. A line names publish, published, private or draft, so the note is not published until the properties parse`;
    return { ...none, visibility: 'private', findings: [{ ...yamlError, severity: 'warning', message, withheld: true }] };
  }
  const result = FrontmatterSchema.safeParse({ kind: 'note', title });
  if (!result.success) return null;
  const message = `${cause}. Obsidian shows such a note with its properties marked invalid; it is published without them, titled by its file name`;
  const body = text.slice(block[0].length);
  return { data: result.data, body, lineOffset: lines(block[0]), yaml: '', vault: true, findings: [{ ...yamlError, severity: 'warning', message }] };
}

/**
 * TOML frontmatter (`+++` … `+++`) is not read: rather than publish properties it cannot read (a
 * `publish = false` among them), the note is withheld with a warning saying to write it as YAML.
 * Returns `null` when the file does not start with a TOML block.
 */
export function tomlFrontmatter(file: ContentPath, text: string): { findings: Finding[]; visibility: 'private' } | null {
  const block = TOML_RE.exec(text);
  if (!block) return null;
  const said = mentionsVisibility(block[1] ?? '') ? ' (and a line names publish, published, private or draft)' : '';
  const message = `the frontmatter is TOML (fenced by +++ lines)${said}, which is not read, so the note is not published; write its fields as YAML between --- lines (key: value, e.g. publish: false)`;
  return { visibility: 'private', findings: [{ ...finding('warning', 'frontmatter-language', file, 1, message), withheld: true }] };
}
