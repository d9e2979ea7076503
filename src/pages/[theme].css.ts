// /theme.css: the configuration's accent colours and custom stylesheet (src/views/theme.ts); not
// written when the configuration has neither.
import type { APIRoute, GetStaticPaths } from 'astro';
import { THEME_PATH, themeStylesheet } from '../views/theme.ts';
import { settings } from 'virtual:research-notes/site';

export const getStaticPaths: GetStaticPaths = () =>
  themeStylesheet(settings) === undefined ? [] : [{ params: { theme: THEME_PATH.slice(1, -'.css'.length) } }];

export const GET: APIRoute = () => new Response(themeStylesheet(settings)?.css ?? '', { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
