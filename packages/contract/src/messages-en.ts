import type { MessageKey } from './message-keys.ts';
import messages from './messages/en.json' with { type: 'json' };

/**
 * English texts of every message key (`messages/en.json`). Where the spec (§5, §8) gives a wording it is kept as
 * the product's own text, so screens and end-to-end tests match the spec; the rest is written in the same short
 * toast style. English is the fallback language, so its catalogue is checked whole at compile time here; every
 * other language's is checked by messages.test.ts.
 */
export const messagesEn: Record<MessageKey, string> = messages;
