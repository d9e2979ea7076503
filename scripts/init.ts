/**
 * `npm run init -- <vault folder> [--url URL] [--force]`: writes site.config.yaml pointing at the
 * vault, with its title and language guessed from it and its address from the project's GitHub
 * remote, then prints the commands to preview and build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine, USAGE_EXIT } from '../src/command-line.ts';
import { configText, githubPagesUrl, languageOf, sampleText, titleFromFolder } from '../src/config/first-run.ts';
import { readPublishOptions } from '../src/config/publish-options.ts';
import { CONFIG_FILE } from '../src/config/load.ts';

const USAGE = 'usage: npm run init -- <vault folder> [--url https://<user>.github.io/<repo>/] [--force]';

const { values, positionals } = parseCommandLine({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
}, USAGE);

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
if (existsSync(target) && !values.force) {
  console.error(`init: ${CONFIG_FILE} exists already; edit it, or run again with --force to replace it`);
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
  allowMissing: existsSync(path.join(vault, '.obsidian')),
};
await writeFile(target, configText(config));
console.log(`init: wrote ${CONFIG_FILE}: "${config.title}", language ${config.lang}, served at ${config.url}, notes from ${config.content}/`);
console.log('Preview while you write:  npm run dev');
console.log('Build the site:           npm run build   (then npm run preview to see dist/ as it will be served)');
