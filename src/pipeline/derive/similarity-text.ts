/**
 * Text → hashed term features for the similarity stage: lower-cased word unigrams and
 * bigrams, English stop words dropped, a light plural fold, each hashed (FNV-1a) into a
 * fixed number of dimensions so memory stays bounded whatever the vocabulary.
 */

/** Bits of the hashed feature space (2^21 dimensions: collisions are rare and harmless to ranking). */
export const FEATURE_BITS = 21;
const FEATURE_MASK = (1 << FEATURE_BITS) - 1;

// Words that carry no topic. Kept short on purpose: IDF already discounts common words;
// this list only stops them from forming meaningless bigrams ("of the").
const STOP_WORDS = new Set(
  ('a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have having he ' +
    'her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not ' +
    'now of off on once only or other our ours ourselves out over own same she should so some such than that the ' +
    'their theirs them themselves then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours yourself yourselves rather than whether ' +
    'may might must shall one two within without across upon via yet still even much many every').split(' '),
);

/** 32-bit FNV-1a hash of a string, masked to the feature space. */
export function featureOf(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i += 1) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & FEATURE_MASK;
}

/** Folds simple English plurals so "models" and "model" share a feature. */
function fold(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const WORD = /[\p{L}\p{N}]+/gu;
const HAS_LETTER = /\p{L}/u;

/** Text → its content words in order, `null` marking a dropped word (so no bigram spans it). */
export function words(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    out.push(word.length < 2 || STOP_WORDS.has(word) || !HAS_LETTER.test(word) ? null : fold(word));
  }
  return out;
}

/**
 * Adds the hashed unigram and bigram features of `text`, each counted `weight` times, to
 * `counts` (feature → weighted term frequency). Takes the map to fill; returns nothing.
 */
export function addFeatures(counts: Map<number, number>, text: string, weight: number): void {
  let previous: string | null = null;
  for (const word of words(text)) {
    if (word !== null) {
      const unigram = featureOf(word);
      counts.set(unigram, (counts.get(unigram) ?? 0) + weight);
      if (previous !== null) {
        const bigram = featureOf(`${previous} ${word}`);
        counts.set(bigram, (counts.get(bigram) ?? 0) + weight);
      }
    }
    previous = word;
  }
}
