/**
 * The contract's CODE_RESEND_SECONDS, restated: importing it would load the contract's zod schemas (tens of KB)
 * into the page for one number. countdown.test.ts checks that the two agree.
 */
export const DEFAULT_RESEND_SECONDS = 60;

/**
 * Whole seconds left until `deadline` (epoch ms) at `now`, rounded up so the button shows 1 until it is really
 * free; 0 once passed or when there is no deadline. Counting to a deadline (not ticking a counter down) keeps
 * the display right when the browser throttles timers in a background tab.
 */
export const secondsLeft = (deadline: number | null, now: number): number =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

/** The wait a server answer asks for, in whole seconds: `retryAfterSeconds`, or the rate limiter's `retryAfterMs`. */
export const retryAfterSeconds = (data: unknown): number | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { retryAfterSeconds: seconds, retryAfterMs: ms } = data as Record<string, unknown>;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  if (typeof ms === 'number' && Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  return null;
};

/** How long the "send code" button stays disabled: the server's figure, else the contract's 60 s. */
export const resendDelaySeconds = (serverSeconds: number | null | undefined): number =>
  serverSeconds && serverSeconds > 0 ? Math.ceil(serverSeconds) : DEFAULT_RESEND_SECONDS;

/** A wait as the unit to show it in: whole minutes from one minute up, else seconds. */
export const waitParts = (seconds: number): { unit: 'minutes' | 'seconds'; count: number } =>
  seconds >= 60
    ? { unit: 'minutes', count: Math.ceil(seconds / 60) }
    : { unit: 'seconds', count: Math.max(1, seconds) };
