import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../browser/browser-storage.ts';
import { LOCALE_STORAGE_KEY, readStoredLocale, writeStoredLocale } from './locale-storage.ts';

describe('locale storage', () => {
  it('defaults to English when nothing is stored', () => {
    expect(readStoredLocale(createMemoryStorage())).toBe('en');
  });

  it('stores the language as a JSON string under the key locale', () => {
    const storage = createMemoryStorage();
    writeStoredLocale(storage, 'zh-CN');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('"zh-CN"');
    expect(readStoredLocale(storage)).toBe('zh-CN');
  });

  it('falls back to the default on a value that is not JSON or not a known language', () => {
    const storage = createMemoryStorage();
    storage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    expect(readStoredLocale(storage)).toBe('en');
    storage.setItem(LOCALE_STORAGE_KEY, '"fr"');
    expect(readStoredLocale(storage)).toBe('en');
  });
});
