// Obsidian Publish's settings, as a vault published with it carries them: `site-options.json`
// (site name, logo, home note, the explorer's order) and `publish.css` at the vault's root. A site
// built from such a vault reads as its Publish site does, unless `site.config.yaml` says otherwise.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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

/**
 * Takes the content folder; returns its `site-options.json` read and checked (`NO_PUBLISH_OPTIONS`
 * when there is none). Throws a message naming the file and what to do when it is not JSON.
 */
export function readPublishOptions(contentDir: string): PublishOptions {
  const file = path.join(contentDir, PUBLISH_OPTIONS_FILE);
  if (!existsSync(file)) return NO_PUBLISH_OPTIONS;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file}: is not valid JSON (${error instanceof Error ? error.message : String(error)}); fix it as Obsidian Publish writes it, or delete it`,
    );
  }
  const parsed = PublishOptionsSchema.safeParse(json);
  return parsed.success ? parsed.data : NO_PUBLISH_OPTIONS;
}

/** Takes the content folder; returns its `publish.css`, absolute, when there is one. */
export function publishCssOf(contentDir: string): string | undefined {
  const file = path.join(contentDir, PUBLISH_CSS_FILE);
  return existsSync(file) ? file : undefined;
}
