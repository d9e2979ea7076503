// A command with its argument written as a superscript or subscript without braces,
// `\sum_{m=1}^\sqrt{N}`, `n_\hat{x}`: MathJax reads the command and its argument as the script,
// KaTeX refuses ("Got function '\sqrt' with no arguments as superscript"). Braced, both draw it
// the same: `^{\sqrt{N}}`.

/** One-argument commands KaTeX refuses as a bare script (checked against KaTeX 0.16); `\sqrt` may take `[index]` first. */
const SCRIPT_COMMAND_RE =
  /([_^])\s*\\(sqrt|hat|widehat|bar|overline|underline|vec|overrightarrow|overleftarrow|overleftrightarrow|tilde|widetilde|utilde|dot|ddot|check|widecheck|breve|acute|grave|mathring|operatorname|boldsymbol|bm|pmb|cancel|bcancel|xcancel|overgroup|undergroup|underrightarrow|underleftarrow|boxed|phantom|vphantom|hphantom)(?![A-Za-z])/g;

/** The end (exclusive) of the group opened by `open` at `from` in `tex` (`{…}` or `[…]`, nested, escaped ones skipped), or -1. */
function groupEnd(tex: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let i = from; i < tex.length; i++) {
    const c = tex[i];
    if (c === '\\') i++;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return -1;
}

/** The end (exclusive) of the argument starting at `from` (after spaces): a group, a command name, or one character; -1 when none. */
function argumentEnd(tex: string, from: number): number {
  let i = from;
  while (tex[i] === ' ') i++;
  if (i >= tex.length) return -1;
  if (tex[i] === '{') return groupEnd(tex, i, '{', '}');
  if (tex[i] === '\\') {
    const word = /^\\(?:[A-Za-z]+|.)/.exec(tex.slice(i, i + 64));
    return word ? i + word[0].length : -1;
  }
  return i + 1;
}

/** `tex` with each one-argument command written as a bare script braced with its argument, as MathJax reads it. */
export function bracedScriptCommands(tex: string): string {
  let out = '';
  let last = 0;
  for (const m of tex.matchAll(SCRIPT_COMMAND_RE)) {
    if (m.index < last) continue;
    const command = m.index + m[0].length - (m[2] ?? '').length - 1;
    let at = m.index + m[0].length;
    if (m[2] === 'sqrt' && tex.slice(at).trimStart().startsWith('[')) at = groupEnd(tex, tex.indexOf('[', at), '[', ']');
    const end = at < 0 ? -1 : argumentEnd(tex, at);
    if (end < 0) continue;
    out += `${tex.slice(last, m.index)}${m[1] ?? ''}{${tex.slice(command, end)}}`;
    last = end;
  }
  return out + tex.slice(last);
}
