/**
 * A legal text as data: the disclaimer exists in English and Chinese, each shown in its own language at its
 * own address whatever the interface language. The texts are documents, not interface strings, so they live
 * in this lazy page's chunk instead of the translation bundles every page loads.
 */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /** Points listed after the paragraphs. */
  items?: readonly string[];
}

export interface LegalDocument {
  /** BCP 47 tag of the text, set as the content's lang attribute. */
  lang: 'en' | 'zh-CN';
  title: string;
  /** The line that says which version this is and since when it applies. */
  effective: string;
  intro: string;
  sections: readonly LegalSection[];
  /** The same text in the other language: the link is written in that language. */
  other: { path: string; lang: 'en' | 'zh-CN'; label: string };
}
