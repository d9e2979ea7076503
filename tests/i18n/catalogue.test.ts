// The interface's words come from one catalogue (src/core/i18n/), complete in every language it
// ships, and no component writes English of its own.
import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/core/i18n/en.ts';
import { missingKeys, TRANSLATIONS, translationTag, uiFor, uiOf } from '../../src/core/i18n/index.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { literalsIn } from './interface-text.ts';
import { messageParts } from '../../src/views/i18n/parts.ts';
import type { Site } from '../../src/handoff/kb.ts';
import { previewOf } from '../../src/pages/previews/_preview-of.ts';
import { fixtureKnowledgeBase } from '../fixtures/graph/load.ts';
import { ROOT } from '../site/build-helper.ts';

const COMPONENTS = globSync('src/{components,layouts,pages}/**/*.astro').sort();

describe('the interface catalogue', () => {
  it('ships English, Korean, Chinese (simplified and traditional), Japanese, Spanish, German, French, Portuguese, Russian, Hebrew, Arabic and Persian, each complete', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(['ar', 'de', 'en', 'es', 'fa', 'fr', 'he', 'ja', 'ko', 'pt', 'ru', 'zh-Hans', 'zh-Hant']);
    const missing = Object.fromEntries(Object.keys(TRANSLATIONS).map((tag) => [tag, missingKeys(tag)]));
    expect(missing).toEqual(Object.fromEntries(Object.keys(TRANSLATIONS).map((tag) => [tag, []])));
  });

  it('gives every message with a count a text for each plural category its language uses for counts up to 1,000', () => {
    const gaps: string[] = [];
    for (const [tag, translation] of Object.entries(TRANSLATIONS)) {
      const rules = new Intl.PluralRules(tag);
      const categories = new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)));
      for (const [key, message] of Object.entries(translation)) {
        if (typeof message === 'string') continue;
        for (const category of categories) if (!(category in message)) gaps.push(`${tag} ${key} ${category}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('keeps the slots of each English message in every translation', () => {
    const slots = (message: unknown): string[] => [...new Set(JSON.stringify(message).match(/\{\w+\}/g) ?? [])].sort();
    const changed: string[] = [];
    for (const [tag, translation] of Object.entries(TRANSLATIONS))
      for (const [key, message] of Object.entries(translation)) {
        const english = slots(en[key as keyof typeof en]);
        if (slots(message).join() !== english.join()) changed.push(`${tag} ${key}: ${slots(message).join()} instead of ${english.join()}`);
      }
    expect(changed).toEqual([]);
  });

  it('is chosen by the site language, by script for Chinese, English for a language it does not ship', () => {
    expect(['ko', 'ko-KR', 'zh', 'zh-CN', 'zh-Hans', 'zh-TW', 'zh-HK', 'zh-Hant', 'pt-BR', 'de-AT', 'nl', 'en-GB'].map(translationTag)).toEqual([
      'ko',
      'ko',
      'zh-Hans',
      'zh-Hans',
      'zh-Hans',
      'zh-Hant',
      'zh-Hant',
      'zh-Hant',
      'pt',
      'de',
      'en',
      'en',
    ]);
    expect(uiFor('ko').t('contents.heading')).toBe('이 페이지의 내용');
    expect(uiFor('zh-TW').t('nav.search')).toBe('搜尋');
    expect(uiFor('nl').t('nav.search')).toBe('Search');
    expect(['he-IL', 'ar-SA', 'ar-EG', 'fa-IR'].map(translationTag)).toEqual(['he', 'ar', 'ar', 'fa']);
    expect(uiFor('he-IL').t('contents.heading')).toBe('בעמוד הזה');
  });

  it('counts in Arabic with a form for none, one, two, a few, many and a hundred', () => {
    const ui = uiFor('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ui.count('count.pages', count))).toEqual([
      'لا صفحات',
      'صفحة واحدة',
      'صفحتان',
      '3 صفحات',
      '11 صفحة',
      '100 صفحة',
    ]);
  });

  it('falls back to English for a message a translation lacks', () => {
    const ui = uiOf('de', { 'nav.search': 'Suche' }, en);
    expect(ui.t('nav.search')).toBe('Suche');
    expect(ui.t('contents.heading')).toBe('On this page');
  });

  it('cuts a message at the slots a component fills with elements, in the order the language puts them', () => {
    expect(messageParts(uiFor('en').t('integrity.itSays'))).toEqual([{ text: 'It says ' }, { slot: 'figure' }, { text: '; ' }, { slot: 'stated' }]);
    expect(messageParts(uiFor('ko').count('figures.notStated', 2))).toEqual([
      { text: '“' },
      { slot: 'figure' },
      { text: '”은(는) 인용된 노트에 나오지 않습니다:' },
    ]);
    expect(messageParts(uiFor('ja').t('figures.states')).map((part) => ('slot' in part ? part.slot : ''))).toEqual(['note', '', 'stated']);
  });

  it('writes counts, numbers and dates as the language does', () => {
    expect(uiFor('ru').count('count.notes', 1)).toBe('1 заметка');
    expect(uiFor('ru').count('count.notes', 3)).toBe('3 заметки');
    expect(uiFor('ru').count('count.notes', 5)).toBe('5 заметок');
    expect(uiFor('en').count('count.notes', 1200)).toBe('1,200 notes');
    expect(uiFor('de').count('count.notes', 1200)).toBe('1.200 Notizen');
    expect(uiFor('en').date('2024-03-05')).toBe('Mar 5, 2024');
    expect(uiFor('ko').date('2024-03-05')).toBe('2024. 3. 5.');
    expect(uiFor('ja').date('2024-03-05')).toBe('2024/03/05');
    expect(uiFor('en').date('someday')).toBe('someday');
    expect(uiFor('en').list(['Notes', 'Papers', 'Discussions'])).toBe('Notes, Papers, and Discussions');
  });
});

describe('the components', () => {
  it('write no English of their own: every word a reader sees comes from the catalogue', () => {
    const found = COMPONENTS.flatMap((file) => literalsIn(readFileSync(file, 'utf8')).map((literal) => `${file}:${literal.line}: ${literal.text}`));
    expect(found).toEqual([]);
  });

  it('finds English written into a component, in text, a spoken attribute and a string', () => {
    const source = [
      '---',
      "const label = cond ? 'Links here' : 'Why related';",
      '---',
      '<nav aria-label="Folders" class="a b c"><p>{ui.t(\'x\')}</p><p>On this page</p></nav>',
    ].join('\n');
    expect(literalsIn(source).map((literal) => literal.text)).toEqual(['Links here', 'Why related', 'Folders', 'On this page']);
  });
});

describe("the words a body shows around its author's text", () => {
  /** Takes a fixture vault, a language and a file; returns that page's body as the build renders it in the language. */
  const bodyOf = async (vault: string, lang: string, file: string): Promise<string> => {
    const kb = await buildKnowledgeBase({ contentDir: join(ROOT, 'tests', 'fixtures', vault, 'vault'), allowMissing: true, view: { lang } });
    const page = kb.pages.find((p) => p.file === file);
    if (page === undefined) throw new Error(`the ${vault} fixture vault has no page from ${file}`);
    return page.bodyHtml;
  };

  it("are the site's language: a board's reading order, tools and footnotes, a query not published, a drawing", async () => {
    const board = await bodyOf('canvas', 'de', 'Board.canvas');
    expect(board).toContain('aria-label="Board: 8 Karten, 2 Gruppen, 5 Verbindungen"');
    expect(board).toContain('<summary>Verbindungen (5)</summary>');
    expect(board).toContain('aria-label="Vergrößern"');
    expect(board).toContain('aria-label="Zurück zum Verweis 1"');
    expect(board).not.toMatch(/Connections \(|aria-label="Card: /);
    const query = await bodyOf('dataview', 'fr', 'Unpublished.md');
    expect(query).toContain('<strong>Requête non publiée.</strong>');
    expect(query).not.toContain('Query not published');
    const drawing = await bodyOf('excalidraw', 'ko', 'Broken.excalidraw.md');
    expect(drawing).toContain('<strong>그림</strong>');
  }, 60_000);
});

describe("a link preview's words", () => {
  const kb = fixtureKnowledgeBase();
  const site: Site = { kb, bySlug: new Map(kb.pages.map((page) => [page.slug, page])), clusterBySlug: new Map() };
  const page = (slug: string) => {
    const found = kb.pages.find((candidate) => candidate.slug === slug);
    if (found === undefined) throw new Error(`the graph fixture has no page ${slug}`);
    return found;
  };

  it("name the kind, the counts and the links' label in the site's language", () => {
    const note = previewOf(page('the-alignment-tax-on-communication'), site, uiFor('de'));
    expect(note.kind).toBe('Notiz');
    expect(note.counts.map((count) => count.label)).toEqual(['3 Fragestellungen nutzen sie', '3 verwandte Konzepte', '2 Artikel']);
    expect(note.linksLabel).toBe('Verwandte Konzepte');
    const line = previewOf(page('do-language-models-save-face'), site, uiFor('ko'));
    expect([line.kind, line.linksLabel, line.counts.map((count) => count.label)]).toEqual(['탐구 노선', '출처', ['출처 노트 2개']]);
  });
});
