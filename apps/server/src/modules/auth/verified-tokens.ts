/**
 * Access tokens whose signature and claims already passed the full check, remembered per signing key until
 * they expire. A client sends the same access token with every request of its 15 minutes, and the check
 * (jose on WebCrypto: a key import and an HMAC job) cost about 80 µs of CPU each time, a fifth of a whole
 * authenticated read (bench/api.ts, decision 0016).
 *
 * Only the token's own, immutable content is remembered: a byte-identical string was signed by the key, so
 * its claims cannot differ. What depends on the time (exp, nbf) is checked again at each use, and whether the
 * session still lives is still asked of the database on every request: a revoked session is refused at once.
 * A token that failed is never remembered.
 */
export interface VerifiedToken<Claims = unknown> {
  /** What tokens.ts read from the token (its AccessClaims: this cache does not look inside). */
  claims: Claims;
  /** JWT NumericDates (whole seconds since the epoch). */
  exp: number;
  nbf: number | undefined;
}

/** Bounded: past this many live tokens the oldest is forgotten (it is simply checked in full again). */
const MAX_TOKENS = 10_000;
/** Ours are about 300 characters; a longer string is never ours and is not worth a lookup. */
const MAX_TOKEN_LENGTH = 1_024;

const byKey = new WeakMap<Uint8Array, Map<string, VerifiedToken<unknown>>>();

export const recallVerifiedToken = <Claims>(
  key: Uint8Array,
  token: string,
): VerifiedToken<Claims> | undefined =>
  token.length > MAX_TOKEN_LENGTH
    ? undefined
    : (byKey.get(key)?.get(token) as VerifiedToken<Claims> | undefined);

export const rememberVerifiedToken = <Claims>(
  key: Uint8Array,
  token: string,
  verified: VerifiedToken<Claims>,
) => {
  if (token.length > MAX_TOKEN_LENGTH) return;
  let tokens = byKey.get(key);
  if (tokens === undefined) {
    tokens = new Map();
    byKey.set(key, tokens);
  }
  if (tokens.size >= MAX_TOKENS) {
    // a Map iterates in insertion order: the first key is the token remembered longest ago
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
  tokens.set(token, verified);
};

export const forgetVerifiedToken = (key: Uint8Array, token: string) => {
  byKey.get(key)?.delete(token);
};
