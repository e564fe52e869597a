import Bowser from 'bowser';

/** A longer User-Agent is cut before it is parsed: the names sit at its start. */
const MAX_USER_AGENT = 512;
const MAX_NAME = 40;

const named = (name: string | undefined): string | null => name?.trim().slice(0, MAX_NAME) || null;

/**
 * What the Personal Center shows of a subscribed device: the browser and the system the User-Agent names
 * ("Chrome", "Android"), the screen joining them in its language; never the User-Agent itself.
 */
export const deviceOf = (userAgent: string | undefined): { browser: string | null; os: string | null } => {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent.slice(0, MAX_USER_AGENT));
  return { browser: named(parsed.browser.name), os: named(parsed.os.name) };
};
