/** An ILIKE pattern matching `text` anywhere; `%`, `_` and `\` typed in a search box are matched literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A LIKE pattern matching what starts with `text` (an index with text_pattern_ops serves it), literally. */
export const startsWithPattern = (text: string): string => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
