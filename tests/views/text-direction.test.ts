// A page's `<html dir>` follows its language as `Intl` knows it.
import { describe, expect, it } from 'vitest';
import { textDirection } from '../../src/views/text-direction.ts';

describe('textDirection', () => {
  it('is right to left for Hebrew, Arabic, Persian and Urdu, with or without a region', () => {
    expect(['he', 'ar', 'fa', 'ur', 'he-IL', 'ar-SA', 'fa-IR'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
  });

  it('is left to right for English, Korean, Japanese and Chinese', () => {
    expect(['en', 'ko', 'ja', 'zh-Hant', 'ru'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('follows the script a tag names over its language', () => {
    expect([textDirection('az-Arab'), textDirection('az-Latn')]).toEqual(['rtl', 'ltr']);
  });

  it('is left to right for a tag Intl does not read or a language it does not know', () => {
    expect([textDirection('not a tag'), textDirection(''), textDirection('qaa')]).toEqual(['ltr', 'ltr', 'ltr']);
  });
});
