import type { Paragraph, Parent, Root, Text } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import { SKIP, visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';
import { katexMessage, MathBudgetError, type NoteMacros, noteMacros, texToMathml } from './katex-tex.ts';
import { splitAdjacentDisplays } from './math-adjacent.ts';

declare module 'mdast-util-math' {
  interface MathData {
    /** The formula as MathML, rendered by KaTeX at parse time; absent when KaTeX rejected it. */
    mathml?: string;
  }
  interface InlineMathData {
    /** The formula as MathML, rendered by KaTeX at parse time; absent when KaTeX rejected it. */
    mathml?: string;
  }
}

/** The longest formula rendered (characters); a longer one is shown as source, so one block cannot stall the build. */
export const MATH_MAX_CHARS = 20_000;
/**
 * The most MathML one formula may draw (characters): 10 times the largest of 37,083 real formulas
 * measured (24 KB); past it the formula is shown as source. Macro expansion is bounded first
 * (`MATH_MAX_EXPANSION`), so no formula takes long to find out.
 */
export const MATH_MAX_OUTPUT = 256 * 1024;
/** The most MathML one note's formulas may draw together (characters): 8 times the most of any real note measured (1 MB). */
export const MATH_NOTE_MAX_OUTPUT = 8 * 1024 * 1024;

/**
 * Renders every `$…$` and `$$…$$` formula of `tree` with KaTeX, keeping the MathML on the node for
 * the renderer (`body` is the Markdown the tree was parsed from). As Obsidian reads it, `$…$` with a space just inside a dollar is text (`$5 and $10`),
 * and `$$…$$` sharing a paragraph with text is a display formula.
 * A formula KaTeX rejects stays as its source, with a warning at its file line. The vault's
 * commands (`vault`: its `preamble.sty`'s, see math-preamble.ts) hold in every formula. Mutates `tree`.
 */
export function renderMath(tree: Root, body: string, file: ContentPath, lineOffset: number, vault?: NoteMacros): Finding[] {
  const findings: Finding[] = [];
  // Definitions (`\newcommand`, `\def`) hold for the rest of the note, as MathJax keeps them for the page.
  const macros = noteMacros(vault);
  let written = 0;
  let noteFull = false;
  if (body.includes('$$$$')) splitAdjacentDisplays(tree, body);
  // `$$…$$` written on one line (a paragraph of its own) is a display formula in Obsidian.
  visit(tree, 'paragraph', (node: Paragraph, index, parent: Parent | undefined) => {
    const only = node.children.length === 1 ? node.children[0] : undefined;
    const start = only?.position?.start.offset;
    if (only?.type !== 'inlineMath' || start === undefined || body.slice(start, start + 2) !== '$$' || !parent || index === undefined) return;
    const display: Math = { type: 'math', value: only.value.trim() };
    if (only.position) display.position = only.position;
    parent.children.splice(index, 1, display as (typeof parent.children)[number]);
  });
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (node.type !== 'math' && node.type !== 'inlineMath') return undefined;
    const math = node as Math | InlineMath;
    const start = math.position?.start.offset;
    // `$$…$$` within a paragraph: a display formula, whatever spaces it holds.
    const double = start !== undefined && body.slice(start, start + 2) === '$$';
    if (math.type === 'inlineMath' && !double && /^\s|\s$/.test(math.value) && parent && index !== undefined) {
      const text: Text = { type: 'text', value: `$${math.value}$` };
      if (math.position) text.position = math.position;
      parent.children.splice(index, 1, text as (typeof parent.children)[number]);
      return [SKIP, index + 1];
    }
    const line = (math.position?.start.line ?? 1) + lineOffset;
    const tooLarge = (why: string): void => {
      findings.push(
        finding('warning', 'math-too-large', file, line, `this formula ${why}, so it is shown as source and the build goes on. Split it into smaller formulas`),
      );
    };
    if (math.value.length > MATH_MAX_CHARS) {
      tooLarge(`has ${math.value.length.toLocaleString('en')} characters, over the ${MATH_MAX_CHARS.toLocaleString('en')} rendered at build time`);
      return undefined;
    }
    if (written > MATH_NOTE_MAX_OUTPUT) {
      // One finding for the note: every formula after the budget is source.
      if (!noteFull) tooLarge(`and the rest of the note's are past the ${MATH_NOTE_MAX_OUTPUT.toLocaleString('en')} characters of MathML one note may hold`);
      noteFull = true;
      return undefined;
    }
    try {
      // `$$…$$` inside a paragraph is still a display formula in Obsidian: on a line of its own, centred.
      const display = math.type === 'math' || double;
      const mathml = texToMathml(math.value, display, macros);
      if (mathml.length > MATH_MAX_OUTPUT) {
        tooLarge(`draws ${mathml.length.toLocaleString('en')} characters of MathML, over the ${MATH_MAX_OUTPUT.toLocaleString('en')} one formula may draw`);
        return undefined;
      }
      written += mathml.length;
      math.data = { ...math.data, mathml };
    } catch (error) {
      if (error instanceof MathBudgetError) {
        tooLarge(error.message);
        return undefined;
      }
      findings.push(
        finding(
          'warning',
          'math-error',
          file,
          line,
          `KaTeX cannot render the formula "${math.value.length > 60 ? `${math.value.slice(0, 60)}…` : math.value}" (${katexMessage(error)}); it is shown as source. Fix the TeX, or write it as code`,
        ),
      );
    }
    return undefined;
  });
  return findings;
}
