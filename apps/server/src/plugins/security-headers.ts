import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  // WebAssembly may be compiled (the barcode reader of the card-binding scan, issue #33), never JavaScript
  // from a string: 'wasm-unsafe-eval' allows the first only
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};
const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * A strict Content-Security-Policy for the SPA: scripts only from our origin (and WebAssembly compiled from our
 * own files), no plugins, no <base>, no framing.
 * Styles allow inline because Ant Design injects its CSS-in-JS as <style> elements. HSTS is sent only on
 * HTTPS requests, where it means something.
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    referrerPolicy: { policy: REFERRER_POLICY },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
  });
};

const policyText = Object.entries(DIRECTIVES)
  .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
  .join(';');

/**
 * The same policy for the answers Fastify's router gives before any hook runs (framework-errors.ts):
 * helmet sets its headers in an onRequest hook, which those answers never reach.
 */
export const securityHeadersWithoutHooks = (https: boolean): Record<string, string> => ({
  'content-security-policy': policyText,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  ...(https ? { 'strict-transport-security': HSTS } : {}),
});
