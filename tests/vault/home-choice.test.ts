// Which home page a vault gets, and what the build says of it (src/views/home-choice.ts): a home
// note that says little is followed by the collection's overview, never shown alone, and one with no
// word beyond its headings is not shown at all.
import { describe, expect, it } from 'vitest';
import { homeChoiceOf, STUB_HOME_WORDS, wordCount } from '../../src/views/home-choice.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const notes = { 'Guides/Setup.md': 'Install it.', 'Guides/Use.md': 'Use it.' };
const words = (n: number): string => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('the home page', () => {
  it('shows a one-line README and then the overview, and says so with the count of its words', () => {
    const choice = homeChoiceOf(kbFrom({ 'README.md': '# My vault\n\nNotes on things.', ...notes }).pages, undefined);
    expect(choice.note?.file).toBe('README.md');
    expect(choice.overview).toBe(true);
    expect(choice.reason).toBe(
      `README.md (at the content folder's root), then the collection's overview: the note holds 5 words, fewer than ${STUB_HOME_WORDS}`,
    );
  });

  it('leaves out a home note with no word beyond its headings (a title and a dot), and says so', () => {
    const choice = homeChoiceOf(kbFrom({ 'README.md': '# Obsidian-Vault\n.\n', ...notes }).pages, undefined);
    expect(choice.note).toBeUndefined();
    expect(choice.overview).toBe(true);
    expect(choice.reason).toBe(
      "the collection's overview alone: README.md (at the content folder's root) holds no word beyond its headings, so it is not shown",
    );
    // A word of its own keeps it, then the overview.
    expect(homeChoiceOf(kbFrom({ 'README.md': '# Obsidian-Vault\nNotes.\n', ...notes }).pages, undefined).note?.file).toBe('README.md');
  });

  it('shows a home note with text of its own alone', () => {
    const choice = homeChoiceOf(kbFrom({ 'Home.md': words(STUB_HOME_WORDS), ...notes }).pages, undefined);
    expect(choice).toMatchObject({ overview: false, reason: "Home.md (at the content folder's root)" });
  });

  it('shows the overview alone when there is no home note, naming where it looked', () => {
    const choice = homeChoiceOf(kbFrom(notes).pages, undefined);
    expect(choice.note).toBeUndefined();
    expect(choice.overview).toBe(true);
    expect(choice.reason).toBe("the collection's overview (recent notes, folders, tags): no Home.md, index.md, README.md at the content folder's root");
  });

  it('names the setting that chose the home note', () => {
    const pages = kbFrom({ 'Start.md': words(80), 'README.md': 'Short.', ...notes }).pages;
    const choice = homeChoiceOf(pages, { name: 'Start', field: 'home', file: 'site.config.yaml' });
    expect(choice).toMatchObject({ overview: false, reason: 'Start.md (named by home in site.config.yaml)' });
    const missing = homeChoiceOf(pages, { name: 'Nowhere', field: 'home', file: 'site.config.yaml' });
    expect(missing.reason).toBe(
      `README.md (at the content folder's root), then the collection's overview: the note holds 1 word, fewer than ${STUB_HOME_WORDS}`,
    );
  });

  it('counts a Chinese, Japanese or Korean character as half a word', () => {
    // Eight Hangul syllables are four words.
    expect(wordCount('한국어 노트입니다 and two')).toBe(4 + 2);
  });
});
