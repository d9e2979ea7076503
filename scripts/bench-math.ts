/**
 * `npx tsx scripts/bench-math.ts --vault DIR [--sample N] [--mathjax DIR]`: compares the site's math
 * engine (KaTeX, TeX to MathML at build time) with MathJax 4 drawing the same formulas in Node (TeX
 * to MathML, and to SVG), on the formulas of a real vault: milliseconds and bytes per formula over
 * an even sample of N formulas, and how many of the formulas KaTeX shows as source MathJax draws.
 * MathJax is not a dependency of the site: install it first, e.g. in a folder of its own
 * (`npm install @mathjax/src@4 @mathjax/mathjax-mhchem-font-extension@4`), and name that folder
 * with `--mathjax` (default: this project).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { katexMessage, noteMacros, texToMathml } from '../src/pipeline/parse/katex-tex.ts';
import { parseFile } from '../src/pipeline/parse/parse-file.ts';
import type { ContentPath } from '../src/schemas/brand.ts';
import { parseCommandLine, USAGE_EXIT } from './command-line.ts';

const USAGE = 'usage: npx tsx scripts/bench-math.ts --vault DIR [--sample N] [--mathjax DIR]';

const { values } = parseCommandLine(
  {
    options: {
      vault: { type: 'string' },
      sample: { type: 'string', default: '600' },
      mathjax: { type: 'string', default: process.cwd() },
    },
  },
  USAGE,
);
const sampleSize = Number(values.sample);
if (values.vault === undefined || !Number.isInteger(sampleSize) || sampleSize <= 0) {
  console.error(`--vault names the vault, --sample takes a whole number\n${USAGE}`);
  process.exit(USAGE_EXIT);
}

/** One formula of the vault. */
interface Formula {
  tex: string;
  display: boolean;
  where: string;
}

/** The part of MathJax's Node entry (`@mathjax/src`) this script calls. */
interface MathJax {
  tex2mmlPromise(tex: string, options: { display: boolean }): Promise<string>;
  tex2svgPromise(tex: string, options: { display: boolean }): Promise<unknown>;
  texReset(): void;
  startup: { adaptor: { outerHTML(node: unknown): string } };
}

function isMathJax(value: unknown): value is MathJax {
  return typeof value === 'object' && value !== null && 'tex2svgPromise' in value && 'tex2mmlPromise' in value && 'startup' in value;
}

/** The Markdown files of `dir`, hidden folders left out. */
async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split('/')
          .some((part) => part.startsWith('.')),
    )
    .sort();
}

/** Every formula of the vault as the site reads it (`$…$`, `$$…$$`, by Obsidian's rules). */
async function vaultFormulas(vault: string): Promise<Formula[]> {
  const found: Formula[] = [];
  for (const file of await markdownFiles(vault)) {
    const where = relative(vault, file);
    const tree: Root = parseFile(where as ContentPath, await readFile(file, 'utf8')).tree;
    visit(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') {
        found.push({ tex: node.value, display: node.type === 'math' || node.data?.mathml?.includes('display="block"') === true, where });
      }
    });
  }
  return found;
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Runs `draw` over `formulas` once to warm up and once measured; the milliseconds and output bytes per formula drawn, and the formulas it failed on. */
async function measure(formulas: Formula[], draw: (f: Formula) => Promise<string> | string): Promise<{ ms: number; bytes: number; failed: Formula[] }> {
  for (const f of formulas.slice(0, 50)) {
    try {
      await draw(f);
    } catch {
      // A warm-up run: failures are counted below.
    }
  }
  let total = 0;
  let drawn = 0;
  const failed: Formula[] = [];
  const start = performance.now();
  for (const f of formulas) {
    try {
      total += bytes(await draw(f));
      drawn++;
    } catch {
      failed.push(f);
    }
  }
  const ms = performance.now() - start;
  return { ms: ms / formulas.length, bytes: drawn === 0 ? 0 : total / drawn, failed };
}

const katex = (f: Formula): string => texToMathml(f.tex, f.display, noteMacros());

const all = await vaultFormulas(values.vault);
const rejected = all.filter((f) => {
  try {
    katex(f);
    return false;
  } catch {
    return true;
  }
});
const step = Math.max(1, Math.floor(all.length / sampleSize));
const sample = all.filter((_, i) => i % step === 0).slice(0, sampleSize);
console.log(`${all.length.toLocaleString('en')} formulas in ${values.vault}; KaTeX shows ${rejected.length} as source; sample of ${sample.length}`);

const loaded: unknown = await import(pathToFileURL(join(values.mathjax, 'node_modules', '@mathjax', 'src', 'bundle', 'node-main.mjs')).href);
const entry = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
if (typeof entry !== 'object' || entry === null || !('init' in entry) || typeof entry.init !== 'function') {
  console.error(
    `no MathJax 4 under ${values.mathjax}/node_modules/@mathjax/src: install it there (npm install @mathjax/src@4 @mathjax/mathjax-mhchem-font-extension@4)`,
  );
  process.exit(1);
}
const started = performance.now();
await entry.init({
  loader: { load: ['input/tex', 'output/svg', 'adaptors/liteDOM'] },
  // An error is thrown, not drawn as red source, and so is an undefined command (without the
  // `noundefined` package that draws it as red text), so a formula MathJax cannot draw is counted.
  tex: {
    packages: { '[-]': ['noundefined'] },
    formatError: (_jax: unknown, error: Error) => {
      throw error;
    },
  },
});
// `init` adds the conversion functions to the entry.
if (!isMathJax(entry)) {
  console.error('MathJax started without its TeX-to-SVG conversion');
  process.exit(1);
}
const mathjax: MathJax = entry;
console.log(`MathJax loaded in ${(performance.now() - started).toFixed(0)} ms`);

const mathml = async (f: Formula): Promise<string> => {
  mathjax.texReset();
  return mathjax.tex2mmlPromise(f.tex, { display: f.display });
};
const svg = async (f: Formula): Promise<string> => {
  mathjax.texReset();
  return mathjax.startup.adaptor.outerHTML(await mathjax.tex2svgPromise(f.tex, { display: f.display }));
};

const rows: Array<[string, Awaited<ReturnType<typeof measure>>]> = [
  ['KaTeX, MathML (the site)', await measure(sample, katex)],
  ['MathJax 4, MathML', await measure(sample, mathml)],
  ['MathJax 4, SVG', await measure(sample, svg)],
];
console.log('\nengine | ms per formula | bytes per formula | failed in the sample');
for (const [name, r] of rows) console.log(`${name} | ${r.ms.toFixed(2)} | ${r.bytes.toFixed(0)} | ${r.failed.length}`);

const drawnByMathjax = (await measure(rejected, mathml)).failed;
console.log(`\nOf the ${rejected.length} formulas KaTeX shows as source, MathJax draws ${rejected.length - drawnByMathjax.length}.`);
for (const f of rejected) {
  const mathjaxFails = drawnByMathjax.includes(f);
  let message = '';
  try {
    katex(f);
  } catch (error) {
    message = katexMessage(error);
  }
  console.log(`  ${mathjaxFails ? 'both fail ' : 'MathJax ok'}  ${f.where}: ${f.tex.slice(0, 60).replace(/\s+/g, ' ')}  (KaTeX: ${message.slice(0, 90)})`);
}
