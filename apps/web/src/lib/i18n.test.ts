import messagesZhCn from '@simportal/contract/messages/zh-CN.json' with { type: 'json' };
import { messagesEn } from '@simportal/contract/messages-en';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocalStorage } from '../browser/browser-storage.ts';
import { changeLocale, currentLocale, i18n, translateMessage } from './i18n.ts';
import { LOCALE_STORAGE_KEY } from './locale-storage.ts';

describe('i18n', () => {
  afterEach(async () => {
    await changeLocale('en');
  });

  it('starts in English', () => {
    expect(currentLocale()).toBe('en');
    expect(i18n.t('route.home')).toBe('Home');
  });

  it("translates server and client message keys from the contract's catalogue", () => {
    expect(translateMessage('pkg_duplicated')).toBe(messagesEn.pkg_duplicated);
    expect(translateMessage('timeout')).toBe(messagesEn.timeout);
  });

  it("translates the app's own keys", () => {
    expect(translateMessage('layout.logout')).toBe('Log out');
  });

  it('shows the fallback, else the generic server error, for an unknown key', () => {
    expect(translateMessage('no_such_key', 'Fallback')).toBe('Fallback');
    expect(translateMessage('no_such_key')).toBe(messagesEn.server_error);
  });

  it('switches language and remembers it in local storage as JSON', async () => {
    await changeLocale('zh-CN');
    expect(currentLocale()).toBe('zh-CN');
    expect(translateMessage('timeout')).toBe(messagesZhCn.timeout);
    expect(i18n.t('route.home')).toBe('首页');
    expect(getLocalStorage().getItem(LOCALE_STORAGE_KEY)).toBe('"zh-CN"');
  });

  it("sets dayjs's language (date pickers, dates) before the interface switches, and back", async () => {
    await changeLocale('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-21').format('MMMM')).toBe('十一月');
    await changeLocale('en');
    expect(dayjs.locale()).toBe('en');
  });
});
