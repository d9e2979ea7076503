// Reading the configuration: the YAML file, then the environment variables that override it on CI,
// checked by the schema. Every error names the file and line (or the variable) and the field, and
// says what to write.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { TitleSuggester } from '../pipeline/resolve/suggest.ts';
import type { HomeNoteSetting } from '../pipeline/resolve/home-note.ts';
import { PUBLISH_OPTIONS_FILE, type VaultPublishSettings, type VaultReadOptions, vaultPublishSettings } from './publish-options.ts';
import type { Finding } from '../schemas/finding.ts';
import { SiteConfigSchema, type SiteConfig } from './schema.ts';

/** The configuration file's name at the project root. */
export const CONFIG_FILE = 'site.config.yaml';

/** Env variable naming another configuration file (for CI and tests). */
export const CONFIG_ENV = 'SITE_CONFIG';

/** The environment variables that override a field, each beside the field it sets. */
export const ENV_OVERRIDES = {
  SITE_TITLE: 'title',
  SITE_URL: 'url',
  SITE_LANG: 'lang',
  CONTENT_DIR: 'content',
  PUBLISH_IGNORE: 'exclude',
  SEARCH_SHARD_PAGES: 'search.shardPages',
} as const;

/** The settings code reads: the configuration with its paths made absolute and the base path split out. */
export interface Settings extends SiteConfig {
  /** The configuration file read (absolute), or `null` when there is none and every default holds. */
  file: string | null;
  /** The content folder, absolute. */
  contentDir: string;
  /** The custom stylesheet, absolute, when there is one. */
  customCssFile: string | undefined;
  /** The home note as named (the configuration's `home`, else Publish's `indexFile`), when one is named. */
  homeNote: string | undefined;
  /** Where the home note is named (setting, file, line), for the warning when no note has that name; `undefined` when none is named. */
  homeNoteSetting: HomeNoteSetting | undefined;
  /** The logo's file in the content folder (Publish's `logo`), copied to `/attachments/`; `undefined` when the logo is not a vault file. */
  logoFile: string | undefined;
  /** Publish's explorer order (`navigationOrdering` of `site-options.json`): vault paths of folders and files; `[]` when none. */
  navigationOrder: string[];
  /** Problems with the content folder's settings files (`site-options.json`, the logo it names, `publish.css`): reported with the content's findings. */
  findings: Finding[];
  /** The path the site is served under, from `url`: `/` at a domain's root, `/<repo>/` on GitHub Pages. Always starts and ends with `/`. */
  base: string;
}

/** A configuration that cannot be used: every problem found, each a line saying where, what and what to write. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`the site configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Takes the configuration text and a field path; returns the 1-based line the field is written on,
 * or `undefined` when it is not written (a default, or an env override). Finds each key in turn,
 * indented deeper than its parent, which is all the YAML a configuration needs.
 */
export function lineOf(text: string, fieldPath: readonly PropertyKey[]): number | undefined {
  const lines = text.split('\n');
  let from = 0;
  let parentIndent = -1;
  let found: number | undefined;
  for (const key of fieldPath) {
    // A list item is a `- ` line deeper than its parent; a key is `key:` deeper than its parent, maybe after `- `.
    const pattern = typeof key === 'number' ? /^(\s*)- / : new RegExp(`^(\\s*(?:- )?)${String(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
    let seen = -1;
    const at = lines.findIndex((line, i) => {
      if (i < from) return false;
      const match = pattern.exec(line);
      if (match === null || (match[1]?.length ?? 0) <= parentIndent) return false;
      return typeof key !== 'number' || ++seen === key;
    });
    if (at < 0) return found;
    found = at + 1;
    from = typeof key === 'number' ? at : at + 1;
    parentIndent = typeof key === 'number' ? (pattern.exec(lines[at] ?? '')?.[1]?.length ?? 0) : (lines[at]?.search(/\S/) ?? 0);
  }
  return found;
}

/** Sets `value` at a dotted field path of a plain object, creating the objects on the way. */
function setField(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let at: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    at = typeof next === 'object' && next !== null && !Array.isArray(next) ? (next as Record<string, unknown>) : ((at[key] = {}) as Record<string, unknown>);
  }
  at[keys[keys.length - 1] ?? dotted] = value;
}

/** The value an env variable gives its field: numbers for the shard size, a list added to the configured one for `PUBLISH_IGNORE`. */
function envValue(name: keyof typeof ENV_OVERRIDES, text: string, written: Record<string, unknown>): unknown {
  if (name === 'SEARCH_SHARD_PAGES') return /^\s*-?\d+(?:\.\d+)?\s*$/.test(text) ? Number(text) : text;
  if (name === 'PUBLISH_IGNORE') {
    const before = Array.isArray(written['exclude']) ? (written['exclude'] as unknown[]) : [];
    return [
      ...before,
      ...text
        .split(',')
        .map((folder) => folder.trim())
        .filter((folder) => folder !== ''),
    ];
  }
  return text;
}

/** Takes zod's issues, the file and its text, and which fields env variables set; returns one line per issue saying where, what and what to write. */
function problemLines(issues: readonly z.core.$ZodIssue[], file: string, text: string, fromEnv: ReadonlyMap<string, string>): string[] {
  const where = (path: readonly PropertyKey[]): string => {
    const env = fromEnv.get(path.filter((key) => typeof key === 'string').join('.'));
    const line = lineOf(text, path);
    return env !== undefined ? `env ${env}` : `${file}${line === undefined ? '' : `:${line}`}`;
  };
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${where([...issue.path, key])}: ${fieldName([...issue.path, key])} ${unknownKey(issue.path, key)}`);
    return [`${where(issue.path)}: ${issue.path.length === 0 ? 'the configuration' : fieldName(issue.path)} ${issue.message}`];
  });
}

/** A field path as written in messages: `nav[0].link`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`)).join('');
}

/** The message for a key the schema does not know, with the closest setting of the top level. */
function unknownKey(path: readonly PropertyKey[], key: string): string {
  const close = path.length === 0 ? new TitleSuggester(Object.keys(SiteConfigSchema.shape)).closest(key, 1) : [];
  const hint = close[0] === undefined ? '' : ` (did you mean ${close[0]}?)`;
  return `is not a setting${hint}; the settings are listed in docs/configuration.md`;
}

/** The content folder's Obsidian Publish settings; a `site-options.json` that is not JSON is a problem of the configuration. */
function publishSettings(contentDir: string, options: VaultReadOptions): VaultPublishSettings {
  try {
    return vaultPublishSettings(contentDir, options);
  } catch (error) {
    throw new ConfigError([error instanceof Error ? error.message : String(error)]);
  }
}

/** Where the home note is named: the configuration's `home` (at its line), else `indexFile` of `site-options.json`. */
function homeNoteSetting(
  home: string | undefined,
  indexFile: string | undefined,
  where: { file: string | null; shown: string; text: string; contentDir: string },
): HomeNoteSetting | undefined {
  if (home !== undefined) {
    // Outside the working folder, the file is named in full.
    const file = where.file !== null && where.shown.startsWith('..') ? where.file : where.shown;
    return { name: home, field: 'home', file, line: lineOf(where.text, ['home']) ?? null };
  }
  if (indexFile === undefined) return undefined;
  const options = path.join(where.contentDir, PUBLISH_OPTIONS_FILE);
  const line = readFileSync(options, 'utf8')
    .split('\n')
    .findIndex((text) => text.includes('"indexFile"'));
  // A content file: named from the content folder, as every finding's file is.
  return { name: indexFile, field: 'indexFile', file: PUBLISH_OPTIONS_FILE, line: line < 0 ? null : line + 1 };
}

/** Where relative paths of the configuration are resolved from: the file's folder, else the working directory. */
function baseFolder(file: string | null, cwd: string): string {
  return file === null ? cwd : path.dirname(file);
}

/**
 * Takes the working directory and the environment; returns the settings: `site.config.yaml` of the
 * working directory (or the file env `SITE_CONFIG` names), overridden by the env variables of
 * `ENV_OVERRIDES`, checked by `SiteConfigSchema`. Without a file every default holds. Throws a
 * `ConfigError` listing every problem.
 */
export function loadSettings(cwd: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): Settings {
  const named = env[CONFIG_ENV]?.trim();
  const candidate = path.resolve(cwd, named !== undefined && named !== '' ? named : CONFIG_FILE);
  if (named !== undefined && named !== '' && !existsSync(candidate)) {
    throw new ConfigError([
      `env ${CONFIG_ENV}: ${candidate} does not exist; write the path of your configuration file, or unset ${CONFIG_ENV} to use ./${CONFIG_FILE}`,
    ]);
  }
  const file = existsSync(candidate) ? candidate : null;
  const shown = file === null ? CONFIG_FILE : path.relative(cwd, file) || file;
  const text = file === null ? '' : readFileSync(file, 'utf8');
  let written: unknown;
  try {
    written = text.trim() === '' ? {} : yaml.load(text, { filename: shown, schema: yaml.JSON_SCHEMA });
  } catch (error) {
    const mark = error instanceof yaml.YAMLException ? error.mark : undefined;
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    throw new ConfigError([
      `${shown}${mark === undefined ? '' : `:${mark.line + 1}`}: is not valid YAML (${reason}); write one "field: value" a line, as in the example in docs/configuration.md`,
    ]);
  }
  if (typeof written !== 'object' || written === null || Array.isArray(written)) {
    throw new ConfigError([`${shown}: holds no fields; write one "field: value" a line, e.g. title: My research notes`]);
  }
  const raw: Record<string, unknown> = { ...(written as Record<string, unknown>) };
  const fromEnv = new Map<string, string>();
  for (const [name, field] of Object.entries(ENV_OVERRIDES) as [keyof typeof ENV_OVERRIDES, string][]) {
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    setField(raw, field, envValue(name, value, raw));
    fromEnv.set(field, name);
  }
  const parsed = SiteConfigSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(problemLines(parsed.error.issues, shown, text, fromEnv));
  const config = parsed.data;
  const folder = baseFolder(file, cwd);
  // A CONTENT_DIR from the environment is relative to where the command runs, as it always was.
  const contentDir = path.resolve(fromEnv.has('content') ? cwd : folder, config.content);
  // Obsidian Publish's settings fill what the configuration leaves unwritten.
  // The configuration's own logo wins; Publish's is used, and its file checked, only without one.
  const vault = publishSettings(contentDir, { exclude: config.exclude, logo: config.logo === undefined });
  const publish = vault.options;
  const logoFile = vault.logo;
  return {
    ...config,
    title: raw['title'] === undefined && publish.siteName !== undefined ? publish.siteName : config.title,
    logo: config.logo ?? (logoFile === undefined ? undefined : `/attachments/${logoFile.split('/').map(encodeURIComponent).join('/')}`),
    file,
    contentDir,
    customCssFile: config.customCss === undefined ? vault.css : path.resolve(folder, config.customCss),
    homeNote: config.home ?? publish.indexFile,
    homeNoteSetting: homeNoteSetting(config.home, publish.indexFile, { file, shown, text, contentDir }),
    logoFile,
    navigationOrder: publish.navigationOrdering,
    base: new URL(config.url).pathname,
    findings: vault.findings,
  };
}
