import type { WebAuthnJson } from '@simportal/contract/api/second-factor';
import { useSyncExternalStore } from 'react';

// The browser's side of a passkey (WebAuthn, issue #34) through @simplewebauthn/browser, fetched only when a
// passkey is used: sign-in, step-up and the Security section share it, and no other page downloads it.

/** Whether this browser can use passkeys at all (an old browser or a non-secure page cannot). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const noSubscription = () => () => {};
const inNearlyEveryBrowser = () => true;

/**
 * passkeysSupported() for a page that may be prerendered (the login page): its HTML offers a passkey, as nearly
 * every browser can use one, so nothing moves when the app takes the page over; the rare browser that cannot
 * drops the offer then.
 */
export const usePasskeysSupported = (): boolean =>
  useSyncExternalStore(noSubscription, passkeysSupported, inNearlyEveryBrowser);

/** Signs the server's challenge with one of the user's passkeys; rejects when the user cancels. */
export const signWithPasskey = async (options: WebAuthnJson): Promise<WebAuthnJson> => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({ optionsJSON: options as never });
  return answer as unknown as WebAuthnJson;
};

/** Creates a passkey for the server's registration options; rejects when the user cancels. */
export const createPasskey = async (options: WebAuthnJson): Promise<WebAuthnJson> => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const answer = await startRegistration({ optionsJSON: options as never });
  return answer as unknown as WebAuthnJson;
};
