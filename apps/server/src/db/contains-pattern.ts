/** An ILIKE pattern matching `text` anywhere; `%`, `_` and `\` typed in a search box are matched literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
