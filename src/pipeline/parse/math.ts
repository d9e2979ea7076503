import katex from 'katex';
import type { Paragraph, Parent, Root, Text } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import { SKIP, visit } from 'unist-util-visit';
import type { ContentPath } from '../../schemas/brand.ts';
import type { Finding } from '../../schemas/finding.ts';
import { finding } from '../finding.ts';

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

/**
 * KaTeX renders to MathML only: its HTML output positions glyphs with `style=""` attributes, which
 * the site's Content-Security-Policy (`style-src 'self'`) blocks, while browsers lay out MathML
 * themselves. `trust: false` keeps `\href`, `\url` and `\htmlClass` from producing links or classes.
 */
const KATEX_OPTIONS = { output: 'mathml', throwOnError: true, trust: false, strict: 'ignore', maxExpand: 1000, maxSize: 100 } as const;

/** The longest formula rendered (characters); a longer one is shown as source, so one block cannot stall the build. */
export const MATH_MAX_CHARS = 20_000;

/**
 * Renders every `$…$` and `$$…$$` formula of `tree` with KaTeX, keeping the MathML on the node for
 * the renderer (`body` is the Markdown the tree was parsed from). As Obsidian reads it, `$…$` with a space just inside a dollar is text (`$5 and $10`),
 * `$$…$$` sharing a paragraph with text is a display formula, and text after an opening `$$` is the formula's first line.
 * A formula KaTeX rejects stays as its source, with a warning at its file line. Mutates `tree`.
 */
export function renderMath(tree: Root, body: string, file: ContentPath, lineOffset: number): Finding[] {
  const findings: Finding[] = [];
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
    // Obsidian reads a formula's first line from right after the opening `$$` (`$$a = b`, then lines, then `$$`).
    const source = math.type === 'math' && math.meta ? body.slice(math.position?.start.offset, math.position?.end.offset) : '';
    if (math.type === 'math' && source.trimEnd().endsWith('$$')) {
      // As written: Markdown decodes escapes in a fence's first line (`\,` would lose its backslash).
      const first = /^[ \t]*\${2,}(.*)/.exec(source)?.[1]?.trim() ?? '';
      math.value = math.value === '' ? first : `${first}\n${math.value}`;
      math.meta = null;
    }
    if (math.type === 'inlineMath' && /^\s|\s$/.test(math.value) && parent && index !== undefined) {
      const text: Text = { type: 'text', value: `$${math.value}$` };
      if (math.position) text.position = math.position;
      parent.children.splice(index, 1, text as (typeof parent.children)[number]);
      return [SKIP, index + 1];
    }
    if (math.value.length > MATH_MAX_CHARS) {
      findings.push(
        finding(
          'warning',
          'math-too-large',
          file,
          (math.position?.start.line ?? 1) + lineOffset,
          `this formula has ${math.value.length} characters, over the ${MATH_MAX_CHARS} rendered at build time, so it is shown as source and the build goes on. Split it into smaller formulas`,
        ),
      );
      return undefined;
    }
    try {
      // `$$…$$` inside a paragraph is still a display formula in Obsidian: on a line of its own, centred.
      const start = math.position?.start.offset;
      const display = math.type === 'math' || (start !== undefined && body.slice(start, start + 2) === '$$');
      const mathml = katex.renderToString(math.value, { ...KATEX_OPTIONS, displayMode: display });
      math.data = { ...math.data, mathml };
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '').replace(/ at position .*$/s, '') : String(error);
      const line = (math.position?.start.line ?? 1) + lineOffset;
      findings.push(
        finding(
          'warning',
          'math-error',
          file,
          line,
          `KaTeX cannot render the formula "${math.value.length > 60 ? `${math.value.slice(0, 60)}…` : math.value}" (${reason}); it is shown as source. Fix the TeX, or write it as code`,
        ),
      );
    }
    return undefined;
  });
  return findings;
}
