const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// Code points no XML 1.0 document may hold and HTML calls errors: C0 controls but tab, line feed and
// carriage return; DEL and the C1 controls; noncharacters (U+FDD0–U+FDEF and the last two of every
// plane); lone surrogates.
const PLANE_ENDS = Array.from(
  { length: 17 },
  (_, plane) => `\\u{${(plane * 0x10000 + 0xfffe).toString(16)}}\\u{${(plane * 0x10000 + 0xffff).toString(16)}}`,
).join('');
/** Matches one code point that XML and HTML forbid in text (global: use with `replace`). */
export const FORBIDDEN_CHARACTER_RE = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uFDD0-\\uFDEF${PLANE_ENDS}]|\\p{Cs}`, 'gu');

/** Takes text; returns it without the code points XML and HTML forbid (`FORBIDDEN_CHARACTER_RE`). */
export function dropForbiddenCharacters(text: string): string {
  return text.replace(FORBIDDEN_CHARACTER_RE, '');
}

/**
 * Escapes text for element content and quoted attribute values of HTML, SVG and XML alike
 * (`'` becomes `&#39;`, which all three read; XML's `&apos;` is not HTML 4's), leaving out the
 * characters they forbid, so a feed or sitemap stays well-formed whatever a title holds.
 */
export function escapeMarkup(text: string): string {
  return dropForbiddenCharacters(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * A value as JSON for an inline `<script type="application/…json">` data block: `<`, `>` and `&`
 * escaped so no text can close the element, and U+2028/2029 so the block stays valid JavaScript
 * for any tool that evaluates it.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
