import { DATE_PROPERTY_NAMES, DateSchema, datePropertyKey } from '../../schemas/fields.ts';

/**
 * Obsidian's properties read as Obsidian reads them, in a vault note (a file without `kind`):
 * the singular keys `tag` and `alias` stand for `tags` and `aliases`; `aliases: A, B` is two
 * names; a link property `related: "[[Note]]"` (one link) or `related: [[Note]]` (unquoted, which
 * YAML reads as a list in a list) is a list of links; the empty items templates leave in a list
 * (`tags:` then `- `) are nothing, as Obsidian shows them. Mutates `data`.
 */
export function readObsidianProperties(data: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) data[key] = value.filter((item) => item !== null && !(typeof item === 'string' && item.trim() === ''));
  }
  for (const [singular, plural] of [
    ['tag', 'tags'],
    ['alias', 'aliases'],
  ] as const) {
    if (data[plural] === undefined && data[singular] !== undefined) data[plural] = data[singular];
    delete data[singular];
  }
  const aliases = data['aliases'];
  if (typeof aliases === 'string') data['aliases'] = aliases.split(',');
  const related = data['related'];
  if (typeof related === 'string') data['related'] = [related];
  else if (Array.isArray(related)) data['related'] = related.map(unquotedLink);
}

/**
 * A vault note's dates read from the names authors give them (`Created:`, `date_created:`,
 * `last modified:`, `updated:`; see `DATE_PROPERTY_NAMES`) as its `created`, `modified` and
 * `date`: the site's reading for the page's data, not Obsidian's, so the properties view shows
 * each under its own name. The first name of a list the note has wins; the others are left as
 * they are, and so is one that holds no date. Mutates `data`.
 */
export function readDateProperties(data: Record<string, unknown>): void {
  const byName = new Map<string, string>();
  for (const key of Object.keys(data)) {
    const name = datePropertyKey(key);
    if (!byName.has(name) || key === name) byName.set(name, key);
  }
  for (const [field, names] of Object.entries(DATE_PROPERTY_NAMES)) {
    // Another spelling is read only when it holds a date: `Date: TBD` stays a text property, as before, with no warning.
    const key = names.map((n) => byName.get(n)).find((k) => k !== undefined && (k === field || DateSchema.safeParse(data[k]).success));
    if (key === undefined || key === field) continue;
    if (data[field] === undefined) data[field] = data[key];
    delete data[key];
  }
}

/** A list item `[[Note]]` written without quotes, which YAML reads as a list in a list (`["Note"]`, `[["Note"]]`): the link `[[Note]]`; anything else as it is. */
function unquotedLink(item: unknown): unknown {
  let inner: unknown = item;
  while (Array.isArray(inner) && inner.length === 1) inner = inner[0];
  return inner !== item && typeof inner === 'string' ? `[[${inner}]]` : item;
}
