// Obsidian Publish's settings, as a vault published with it carries them: `site-options.json`
// (site name, logo, home note, the explorer's order) and `publish.css` at the vault's root. A site
// built from such a vault reads as its Publish site does, unless `site.config.yaml` says otherwise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { finding } from '../pipeline/finding.ts';
import { checkContentFileSync, type ContentFileRule, contentRootSync, isAllowed } from '../pipeline/read/content-file.ts';
import type { Finding } from '../schemas/finding.ts';

/** The Publish settings file at a vault's root. */
export const PUBLISH_OPTIONS_FILE = 'site-options.json';

/** The Publish stylesheet at a vault's root. */
export const PUBLISH_CSS_FILE = 'publish.css';

const Text = z.string().trim().min(1).optional().catch(undefined);

/**
 * What the site reads of `site-options.json`; every other key (theme toggles, sidebar switches) is
 * ignored, and a key of the wrong type is read as absent, since the file belongs to Obsidian.
 */
const PublishOptionsSchema = z.object({
  /** The site's name (Publish: "Site name"). Default: none. */
  siteName: Text,
  /** The home note, a vault path without `.md` (Publish: "Home page file"). Default: none. */
  indexFile: Text,
  /** The logo, a file of the vault (Publish: "Logo"). Default: none. */
  logo: Text,
  /** The explorer's order: folders and files by vault path, as Publish's "Customize navigation" sorts them. Default: `[]`. */
  navigationOrdering: z.array(z.string()).catch([]).default([]),
});

/** The Publish settings the site follows. */
export type PublishOptions = z.output<typeof PublishOptionsSchema>;

/** Publish settings of a vault that has none. */
export const NO_PUBLISH_OPTIONS: PublishOptions = { siteName: undefined, indexFile: undefined, logo: undefined, navigationOrdering: [] };

/** What `site-options.json` must be to be read (see `checkContentFile`). */
const OPTIONS_RULE: ContentFileRule = { what: 'a JSON file', name: /\.json$/i };
/** What `publish.css` must be to be read. */
const CSS_RULE: ContentFileRule = { what: 'a stylesheet', name: /\.css$/i };
/** What the logo must be to be published: an image of a type the attachments take (`ATTACHMENT_RE`), since it is published as one. */
const LOGO_RULE: ContentFileRule = { what: 'an image (PNG, JPEG, GIF, SVG, WebP, AVIF or BMP)', name: /\.(?:png|jpe?g|gif|svg|webp|avif|bmp)$/i };

/**
 * A warning about a settings file of the content folder that is not read: the setting, the file and
 * what to do. The site's integrity page says only which setting it is: the path may lead out of the
 * vault or into a hidden folder.
 */
function refusedFinding(file: string, line: number | null, what: { full: string; shown: string }, refused: string, todo: string): Finding {
  return finding('warning', 'setting-file-refused', file, line, `${what.full} is not read: ${refused}; ${todo}`, {
    publicMessage: `${what.shown} is not read, so the site is built without it`,
  });
}

/**
 * Takes the content folder; returns its `site-options.json` read and checked (`NO_PUBLISH_OPTIONS`
 * when there is none, or when it may not be read: a symbolic link out of the folder, say).
 * Throws a message naming the file and what to do when it is not JSON.
 */
export function readPublishOptions(contentDir: string): PublishOptions {
  return vaultPublishSettings(contentDir).options;
}

/** Obsidian Publish's settings of a content folder, each file read only once it passes `checkContentFile`. */
export interface VaultPublishSettings {
  options: PublishOptions;
  /** `publish.css`, its real path, when there is one that may be read. */
  css: string | undefined;
  /** The logo (`logo` of `site-options.json`), a content path, when it names a file that may be published. */
  logo: string | undefined;
  /** A warning for each settings file, or file a setting names, that is not read. */
  findings: Finding[];
}

/** How `vaultPublishSettings` reads a vault. */
export interface VaultReadOptions {
  /** Folders and globs the configuration excludes: no settings file is read from them. Default: none. */
  exclude?: readonly string[];
  /** Check the logo `site-options.json` names; `false` when the configuration names its own. Default: `true`. */
  logo?: boolean;
}

/**
 * Takes the content folder and how to read it; returns what of Obsidian
 * Publish's settings the site follows. Every file goes through the check every content file goes
 * through, before any work: `site-options.json` and `publish.css` (which may not be symbolic links
 * out of the folder) and the logo `site-options.json` names (inside the folder, not hidden, not
 * excluded, an image). What fails is left out with a `setting-file-refused` warning naming the
 * setting and the file. Throws a message naming the file when `site-options.json` is not JSON.
 */
export function vaultPublishSettings(contentDir: string, options: VaultReadOptions = {}): VaultPublishSettings {
  const exclude = options.exclude ?? [];
  const root = contentRootSync(contentDir);
  const findings: Finding[] = [];
  const cssFile = checkContentFileSync(root, PUBLISH_CSS_FILE, { ...CSS_RULE, excluded: exclude });
  const css = isAllowed(cssFile) ? cssFile.real : undefined;
  if (!isAllowed(cssFile) && !cssFile.missing) {
    findings.push(
      refusedFinding(
        PUBLISH_CSS_FILE,
        null,
        { full: `${PUBLISH_CSS_FILE} (Obsidian Publish's stylesheet)`, shown: PUBLISH_CSS_FILE },
        cssFile.refused,
        "the site is styled without it. Put the stylesheet itself at the content folder's root, or remove it",
      ),
    );
  }
  const optionsFile = checkContentFileSync(root, PUBLISH_OPTIONS_FILE, { ...OPTIONS_RULE, excluded: exclude });
  if (!isAllowed(optionsFile)) {
    if (!optionsFile.missing) {
      const todo = "its site name, logo and home note do not apply. Put the file itself at the content folder's root, or remove it";
      findings.push(
        refusedFinding(
          PUBLISH_OPTIONS_FILE,
          null,
          { full: `${PUBLISH_OPTIONS_FILE} (Obsidian Publish's settings)`, shown: PUBLISH_OPTIONS_FILE },
          optionsFile.refused,
          todo,
        ),
      );
    }
    return { options: NO_PUBLISH_OPTIONS, css, logo: undefined, findings };
  }
  const text = readFileSync(optionsFile.real, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${path.join(contentDir, PUBLISH_OPTIONS_FILE)}: is not valid JSON (${error instanceof Error ? error.message : String(error)}); fix it as Obsidian Publish writes it, or delete it`,
    );
  }
  const parsed = PublishOptionsSchema.safeParse(json);
  const read = parsed.success ? parsed.data : NO_PUBLISH_OPTIONS;
  if (read.logo === undefined || options.logo === false) return { options: read, css, logo: undefined, findings };
  const logoFile = checkContentFileSync(root, read.logo, { ...LOGO_RULE, excluded: exclude });
  if (isAllowed(logoFile)) return { options: read, css, logo: logoFile.path, findings };
  const line = text.split('\n').findIndex((l) => l.includes('"logo"'));
  const todo =
    "the site is built without a logo. Put the logo in the content folder (outside hidden and excluded folders) and name its path there, or clear Logo in Obsidian Publish's settings";
  findings.push(refusedFinding(PUBLISH_OPTIONS_FILE, line < 0 ? null : line + 1, { full: `logo: "${read.logo}"`, shown: 'the logo' }, logoFile.refused, todo));
  return { options: read, css, logo: undefined, findings };
}
