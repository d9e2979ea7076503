// Short labels for graph nodes, cut by meaning rather than by length: a question title loses its
// question frame ("Why do…", "Does…") and a generic subject ("language models") before words are
// dropped from its end, so "Does preference optimization harm conversational understanding?"
// reads "Preference optimization harm…" instead of "Does preference…".

const FRAME =
  /^(?:(?:why|how|what|when|where|which|who|whether|in what ways?|to what extent)\s+)?(?:(?:do|does|did|is|are|was|were|can|could|should|would|will|might|may|must|has|have|had)\s+)?/i;
const SUBJECT = /^(?:the\s+)?(?:(?:large\s+)?language\s+models?|llms?|ai\s+systems?|conversational\s+ai(?:\s+systems?)?|chatbots?|models?)\s+/i;

// Each title's meaning, once: a build draws every page's neighbourhood, and a title is in many.
const meanings = new Map<string, string>();

/** Takes a page title; returns its words of meaning: without question frame, generic subject and final `?`. */
export function meaningOf(title: string): string {
  let meaning = meanings.get(title);
  if (meaning === undefined) {
    meaning = meaningOfTitle(title);
    meanings.set(title, meaning);
  }
  return meaning;
}

function meaningOfTitle(title: string): string {
  const core = title
    .trim()
    .replace(/[?？]+$/, '')
    .replace(FRAME, '');
  const lean = core.replace(SUBJECT, '');
  // A title that is all frame keeps its words.
  const text = (lean.split(/\s+/).length >= 2 ? lean : core) || title;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Takes text and a character budget; returns the leading words that fit, with `…` when words were left out (`''` when not one word fits). */
export function leadingWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(/\s+/);
  let out = '';
  for (const word of words) {
    const next = out === '' ? word : `${out} ${word}`;
    if (next.length + 1 > max) break;
    out = next;
  }
  // Not even the first word fits: no label rather than half a word.
  if (out === '') return '';
  return `${out.replace(/[,;:—–-]+$/, '')}…`;
}

/**
 * Takes a title, a character budget and the labels already shown (label → the title it stands
 * for); returns a label for the title of at most `max` characters that no other title shows: when
 * its leading words match another title's label, the label skips the words the two share
 * ("…reduce grounding acts"). Returns `''` when no distinct label fits (the node keeps its name).
 */
export function distinctLabel(title: string, max: number, shown: ReadonlyMap<string, string>): string {
  const meaning = meaningOf(title);
  const label = leadingWords(meaning, max);
  const other = shown.get(label);
  if (other === undefined || other === title) return label;
  const mine = meaning.split(/\s+/);
  const theirs = meaningOf(other).split(/\s+/);
  let same = 0;
  while (same < mine.length && mine[same]?.toLowerCase() === theirs[same]?.toLowerCase()) same++;
  if (same >= mine.length) return '';
  const rest = `…${leadingWords(mine.slice(same).join(' '), max - 1)}`;
  const clash = shown.get(rest);
  return clash === undefined || clash === title ? rest : '';
}
