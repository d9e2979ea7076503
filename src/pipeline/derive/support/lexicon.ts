/**
 * The words that decide how a citing sentence and a passage compare, beyond shared topic words:
 * negation cues, direction words ("more/less", "increase/decrease") and generic research words
 * that say nothing about what a passage is about. English only, like the similarity stage's stop words.
 */

/**
 * Words that negate what follows them ("fail to reject", "never"). "Without" and "absent" are left
 * out: they mostly state a condition ("a night without sleep" is "sleep loss"), not deny a claim.
 */
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nor',
  'neither',
  'cannot',
  'nothing',
  'nobody',
  'hardly',
  'barely',
  'fail',
  'fails',
  'failed',
  'failing',
  'lack',
  'lacks',
  'lacked',
  'lacking',
  'avoid',
  'avoids',
  'avoided',
  'avoiding',
  'refuse',
  'refuses',
  'refused',
  'refusing',
  'unable',
]);
/** Words that, after a negator, limit it instead of negating ("not only X but Y" still says X). */
const NEGATION_LIMITS = new Set(['only', 'just', 'merely', 'simply', 'necessarily', 'always', 'all']);

/** True when `word` (lower case) negates what follows, given the word after it. */
export function isNegator(word: string, next: string | undefined): boolean {
  if (next !== undefined && NEGATION_LIMITS.has(next)) return false;
  if (word.endsWith("n't") || word.endsWith('n’t')) return true;
  // "decline to say" negates; "a decline in accuracy" is a direction.
  if ((word === 'decline' || word === 'declines' || word === 'declined') && next === 'to') return true;
  return NEGATORS.has(word);
}

// "Loss" and "gain" as nouns name a quantity more often than a direction ("sleep loss", "the loss recovered"), so "loss" is left out.
const UP =
  /^(?:increas\w*|rise|rises|rising|risen|rose|higher|more|greater|gains?|gained|gaining|improv\w*|boost\w*|amplif\w*|grow|grows|growing|grown|grew|raise|raises|raised|raising|jump\w*|exceed\w*|doubl\w*|tripl\w*|larger|stronger|enhanc\w*|up|above)$/;
const DOWN =
  /^(?:decreas\w*|drops?|dropped|dropping|falls?|falling|fallen|fell|lower|lowers|lowered|less|fewer|reduc\w*|declin\w*|degrad\w*|weaker|smaller|erod\w*|erosion|diminish\w*|cuts?|down|hurts?|impair\w*|shrink\w*|shrank|undermin\w*|below)$/;

/** The direction a word states: `1` up ("more", "increase"), `-1` down ("less", "drop"), `0` none. */
export function directionOf(word: string): -1 | 0 | 1 {
  if (UP.test(word)) return 1;
  if (DOWN.test(word)) return -1;
  return 0;
}

/**
 * Words that appear in any research sentence whatever it is about ("study", "shows", "evidence"):
 * sharing them says nothing about support. Compared after stemming (see `tokens.ts`).
 */
export const GENERIC_STEMS = new Set(
  (
    'show shows shown showed find finds found finding study studies research paper papers work works evidence result ' +
    'results suggest suggests suggested corpus note notes use uses used using make makes made making like way ways thing ' +
    'things point part kind often well new first get gets seem seems look looks say says said mean means case cases set ' +
    'example examples actually really also just instead rather simply exactly almost quite clear clearly here there ' +
    'explore explores exploring whether question questions answer line lines source sources claim claims'
  ).split(' '),
);
