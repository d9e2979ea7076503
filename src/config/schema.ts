// The site's configuration (`site.config.yaml`): what a user writes, checked and normalised here so
// that later code reads one typed object and never branches on how a value was written.
import { z } from 'zod';
import { KIND_IDS, KINDS } from '../core/kinds.ts';
import { kindIndexUrl } from '../core/url.ts';

/** Most pages per search-index shard unless the configuration's `search.shardPages` says otherwise: about 0.6 GB for Pagefind. */
export const SHARD_PAGES = 2500;

/** A CSS colour as written in a stylesheet: `#rgb`, `#rrggbb`, `#rrggbbaa`, or a function such as `rgb(…)` / `oklch(…)`. */
const ColourSchema = z.string().regex(/^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|[a-z]+\([^;{}<>]*\))$/, {
  error: 'is not a CSS colour; write a hex colour such as "#9a4a00" or a function such as "oklch(0.6 0.15 50)"',
});

/** A link of the navigation: a site path (`/notes/`) or a full `https://` address. */
const LinkSchema = z.string().regex(/^(?:\/[^\s]*|https?:\/\/[^\s]+)$/, {
  error: 'is not a link; write a path of the site starting with "/" (e.g. "/notes/") or a full address ("https://…")',
});

/** One entry of the header's navigation. */
export const NavEntrySchema = z.strictObject({
  /** The text of the link. */
  label: z.string({ error: 'needs a label; write the text of the link, e.g. label: Notes' }).min(1, { error: 'is empty; write the text of the link' }),
  /** Where it goes: a path of the site (the base path is added) or a full address. */
  link: LinkSchema,
});

/** The navigation of the header when none is configured: every section of the site, the kinds the registry puts in the header among them. */
export const DEFAULT_NAV: z.input<typeof NavEntrySchema>[] = [
  { label: 'Home', link: '/' },
  ...KIND_IDS.filter((kind) => KINDS[kind].inHeader).map((kind) => ({ label: KINDS[kind].plural, link: kindIndexUrl(kind) })),
  { label: 'Clusters', link: '/clusters/' },
  { label: 'Graph', link: '/graph/' },
  { label: 'Search', link: '/search/' },
];

/** The accent colours of the site's stylesheet; a configured one replaces the site's own. */
export const DEFAULT_ACCENT = { light: '#9a4a00', dark: '#f0a35e' } as const;

/** The site's address: a full `http(s)://` URL whose path is the base path, normalised to end in `/`. */
const SiteUrlSchema = z
  .string({ error: 'needs the address the site is served at, e.g. url: https://<user>.github.io/<repo>/' })
  .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), {
    error: 'is not a full http(s) address; write the address the site is served at, e.g. url: https://<user>.github.io/<repo>/',
  })
  .refine((text) => !URL.canParse(text) || (new URL(text).search === '' && new URL(text).hash === ''), {
    error: 'has a "?" or "#" part; write the address without it, e.g. url: https://example.org/notes/',
  })
  .transform((text) => {
    const url = new URL(text);
    url.pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    return url.href;
  });

/** A BCP 47 language tag such as `en`, `fr` or `pt-BR`. */
const LanguageSchema = z
  .string()
  .refine(
    (tag) => {
      try {
        return Intl.getCanonicalLocales(tag).length === 1;
      } catch {
        return false;
      }
    },
    { error: 'is not a language tag; write one such as en, fr, de or pt-BR' },
  )
  .transform((tag) => Intl.getCanonicalLocales(tag)[0] ?? tag);

/** A file of the project or the vault, relative to the configuration file's folder. */
const FileSchema = z.string().min(1, { error: 'is empty; write the path of a file, relative to the configuration file' });

/** A folder name or glob of the content folder that is left out: `Private`, `**\/drafts`, `Daily/*.md`. */
const ExcludeSchema = z.string().min(1, { error: 'is empty; write a folder of the content folder (e.g. Private) or a glob (e.g. "**/drafts")' });

/** What a note's facts line under its title shows, each on unless turned off. */
export const FactsSchema = z.strictObject({
  /** Its tags, each a link to the tag's page. Default `true`. */
  tags: z.boolean({ error: 'is not true or false; write tags: false to leave the tags out' }).default(true),
  /** When it was written: its `created` property, else `date`, else its file's first commit. Default `true`. */
  created: z.boolean({ error: 'is not true or false; write created: false to leave the date written out' }).default(true),
  /** When it last changed: its `modified` (or `updated`) property, else its file's last commit. Default `true`. */
  modified: z.boolean({ error: 'is not true or false; write modified: false to leave the date changed out' }).default(true),
  /** How many minutes it takes to read. Default `true`. */
  readingTime: z.boolean({ error: 'is not true or false; write readingTime: false to leave the reading time out' }).default(true),
  /** Whether a page without date properties takes its dates from the content folder's git history (one `git log` a build; none outside a repository). Default `true`. */
  git: z.boolean({ error: 'is not true or false; write git: false to take dates from the properties only' }).default(true),
});

/** Everything a site's configuration holds, with its default. */
export const SiteConfigSchema = z.strictObject({
  /** The name of the collection, in the header, every page title and the feed. Default `Research notes` (env `SITE_TITLE`). */
  title: z
    .string({ error: 'needs the name of the collection, e.g. title: My research notes' })
    .min(1, { error: 'is empty; write the name of the collection' })
    .default('Research notes'),
  /** One sentence on what the collection is, for the home page's description, the feed and search engines. Default: none (a sentence made from the title). */
  description: z.string().optional(),
  /** The people who write the collection, for the feed and the pages' structured data. Default: none. */
  authors: z.array(z.string().min(1, { error: 'is empty; write a name' })).default([]),
  /** The address the site is served at; its path is the base path (`https://<user>.github.io/<repo>/` serves under `/<repo>/`). Default `https://example.org/` (env `SITE_URL`). */
  url: SiteUrlSchema.default('https://example.org/'),
  /** The language of the pages: the HTML `lang`, which Pagefind's search follows, the feed's and the structured data's. Default `en`. */
  lang: LanguageSchema.default('en'),
  /** The folder of Markdown files (an Obsidian vault works), relative to the configuration file. Default `content` (env `CONTENT_DIR`). */
  content: z.string().min(1, { error: 'is empty; write the folder of your Markdown files, e.g. content: ../my-vault' }).default('content'),
  /** Whether pages marked `draft: true` (or `publish: false`) are built too. Default `false` (the `--drafts` flag of build and check turns it on). */
  drafts: z.boolean({ error: 'is not true or false; write drafts: true to build draft pages too' }).default(false),
  /** Whether a link to a page that does not exist becomes a "not yet written" page with a warning, instead of an error (for Obsidian vaults). Default `false` (the `--allow-missing` flag of build and check turns it on). */
  allowMissing: z.boolean({ error: 'is not true or false; write allowMissing: true to publish a vault whose links name notes not yet written' }).default(false),
  /** Folders or globs of the content folder that are never published, besides the vault's templates folder. Default: none (env `PUBLISH_IGNORE`, comma-separated, adds more). */
  exclude: z.array(ExcludeSchema).default([]),
  /** Note properties never shown in a note's properties view, besides those that steer publishing (`publish`, `draft`, `private`, `permalink`, `aliases`, `cssclasses`, `kind`, `title`), e.g. `[created, updated]`; compared ignoring case. Default: none. */
  hiddenProperties: z.array(z.string().trim().min(1, { error: 'is empty; write the name of a property, e.g. hiddenProperties: [created]' })).default([]),
  /** The links of the header's navigation, in order. Default: Home, Inquiring lines, Notes, Papers, Clusters, Graph, Search. */
  nav: z.array(NavEntrySchema).default(DEFAULT_NAV),
  /** The accent colour (underlines, marks, highlights) in light and in dark mode. Default `#9a4a00` and `#f0a35e`. */
  accent: z
    .strictObject({
      /** The accent on a light background. Default `#9a4a00`. */
      light: ColourSchema.default(DEFAULT_ACCENT.light),
      /** The accent on a dark background. Default `#f0a35e`. */
      dark: ColourSchema.default(DEFAULT_ACCENT.dark),
    })
    .default(DEFAULT_ACCENT),
  /** A line of text shown in the footer of every page (a licence, a contact). Default: none. */
  footer: z.string().optional(),
  /** A stylesheet applied after the site's own, like Obsidian Publish's `publish.css`, relative to the configuration file. Default: none. */
  customCss: FileSchema.optional(),
  /** The icon browsers show in the tab: a file in `public/` named from the site's root, or a full address. Default `/favicon.svg`. */
  favicon: LinkSchema.default('/favicon.svg'),
  /** The note shown as the home page: its path in the content folder or its title (`Home`, `Start/Welcome.md`). Default: Obsidian Publish's home note (`indexFile` of `site-options.json`), else `Home.md`, `index.md` or `README.md` at the folder's root, else a home page made from the collection. */
  home: z.string().trim().min(1, { error: 'is empty; write the note shown as the home page, e.g. home: Home' }).optional(),
  /** The logo beside the site's name in the header: a file in `public/` named from the site's root, or a full address. Default: Obsidian Publish's logo (`logo` of `site-options.json`), else none. */
  logo: LinkSchema.optional(),
  /** The picture shown when a page is shared on social media: a file in `public/` named from the site's root, or a full address. Default: none. */
  socialImage: LinkSchema.optional(),
  /** What the facts line under a note's title shows (tags, dates, reading time). Default: all of it. */
  facts: FactsSchema.default({ tags: true, created: true, modified: true, readingTime: true, git: true }),
  /** Search-index settings. */
  search: z
    .strictObject({
      /** The most pages one search-index shard holds (see Performance in the README). Default 2500 (env `SEARCH_SHARD_PAGES`). */
      shardPages: z
        .number({ error: 'is not a number; write a whole number of pages, e.g. shardPages: 2500' })
        .int({ error: 'is not a whole number; write a whole number of pages, e.g. shardPages: 2500' })
        .min(1, { error: 'is below 1; write a whole number of pages, at least 1' })
        .default(SHARD_PAGES),
    })
    .default({ shardPages: SHARD_PAGES }),
});

/** The configuration as a user writes it. */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

/** The configuration as code reads it: every default filled in, the URL ending in `/`. */
export type SiteConfig = z.output<typeof SiteConfigSchema>;
