import type { ParsedLink } from '../../schemas/parsed-file.ts';
import type { JsonValue } from '../../schemas/property.ts';
import { frontmatterLine } from './frontmatter-lines.ts';
import { linksInText } from './wiki-links.ts';

/**
 * Properties whose links are read elsewhere: `related` is resolved as the note's related notes
 * (src/pipeline/resolve/resolve.ts), and the names in `aliases` and `tags` are no links.
 */
const NOT_LINKS = new Set(['related', 'aliases', 'tags']);

/**
 * Takes a vault note's properties and its raw YAML; returns the links written in their values
 * (`up: "[[Parent]]"`, `sources: ["[[A]]", "[[B|shown]]"]`), in key order and then value order,
 * each at its key's file line and marked with its key (`ParsedLink.property`). Links in properties
 * are links, as in Obsidian: they resolve, are checked, and count for backlinks and the graph.
 */
export function propertyLinks(properties: Readonly<Record<string, JsonValue>>, yaml: string): ParsedLink[] {
  const out: ParsedLink[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (NOT_LINKS.has(key.toLowerCase())) continue;
    const texts = textsOf(value);
    if (!texts.some((t) => t.includes('[['))) continue;
    const line = frontmatterLine(yaml, [key]);
    for (const text of texts) {
      for (const link of linksInText(text)) {
        // `[[#Heading]]` in a property names no other note.
        if (link.target === '') continue;
        const parsed: ParsedLink = { target: link.target, embed: false, line, paragraph: 0, property: key };
        if (link.shown !== undefined) parsed.shown = link.shown;
        if (link.heading !== undefined) parsed.heading = link.heading;
        out.push(parsed);
      }
    }
  }
  return out;
}

/** The texts of a property value: itself, or the texts of a list's items (a list written unquoted, `[[A]]`, is read as the link). */
export function textsOf(value: JsonValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? [item] : Array.isArray(item) ? unquoted(item) : []));
  return [];
}

/** A list item `[[Note]]` written without quotes, which YAML reads as a list in a list: the link as written. */
function unquoted(item: JsonValue[]): string[] {
  let inner: JsonValue = item;
  while (Array.isArray(inner) && inner.length === 1) inner = inner[0] ?? null;
  return typeof inner === 'string' ? [`[[${inner}]]`] : [];
}
