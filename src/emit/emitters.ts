// Every output of the site, one emitter each, in the order a build writes them (EMIT_STAGES):
// who makes it in a build, and how `astro dev` serves it. A file of the output belongs to exactly
// one emitter (tests/site/seeds.test.ts checks the seed site's files against this list).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILD_STATE_FILE } from '../schemas/build-state.ts';
import { THEME_PATH } from '../views/theme.ts';
import { LOOK_SCRIPT } from '../client/theme/early.ts';
import { ATTACHMENTS } from './attachments.ts';
import { DATA_EXPORT } from './data-export.ts';
import type { DataEmitter, EmitStage, Emitter } from './emitter.ts';
import { GRAPH_DATA } from './graph-data.ts';
import { NEIGHBOURHOODS } from './neighbourhoods.ts';

// The project's public/ folder, which Astro copies into the output as it is.
const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** The outputs, in the order of their stages. */
export const EMITTERS: readonly Emitter[] = [
  NEIGHBOURHOODS,
  {
    name: 'pages',
    files: '/**/index.html, /404.html',
    owns: (path) => path.endsWith('.html'),
    stage: 'render',
    by: 'astro',
    routes: ['**/*.astro'],
  },
  {
    name: 'scripts and styles',
    files: '/_astro/*',
    owns: (path) => path.startsWith('_astro/'),
    stage: 'render',
    by: 'astro',
    routes: [],
  },
  {
    name: 'public files',
    files: 'the files of public/',
    owns: (path) => !path.endsWith('.html') && existsSync(`${PUBLIC_DIR}${path}`),
    stage: 'render',
    by: 'astro',
    routes: [],
  },
  {
    name: 'previews',
    files: '/previews/<bucket>.json',
    owns: (path) => /^previews\/[^/]+\.json$/.test(path),
    stage: 'render',
    by: 'astro',
    routes: ['previews/[bucket].json.ts'],
  },
  { name: 'feed', files: '/rss.xml', owns: (path) => path === 'rss.xml', stage: 'render', by: 'astro', routes: ['rss.xml.ts'] },
  { name: 'sitemap', files: '/sitemap.xml', owns: (path) => path === 'sitemap.xml', stage: 'render', by: 'astro', routes: ['sitemap.xml.ts'] },
  {
    name: 'explorer',
    files: '/explorer/<folder>.json, /explorer/all.json',
    owns: (path) => /^explorer\/[^/]+\.json$/.test(path),
    stage: 'render',
    by: 'astro',
    routes: ['explorer/[file].json.ts'],
  },
  { name: 'theme script', files: LOOK_SCRIPT, owns: (path) => `/${path}` === LOOK_SCRIPT, stage: 'render', by: 'astro', routes: ['theme.js.ts'] },
  { name: 'theme', files: THEME_PATH, owns: (path) => `/${path}` === THEME_PATH, stage: 'render', by: 'astro', routes: ['[theme].css.ts'] },
  GRAPH_DATA,
  ATTACHMENTS,
  DATA_EXPORT,
  {
    name: 'search index',
    files: '/pagefind/*',
    owns: (path) => path.startsWith('pagefind/'),
    stage: 'after render process',
    by: 'build script',
    source: 'src/orchestrate/search-index.ts (Pagefind, over the written pages)',
  },
  {
    name: 'build state',
    files: `/${BUILD_STATE_FILE}`,
    owns: (path) => path === BUILD_STATE_FILE,
    stage: 'after render process',
    by: 'build script',
    source: 'src/orchestrate/build-state.ts (what the next build reuses; not a page of the site)',
  },
];

/** The emitters whose files the render process makes from the knowledge base (and `astro dev` serves on request). */
export function dataEmitters(): DataEmitter[] {
  return EMITTERS.filter((emitter): emitter is DataEmitter => emitter.by === 'render process');
}

/** The data emitters of one stage, in order. */
export function dataEmittersAt(stage: EmitStage): DataEmitter[] {
  return dataEmitters().filter((emitter) => emitter.stage === stage);
}

/** The emitter of a file of the output (a path relative to it, `/`-separated), or `undefined` when none claims it. */
export function emitterOf(path: string): Emitter | undefined {
  return EMITTERS.find((emitter) => emitter.owns(path));
}
