/**
 * Whether an access token was issued to an administrator acting as this user (a customer view): the server
 * then puts the administrator in the token's `act` claim (RFC 8693). Read without verifying the signature,
 * only to explain the screen; the server enforces the rule itself (no_permission).
 */
export const isActingAsAnotherUser = (accessToken: string | null | undefined): boolean => {
  const payload = accessToken?.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
      c.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const actor = (claims as { act?: { sub?: unknown } } | null)?.act?.sub;
    return typeof actor === 'string' && actor !== '';
  } catch {
    return false;
  }
};
