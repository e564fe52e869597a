// The public face of modules/idempotency: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { replayOf, requestKey } from './replay.ts';
export { hashRequest } from './request-hash.ts';
