// Syntax colours for code blocks, computed at build time by Shiki (the highlighter Astro ships)
// with one theme whose colours are CSS custom properties, so a page carries classes, never a
// `style` attribute (the Content-Security-Policy allows none), and the site's stylesheet gives the
// light and dark colours (src/styles/code.css).
import { createRequire } from 'node:module';
import { createCssVariablesTheme, createHighlighterCoreSync, type HighlighterCore, type LanguageRegistration, type ThemedToken } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { bundledLanguagesInfo } from 'shiki/langs';

/** One run of code of one colour: its text and its classes (`t-keyword`, `t-i` for italic…); none for the plain text colour. */
export interface CodeToken {
  text: string;
  classes: string[];
}

/** A fence's language as Shiki knows it: its id and its name as shown to readers. */
export interface KnownLanguage {
  id: string;
  name: string;
}

const THEME = 'site';
const VARIABLE_PREFIX = '--code-';
/** The theme every block is coloured with: its colours are the site's CSS custom properties. */
export const CODE_THEME = createCssVariablesTheme({ name: THEME, variablePrefix: VARIABLE_PREFIX, fontStyle: true });
/** Past these, a block is shown plain: tokenising grows with the text, and no one reads colours in a data dump. */
export const HIGHLIGHT_MAX_CHARS = 64 * 1024;
/**
 * Longer lines are left uncoloured (Shiki's own guard against minified code). It also bounds a
 * hostile line's cost: the worst 2,000-character lines tried (runs of `(`, `{`, `/*`, `\\` in the
 * C++, shell, Markdown and TypeScript grammars) took about 0.5 s each on the busy build machine.
 */
const LINE_MAX_CHARS = 2000;

// Every name and alias Shiki bundles a grammar for, lower-cased, to its id and display name.
const LANGUAGES = new Map<string, KnownLanguage>();
for (const info of bundledLanguagesInfo) {
  const known = { id: info.id, name: info.name };
  for (const name of [info.id, ...(info.aliases ?? [])]) LANGUAGES.set(name.toLowerCase(), known);
}

/** Takes a fence's language as written (lower-cased); returns the grammar Shiki has for it, or `undefined` (no name, `text`, or one Shiki does not know). */
export function knownLanguage(language: string): KnownLanguage | undefined {
  return LANGUAGES.get(language);
}

/** The highlighter and the grammars loaded into it. */
interface Loaded {
  core: HighlighterCore;
  languages: Set<string>;
}
let loaded: Loaded | undefined;

/**
 * The engine's translation of the grammars' Oniguruma patterns: to the JavaScript of ES2024, so an
 * inline case-insensitive group (`(?i:create|table)`) is spelled out rather than left to V8's own
 * ES2025 modifiers. Those stop matching partway through a build, once the process has run enough
 * other patterns (on a real vault of 25,388 blocks, 125 of its 596 SQL blocks lost the name after
 * `CREATE TABLE`, and which ones depended on what the process had coloured before). Translated to
 * ES2024, every one of those blocks gets the colours Oniguruma, the engine the grammars are written
 * for, gives them, whatever came before.
 */
const PATTERN_TARGET = 'ES2024';

/**
 * The highlighter, made by the first block that needs it and kept for the rest of the build (per
 * thread): the JavaScript regular-expression engine needs no WebAssembly, so it is made without
 * waiting, as `renderBody` is synchronous. Grammars are loaded as blocks name them (Node's `require`
 * of the grammar modules), so a build pays only for the languages its content uses.
 */
function highlighter(id: string): HighlighterCore {
  loaded ??= {
    core: createHighlighterCoreSync({
      themes: [CODE_THEME],
      langs: [],
      engine: createJavaScriptRegexEngine({ forgiving: true, target: PATTERN_TARGET }),
    }),
    languages: new Set(),
  };
  if (!loaded.languages.has(id)) {
    const grammar = createRequire(import.meta.url)(`shiki/langs/${id}.mjs`) as { default: LanguageRegistration[] };
    loaded.core.loadLanguageSync(grammar.default);
    loaded.languages.add(id);
  }
  return loaded.core;
}

/** `var(--code-token-keyword)` → `t-keyword`; the plain text colour gets no class. */
function colourClass(colour: string | undefined): string | undefined {
  const name = colour?.match(/^var\(--code-token-([a-z-]+)\)$/)?.[1];
  return name === undefined ? undefined : `t-${name}`;
}

// Shiki's font style bits: 1 italic, 2 bold, 4 underline, 8 strikethrough.
const FONT_CLASSES: ReadonlyArray<[number, string]> = [
  [1, 't-i'],
  [2, 't-b'],
  [4, 't-u'],
  [8, 't-s'],
];

/** One line of Shiki's tokens as runs of classed text (runs of one class joined; spaces join the run before them). */
export function lineRuns(line: ThemedToken[]): CodeToken[] {
  const runs: CodeToken[] = [];
  for (const token of line) {
    const classes = [colourClass(token.color), ...FONT_CLASSES.map(([bit, name]) => ((token.fontStyle ?? 0) & bit ? name : undefined))].filter(
      (c): c is string => c !== undefined,
    );
    const last = runs.at(-1);
    if (last !== undefined && (last.classes.join(' ') === classes.join(' ') || token.content.trim() === '')) last.text += token.content;
    else runs.push({ text: token.content, classes });
  }
  return runs;
}

/**
 * Takes a block's code and its known language; returns its lines as runs of classed text (runs of
 * one class joined), or `undefined` when the block is too long to colour or the grammar fails.
 */
export function highlightLines(code: string, language: KnownLanguage): CodeToken[][] | undefined {
  if (code.length > HIGHLIGHT_MAX_CHARS) return undefined;
  try {
    // No time limit (Shiki's default stops a line after 500 ms and leaves the rest uncoloured): the
    // same code must colour the same on a busy machine; the limits above bound the work instead.
    const { tokens } = highlighter(language.id).codeToTokens(code, {
      lang: language.id,
      theme: THEME,
      tokenizeMaxLineLength: LINE_MAX_CHARS,
      tokenizeTimeLimit: 0,
    });
    return tokens.map(lineRuns);
  } catch {
    return undefined;
  }
}
