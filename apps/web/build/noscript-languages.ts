import { readFileSync } from 'node:fs';
import { LOCALES } from '@simportal/contract/locales';
import { productName } from '@simportal/contract/product';
import type { Plugin } from 'vite';

const LOCALES_DIR = new URL('../src/locales/', import.meta.url);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html's `<noscript>` says that the app needs JavaScript in every language, one after another: nothing
 * has chosen a language yet when it shows. Each sentence is its language's `layout.noscript`, so a language
 * added as data says it too.
 */
export const noscriptLanguages = (): Plugin => ({
  name: 'simportal:noscript-languages',
  transformIndexHtml(html) {
    const sentences = LOCALES.map((locale) => {
      const common = JSON.parse(readFileSync(new URL(`${locale}/common.json`, LOCALES_DIR), 'utf8'));
      const sentence: string = common.layout.noscript.replace('{{product}}', productName(locale));
      return `<span lang="${locale}">${escapeHtml(sentence)}</span>`;
    });
    return html.replace(/<noscript>[\s\S]*?<\/noscript>/, `<noscript>${sentences.join(' / ')}</noscript>`);
  },
});
