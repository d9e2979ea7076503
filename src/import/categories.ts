import { matchKey } from '../pipeline/resolve/slug.ts';

/** Category chips split into categories, and whether the split was guessed. */
export interface SplitChips {
  categories: string[];
  /** `true` when some part matched no known category name and was split by its shape. */
  guessed: boolean;
}

/** Words that join the items of a category name ("Psychology, Society, and Alignment"): no category ends with one. */
const JOINERS = new Set(['and', '&', 'or', 'of', 'the', 'in', 'for', 'to', 'with', 'on', 'a', 'an']);

/** The separators the site writes between chips: " · ", " | ", "•", a tab or a run of spaces (and a line break, read as " · "). */
const SEPARATOR = /\s*[·|•\t]\s*|\s{2,}/;

/** The chips of a line the site wrote with separators between them, each whole; `null` when the line has none. */
export function chipsBySeparator(line: string): string[] | null {
  const trimmed = line.trim();
  if (!SEPARATOR.test(trimmed)) return null;
  return trimmed
    .split(SEPARATOR)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/**
 * Splits a line of category chips: by the site's own separators when it has them (never inside a
 * chip), else, for chips run together ("Psychology, Society, and Alignment Language,
 * Text, and Discourse") into categories. Known names (from other pages of the import and the
 * collection) are matched first, longest cover wins with the fewest parts; a stretch no known
 * name covers is split by shape: a category ends after the word that closes an "A, B, and C" list
 * when a capitalised word follows. Returns the categories in order and whether any part was guessed.
 */
export function splitChips(line: string, known: ReadonlySet<string>): SplitChips {
  const separated = chipsBySeparator(line);
  if (separated !== null) return { categories: separated, guessed: false };
  const words = line
    .trim()
    .split(/\s+/)
    .flatMap((w) => splitJoint(w, known))
    .filter((w) => w !== '');
  const n = words.length;
  const isKnown = (i: number, j: number): boolean => known.has(matchKey(words.slice(i, j).join(' ')));
  // best[i]: the fewest unknown words, then fewest parts, for words[i..]; a part is a known name or one unknown stretch.
  const best: Array<{ unknown: number; parts: number; next: number; known: boolean } | undefined> = new Array(n + 1);
  best[n] = { unknown: 0, parts: 0, next: n, known: true };
  for (let i = n - 1; i >= 0; i--) {
    for (let j = i + 1; j <= n; j++) {
      const rest = best[j] as { unknown: number; parts: number };
      const knownHere = isKnown(i, j);
      const cost = { unknown: rest.unknown + (knownHere ? 0 : j - i), parts: rest.parts + 1 };
      const current = best[i];
      if (current === undefined || cost.unknown < current.unknown || (cost.unknown === current.unknown && cost.parts < current.parts)) {
        best[i] = { ...cost, next: j, known: knownHere };
      }
    }
  }
  const categories: string[] = [];
  let guessed = false;
  for (let i = 0; i < n; ) {
    const step = best[i] as { next: number; known: boolean };
    const part = words.slice(i, step.next);
    if (step.known) categories.push(part.join(' '));
    else {
      guessed = true;
      categories.push(...splitByShape(part));
    }
    i = step.next;
  }
  return { categories, guessed };
}

/**
 * A word the older host ran two chips into ("AlignmentLanguage,") split at the joint where a small
 * letter meets a capital, when a known name ends with the left part or starts with the right one;
 * any other word (a name such as "DeepSeek") is kept whole.
 */
function splitJoint(word: string, known: ReadonlySet<string>): string[] {
  const joint = /(?<=\p{Ll})(?=\p{Lu}\p{Ll})/u.exec(word);
  if (joint === null) return [word];
  const left = matchKey(word.slice(0, joint.index));
  const right = matchKey(word.slice(joint.index));
  const names = [...known];
  if (!names.some((n) => n.endsWith(left) || n.startsWith(right))) return [word];
  return [word.slice(0, joint.index), ...splitJoint(word.slice(joint.index), known)];
}

/**
 * Splits words of unknown categories after each "A, B, and C" list end that a capitalised word
 * follows. A name without a comma ("Agentic Systems and Tool Use") is never split: its "and" joins
 * two words of one chip, not the last item of a list.
 */
function splitByShape(words: readonly string[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  words.forEach((word, i) => {
    current.push(word);
    const next = words[i + 1];
    const prev = words[i - 1];
    const isList = current.some((w) => w.endsWith(','));
    const closesList = isList && prev !== undefined && JOINERS.has(prev.toLowerCase()) && !word.endsWith(',') && !JOINERS.has(word.toLowerCase());
    if (next !== undefined && closesList && /^[A-Z]/.test(next)) {
      out.push(current.join(' '));
      current = [];
    }
  });
  if (current.length > 0) out.push(current.join(' '));
  return out;
}

/** Category names seen on the pages of an import and in the collection, with where each was seen. */
export class CategoryCatalog {
  readonly #seen = new Map<string, Set<string>>();

  /** Records that `from` names the category `name`. */
  add(name: string, from: string): void {
    const key = matchKey(name);
    if (key === '') return;
    const set = this.#seen.get(key) ?? new Set<string>();
    set.add(from);
    this.#seen.set(key, set);
  }

  /** The keys of the names seen anywhere but in `from` (a page does not vouch for its own split). */
  namesExcept(from: string): Set<string> {
    const out = new Set<string>();
    for (const [key, where] of this.#seen) if ([...where].some((w) => w !== from)) out.add(key);
    return out;
  }
}

/**
 * True when `line` is a line of category chips: chips the site separated (" · ", " | ", "•"), each
 * a name (capitalised words, no sentence's end, eight words at most), or names run together that
 * `known` covers whole. A title, a sentence or a meta line ("Paper · arXiv …") is no such line.
 */
export function isChipLine(line: string, known: ReadonlySet<string>): boolean {
  const text = line.trim();
  if (text === '' || /^(?:Paper|Synthesis note|Note|Topic)\s*·/i.test(text) || /[.?!:]$/.test(text)) return false;
  const separated = chipsBySeparator(text);
  if (separated !== null) return separated.length > 1 && separated.every((c) => /^[A-Z]/.test(c) && c.split(/\s+/).length <= 8 && !/\d{4}/.test(c));
  const split = splitChips(text, known);
  return !split.guessed && split.categories.length > 0;
}
