/**
 * The FAQ's four tabs (spec §1) and their questions, in order. Texts live in shop.json under
 * `home.faq.<topic>.q<n>` / `a<n>`; a question listed here must exist there in both languages.
 */
export const FAQ_TOPICS = [
  { key: 'start', questions: 6 },
  { key: 'accounts', questions: 6 },
  { key: 'payment', questions: 5 },
  { key: 'network', questions: 5 },
] as const;

export type FaqTopicKey = (typeof FAQ_TOPICS)[number]['key'];

/** The network question whose answer points to the real-name pages; they are linked right under it. */
export const REAL_NAME_QUESTION = { topic: 'network', question: 3 } as const;

export const questionNumbers = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);
