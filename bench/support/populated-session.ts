import { type ApiCall, apiCall, populateCustomer } from '../../e2e/support/populated-customer.ts';

// The logged-in customer bench:web-first-load measures the signed-in routes with. The e2e helpers that do the
// same (e2e/support/session.ts, mailbox.ts) run on Playwright's request context; these use fetch.

/** The bench server's administrator and the customer it registers (a fresh database each time). */
export const BENCH_ADMIN = { username: 'admin', email: 'admin@bench.test', password: 'Bench-Admin-2026' };
const BENCH_CUSTOMER = { username: 'benchweb', email: 'benchweb@bench.test', password: 'Bench-Web-2026' };

/** The answer of POST /api/auth/login, as far as the web app's stored session needs it. */
interface LoginResult {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
  userInfo: { id: number; username: string; email: string; level: number; balance: number };
}

/** Logs in with remember-me and returns the auth state the web app keeps in localStorage (authStateOf in e2e). */
const logIn = async (call: ApiCall, account: { username: string; password: string }) => {
  const result = await call<LoginResult>('POST', '/api/auth/login', {
    data: { account: account.username, password: account.password, rememberMe: true },
  });
  const { id, username, email, level, balance } = result.userInfo;
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    username,
    email,
    isRememberMe: result.rememberMe,
    userInfo: { id, username, email, level, balance },
  };
};
export type AuthState = Awaited<ReturnType<typeof logIn>>;

/** The newest register code mailed to `email`, from the dev mailbox page (as e2e/support/mailbox.ts reads it). */
const mailedCode = async (baseUrl: string, email: string) => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const html = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    for (const article of html.split('<article>').slice(1)) {
      if (!article.includes(`to <b>${email}</b>`)) continue;
      const code = /(?:is:|为：)\s*(\d{6})\b/.exec(article)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no register code for ${email} in ${baseUrl}/dev/mailbox`);
};

/** Registers the bench's customer and fills the account; the card with usage is the one Traffic Detail shows. */
export const populatedCustomer = async (baseUrl: string) => {
  const call = apiCall(baseUrl);
  await call('POST', '/api/auth/codes', { data: { email: BENCH_CUSTOMER.email, purpose: 'register' } });
  const code = await mailedCode(baseUrl, BENCH_CUSTOMER.email);
  const registered = await call<LoginResult>('POST', '/api/auth/register', {
    data: { ...BENCH_CUSTOMER, confirmPassword: BENCH_CUSTOMER.password, code },
  });
  const admin = await logIn(call, BENCH_ADMIN);
  const data = await populateCustomer(call, {
    adminToken: admin.accessToken,
    customer: { token: registered.accessToken, username: BENCH_CUSTOMER.username },
    series: 1,
  });
  return { data, session: () => logIn(call, BENCH_CUSTOMER) };
};
