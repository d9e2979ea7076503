// The configuration's look on top of the site's own stylesheet: its accent colours and its custom
// stylesheet (like Obsidian Publish's `publish.css`), written as one file linked after the site's CSS.
import { readFileSync } from 'node:fs';
import type { Settings } from '../config/load.ts';
import { DEFAULT_ACCENT } from '../config/schema.ts';
import { safeStylesheet } from './vault-stylesheet.ts';

/** The theme stylesheet: its site path and its text. */
export interface ThemeStylesheet {
  path: string;
  css: string;
}

/** The theme stylesheet's site path. */
export const THEME_PATH = '/theme.css';

/** The settings the theme stylesheet follows. */
export type ThemeSettings = Pick<Settings, 'accent' | 'customCss' | 'customCssFile'>;

/**
 * Takes the settings; returns the theme stylesheet, or `undefined` when the
 * configuration keeps the default colours and has no custom stylesheet, so that such a site has no
 * extra file or link. `html:root` outranks the site's `:root`, wherever the two files are linked.
 */
export function themeStylesheet(settings: ThemeSettings): ThemeStylesheet | undefined {
  const { accent, customCssFile } = settings;
  const parts: string[] = [];
  // One declaration for both schemes, as the site's own colours are written (src/styles/site.css).
  if (accent.light !== DEFAULT_ACCENT.light || accent.dark !== DEFAULT_ACCENT.dark)
    parts.push(`html:root {\n  --accent: light-dark(${accent.light}, ${accent.dark});\n}`);
  if (customCssFile !== undefined) parts.push(`/* ${settings.customCss ?? 'publish.css'} */\n${customCss(customCssFile, settings.customCss === undefined)}`);
  return parts.length === 0 ? undefined : { path: THEME_PATH, css: `${parts.join('\n\n')}\n` };
}

// Every page links the theme: its stylesheet is read and made safe once per file.
const safeCss = new Map<string, string>();

/**
 * The custom stylesheet's text, made safe to serve (src/views/vault-stylesheet.ts; what is left out
 * is listed once, as warnings); throws naming the setting when the file cannot be read.
 */
function customCss(file: string, vaultStylesheet: boolean): string {
  const known = safeCss.get(file);
  if (known !== undefined) return known;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`customCss: ${file} cannot be read; write the path of a CSS file relative to the configuration file, or remove customCss`);
  }
  // A vault's own publish.css was written for Publish's page: it styles notes' bodies here. A configured one is written for this site.
  const safe = safeStylesheet(text, file, { scope: vaultStylesheet });
  for (const line of safe.dropped) console.warn(`warning: ${line}`);
  safeCss.set(file, safe.css);
  return safe.css;
}

/** Takes an icon's path or address; returns the MIME type its extension names (SVG, PNG, ICO), for `<link rel="icon" type>`. */
export function iconType(icon: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(icon)?.[1]?.toLowerCase();
  if (extension === 'png') return 'image/png';
  if (extension === 'ico') return 'image/x-icon';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return 'image/svg+xml';
}
