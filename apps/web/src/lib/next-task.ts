/**
 * Resolves in a task of its own (a timeout): what follows the await no longer lengthens the task that is
 * running, which on a slow phone may already be a long one.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
