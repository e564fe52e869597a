/** The middle value of a list of figures (the upper one of the two middles for an even count); 0 for none. */
export const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
