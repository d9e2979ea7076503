// KaTeX writes `\mathbb{R}`, `\mathbf{v}`, `\mathcal{A}`, `\mathfrak{m}` as a plain letter with a
// `mathvariant` (`<mi mathvariant="double-struck">R</mi>`). Chromium lays out MathML as MathML Core
// defines it, which reads `mathvariant` only as `normal`: it shows R, an italic v, A and m. MathML
// Core writes the styled letters themselves, Unicode's Mathematical Alphanumeric Symbols (ℝ, 𝐯, 𝒜,
// 𝔪), which every browser and the site's math font draw; so are they written here.

/** The first code point of each style's capital A, in Unicode's Mathematical Alphanumeric Symbols block (A–Z then a–z). */
const LATIN: Readonly<Record<string, number>> = {
  bold: 0x1d400,
  italic: 0x1d434,
  'bold-italic': 0x1d468,
  script: 0x1d49c,
  'bold-script': 0x1d4d0,
  fraktur: 0x1d504,
  'double-struck': 0x1d538,
  'bold-fraktur': 0x1d56c,
  'sans-serif': 0x1d5a0,
  'bold-sans-serif': 0x1d5d4,
  'sans-serif-italic': 0x1d608,
  'sans-serif-bold-italic': 0x1d63c,
  monospace: 0x1d670,
};

/** The letters the block leaves out because Unicode had them already (Letterlike Symbols): ℎ, ℬ, ℭ, ℝ… */
const HOLES: Readonly<Record<string, string>> = {
  'italic h': 'ℎ',
  'script B': 'ℬ',
  'script E': 'ℰ',
  'script F': 'ℱ',
  'script H': 'ℋ',
  'script I': 'ℐ',
  'script L': 'ℒ',
  'script M': 'ℳ',
  'script R': 'ℛ',
  'script e': 'ℯ',
  'script g': 'ℊ',
  'script o': 'ℴ',
  'fraktur C': 'ℭ',
  'fraktur H': 'ℌ',
  'fraktur I': 'ℑ',
  'fraktur R': 'ℜ',
  'fraktur Z': 'ℨ',
  'double-struck C': 'ℂ',
  'double-struck H': 'ℍ',
  'double-struck N': 'ℕ',
  'double-struck P': 'ℙ',
  'double-struck Q': 'ℚ',
  'double-struck R': 'ℝ',
  'double-struck Z': 'ℤ',
};

/** The first code point of each style's digit zero. */
const DIGITS: Readonly<Record<string, number>> = {
  bold: 0x1d7ce,
  'double-struck': 0x1d7d8,
  'sans-serif': 0x1d7e2,
  'bold-sans-serif': 0x1d7ec,
  monospace: 0x1d7f6,
};

/** The first code point of each style's capital Alpha; the 58 letters and signs follow in `GREEK_ORDER`. */
const GREEK: Readonly<Record<string, number>> = {
  bold: 0x1d6a8,
  italic: 0x1d6e2,
  'bold-italic': 0x1d71c,
  'bold-sans-serif': 0x1d756,
  'sans-serif-bold-italic': 0x1d790,
};
/** The Greek letters and signs in the block's order: Α–Ω (ϴ where Greek has no letter), ∇, α–ω, ∂, ϵ, ϑ, ϰ, ϕ, ϱ, ϖ. */
const GREEK_ORDER = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡϴΣΤΥΦΧΨΩ∇αβγδεζηθικλμνξοπρςστυφχψω∂ϵϑϰϕϱϖ';

/** The character `char` in the style `variant`, or `undefined` when Unicode has no such character. */
export function styledCharacter(variant: string, char: string): string | undefined {
  const hole = HOLES[`${variant} ${char}`];
  if (hole !== undefined) return hole;
  const code = char.codePointAt(0) ?? 0;
  const latin = LATIN[variant];
  if (latin !== undefined && code >= 65 && code <= 90) return String.fromCodePoint(latin + code - 65);
  if (latin !== undefined && code >= 97 && code <= 122) return String.fromCodePoint(latin + 26 + code - 97);
  const digit = DIGITS[variant];
  if (digit !== undefined && code >= 48 && code <= 57) return String.fromCodePoint(digit + code - 48);
  const greek = GREEK[variant];
  const at = GREEK_ORDER.indexOf(char);
  if (greek !== undefined && at >= 0) return String.fromCodePoint(greek + at);
  return undefined;
}

// A token KaTeX styles: an identifier or a number with a mathvariant other than `normal`.
const STYLED_RE = /<(mi|mn) mathvariant="([a-z-]+)">([^<]+)<\/\1>/g;

/** Takes KaTeX's MathML; returns it with each styled identifier and number written in styled characters, when Unicode has every one. */
export function styledCharacters(mathml: string): string {
  if (!mathml.includes('mathvariant="')) return mathml;
  return mathml.replace(STYLED_RE, (whole, tag: string, variant: string, text: string) => {
    if (variant === 'normal') return whole;
    const styled = [...text].map((char) => styledCharacter(variant, char));
    return styled.every((s) => s !== undefined) ? `<${tag}>${styled.join('')}</${tag}>` : whole;
  });
}
