/**
 * The English reader the support check compares with: wink-nlp with its packaged English model
 * (`wink-eng-lite-web-model`, no download at run time) splits a text into words and gives each its
 * part of speech, its lemma ("recovered" → "recover", "answers" → "answer") and whether a negation
 * governs it, and its Porter stem; opposites come from WordNet's antonym pairs (`antonyms.ts`).
 * The model takes about half a second to load, so a build makes one `Language` and passes it down.
 */
import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsFunction, type Tokens } from 'wink-nlp';
import { ADDED_ANTONYMS, WORDNET_ANTONYMS } from './antonyms.ts';

/** One word of a text as the model reads it. */
export interface Word {
  /** The word, lower case. */
  word: string;
  /** Its lemma in context, lower case. */
  lemma: string;
  /** Universal part of speech (`VERB`, `NOUN`, `ADJ`, `ADV`, `AUX`, `PART`, `NUM`, `PUNCT`, …). */
  pos: string;
  /** The model's negation flag: a negation cue earlier in the sentence governs this word. */
  inNegation: boolean;
  /** True for a part of a hyphenated word ("made-up"): a part is never a direction or a cue. */
  compound: boolean;
  /** Where it stands in the text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
}

/** What the support check asks of the language: words, lemmas and opposites. */
export interface Language {
  /** The words of `text`, in order, punctuation included; a hyphenated word comes as its parts, each marked `compound`. */
  read(text: string): Word[];
  /** The lemma of a lower-case word read alone, e.g. "considered" → "consider" (remembered per word). */
  lemma(word: string): string;
  /**
   * What a word is compared by: the Porter stem of its lemma, so inflections ("went", "go") and
   * derivations ("correction", "correcting") meet (remembered per word).
   */
  term(word: string): string;
  /** True when the two lemmas are opposites ("long" and "short"). */
  opposite(a: string, b: string): boolean;
  /** The opposites of a lemma (empty for most words). */
  opposites(lemma: string): ReadonlySet<string>;
}

/**
 * `tokens.out(helper)` typed by what the helper returns: wink-nlp's typings reject its own `lemma`
 * helper there (a parameter list they declare differently), though the library reads every helper alike.
 */
function outOf<T>(tokens: Tokens, helper: (index: number, rdd: unknown, addons: never) => T): T[] {
  return tokens.out(helper as unknown as ItsFunction<T>) as T[];
}

const HYPHENATED = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;

type Nlp = ReturnType<typeof winkNLP>;

/**
 * The one reader of the English model in this process. wink-nlp's loader adds to the packaged
 * model each time it is instantiated (about the twentieth instance in one process fails with
 * "Invalid string length"), so a dev server or `--watch` that builds again and again, and a test
 * run, must share one: it holds no state of a build, only the model.
 */
let processReader: Nlp | undefined;

function englishReader(): Nlp {
  processReader ??= winkNLP(model, ['negation', 'pos']);
  return processReader;
}

/**
 * The model's Porter stemmer (the one `its.stem` calls), called on a word directly rather than
 * through a reading of it; its typings leave the add-on's type open, so it is checked here once.
 */
function stemmer(): (word: string) => string {
  const found: unknown = model.addons.stem;
  if (typeof found !== 'function') throw new Error('wink-eng-lite-web-model has no stemmer add-on: reinstall the package (npm ci)');
  const call = found as (word: string) => unknown;
  return (word) => String(call(word));
}

/** The language a build reads with: the model loads on first use (never, for a build whose pages cite no note), then serves the whole build. */
export function loadLanguage(): Language {
  const nlp = englishReader;
  const stem = stemmer();
  const lemmas = new Map<string, string>();
  const opposites = new Map<string, Set<string>>();
  for (const list of [WORDNET_ANTONYMS, ADDED_ANTONYMS]) {
    for (const pair of list.split(/\s+/)) {
      const [a, b] = pair.split(':');
      if (a === undefined || b === undefined) continue;
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const) {
        const set = opposites.get(x) ?? new Set<string>();
        set.add(y);
        opposites.set(x, set);
      }
    }
  }

  const terms = new Map<string, string>();
  // One reading of a word gives its lemma; its stem is the model's stemmer's, which needs no reading.
  const learn = (word: string): void => {
    const tokens = nlp().readDoc(word).tokens();
    let found = (outOf(tokens, nlp().its.lemma)[0] ?? word).toLowerCase();
    // A lemma of another word entirely (a typo read as a name) is no lemma.
    if (found === '' || found[0] !== word[0]) found = word;
    lemmas.set(word, found);
  };
  const lemma = (word: string): string => {
    if (!lemmas.has(word)) learn(word);
    return lemmas.get(word) ?? word;
  };

  const read = (text: string): Word[] => {
    const { its } = nlp();
    const tokens = nlp().readDoc(text).tokens();
    const values = tokens.out();
    const inContext = outOf(tokens, its.lemma);
    const pos = outOf(tokens, its.pos);
    const negation = outOf(tokens, its.negationFlag);
    const out: Word[] = [];
    let cursor = 0;
    for (let k = 0; k < values.length; k += 1) {
      const value = values[k] as string;
      const at = text.indexOf(value, cursor);
      const start = at < 0 ? cursor : at;
      const end = at < 0 ? cursor : at + value.length;
      cursor = end;
      const word = value.toLowerCase();
      const tag = pos[k] ?? 'X';
      const inNegation = negation[k] === true;
      if (!word.includes('-') || !HYPHENATED.test(word)) {
        out.push({ word, lemma: (inContext[k] ?? word).toLowerCase(), pos: tag, inNegation, compound: false, start, end });
        continue;
      }
      let offset = start;
      for (const part of word.split('-')) {
        out.push({ word: part, lemma: lemma(part), pos: tag, inNegation, compound: true, start: offset, end: offset + part.length });
        offset += part.length + 1;
      }
    }
    // The model splits "made-up" into "made", "-", "up": a hyphen between two words with no space makes them parts of one.
    for (let k = 1; k + 1 < out.length; k += 1) {
      const hyphen = out[k] as Word;
      if (hyphen.word !== '-') continue;
      const before = out[k - 1] as Word;
      const after = out[k + 1] as Word;
      if (before.end === hyphen.start && hyphen.end === after.start && /\w/.test(before.word) && /\w/.test(after.word)) {
        before.compound = true;
        after.compound = true;
      }
    }
    return out;
  };

  const term = (word: string): string => {
    let found = terms.get(word);
    if (found === undefined) {
      const base = lemma(word);
      found = stem(base).toLowerCase();
      terms.set(word, found);
    }
    return found;
  };

  const none: ReadonlySet<string> = new Set();
  return { read, lemma, term, opposite: (a, b) => opposites.get(a)?.has(b) === true, opposites: (a) => opposites.get(a) ?? none };
}
