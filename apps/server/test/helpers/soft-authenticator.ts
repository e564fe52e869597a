import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A passkey authenticator in software (WebAuthn level 3, "none" attestation, ES256), for tests that go through a
// whole ceremony against the server's @simplewebauthn checks: it creates a credential for a registration's options
// and signs an authentication's challenge as a phone's screen lock would. The e2e journeys use Chrome's virtual
// authenticator instead.

/** The few CBOR shapes an attestation object needs: maps, byte and text strings, small integers. */
const cbor = (value: unknown): Buffer => {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map)
    return Buffer.concat([
      head(5, value.size),
      ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)]),
    ]);
  throw new Error(`cbor: ${typeof value} not supported`);
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftAuthenticator {
  /** The credential's id, as the server keeps it. */
  id: string;
  /** The answer to POST …/passkeys/options' registration options. */
  register: (options: { challenge: string; user: { id: string } }) => Record<string, unknown>;
  /** The answer to an authentication's options; `verified: false` is a device that did not check its user. */
  signIn: (options: { challenge: string }, how?: { verified?: boolean }) => Record<string, unknown>;
}

/** One passkey held for the site at `origin` (the server's PUBLIC_URL). */
export const softAuthenticator = (origin: string): SoftAuthenticator => {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;
  let userHandle = '';
  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id,
    register: (options) => {
      userHandle = options.user.id;
      const coseKey = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const length = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn: (options, how = {}) => {
      counter += 1;
      const data = authData(FLAG_USER_PRESENT | ((how.verified ?? true) ? FLAG_USER_VERIFIED : 0));
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
};
