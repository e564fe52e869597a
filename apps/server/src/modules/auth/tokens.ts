import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { DomainError } from '../../http/domain-error.ts';
import { forgetVerifiedToken, recallVerifiedToken, rememberVerifiedToken } from './verified-tokens.ts';

/** RFC 9068 access-token type: a token of any other type (an ID token, a refresh token) is refused. */
const ACCESS_TOKEN_TYPE = 'at+jwt';
const TOKEN_ISSUER = 'simportal';
const TOKEN_AUDIENCE = 'simportal-api';
const ALGORITHM = 'HS256';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** The administrator acting as this user (RFC 8693 `act`), in a customer view. */
  actorId: number | null;
}

/**
 * Signs an access token. `jti` is random unless given: a rotation derives it (rotation.ts), so that the pair
 * answered again within the reuse interval is byte for byte the same.
 */
export const signAccessToken = (
  key: Uint8Array,
  claims: AccessClaims,
  issuedAt: Date,
  expiresAt: Date,
  jti: string = randomBytes(12).toString('base64url'),
): Promise<string> =>
  new SignJWT({
    sid: claims.sessionId,
    ...(claims.actorId === null ? {} : { act: { sub: String(claims.actorId) } }),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);

/**
 * Checks an access token's signature (HS256 only: `alg: none` and every other algorithm are refused), type,
 * issuer, audience and expiry at `now`. Expired → token_expired (10041); anything else wrong → token_invalid.
 * Whether its session still lives is the caller's question. A token that passed is remembered until it expires
 * (verified-tokens.ts): its next uses only have their times checked again.
 */
export const verifyAccessToken = async (key: Uint8Array, token: string, now: Date): Promise<AccessClaims> => {
  const known = recallVerifiedToken<AccessClaims>(key, token);
  if (known !== undefined) {
    // jose's time checks, in its order and with its rounding (no clock tolerance)
    const seconds = Math.floor(now.getTime() / 1000);
    if (known.nbf !== undefined && known.nbf > seconds) throw new DomainError('token_invalid');
    if (known.exp <= seconds) {
      forgetVerifiedToken(key, token);
      throw new DomainError('token_expired');
    }
    return known.claims;
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: ACCESS_TOKEN_TYPE,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    }));
  } catch (error) {
    // jose checks the signature before the claims, so an expired token is a genuine one that aged.
    if (error instanceof errors.JWTExpired) throw new DomainError('token_expired');
    throw new DomainError('token_invalid');
  }
  const { sub, sid, act } = payload;
  const actorSub = act === undefined ? undefined : (act as { sub?: unknown } | null)?.sub;
  if (
    typeof sub !== 'string' ||
    !ID_PATTERN.test(sub) ||
    typeof sid !== 'string' ||
    !UUID_PATTERN.test(sid) ||
    (act !== undefined && (typeof actorSub !== 'string' || !ID_PATTERN.test(actorSub)))
  ) {
    throw new DomainError('token_invalid');
  }
  const claims: AccessClaims = Object.freeze({
    userId: Number(sub),
    sessionId: sid,
    actorId: actorSub === undefined ? null : Number(actorSub),
  });
  // jose required exp and checked that exp and nbf (when present) are numbers
  rememberVerifiedToken(key, token, {
    claims,
    exp: payload.exp as number,
    nbf: payload.nbf as number | undefined,
  });
  return claims;
};

/** An opaque refresh token: 256 bits from the CSPRNG, base64url (43 characters). */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** How a refresh token is stored: a fast hash is enough for 256 random bits. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// The scheme name is case-insensitive (RFC 9110 §11.1); the token is a b64token (RFC 6750 §2.1).
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i;

/** The token of an `Authorization: Bearer …` header: undefined when absent, null when malformed. */
export const readBearer = (header: string | undefined): string | null | undefined => {
  if (header === undefined || header.trim() === '') return undefined;
  return BEARER.exec(header.trim())?.[1] ?? null;
};
