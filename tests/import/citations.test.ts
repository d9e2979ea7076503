import { describe, expect, it } from 'vitest';
import { findCitations } from '../../src/import/find-citations.ts';
import { linkSpans } from '../../src/import/link-body.ts';
import { TitleIndex } from '../../src/import/title-index.ts';

const A = 'Why do language models avoid correcting false user claims?';
const B = 'Does RLHF training push therapy chatbots toward problem-solving?';
const C = 'Do LLM therapists respond to emotions like low-quality human therapists?';

function index(...titles: string[]): TitleIndex {
  const i = new TitleIndex();
  i.addAll(titles.map((title) => ({ title, kind: 'note' as const, from: 'test' })));
  return i;
}

/** Links known titles in `text` the way the importer does. */
function link(text: string, titles: TitleIndex, structural = false): string {
  return linkSpans(text, findCitations(text, titles, { structural }), (s) => s.known?.title ?? s.shown);
}

/** The text a reader sees: links shown by their shown text. */
function shown(markdown: string): string {
  return markdown.replace(/\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/g, (_, t: string, s?: string) => s ?? t);
}

describe('linking citations by known titles', () => {
  it.each([
    [
      'the bare title before closing punctuation',
      `driven by face-saving, not knowledge gaps ${A}. Next sentence.`,
      `not knowledge gaps [[${A}]]. Next sentence.`,
    ],
    ['a comma-separated run', `the skilled move ${C}, ${B}. The mechanism`, `the skilled move [[${C}]], [[${B}]]. The mechanism`],
    ['a title before a dash', `multi-turn-aware rewards ${A} — implies that`, `multi-turn-aware rewards [[${A}]] — implies that`],
    ['a title in parentheses', `rewards the wrong behavior in this domain (${B}).`, `in this domain ([[${B}]]).`],
    ['a title ending the paragraph', `as the corpus puts it ${A}`, `as the corpus puts it [[${A}]]`],
    ['a title before a semicolon', `see ${A}; then`, `see [[${A}]]; then`],
  ])('links %s', (_, text, expected) => {
    const out = link(text, index(A, B, C));
    expect(out).toContain(expected);
    expect(shown(out)).toBe(text);
  });

  it('keeps the shown words when they differ from the title in case or quotes', () => {
    const title = "Why don't language models develop conversation maintenance skills?";
    const text = 'relational labor why don’t language models develop conversation maintenance skills?.';
    const out = link(text, index(title));
    expect(out).toBe(`relational labor [[${title}|why don’t language models develop conversation maintenance skills?]].`);
    expect(shown(out)).toBe(text);
  });

  it('does not link a known title followed by running text (a question asked in prose)', () => {
    const text = `${A} The answer is social.`;
    expect(link(text, index(A))).toBe(text);
  });

  it('does not link a question that is no known title unless asked to locate by structure', () => {
    const text = `not knowledge gaps ${A}.`;
    expect(findCitations(text, index(B))).toEqual([]);
    expect(findCitations(text, index(B), { structural: true })).toEqual([expect.objectContaining({ shown: A, known: null, closing: '.' })]);
  });

  it('prefers the longest known title ending at the same place', () => {
    const short = 'Why not?';
    const long = 'Can models abandon correct beliefs and then ask Why not?';
    const out = link(`the Farm work: ${long}.`, index(short, long));
    expect(out).toBe(`the Farm work: [[${long}]].`);
  });

  it('escapes text that would otherwise read as a link or change the block', () => {
    expect(link('1. first [[not a link]] here', index())).toBe('1\\. first \\[\\[not a link]] here');
  });
});

describe('locating a citation by its structure', () => {
  const locate = (text: string) => findCitations(text, index(), { structural: true }).map((s) => s.shown);

  it('starts at the capitalised question word after text that did not end a sentence', () => {
    expect(locate(`with no new evidence, the machinery that makes it cave Can models abandon correct beliefs under conversational pressure?.`)).toEqual([
      'Can models abandon correct beliefs under conversational pressure?',
    ]);
    expect(locate('clawing back only 15–20% Why do language models fail in gradually revealed conversations?.')).toEqual([
      'Why do language models fail in gradually revealed conversations?',
    ]);
  });

  it('finds a title in parentheses and comma-separated runs', () => {
    expect(locate(`degrades another (faithfulness or calibration) (What actually happens inside a language model?).`)).toEqual([
      'What actually happens inside a language model?',
    ]);
    expect(locate(`the skilled move ${C}, ${B}.`)).toEqual([C, B]);
  });

  it('ignores a question that starts a sentence or runs on into the text', () => {
    expect(locate('Why would training produce this? Two mechanisms converge.')).toEqual([]);
    expect(locate('It works. Why do models fail?.')).toEqual([]);
    expect(locate("weighing 'am I being corrected, or am I being pressured into being wrong?' It's already")).toEqual([]);
  });
});
