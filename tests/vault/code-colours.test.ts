// Code colours are the ones Oniguruma, the engine TextMate grammars are written for, gives: the
// build's JavaScript engine must agree with it on every block, whatever the process coloured first
// (src/pipeline/render/highlight.ts says why the patterns are translated to ES2024).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createHighlighterCore, type LanguageRegistration } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_THEME, highlightLines, knownLanguage, lineRuns } from '../../src/pipeline/render/highlight.ts';
import { ROOT } from '../site/build-helper.ts';

/** The fenced blocks of the fixture note: language as written, and code. */
function fences(): Array<{ language: string; code: string }> {
  const text = readFileSync(join(ROOT, 'tests', 'fixtures', 'code-colours', 'blocks.md'), 'utf8');
  return [...text.matchAll(/^```(\w+)\n([\s\S]*?)\n```$/gm)].map(([, language = '', code = '']) => ({ language, code }));
}

/** Every pattern of a grammar as written (Oniguruma), once for each place that holds it. */
function patternsOf(grammars: readonly object[]): string[] {
  const patterns: string[] = [];
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string' && ['match', 'begin', 'end', 'while'].includes(key)) patterns.push(inner);
      else walk(inner);
    }
  };
  for (const grammar of grammars) walk(grammar);
  return patterns;
}

describe('code colours', () => {
  beforeAll(() => {
    // What a long build does to V8 first: run ten thousand patterns translated to V8's own
    // inline modifiers (the patterns of Typst's grammar and those it embeds, each place that holds
    // one), as a build colouring many languages ends up doing. Past that point V8's modifiers stop
    // matching some SQL keywords (Node 24.21).
    const typst = (createRequire(import.meta.url)('shiki/langs/typst.mjs') as { default: object[] }).default;
    const modifiers = createJavaScriptRegexEngine({ forgiving: true, target: 'ES2025' });
    for (const pattern of patternsOf(typst).slice(0, 10_000)) modifiers.createScanner([pattern]).findNextMatchSync('= Notes\n', 0, 0);
  });

  it('match Oniguruma on every block of every language, in both orders', async () => {
    const blocks = fences();
    expect(blocks.length).toBeGreaterThanOrEqual(15);
    const reference = await createHighlighterCore({ themes: [CODE_THEME], langs: [], engine: createOnigurumaEngine(import('shiki/wasm')) });
    const require = createRequire(import.meta.url);
    for (const { language, code } of [...blocks, ...blocks.toReversed()]) {
      const known = knownLanguage(language);
      expect(known, language).toBeDefined();
      if (known === undefined) continue;
      reference.loadLanguageSync((require(`shiki/langs/${known.id}.mjs`) as { default: LanguageRegistration[] }).default);
      const expected = reference.codeToTokens(code, { lang: known.id, theme: CODE_THEME.name ?? '', tokenizeTimeLimit: 0 }).tokens.map(lineRuns);
      expect(highlightLines(code, known), `${language}: ${code.split('\n')[0]}`).toEqual(expected);
    }
  });

  it('give the name a table is created with its own colour', () => {
    const sql = knownLanguage('sql');
    if (sql === undefined) throw new Error('Shiki has no SQL grammar');
    const [line] = highlightLines('CREATE TABLE books (', sql) ?? [];
    expect(line).toEqual([
      { text: 'CREATE TABLE ', classes: ['t-keyword'] },
      { text: 'books', classes: ['t-function'] },
      { text: ' (', classes: [] },
    ]);
  });
});
