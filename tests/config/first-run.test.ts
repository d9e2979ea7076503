// `npm run init`: the guesses it makes from a vault and the configuration it writes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configText, githubPagesUrl, languageOf, proseOf, sampleText, spread, titleFromFolder } from '../../src/config/first-run.ts';
import { loadSettings } from '../../src/config/load.ts';
import { ROOT } from '../site/build-helper.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('first configuration of a vault', () => {
  it.each([
    ['my_research-notes', 'My research notes'],
    ['Zettelkasten', 'Zettelkasten'],
    ['PhD Notes', 'PhD Notes'],
    ['___', 'Research notes'],
  ])('titles the folder %j as %j', (folder, title) => {
    expect(titleFromFolder(folder)).toBe(title);
  });

  it.each([
    ['git@github.com:Ada/notes.git', 'https://ada.github.io/notes/'],
    ['https://github.com/ada/my-vault', 'https://ada.github.io/my-vault/'],
    ['https://github.com/ada/ada.github.io.git', 'https://ada.github.io/'],
    ['https://gitlab.com/ada/notes.git', undefined],
  ])('gives the remote %j the Pages address %j', (remote, url) => {
    expect(githubPagesUrl(remote)).toBe(url);
  });

  it('guesses the language of the notes, English when unsure', async () => {
    expect(languageOf(await sampleText(join(ROOT, 'tests', 'fixtures', 'obsidian-vault')))).toBe('en');
    expect(
      languageOf(
        'La recherche sur les modèles de langue montre que les réponses deviennent plus chaleureuses mais moins fiables lorsque les utilisateurs expriment de la tristesse.',
      ),
    ).toBe('fr');
    expect(
      languageOf('Die Forschung zeigt, dass die Antworten der Sprachmodelle wärmer, aber weniger zuverlässig werden, wenn die Nutzer Traurigkeit ausdrücken.'),
    ).toBe('de');
    expect(languageOf('ok')).toBe('en');
  });

  it('guesses Chinese for a Chinese vault whose code, links and addresses are English', async () => {
    const text = await sampleText(join(ROOT, 'tests', 'fixtures', 'chinese-vault'));
    expect(text).not.toMatch(/create_index|EXPLAIN|postgresql|B-tree index/);
    expect(text).toContain('复合索引的列顺序很重要');
    expect(languageOf(text)).toBe('zh');
  });

  it('guesses Hebrew for a vault whose first folder is English and whose longer notes are Hebrew', async () => {
    const text = await sampleText(join(ROOT, 'tests', 'fixtures', 'hebrew-vault'));
    expect(text).toContain('The state of a mechanical system');
    expect(text).toContain('החוק הראשון קובע');
    expect(languageOf(text)).toBe('he');
  });

  it('reads notes spread evenly over the whole vault, each for its share of the prose', () => {
    const files = Array.from({ length: 10 }, (_, i) => `f${i}`);
    expect(spread(files, 4)).toEqual(['f0', 'f2', 'f5', 'f7']);
    expect(spread(files, 20)).toEqual(files);
  });

  it.each([
    ['ספר הערות בעברית על מערכות ליניאריות והתמרת לפלס.', 'he'],
    ['บันทึกภาษาไทยเกี่ยวกับสมการเชิงอนุพันธ์และการแปลงลาปลาซ', 'th'],
    ['日本語のノートです。索引はクエリを速くしますが、書き込みのたびに更新が必要です。', 'ja'],
    ['인덱스는 조회를 빠르게 하지만 쓰기마다 구조를 갱신해야 합니다.', 'ko'],
    ['索引让查询更快，但每次写入都要维护索引结构。', 'zh'],
  ])('names the script of %j as %j', (text, lang) => {
    expect(languageOf(text)).toBe(lang);
  });

  it('reads prose only: code, math, HTML, addresses, link targets and tags are left out', () => {
    const prose = proseOf(
      'Texte `inline code` ici.\n```js\nconst x = 1;\n```\n$$\\sum_i x$$ et $y$ <span class="a">mot</span> https://example.org/path [[Target note|shown]] [texte](https://x.org) #tag',
    );
    expect(prose).toContain('Texte');
    expect(prose).toContain('mot');
    expect(prose).toContain('texte');
    expect(prose).not.toMatch(/inline|const|sum|span|example|Target|shown|x\.org|tag/);
  });

  it('writes a configuration that loads as written, the vault resolved from the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'first-run-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'site.config.yaml'),
      configText({ title: 'Notes: "quoted"', lang: 'fr', url: 'https://ada.github.io/notes/', content: '../My vault', allowMissing: true }),
    );
    const settings = loadSettings(dir, {});
    expect([settings.title, settings.lang, settings.base, settings.contentDir, settings.allowMissing]).toEqual([
      'Notes: "quoted"',
      'fr',
      '/notes/',
      join(dir, '..', 'My vault'),
      true,
    ]);
  });
});
