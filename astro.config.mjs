// @ts-check
// `astro dev` (and a plain `astro build`): the site context of this project's configuration, with the
// knowledge base built from the content folder. `npm run build` renders without this file
// (src/integration/render.ts); both take the same configuration from src/integration/astro-config.ts.
import { contextOrExit } from './scripts/command-line.ts';
import { siteAstroConfig } from './src/integration/astro-config.ts';
import { cacheDirFromEnv } from './src/pipeline/parse/cache-dir.ts';

export default siteAstroConfig(contextOrExit({ from: 'content', cacheDir: cacheDirFromEnv() }));
