import { DEFAULT_LOCALE, LANGUAGES, type Language, languageOf } from '@simportal/contract/locales';

/**
 * A legal text as data (`locales/<locale>/legal.json`): the disclaimer exists in every language, each shown in
 * its own language at its own address whatever the interface language. The texts are documents, not interface
 * strings, so they live in this lazy page's chunk instead of the translation bundles every page loads.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** Points listed after the paragraphs. */
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** The line that says which version this is and since when it applies. */
  effective: string;
  /** The link to this text from another language's, written in this one ('Read in English'). */
  readInThisLanguage: string;
  intro: string;
  sections: readonly LegalSection[];
}

const files = import.meta.glob<{ disclaimer: LegalDocument }>('../../../locales/*/legal.json', {
  eager: true,
  import: 'default',
});

/** The disclaimer in one language, with the language it is written in. */
export interface LegalText {
  language: Language;
  document: LegalDocument;
}

const textOf = (language: Language): LegalText | undefined => {
  const file = files[`../../../locales/${language.code}/legal.json`];
  return file && { language, document: file.disclaimer };
};

/** Every language the disclaimer is written in. */
const written = (): LegalText[] => LANGUAGES.flatMap((language) => textOf(language) ?? []);

/**
 * The disclaimer in the language whose address segment is `segment` (`cn`); the default language's when that
 * language has no text of its own yet (the route lets only the languages' segments through).
 */
export const disclaimerAt = (segment: string | undefined): LegalText =>
  written().find((text) => text.language.pathSegment === segment) ??
  (textOf(languageOf(DEFAULT_LOCALE)) as LegalText);

/** The disclaimer in every other language: the links a reader of one version is offered. */
export const otherDisclaimers = (shown: Language): LegalText[] =>
  written().filter((text) => text.language !== shown);

/** A legal text's address in a language: `/disclaimer/cn`. */
export const disclaimerPath = (language: Language): string => `/disclaimer/${language.pathSegment}`;
