// A stylesheet that comes with the content (a vault's `publish.css`, or the configuration's
// `customCss`) made safe to serve: nothing in it may fetch from elsewhere, which the site's
// Content-Security-Policy (docs/security.md) would block and report on every page, and Obsidian
// Publish's names for the page's parts (its theme classes, its logo and site name) are read as
// this site's, so that a vault's Publish styling of them holds here.
// PostCSS parses it: a stylesheet is not read with regular expressions (nesting, strings, comments).
import postcss, { type AtRule, type Rule } from 'postcss';
import { declarationLoads, loadingAtRule } from './stylesheet-loads.ts';

/** A stylesheet made safe, and what was left out of it. */
export interface SafeStylesheet {
  css: string;
  /** One line per rule or declaration left out: its line in the file and why. */
  dropped: string[];
}

/** Obsidian Publish's class names of the site's parts → this site's. */
const PUBLISH_CLASSES: ReadonlyArray<[RegExp, string]> = [
  [/\.site-header-logo(?![\w-])/g, '.site-name__logo'],
  [/\.(?:site-header-name|site-body-left-column-site-name)(?![\w-])/g, '.site-name__text'],
];

/** Publish's theme classes on `<body>`, which this site expresses as the reader's colour scheme. */
const THEME_CLASS = /^(?:body)?\.theme-(dark|light)(?![\w-])\s*/;

/**
 * Takes a stylesheet's text and its file (for messages); returns it without what would fetch
 * from elsewhere (`@import`, `@font-face`, `@namespace` in any case, any value holding a URL-taking
 * function however it is escaped: see `stylesheet-loads.ts`), with Publish's `.theme-dark` and
 * `.theme-light` rules moved under `prefers-color-scheme` and Publish's logo and site-name classes
 * renamed to this site's. With `options.scope` (a vault's own `publish.css`, written for Publish's
 * page rather than this site's), every other rule applies inside a note's body only. A file that
 * is not CSS is left out whole, with a line naming the file and line.
 */
export function safeStylesheet(css: string, file: string, options: { scope: boolean } = { scope: false }): SafeStylesheet {
  const dropped: string[] = [];
  let root: postcss.Root;
  try {
    root = postcss.parse(css, { from: file });
  } catch (error) {
    // Left out whole rather than failing the build once every page is rendered: the site is styled without it.
    const where = error instanceof postcss.CssSyntaxError ? `${file}:${error.line ?? '?'}` : file;
    const reason = error instanceof postcss.CssSyntaxError ? error.reason : String(error);
    return { css: '', dropped: [`${where}: is not a stylesheet the site can read (${reason}), so all of it is left out; fix the CSS there`] };
  }
  const at = (line: number | undefined): string => `${file}${line === undefined ? '' : `:${line}`}`;
  root.walkAtRules((rule: AtRule) => {
    const loads = loadingAtRule(`${rule.name}${rule.raws.afterName ?? ''}${rule.raws.params?.raw ?? rule.params}`);
    if (loads !== undefined) {
      dropped.push(`${at(rule.source?.start?.line)}: @${loads} left out (it loads a file from elsewhere, which the site's Content-Security-Policy blocks)`);
      rule.remove();
    }
  });
  root.walkDecls((decl) => {
    // The value as written, escapes and all: postcss keeps a custom property's value raw.
    if (declarationLoads(decl.prop, decl.raws.value?.raw ?? decl.value)) {
      dropped.push(`${at(decl.source?.start?.line)}: ${decl.prop} left out (its value loads a file, which the site's Content-Security-Policy blocks)`);
      decl.remove();
    }
  });
  // Collected first: a rule moved under a colour scheme is not to be rewritten twice.
  const rules: Rule[] = [];
  root.walkRules((rule: Rule) => {
    const parent = rule.parent;
    // Keyframe steps are not selectors; a nested rule is relative to its parent, which is rewritten.
    if (parent?.type === 'rule' || (parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name))) return;
    rules.push(rule);
  });
  for (const rule of rules) {
    rule.selectors = rule.selectors.map((selector) => PUBLISH_CLASSES.reduce((out, [from, to]) => out.replace(from, to), selector));
    moveThemeRule(rule, options.scope ? scopeToBody : (selector) => selector || ':root');
  }
  return { css: root.toString(), dropped };
}

/** The part of this site's page a vault's stylesheet may style: a note's body. */
const BODY = '.page-body';

/** Publish's and Obsidian's containers of a note's rendered text, and the page's roots, which stand for this site's note body. */
const CONTAINERS =
  /(?:^|(?<=[\s>+~]))(?:html|body|:root|\.published-container|\.markdown-preview-view|\.markdown-preview-section|\.markdown-rendered)(?![\w-])/g;

/**
 * A selector of a vault's stylesheet → the same within a note's body: Publish's containers are
 * the body itself, any other selector is looked for inside it. Publish's own class names for its
 * page (`.page-header`, `.site-body`…) are not this site's, even where the names match (this
 * site's `.page-header` is the title, which Obsidian's hub vault hides as Publish's breadcrumbs),
 * so outside the body only the logo and name classes apply.
 */
function scopeToBody(selector: string): string {
  if (/\.site-name__(?:logo|text)(?![\w-])/.test(selector)) return selector;
  const inner = selector
    .replace(CONTAINERS, '')
    .trim()
    .replace(/^[>+~]\s*/, '');
  return inner === '' ? BODY : `${BODY} ${inner}`;
}

/**
 * Takes a rule and how its selectors read on this site; rewrites them so, and moves a rule for
 * Publish's `.theme-dark` or `.theme-light` under the matching `prefers-color-scheme`.
 */
function moveThemeRule(rule: Rule, rewrite: (selector: string) => string): void {
  const themes = rule.selectors.map((selector) => THEME_CLASS.exec(selector)?.[1]);
  const theme = themes[0];
  if (theme === undefined || themes.some((other) => other !== theme)) {
    rule.selectors = rule.selectors.map(rewrite);
    return;
  }
  const selectors = rule.selectors.map((selector) => rewrite(selector.replace(THEME_CLASS, '').trim()));
  const media = postcss.atRule({ name: 'media', params: `(prefers-color-scheme: ${theme})` });
  rule.replaceWith(media);
  media.append(rule.clone({ selectors }));
}
