import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import type { Visibility } from '../../schemas/parsed-file.ts';
import { finding } from '../finding.ts';
import { frontmatterLine } from './frontmatter-lines.ts';

/**
 * The frontmatter keys that can withhold a page, compared case-insensitively, and what withholds:
 * `no` — anything but a clear yes makes the page private (`publish: false`, Obsidian Publish's key);
 * `only-no` — a clear no makes it private, any other value is not about privacy (`published: false`
 * hides a Jekyll post, while `published: 2021-04-17` is a date, as in many real vaults);
 * `yes-private` — a yes (or an unclear value) makes it private; `yes-draft` — a yes (or an unclear
 * value) makes it a draft, published only by a drafts build.
 */
export const VISIBILITY_KEYS = {
  publish: 'no',
  published: 'only-no',
  private: 'yes-private',
  draft: 'yes-draft',
} as const;

type Rule = (typeof VISIBILITY_KEYS)[keyof typeof VISIBILITY_KEYS];

// Every spelling of a boolean that YAML 1.1 or 1.2 reads, in any case, plus the numbers 1 and 0.
const TRUE_WORDS = new Set(['true', 'yes', 'y', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', 'off', '0']);

/** Takes a frontmatter value; returns `true` or `false` for any boolean spelling (`on`, `"No"`, `1`, …), `undefined` for anything else. */
export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const word = value
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim()
    .toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** A key as the visibility decision compares it: compatibility forms folded (`ｐｕｂｌｉｓｈ` is `publish`), trimmed, lower case. */
function visibilityName(key: string): string {
  return key.normalize('NFKC').trim().toLowerCase();
}

/** The rule a frontmatter key follows, whatever its case and surrounding spaces; `undefined` for other keys. */
export function visibilityRule(key: string): Rule | undefined {
  const name = visibilityName(key);
  return Object.hasOwn(VISIBILITY_KEYS, name) ? VISIBILITY_KEYS[name as keyof typeof VISIBILITY_KEYS] : undefined;
}

/** What one key and value say: withhold as private, as a draft, or nothing; `unclear` when the value is not a yes or no. */
function judge(rule: Rule, value: unknown): { visibility: Visibility | undefined; unclear: boolean } {
  const yes = readBoolean(value);
  if (rule === 'only-no') return { visibility: yes === false ? 'private' : undefined, unclear: false };
  if (rule === 'no') return { visibility: yes === true ? undefined : 'private', unclear: yes === undefined };
  const withheld: Visibility = rule === 'yes-private' ? 'private' : 'draft';
  return { visibility: yes === false ? undefined : withheld, unclear: yes === undefined };
}

/** The privacy decision of one file. */
export interface VisibilityDecision {
  /** `private`, `draft`, or `undefined` (published). */
  visibility: Visibility | undefined;
  /** A warning for each value that was not a clear yes or no (the page is then withheld). */
  findings: Finding[];
}

/**
 * Takes parsed frontmatter (merge keys already resolved) and decides, once, whether the page is
 * withheld: every key of `VISIBILITY_KEYS` in any case, every boolean spelling. When in doubt it
 * withholds and warns. Removes the keys it read from `data`, so nothing later reads them again.
 */
export function decideVisibility(file: ContentPath, yaml: string, data: Record<string, unknown>): VisibilityDecision {
  let visibility: Visibility | undefined;
  const findings: Finding[] = [];
  const seen = new Map<string, string>();
  for (const key of Object.keys(data)) {
    const rule = visibilityRule(key);
    if (rule === undefined) continue;
    const value = data[key];
    delete data[key];
    const said = judge(rule, value);
    if (said.visibility === 'private' || (said.visibility === 'draft' && visibility === undefined)) visibility = said.visibility;
    const name = visibilityName(key);
    const before = seen.get(name);
    seen.set(name, key);
    if (before !== undefined) findings.push(duplicateFinding(file, yaml, before, key));
    if (said.unclear) findings.push(unclearFinding(file, yaml, key, rule, value));
  }
  return { visibility, findings };
}

/** How a value that is not a yes or no is named in a message. */
function shown(value: unknown): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 'empty';
  if (typeof value === 'string') return JSON.stringify(value);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a map' : String(value);
}

/** The warning for a value that is not a clear yes or no: the page is withheld. */
function unclearFinding(file: ContentPath, yaml: string, key: string, rule: Rule, value: unknown): Finding {
  const name = visibilityName(key);
  const write = rule === 'no' ? `${name}: true or ${name}: false` : `${name}: false or ${name}: true`;
  const message = `"${key}" is ${shown(value)}, which is not a yes or no, so the page is withheld; write ${write}`;
  return { ...finding('warning', 'unclear-visibility', file, frontmatterLine(yaml, [key]), message), withheld: true };
}

/** The warning for one key written twice in different spellings (`publish` and `Publish`): the most private reading holds. */
function duplicateFinding(file: ContentPath, yaml: string, first: string, second: string): Finding {
  const message = `"${first}" and "${second}" both set ${visibilityName(second)}; the most private of the two holds, so the page may be withheld. Keep one of them`;
  return { ...finding('warning', 'duplicate-visibility', file, frontmatterLine(yaml, [second]), message), withheld: true };
}

/** Every colon a keyboard types (ASCII, full-width `：`, small `﹕`, the modifier letter `꞉`, the ratio sign `∶`) and TOML's `=`. */
const SEPARATORS = ':：﹕꞉∶=＝';

// A line of raw frontmatter (YAML `key:` or TOML `key =`, at any depth, quoted or not) naming a key of `VISIBILITY_KEYS`.
const VISIBILITY_LINE_RE = new RegExp(`^[ \\t-]*["']?(?:${Object.keys(VISIBILITY_KEYS).join('|')})["']?[ \\t]*[${SEPARATORS}]`, 'im');

/**
 * Takes frontmatter text that could not be read; returns whether any line mentions a key that can
 * withhold the page (then it is withheld). Compatibility forms are folded first, so a key typed in
 * full-width letters or with an input method's colon (`publish： false`) counts too.
 */
export function mentionsVisibility(raw: string): boolean {
  return VISIBILITY_LINE_RE.test(raw.normalize('NFKC'));
}
