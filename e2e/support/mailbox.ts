import { type APIRequestContext, expect } from '@playwright/test';

/** What an emailed code is for; the mail links to the page where it is entered. */
export type CodePurpose = 'register' | 'reset' | 'delete_account';

const PAGE_OF: Record<CodePurpose, string> = {
  register: '/register',
  reset: '/passwordReset',
  delete_account: '/personal',
};

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};
const unescapeHtml = (text: string) =>
  text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!);

// "… is: 123456" (en) or "验证码为：123456" (zh-CN); any lone 6-digit number as a last resort
const CODE_IN_TEXT = /(?:is:|为：)\s*(\d{6})\b/;
const ANY_CODE = /(?<!\d)(\d{6})(?!\d)/;

/**
 * The newest verification code mailed to `email` for `purpose`, read from the embedded mode's outbox page
 * (GET /dev/mailbox, newest first), or null when there is none.
 */
export const latestCode = async (
  request: APIRequestContext,
  email: string,
  purpose: CodePurpose,
): Promise<string | null> => {
  const response = await request.get('/dev/mailbox');
  expect(response.status(), 'the dev mailbox is served without SMTP_URL').toBe(200);
  const html = await response.text();
  for (const article of html.split('<article>').slice(1)) {
    const to = unescapeHtml(/to <b>([^<]*)<\/b>/.exec(article)?.[1] ?? '');
    if (to !== email.trim().toLowerCase()) continue;
    const text = unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? '');
    if (!text.includes(PAGE_OF[purpose])) continue;
    const code = CODE_IN_TEXT.exec(text)?.[1] ?? ANY_CODE.exec(text)?.[1];
    if (code) return code;
  }
  return null;
};

/** Waits for a code for `email` and `purpose` other than `previous` (a resent one) and returns it. */
export const waitForCode = async (
  request: APIRequestContext,
  email: string,
  purpose: CodePurpose,
  previous: string | null = null,
): Promise<string> => {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = await latestCode(request, email, purpose);
      return code !== null && code !== previous;
    })
    .toBe(true);
  return code!;
};

/** The text of the newest mail to `email` that contains `needle`, once the outbox page shows one. */
export const waitForMail = async (
  request: APIRequestContext,
  email: string,
  needle: string,
): Promise<string> => {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/mailbox')).text();
      for (const article of html.split('<article>').slice(1)) {
        const to = unescapeHtml(/to <b>([^<]*)<\/b>/.exec(article)?.[1] ?? '');
        const text = unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? '');
        if (to === email.trim().toLowerCase() && text.includes(needle)) {
          found = text;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
};
