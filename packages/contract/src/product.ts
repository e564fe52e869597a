import type { Locale } from './locales.ts';

/**
 * The product's name in each language (docs/decisions/0038-chinese-glossary.md): the header, the document
 * title, the footer, the pages' site name and the mails say it. A Chinese reader gets a Chinese name, not the
 * English phrase.
 */
export const PRODUCT_NAME: Record<Locale, string> = { en: 'SIM Portal', 'zh-CN': '环球流量卡' };
