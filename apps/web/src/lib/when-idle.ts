/**
 * Runs `task` when the browser has nothing better to do (at the latest after `timeoutMs`), or after a plain
 * delay where idle callbacks are missing (Safari); returns the cancel. For work the first screen must not wait on.
 */
export const whenIdle = (task: () => void, timeoutMs: number): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 1_000));
  return () => window.clearTimeout(timer);
};
