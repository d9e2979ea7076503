import { describe, expect, it } from 'vitest';
import { scriptLang } from '../../src/core/script-lang.ts';
import { pageLang } from '../../src/views/page-lang.ts';

describe('the language of a page', () => {
  it.each([
    ['模板是一种预先写好的笔记。插入模板时，变量会被替换。', 'zh'],
    ['日本語のメモです。検索でも見つかります。', 'ja'],
    ['한국어 메모입니다. 검색으로 찾을 수 있습니다.', 'ko'],
    // A Chinese page that links to a Japanese title stays Chinese.
    ['模板是一种预先写好的笔记。插入模板时，变量会被替换。参见 日本語のメモ 和 Home。', 'zh'],
    ['An English note quoting 模板 once.', undefined],
    ['Déjà vu, naïve, Straße.', undefined],
    ['', undefined],
  ])('%s → %s', (text, lang) => {
    expect(scriptLang(text)).toBe(lang);
  });

  it('marks a mostly Chinese page zh on an English or German site, and keeps a CJK site its own tag', () => {
    expect(pageLang('模板', '模板是一种预先写好的笔记。', 'en')).toBe('zh');
    expect(pageLang('模板', '模板是一种预先写好的笔记。', 'de')).toBe('zh');
    expect(pageLang('Face-saving', 'A note in English.', 'de')).toBe('de');
    expect(pageLang('日本語のメモ', '日本語のメモです。', 'zh-Hant')).toBe('zh-Hant');
    expect(pageLang('Notes in English', 'An English note on a Japanese site carries its own language: its words are read and searched as English.', 'ja')).toBe(
      'en',
    );
  });

  it('marks a page mostly in another script than the site language is written in with its own language', () => {
    expect(pageLang('אלגוריתם', 'שיטת גורם האינטגרציה למשוואה דיפרנציאלית לינארית מסדר ראשון.', 'en')).toBe('he');
    expect(pageLang('Laplace Transform', 'The Laplace transform turns a linear differential equation into an algebraic one.', 'he')).toBe('en');
    expect(pageLang('Преобразование', 'Преобразование Лапласа превращает линейное дифференциальное уравнение в алгебраическое.', 'en')).toBe('ru');
    expect(pageLang('ภาษาไทย', 'บันทึกภาษาไทยเกี่ยวกับสมการเชิงอนุพันธ์', 'en')).toBe('th');
    const french =
      "La transformée de Laplace change une équation différentielle linéaire en une équation algébrique, que l'on résout plus simplement. On revient ensuite au domaine du temps par la transformée inverse, en décomposant la fraction rationnelle en éléments simples et en lisant chaque terme dans la table des transformées usuelles.";
    expect(pageLang('Laplace', french, 'he')).toBe('fr');
    // A page of figures and symbols tells too little to guess among the languages of its script: the script's usual language.
    expect(pageLang('Tables', '| k | T | ρ | c_p |\n| 300 | 1.16 | 1007 |\n| 350 | 0.99 | 1009 | W/m K |', 'he')).toBe('en');
    // The site's own script keeps the site's language, even for a page in another language of it.
    expect(pageLang('Laplace', 'La transformée de Laplace change une équation différentielle linéaire en une équation algébrique.', 'en')).toBe('en');
    expect(pageLang('שלום', 'מערכת', 'he')).toBe('he');
  });
});
