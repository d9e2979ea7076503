const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for element content and quoted attribute values of HTML, SVG and XML alike
 * (`'` becomes `&#39;`, which all three read; XML's `&apos;` is not HTML 4's).
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
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
