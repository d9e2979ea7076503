import matter from 'gray-matter';
import { CORE_SCHEMA, load, Type } from 'js-yaml';
import type { z } from 'zod';
import type { JsonValue } from '../../schemas/property.ts';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { FrontmatterSchema, type Frontmatter } from '../../schemas/frontmatter.ts';
import { isPageKind, KIND_IDS } from '../../core/kinds.ts';
import { kindOf } from '../../kinds/registry.ts';
import { finding } from '../finding.ts';
import { isSlug, slugify } from '../resolve/slug.ts';
import { SEGMENT_BYTES, SLUG_ACCEPTED_MAX, utf8Bytes } from '../../core/slug.ts';
import { frontmatterLine } from './frontmatter-lines.ts';
import { readObsidianProperties, readDateProperties } from './vault-properties.ts';
import type { Visibility } from '../../schemas/parsed-file.ts';
import { CLUSTER_FILE_KIND } from '../../core/kinds.ts';
import { ClusterFrontmatterSchema, type ClusterFrontmatter } from '../../schemas/cluster.ts';
import { brokenVaultNote, tomlFrontmatter } from './broken-frontmatter.ts';
import { decideVisibility, mentionsVisibility } from './visibility.ts';
import { dropForbiddenInFrontmatter } from './frontmatter-characters.ts';

/** A file split into validated frontmatter and body. */
export interface FrontmatterResult {
  /** The validated frontmatter; `null` when it has errors or the file is a cluster file (the file then makes no page). */
  data: Frontmatter | null;
  /** A cluster file's validated frontmatter (`kind: cluster`): it describes a cluster instead of making a page. Default: absent. */
  cluster?: ClusterFrontmatter;
  /** The Markdown after the frontmatter. */
  body: string;
  /** How many file lines come before the body (add it to a body line to get the file line). */
  lineOffset: number;
  /** The raw YAML text, kept to find the line of a frontmatter value later. */
  yaml: string;
  /** Set when the page must not be published: `private` (`publish: false`) or `draft` (`draft: true`). Default: absent, published. */
  visibility?: Visibility;
  /** A vault note's properties as written, Obsidian's singular keys read as plural ones (`ParsedFile.properties`). Default: absent. */
  properties?: Record<string, JsonValue>;
  /** `true` for a vault note: a file without `kind`, titled by its file name unless it says otherwise. */
  vault: boolean;
  findings: Finding[];
}

/** Why a page is withheld: `private` (`publish: false`, never published) or `draft` (`draft: true`, published only in a drafts build). */
export type { Visibility };

/** Thrown for frontmatter fenced as another language (`---js`, `---json`, …). */
class LanguageError extends Error {
  readonly language: string;
  constructor(language: string) {
    super(`frontmatter language ${language} is not supported`);
    this.language = language;
  }
}

const reject = (language: string) => (): never => {
  throw new LanguageError(language);
};

// YAML 1.2's core schema: `date: 2025-02-30` stays the text written (checked by DateSchema) instead
// of becoming a JavaScript Date that silently rolls over to March 2. Merge keys (`<<: *defaults`)
// are resolved, so a key a page inherits from an anchor counts like one written on the page.
const MERGE_KEY = new Type('tag:yaml.org,2002:merge', { kind: 'scalar', resolve: (data: unknown) => data === '<<' });
const YAML_SCHEMA = CORE_SCHEMA.extend({ implicit: [MERGE_KEY] });

/**
 * gray-matter parses `---js` frontmatter with `eval` and `---coffee` with CoffeeScript, so a content
 * file could run code during the build. Only YAML is accepted: every other engine is replaced.
 */
const MATTER_OPTIONS = {
  engines: {
    yaml: (text: string): object => load(text, { schema: YAML_SCHEMA }) as object,
    javascript: reject('javascript'),
    js: reject('js'),
    coffee: reject('coffee'),
    coffeescript: reject('coffeescript'),
    cson: reject('cson'),
    json: reject('json'),
    toml: reject('toml'),
  },
};

/** The file's name without folder and `.md`, which titles an Obsidian note that has no `title`. */
export function titleFromPath(file: ContentPath): string {
  return (file.split('/').pop() ?? file).replace(/\.md$/i, '');
}

/**
 * Splits `text` with gray-matter and validates the frontmatter with `FrontmatterSchema`.
 * A file without `kind` is read as a note titled by its file name (Obsidian vaults).
 * Never throws: YAML and schema problems come back as findings at the file's line.
 */
export function parseFrontmatter(file: ContentPath, text: string): FrontmatterResult {
  if (OPENING_RE.test(text) && !CLOSING_RE.test(text)) return unclosed(file, text);
  const toml = tomlFrontmatter(file, text);
  if (toml) return { data: null, body: '', lineOffset: 0, yaml: '', vault: false, ...toml };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's global cache, which would keep every file in memory.
    parsed = matter(text, MATTER_OPTIONS);
  } catch (error) {
    const unknown = error instanceof Error ? /engine "(.*)" is not registered/.exec(error.message)?.[1] : undefined;
    const language = error instanceof LanguageError ? error.language : unknown;
    if (language !== undefined) return { data: null, body: '', lineOffset: 0, yaml: '', vault: false, findings: [languageFinding(file, language)] };
    // A vault note whose properties Obsidian would mark invalid is published without them (or withheld if they may say private).
    const found = yamlFinding(file, text, error);
    const name = titleFromPath(file);
    return (
      (CONTROL_RE.test(name) ? null : brokenVaultNote(text, found, name)) ?? { data: null, body: '', lineOffset: 0, yaml: '', vault: false, findings: [found] }
    );
  }
  const body = parsed.content;
  const lineOffset = countLines(text.slice(0, text.length - body.length));
  const yaml = parsed.matter ?? '';
  const fail = (f: Finding[]): FrontmatterResult => ({ data: null, body, lineOffset, yaml, vault: false, findings: f });
  const raw: unknown = parsed.data;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return fail([
      finding(
        'error',
        'frontmatter-not-a-map',
        file,
        2,
        'the frontmatter must be `key: value` lines (e.g. `title: …`, `kind: note`), not a list or a single value',
      ),
    ]);
  }
  // Visibility is decided from every key as written, before anything is cleaned: `publish:` with no value is not a yes.
  const keys: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  // The properties as written, before the visibility keys are taken out (`published: 2020-04-28` is a date a base may show).
  const written = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== null)))) as Record<string, unknown>;
  const decided = decideVisibility(file, yaml, keys);
  // An empty YAML key (`aliases:`) reads as null; treat it as absent, as Obsidian does.
  const data: Record<string, unknown> = Object.fromEntries(Object.entries(keys).filter(([, v]) => v !== null));
  const visibility = decided.visibility;
  const cleaned = dropForbiddenInFrontmatter(file, yaml, data);
  const withheld = (result: FrontmatterResult): FrontmatterResult => {
    const findings = [...decided.findings, ...cleaned, ...result.findings];
    return visibility === undefined ? { ...result, findings } : { ...result, findings, visibility };
  };
  const vault = data['kind'] === undefined;
  let properties: Record<string, JsonValue> | undefined;
  if (vault) {
    readObsidianProperties(data);
    readDateProperties(data);
    properties = asProperties(Object.fromEntries(Object.keys(written).map((key) => [key, key in data ? data[key] : written[key]])));
    data['kind'] = 'note';
    if (data['title'] === undefined) {
      const name = titleFromPath(file);
      if (CONTROL_RE.test(name)) return withheld(fail([fileNameFinding(file)]));
      data['title'] = name;
    }
  } else if (data['kind'] === CLUSTER_FILE_KIND) {
    const cluster = ClusterFrontmatterSchema.safeParse(data);
    if (!cluster.success) return withheld(fail(cluster.error.issues.map((issue) => issueFinding(file, yaml, data, deepestIssue(issue)))));
    const bad = slugFinding(file, yaml, cluster.data.slug);
    return withheld(bad ? fail([bad]) : { data: null, cluster: cluster.data, body, lineOffset, yaml, vault: false, findings: [] });
  } else if (typeof data['kind'] !== 'string' || !isPageKind(data['kind'])) {
    const line = frontmatterLine(yaml, ['kind']);
    return fail([
      finding(
        'error',
        'unknown-kind',
        file,
        line,
        `kind "${String(data['kind'])}" is not a page kind; write one of: ${KIND_IDS.join(', ')} (or ${CLUSTER_FILE_KIND}, for a file that describes a cluster)`,
      ),
    ]);
  }
  const lenient = vault ? dropInvalidFields(file, yaml, data) : [];
  // Each kind's own schema (the kind registry's), so that a kind added to the registry is read too.
  const kind = String(data['kind']);
  const result = (isPageKind(kind) ? kindOf(kind).frontmatter : FrontmatterSchema).safeParse(data);
  if (!result.success) return withheld(fail(result.error.issues.map((issue) => issueFinding(file, yaml, data, deepestIssue(issue)))));
  const bad = slugFinding(file, yaml, result.data.slug);
  if (bad) return withheld(fail([bad]));
  const done: FrontmatterResult = { data: result.data, body, lineOffset, yaml, vault, findings: lenient };
  if (properties !== undefined) done.properties = properties;
  return withheld(done);
}

/** A copy of a vault note's properties as plain data, read as Obsidian reads them (`readObsidianProperties`), or `undefined` when it has none. */
function asProperties(data: Record<string, unknown>): Record<string, JsonValue> | undefined {
  if (Object.keys(data).length === 0) return undefined;
  const copy = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
  readObsidianProperties(copy);
  return copy as Record<string, JsonValue>;
}

/** The error for a written `slug` that is not a valid slug; `undefined` when it is valid or not written. */
function slugFinding(file: ContentPath, yaml: string, slug: string | undefined): Finding | undefined {
  if (slug === undefined || isSlug(slug)) return undefined;
  const suggestion = slugify(slug) || 'my-page';
  const why =
    utf8Bytes(slug) > SEGMENT_BYTES || Array.from(slug).length > SLUG_ACCEPTED_MAX
      ? `is longer than a file name may be (at most ${SLUG_ACCEPTED_MAX} characters and ${SEGMENT_BYTES} bytes; it has ${Array.from(slug).length} and ${utf8Bytes(slug)})`
      : 'is not a valid slug (lower-case letters, digits and single hyphens only)';
  return finding(
    'error',
    'invalid-slug',
    file,
    frontmatterLine(yaml, ['slug']),
    `slug "${slug}" ${why}; write \`slug: ${suggestion}\` or remove it to derive one from the title`,
  );
}

/**
 * In a vault note (a file without `kind`), a field that does not fit its type is dropped with a
 * warning instead of stopping the build: Obsidian shows such a note, so the site does too. A
 * dropped `title` falls back to the file name. Mutates `data`; returns the warnings.
 */
function dropInvalidFields(file: ContentPath, yaml: string, data: Record<string, unknown>): Finding[] {
  const warnings: Finding[] = [];
  for (let round = 0; round < 8; round++) {
    const result = FrontmatterSchema.safeParse(data);
    if (result.success) break;
    const keys = new Set(result.error.issues.map((issue) => issue.path[0]).filter((k): k is string => typeof k === 'string' && k !== 'kind'));
    if (keys.size === 0) break;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string' || !keys.has(key) || !(key in data)) continue;
      const error = issueFinding(file, yaml, data, deepestIssue(issue));
      warnings.push({ ...error, severity: 'warning', message: `${error.message}. The field is dropped and the page is published without it` });
      delete data[key];
    }
    data['title'] ??= titleFromPath(file);
  }
  return warnings;
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Frontmatter written in a language other than YAML. */
function languageFinding(file: ContentPath, language: string): Finding {
  return finding(
    'error',
    'frontmatter-language',
    file,
    1,
    `the frontmatter is fenced as "---${language}"; only YAML frontmatter is read. Start the file with a plain "---" line and write the fields as YAML`,
  );
}

// A first line of `---` opens frontmatter; gray-matter needs a later `---` line to close it.
const OPENING_RE = /^---[ \t]*\n/;
const CLOSING_RE = /\n---[ \t]*(?:\n|$)/;

// Lines of a never-closed frontmatter that say the page is private or a draft.
const KIND_LINE_RE = /^kind[ \t]*:/m;
const UNCLOSED_FIX = 'add a line --- after its last field (if the --- is meant as a horizontal rule, write *** instead)';

/**
 * Frontmatter opened on line 1 and never closed: none of it can be read. A page of the project's
 * own format (a `kind:` line) is an error. A vault note is what Obsidian shows for it, a note
 * titled by its file name whose text starts with a rule, with a warning; but if any line sets
 * `publish:` or `draft:`, the author may have meant it private, so it is withheld.
 */
function unclosed(file: ContentPath, text: string): FrontmatterResult {
  const none = { data: null, body: '', lineOffset: 0, yaml: '', vault: false };
  if (KIND_LINE_RE.test(text)) {
    return {
      ...none,
      findings: [finding('error', 'unclosed-frontmatter', file, 1, `the frontmatter opened by the --- on line 1 is never closed; ${UNCLOSED_FIX}`)],
    };
  }
  if (mentionsVisibility(text)) {
    const message = `the frontmatter opened by the --- on line 1 is never closed, and a line names publish, published, private or draft, so the note is not published; ${UNCLOSED_FIX}`;
    return { ...none, visibility: 'private', findings: [{ ...finding('warning', 'unclosed-frontmatter', file, 1, message), withheld: true }] };
  }
  const name = titleFromPath(file);
  if (CONTROL_RE.test(name)) return { ...none, findings: [fileNameFinding(file)] };
  const result = FrontmatterSchema.safeParse({ kind: 'note', title: name });
  if (!result.success) throw new Error(`a note titled by its file name ${JSON.stringify(name)} fails the frontmatter schema: ${result.error.message}`);
  const message = `the frontmatter opened by the --- on line 1 is never closed, so it is published as text, as Obsidian shows it, and the note is titled by its file name; ${UNCLOSED_FIX}`;
  return { data: result.data, body: text, lineOffset: 0, yaml: '', vault: true, findings: [finding('warning', 'unclosed-frontmatter', file, 1, message)] };
}

// A file name holding one of these cannot title a page.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** A note titled by its file name, when that name holds a line break or another control character. */
function fileNameFinding(file: ContentPath): Finding {
  const shown = JSON.stringify(titleFromPath(file));
  return finding(
    'error',
    'invalid-file-name',
    file,
    null,
    `the file name ${shown} holds a line break or another control character, so it cannot title the page; rename the file, or give it a title: line in its frontmatter`,
  );
}

/** A YAML syntax error at the file line js-yaml reports (its lines count from the opening `---`), with a hint only where one applies. */
function yamlFinding(file: ContentPath, text: string, error: unknown): Finding {
  const e = error as { mark?: { line?: number }; reason?: string; message?: string };
  const reason = e.reason ?? e.message ?? String(error);
  const reported = typeof e.mark?.line === 'number' ? e.mark.line + 1 : 1;
  // An unclosed quote is found at the end of the frontmatter; the line to fix is where it opens.
  const line = /quoted scalar/.test(reason) ? (openingQuoteLine(text, reported, reason.includes('single') ? "'" : '"') ?? reported) : reported;
  const lines = text.split('\n', line + 1);
  const hint = yamlHint(reason, [lines[line - 2] ?? '', lines[line - 1] ?? '']);
  return finding('error', 'yaml-syntax', file, line, `the frontmatter is not valid YAML (${reason}); fix this line${hint}`);
}

/** The last line up to `before` (1-based) holding an odd number of `quote` marks: where a quoted value opens and is not closed. */
function openingQuoteLine(text: string, before: number, quote: string): number | null {
  const lines = text.split('\n', before);
  for (let i = lines.length - 1; i >= 0; i--) {
    if ((lines[i] ?? '').split(quote).length % 2 === 0) return i + 1;
  }
  return null;
}

/** What to do about a YAML error, judged from its reason and the line it names (and the one before). */
function yamlHint(reason: string, near: readonly string[]): string {
  if (/duplicated mapping key/.test(reason)) return ': a key is written twice; keep one of the two lines';
  if (/unknown tag/.test(reason)) return ': a tag such as !!js/function is never read; remove it and write the value as plain text';
  if (/maxDepth/.test(reason)) return ': properties may nest at most 100 levels; flatten them';
  if (near.some((l) => /^\s*\t/.test(l)) || /\btab\b/i.test(reason)) return ': indent with spaces, not tabs';
  if (near.some((l) => /(?:^\s*-|:)\s+[@`]/.test(l))) return ', and quote a value that starts with @ or `, e.g. - "@name"';
  if (/quoted scalar/.test(reason)) return ': a quoted value is not closed; end it with the same quote mark it starts with';
  if (near.some((l) => /^\s*[^#\s'"][^:]*:\s+[^'"\s].*:(?:\s|$)/.test(l))) return ', and quote values that contain a colon, e.g. title: "Why: a question?"';
  if (near.some((l) => /:\s+[[{]/.test(l) && !/[\]}]\s*$/.test(l))) return ': a [list] or {map} written on one line must be closed on that line';
  if (near.some((l) => /^\s*[^\s:#-][^:]*$/.test(l) && l.trim() !== '---')) return ': every field is a key: value line; add the colon, or remove the line';
  return '';
}

const EXAMPLES: Record<string, string> = {
  title: 'title: "Why do models …?"',
  kind: `kind: note (one of ${KIND_IDS.join(', ')})`,
  date: 'date: 2025-03-01',
  stub: 'stub: true',
  sources: 'sources: ["First cited note title?", "Second one?"]',
  next: 'next: ["Another question?"]',
  related: 'related: [{to: "Related note title?", reason: "why they are related"}]',
  papers: 'papers: ["Paper title"]',
  aliases: 'aliases: [Other name]',
  clusters: 'clusters: [Cluster name]',
  tags: 'tags: [tag]',
  authors: 'authors: [First Author, Second Author]',
  arxiv: 'arxiv: "2311.09144" (quoted, or YAML reads it as a number and drops zeros)',
  href: 'href: https://example.org/page',
};

/**
 * For a union (a related link may be a title or a `{to, reason}` map), the issue of the branch that
 * got furthest, with its full path: it names the real mistake instead of "Invalid input".
 */
function deepestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  let best: z.core.$ZodIssue | undefined;
  for (const branch of issue.errors) {
    for (const sub of branch) {
      if (!best || sub.path.length > best.path.length) best = sub;
    }
  }
  if (!best || best.path.length === 0) return issue;
  return deepestIssue({ ...best, path: [...issue.path, ...best.path] } as z.core.$ZodIssue);
}

/** A zod issue as a finding at the line of the offending key, saying what to write instead. */
function issueFinding(file: ContentPath, yaml: string, data: Record<string, unknown>, issue: z.core.$ZodIssue): Finding {
  const field =
    issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '') || 'frontmatter';
  const top = typeof issue.path[0] === 'string' ? issue.path[0] : '';
  const example = EXAMPLES[top];
  const line = frontmatterLine(yaml, issue.path);
  const missing = issue.path.length === 1 && data[top] === undefined;
  let what: string;
  if (missing) what = `"${field}" is missing`;
  else if (issue.code === 'invalid_type') what = `"${field}" should be ${article(issue.expected)}, not ${describe(valueAt(data, issue.path))}`;
  else if (issue.code === 'invalid_format' && issue.format === 'url') what = `"${field}" is not a full URL (write it with https://)`;
  else what = `"${field}": ${issue.message}`;
  const hint = example && !/\bwrite\b/.test(what) ? `; write e.g. ${example}` : '';
  return finding('error', missing ? 'missing-field' : 'invalid-field', file, line, `${what}${hint}`);
}

function article(expected: string): string {
  if (expected === 'string') return 'text';
  if (expected === 'array') return 'a list';
  if (expected === 'boolean') return 'true or false';
  if (expected === 'object') return 'a map of key: value lines';
  return expected;
}

function valueAt(data: Record<string, unknown>, path: ReadonlyArray<PropertyKey>): unknown {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === 'object') return 'a map';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value} ${String(value)}`;
}
