// Every HTML page Astro renders passes here once (at build time for the static pages, per request
// under `astro dev`): the one place the site's base path is applied to the pages' links and assets.
// Everything before this writes site paths (`/notes/x/`), whatever the base.
import { base } from 'astro:config/server';
import { defineMiddleware } from 'astro:middleware';
import { htmlUnderBase } from './config/base-html.ts';

// The base of astro.config.mjs, from Astro's own configuration: `import.meta.env.BASE_URL` would
// do in the browser, but on the server side a `BASE_URL` in the environment overrides it.
const BASE = base.replace(/\/?$/, '/');
/**
 * What Astro writes under the base itself: the bundled scripts and styles (`build.assets`, left at
 * its default). Under `astro dev`, Vite adds its own scripts and styles after this has run.
 */
const BUNDLED = ['_astro/'];

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  // Under `/` a page is written as it is: nothing to read or copy.
  if (BASE === '/' || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const html = htmlUnderBase(await response.text(), BASE, { bundled: BUNDLED });
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
