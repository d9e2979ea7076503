// A vault's own TeX commands. Obsidian's Extended MathJax plugin (the community plugin most math
// vaults use for this) reads `preamble.sty` at the vault's root and gives its `\newcommand`s,
// `\def`s and `\DeclareMathOperator`s to every formula of the vault; a vault written with it uses
// `\R` or `\norm{x}` in every note and defines them nowhere else.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { defineMacros, katexMessage, type NoteMacros } from './katex-tex.ts';

/** The preamble's file, at the content folder's root, as the Extended MathJax plugin names it. */
export const PREAMBLE_FILE = 'preamble.sty' as ContentPath;

/** One definition of a preamble: its TeX and the line it starts on (1-based). */
interface Definition {
  tex: string;
  line: number;
}

/** The preamble's text, or `undefined` when the content folder has none (or it cannot be read). */
export async function readPreamble(contentDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(contentDir, PREAMBLE_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Splits a preamble into its definitions: lines are joined until their braces balance, so a
 * definition written over several lines is one; `%` comments are left out.
 */
function definitions(preamble: string): Definition[] {
  const out: Definition[] = [];
  let tex = '';
  let line = 0;
  let depth = 0;
  preamble.split(/\r?\n/).forEach((raw, i) => {
    const text = raw.replace(/(^|[^\\])%.*$/, '$1');
    if (tex === '' && text.trim() === '') return;
    if (tex === '') line = i + 1;
    tex += `${text}\n`;
    for (let j = 0; j < text.length; j++) {
      // An escaped brace (`\{`) or backslash opens and closes nothing.
      if (text[j] === '\\') j++;
      else if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
    }
    if (depth <= 0) {
      out.push({ tex, line });
      tex = '';
      depth = 0;
    }
  });
  if (tex !== '') out.push({ tex, line });
  return out;
}

/**
 * Adds the preamble's definitions to `macros` (a note's, see `noteMacros`) and returns those KaTeX
 * could not read, each with its line and KaTeX's message; the others still hold.
 */
export function addPreamble(preamble: string, macros: NoteMacros): Array<{ line: number; message: string }> {
  const failed: Array<{ line: number; message: string }> = [];
  for (const definition of definitions(preamble)) {
    try {
      defineMacros(definition.tex, macros);
    } catch (error) {
      failed.push({ line: definition.line, message: katexMessage(error) });
    }
  }
  return failed;
}

/** The commands a preamble defines, read once for every note of a collection (`noteMacros` copies them for each). */
export function preambleMacros(preamble: string): NoteMacros {
  const macros: NoteMacros = {};
  addPreamble(preamble, macros);
  return macros;
}

/** The findings of a preamble: a warning for each definition KaTeX cannot read (its commands stay undefined). */
export function preambleFindings(preamble: string): Finding[] {
  return addPreamble(preamble, {}).map(({ line, message }) =>
    finding(
      'warning',
      'math-preamble',
      PREAMBLE_FILE,
      line,
      `KaTeX cannot read this definition of the vault's preamble (${message}); formulas using it are shown as source. Fix the TeX, or remove the line`,
    ),
  );
}
