// A note's facts line, under its title: its tags (each a link to the tag's page), when it was
// written and last changed, and how long it takes to read, as the configuration's `facts` asks.
import type { SiteConfig } from '../config/schema.ts';
import { normalTag, tagUrl } from '../pipeline/resolve/slug.ts';
import type { UrlPath } from '../schemas/brand.ts';
import type { KbPage } from '../schemas/knowledge-base.ts';

/** Words a minute, and characters a minute for Chinese, Japanese and Korean text, a reader reads. */
const WORDS_PER_MINUTE = 230;
const CJK_PER_MINUTE = 500;
/** What reading time counts: a Chinese, Japanese or Korean character (group 1), or a run of any other letters and digits (a word). */
const READING_UNITS =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])|[[\p{L}\p{N}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]]+/gv;

/** What the facts line shows; each part absent when the page has none or the configuration leaves it out. */
export interface FactsLine {
  tags: Array<{ tag: string; url: UrlPath }>;
  /** `YYYY-MM-DD`. */
  created?: string;
  /** `YYYY-MM-DD`, only when it is not the day of `created`. */
  modified?: string;
  /** Whole minutes, at least 1. */
  minutes?: number;
}

/** Takes a page's plain text; returns the minutes it takes to read: its words at 230 a minute and its Chinese, Japanese and Korean characters at 500, rounded up, at least 1. */
export function readingMinutes(text: string): number {
  let words = 0;
  let cjk = 0;
  // One pass: a Chinese, Japanese or Korean character, or a run of other letters and digits.
  for (const match of text.matchAll(READING_UNITS)) {
    if (match[1] === undefined) words += 1;
    else cjk += 1;
  }
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjk / CJK_PER_MINUTE));
}

/** Takes a written page and the configuration's `facts`; returns its facts line. */
export function factsLineOf(page: Pick<KbPage, 'tags' | 'created' | 'modified' | 'text'>, facts: SiteConfig['facts']): FactsLine {
  const line: FactsLine = {
    tags: facts.tags ? tagsAsWritten(page.tags) : [],
  };
  if (facts.created && page.created !== undefined) line.created = page.created;
  if (facts.modified && page.modified !== undefined && page.modified !== line.created) line.modified = page.modified;
  if (facts.readingTime && page.text.trim() !== '') line.minutes = readingMinutes(page.text);
  return line;
}

/** Each tag once (tags are one whatever their case, as in Obsidian), shown as first written, linked to its tag's page. */
function tagsAsWritten(tags: readonly string[]): FactsLine['tags'] {
  const byKey = new Map<string, string>();
  for (const tag of tags) {
    const key = normalTag(tag);
    if (key !== '' && !byKey.has(key)) byKey.set(key, tag.replace(/^#/, ''));
  }
  return [...byKey].map(([key, tag]) => ({ tag, url: tagUrl(key) }));
}

/** Whether a facts line has anything to show. */
export function hasFacts(line: FactsLine): boolean {
  return line.tags.length > 0 || line.created !== undefined || line.modified !== undefined || line.minutes !== undefined;
}
