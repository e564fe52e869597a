// What the service worker (sw.ts) makes of a push and of a tap on its notification: kept apart from the worker's
// events so it can be tested, and so a malformed push still shows something rather than nothing.

/** A notification as the server words it (apps/server/src/modules/push/send.ts), already in the user's language. */
export interface PushNotice {
  title: string;
  body: string;
  /** The portal page a tap opens: a path of this origin. */
  url: string;
  tag: string;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** The notice a push carries; `fallbackTitle` (the product's name) when it carries none that can be read. */
export const noticeOf = (data: unknown, fallbackTitle: string): PushNotice => {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    title: text(fields.title, fallbackTitle),
    body: text(fields.body, ''),
    url: text(fields.url, '/'),
    tag: text(fields.tag, ''),
  };
};

/**
 * The address a tap opens: the notice's path on this origin, or the home page for anything else (an absolute
 * address elsewhere, `//host`, a script), so a push can never send the user off the portal.
 */
export const targetOf = (url: unknown, origin: string): string => {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`;
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? resolved.href : `${origin}/`;
};
