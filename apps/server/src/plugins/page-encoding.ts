import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One HTML answer, encoded once at start-up instead of per request. */
export interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The smallest answer, encoded once at start-up (~0.2 s for a prerendered page). */
const BEST = { brotli: 11, gzip: 9 };
/** For an answer made while serving (a request's own origin, decision 0025): ~5 ms instead of ~0.2 s, ~11 % larger. */
const QUICK = { brotli: 5, gzip: 6 };

export const encode = (html: string, quality = BEST): PageHtml => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality.brotli } }),
    gzip: gzipSync(identity, { level: quality.gzip }),
  };
};

/**
 * A prerendered page's answer names the site's origin, which is PUBLIC_URL's (one, encoded at start-up at the
 * best compression) or, when that is unset, the request's (decision 0025), encoded when first asked for at a
 * quick compression, so a request naming a new Host cannot hold the process for long. The answers of a few
 * origins are kept, the oldest forgotten first, so made-up Host headers cannot make the cache grow either.
 */
const KEPT_ORIGINS = 4;
export const encodedByOrigin = (publicOrigin: string | undefined) => {
  const origins = new Map<string, Map<string, PageHtml>>();
  return (origin: string, key: string, html: () => string): PageHtml => {
    let kept = origins.get(origin);
    if (!kept) {
      kept = new Map();
      origins.set(origin, kept);
      const oldest = origins.keys().next().value;
      if (origins.size > KEPT_ORIGINS && oldest !== undefined) origins.delete(oldest);
    }
    let encoded = kept.get(key);
    if (!encoded) {
      encoded = encode(html(), origin === publicOrigin ? BEST : QUICK);
      kept.set(key, encoded);
    }
    return encoded;
  };
};

/**
 * At most `size` answers made while serving, the oldest forgotten first: for pages whose text comes from the
 * database (a destination page, decision 0028), whose keys change with the catalogue, so the kept ones stay
 * few whatever is asked.
 */
export const keptFew = (size: number) => {
  const kept = new Map<string, PageHtml>();
  return (key: string, html: () => string): PageHtml => {
    let encoded = kept.get(key);
    if (!encoded) {
      encoded = encode(html(), QUICK);
      kept.set(key, encoded);
      const oldest = kept.keys().next().value;
      if (kept.size > size && oldest !== undefined) kept.delete(oldest);
    }
    return encoded;
  };
};
