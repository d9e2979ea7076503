/**
 * Takes a string and returns its 32-bit FNV-1a hash over UTF-16 code units, as an unsigned
 * integer: stable across builds, machines and the browser. For seeds, buckets, shards and
 * fallback names; not for security.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The FNV-1a hash of `text` as eight hex digits, e.g. for a `page-<hash>` fallback slug. */
export function fnv1aHex(text: string): string {
  return fnv1a(text).toString(16).padStart(8, '0');
}
