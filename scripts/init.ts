/**
 * `npm run init -- <vault folder> [--url URL] [--force]`: writes site.config.yaml pointing at the
 * vault, with its title and language guessed from it and its address from the project's GitHub
 * remote, then prints the commands to preview and build. The configuration the project ships
 * publishes the seed collection (`content/`); it is replaced without asking, since that is what a
 * first `init` is for. Any other configuration is kept unless `--force` is given.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine, USAGE_EXIT } from './command-line.ts';
import { configText, githubPagesUrl, languageOf, sampleText, titleFromFolder } from '../src/config/first-run.ts';
import { CONFIG_FILE, loadSettings } from '../src/config/load.ts';
import { readPublishOptions } from '../src/config/publish-options.ts';

const USAGE = 'usage: npm run init -- <vault folder> [--url https://<user>.github.io/<repo>/] [--force]';

const { values, positionals } = parseCommandLine(
  {
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  },
  USAGE,
);

const [given] = positionals;
if (given === undefined || positionals.length > 1) {
  console.error(`init: name one vault folder\n${USAGE}`);
  process.exit(USAGE_EXIT);
}
const root = process.cwd();
const vault = path.resolve(given);
const target = path.join(root, CONFIG_FILE);
if (!existsSync(vault) || !statSync(vault).isDirectory()) {
  console.error(`init: ${vault} is not a folder; name the folder of your Markdown notes (an Obsidian vault works)`);
  process.exit(1);
}
/** Whether the configuration at the project root is the shipped one, publishing the seed collection of `content/`. */
function publishesSeed(): boolean {
  try {
    return loadSettings(root, {}).contentDir === path.join(root, 'content');
  } catch {
    return false;
  }
}
const existed = existsSync(target);
const seed = existed && publishesSeed();
if (existed && !seed && !values.force) {
  console.error(`init: ${CONFIG_FILE} exists already and publishes another folder than the seed collection; edit it, or run again with --force to replace it`);
  process.exit(1);
}

/** The project's GitHub remote as a Pages address, when there is one. */
function remoteUrl(): string | undefined {
  try {
    return githubPagesUrl(execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    return undefined;
  }
}

const text = await sampleText(vault);
const relative = path.relative(root, vault).split(path.sep).join('/');
const config = {
  // An Obsidian Publish vault names its site; any other is named after its folder.
  title: readPublishOptions(vault).siteName ?? titleFromFolder(path.basename(vault)),
  lang: languageOf(text),
  url: values.url ?? remoteUrl() ?? 'https://example.org/',
  content: relative === '' ? '.' : relative,
  // Obsidian treats a link to a note not written yet as a normal link, with or without `.obsidian/`.
  allowMissing: true,
};
await writeFile(target, configText(config));
if (seed)
  console.log(
    `init: replaced the seed collection's ${CONFIG_FILE} (content: content) with one for ${relative || '.'}; \`git checkout ${CONFIG_FILE}\` brings the seed's back`,
  );
console.log(`init: wrote ${CONFIG_FILE}: "${config.title}", language ${config.lang}, served at ${config.url}, notes from ${config.content}/`);
console.log('Preview while you write:  npm run dev');
console.log('Build the site:           npm run build   (then npm run preview to see dist/ as it will be served)');
