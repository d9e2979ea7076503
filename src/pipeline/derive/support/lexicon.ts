/**
 * The words that decide how a citing sentence and a passage compare, beyond shared topic words:
 * negation cues, direction words ("more/less", "increase/decrease") and generic research words
 * that say nothing about what a passage is about. English only, like the similarity stage's stop words.
 */

/**
 * Negation cues the model's negation flag does not cover ("seldom", "barely"), by lemma; the model's
 * own ("not", "never", "no", "rarely", "hardly", "fail to", "no longer") come with its flag.
 */
const EXTRA_CUES = new Set(['seldom', 'barely', 'scarcely']);
/** Cues that negate the verb after them: "avoid correcting", "refuse to answer", "decline to say", "unable to", "stopped asking". */
const VERB_CUES = new Set(['avoid', 'refuse', 'decline', 'unable', 'fail', 'stop', 'cease', 'quit']);
/** Two-word cues that negate what follows: "rather than closing it", "instead of asking". */
const PAIR_CUES: ReadonlyArray<readonly [string, string]> = [
  ['rather', 'than'],
  ['instead', 'of'],
];
/** Negation cues that only state a condition ("a night without sleep" is sleep loss, not a denial). */
const CONDITION_CUES = new Set(['without', 'absent']);
/** Words that, after a cue, limit it instead of negating ("not only X but Y" still says X). */
const NEGATION_LIMITS = new Set(['only', 'just', 'merely', 'simply', 'necessarily', 'always', 'all']);

/** The model's own cue words, by lemma: never topic terms. */
const CUES = new Set(['not', 'never', 'no', 'nor', 'neither', 'none', 'nobody', 'nothing', 'cannot', 'rarely', 'hardly']);

/** True when a lemma is a negation cue of any kind: such a word is never a topic term. */
export function isNegationCue(lemma: string): boolean {
  return CUES.has(lemma) || EXTRA_CUES.has(lemma);
}

/** A word as the negation test reads it: the model's reading of it. */
interface CueWord {
  word: string;
  lemma: string;
  pos: string;
  inNegation: boolean;
  compound: boolean;
}

/** True for an object and the verb in "-ing" after it, which a cue such as "stop" negates ("stopped *models asking*"). */
export function takesGerund(object: CueWord, verb: CueWord | undefined): boolean {
  return (object.pos === 'NOUN' || object.pos === 'PRON' || object.pos === 'PROPN') && verb?.pos === 'VERB' && verb.word.endsWith('ing');
}

/**
 * How many words make the negation cue that starts at `word` (0: none): the model's cue (the word
 * before its negation flag starts), a cue its flag misses ("seldom", "rather than"), or a cue that
 * takes a verb ("avoid correcting", "fail to detect", "stopped models asking": `then` is the word after
 * `next`). A condition ("without sleep") and a limited
 * cue ("not only") are none.
 */
export function negationCue(word: CueWord, next: CueWord | undefined, then?: CueWord): number {
  if (word.compound || (next !== undefined && NEGATION_LIMITS.has(next.word))) return 0;
  if (CONDITION_CUES.has(word.lemma)) return 0;
  if (next !== undefined && PAIR_CUES.some(([a, b]) => a === word.lemma && b === next.word)) return 2;
  if (EXTRA_CUES.has(word.lemma)) return 1;
  if (VERB_CUES.has(word.lemma) && next !== undefined && (next.word === 'to' || next.pos === 'VERB' || takesGerund(next, then))) return 1;
  if (
    !word.inNegation &&
    next?.inNegation === true &&
    (word.pos === 'PART' || word.pos === 'ADV' || word.pos === 'DET' || word.pos === 'PRON' || word.pos === 'CCONJ' || isNegationCue(word.lemma))
  )
    return 1;
  return 0;
}

// "Loss" and "gain" as nouns name a quantity more often than a direction ("sleep loss", "the loss recovered"), so "loss" is left out.
const UP =
  /^(?:increas\w*|rise|rises|rising|risen|rose|higher|more|greater|gains?|gained|gaining|improv\w*|boost\w*|amplif\w*|grow|grows|growing|grown|grew|raise|raises|raised|raising|lift|lifts|lifted|lifting|jump\w*|exceed\w*|doubl\w*|tripl\w*|larger|stronger|enhanc\w*|enrich\w*|strengthen\w*|up|above)$/;
const DOWN =
  /^(?:decreas\w*|drops?|dropped|dropping|falls?|falling|fallen|fell|lower|lowers|lowered|less|fewer|reduc\w*|declin\w*|degrad\w*|weaker|smaller|erod\w*|erosion|diminish\w*|cuts?|down|hurts?|impair\w*|shrink\w*|shrank|undermin\w*|deplet\w*|weaken\w*|worsen\w*|below)$/;

/** The direction a word states: `1` up ("more", "increase"), `-1` down ("less", "drop"), `0` none. */
export function directionOf(word: string): -1 | 0 | 1 {
  if (UP.test(word)) return 1;
  if (DOWN.test(word)) return -1;
  return 0;
}

/** Direction words that say where a figure or a thing stands ("models *above* 100 billion parameters", "77.5% *below* human levels"), or a particle of a phrasal verb: not a change. */
const POSITION = new Set(['above', 'below', 'up', 'down']);

/** Whether `word` is a direction word that says where something stands rather than a change (`POSITION`). */
export function isPosition(word: string): boolean {
  return POSITION.has(word);
}

/**
 * Words that appear in any research sentence whatever it is about ("study", "shows", "evidence"):
 * sharing them says nothing about support. Compared as written and as lemmas (see `tokens.ts`).
 */
export const GENERIC_WORDS = new Set(
  (
    'show shows shown showed find finds found finding study studies research paper papers work works evidence result ' +
    'results suggest suggests suggested corpus note notes use uses used using make makes made making like way ways thing ' +
    'things point part kind often well new first get gets seem seems look looks say says said mean means case cases set ' +
    'example examples actually really also just instead rather simply exactly almost quite clear clearly here there ' +
    'explore explores exploring whether question questions answer line lines source sources claim claims ' +
    // Light verbs and number words: they carry no topic of their own ("gave no protection", "a third").
    'give take have get make do become come go put half third thirds quarter quarters fifth fifths tenth ' +
    'one two three four five six seven eight nine ten dozen hundred thousand million billion percent time times ' +
    // Hedges: they qualify a figure, not what it measures ("roughly 26 million participants").
    'roughly approximately nearly'
  ).split(' '),
);
