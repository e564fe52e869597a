import { isIP } from 'node:net';
import path from 'node:path';
import { NETWORKS } from '@simportal/contract/api/network';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies in front of the portal are believed about the client's address and scheme (X-Forwarded-For,
 * -Proto, -Host): none (`false`), the N nearest hops (`1` for one reverse proxy), or the proxies at the listed
 * addresses (`127.0.0.1,10.0.0.0/8`, or `loopback`): Fastify's trustProxy, as a number or a list. "Every hop"
 * (`true`) is refused: a client that writes its own X-Forwarded-For would then choose its address and slip
 * past every per-address limit (issue #31).
 */
/** The spellings of "trust no proxy". */
const NO_PROXY = ['false', 'no', '0'];

const trustProxyFromEnv = z
  .string()
  .trim()
  .refine((value) => value !== 'true' && value !== 'yes', {
    message:
      'must name what to trust: false, a number of proxy hops (1 for one reverse proxy) or the proxies\' addresses; "true" would believe any client\'s X-Forwarded-For',
  })
  .refine(
    (value) =>
      NO_PROXY.includes(value) ||
      /^[1-9]\d?$/.test(value) ||
      value.split(',').every((entry) => isProxyAddress(entry.trim())),
    {
      message:
        'must be false, a number of proxy hops (1–99), or a comma-separated list of IP addresses or CIDRs',
    },
  )
  .transform((value): false | number | string[] => {
    if (NO_PROXY.includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

/** Every variable the server reads, with defaults that make `npm start` work on the embedded database. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist'),
    SEED_DEMO: booleanFromEnv.default(true),
    ADMIN_USERNAME: z.string().min(3).max(32).default('admin'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).max(22).optional(),
    BILLING_TZ: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone such as Asia/Shanghai')
      .default('UTC'),
    CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
      .default('USD'),
    TRUST_PROXY: trustProxyFromEnv.default(false),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    // Operations: GET /metrics answers a request bearing this token; unset, only a request from this machine
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // …or, without a token, only when an operator says so: a request from this machine (an agent beside the
    // process). Off by default: a reverse proxy on the same host also connects from loopback (issue #31)
    METRICS_LOCAL: booleanFromEnv.default(false),
    // Accounts and sessions
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    SESSION_TTL_SECONDS: z.coerce.number().int().min(300).default(86_400),
    REMEMBER_ME_TTL_SECONDS: z.coerce.number().int().min(300).default(2_592_000),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // Administrators' second factor (docs/decisions/0041): required, Admin Management answers
    // second_factor_enrolment_required until an administrator has set it up; optional, they may set it up
    ADMIN_SECOND_FACTOR: z.enum(['required', 'optional']).default('required'),
    // Administrators' roles and step-up (issue #34, docs/decisions/0043): how long a sign-in or a proof given
    // again lets an administrator take a sensitive action without being asked (entering a customer's view, a
    // credit, a role change, a pay order above STEP_UP_PAY_ORDER_MINOR); the largest pay order, in minor units,
    // a support administrator may confirm (above it, an owner)
    ADMIN_STEP_UP_MINUTES: z.coerce.number().int().min(1).max(720).default(10),
    STEP_UP_PAY_ORDER_MINOR: z.coerce.number().int().min(0).max(100_000_000).default(20_000),
    SUPPORT_CONFIRM_LIMIT_MINOR: z.coerce.number().int().min(0).max(100_000_000).default(50_000),
    RATE_LIMIT_CODES_PER_HOUR: z.coerce.number().int().min(1).default(20),
    // Customers' API keys (issue #59, docs/decisions/0076): requests one key may make a minute, on any instance
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    // Mail
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('SIM Portal <no-reply@simportal.local>'),
    // where people reach the portal: mails' links, and the absolute addresses crawlers and shared links get;
    // unset, those take the request's own origin (decision 0025)
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    // the development mailbox (/dev/mailbox, the outbox's mails with their codes, to a browser on this machine):
    // only when turned on (`npm run dev`, the browser journeys), never by default (issue #31)
    DEV_MAILBOX: booleanFromEnv.default(false),
    // Deliveries after a commit (carrier commands, mail): the worker looks for due ones this often; a failed
    // one is tried again after JOB_RETRY_BASE_SECONDS, doubling up to an hour, and given up (dead, shown to
    // administrators) after JOB_MAX_ATTEMPTS tries
    JOB_WORKER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    JOB_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    // Web push (docs/decisions/0070): a subscription's endpoint must be a known push service's https address;
    // true also accepts http://127.0.0.1 and http://localhost, for tests and development without the internet
    PUSH_LOCAL_ENDPOINTS: booleanFromEnv.default(false),
    // Customers' webhooks (docs/decisions/0077): an endpoint must be a public https address; true also accepts
    // http(s)://127.0.0.1 and localhost, for tests and development only
    WEBHOOK_LOCAL_ENDPOINTS: booleanFromEnv.default(false),
    // The mobile network (issue #69, docs/operators/connect-a-network.md): the embedded demo simulator, or
    // Twilio Super SIM with its credentials (an account SID and auth token, or an API key SID and secret; the
    // webhook sink's signatures are checked with TWILIO_AUTH_TOKEN, so it is required). The fleet the cards belong
    // to, and the fleet a throttled card is moved to: one with a small data limit (decision 0093: Super SIM has no
    // speed throttle, so a THROTTLE plan's data stops there). The API address is for tests (Prism, a fake).
    CARRIER: z.enum(NETWORKS).default('simulator'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC…)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    TWILIO_API_KEY_SID: z
      .string()
      .regex(/^SK[0-9a-fA-F]{32}$/, 'must be an API key SID (SK…)')
      .optional(),
    TWILIO_API_KEY_SECRET: z.string().min(16).optional(),
    TWILIO_FLEET: z.string().min(1).max(64).optional(),
    TWILIO_THROTTLE_FLEET: z.string().min(1).max(64).optional(),
    TWILIO_SUPERSIM_URL: z.url({ protocol: /^https?$/ }).default('https://supersim.twilio.com'),
    // Usage from the network's API (a network that has one): how often it is pulled, and how many business days
    // back each pull reads again (late records are added, nothing is counted twice)
    NETWORK_USAGE_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
    NETWORK_USAGE_DAYS: z.coerce.number().int().min(1).max(31).default(3),
    // Demo carrier simulator only: also append what it is told to this file (one JSON line each), and refuse
    // the first N calls, to show retries; a real carrier's adapter has no such settings
    CARRIER_SIMULATOR_LOG: z.string().min(1).optional(),
    CARRIER_SIMULATOR_FAIL_FIRST: z.coerce.number().int().min(0).max(1000).default(0),
    // SIM cards
    SIM_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(10),
    // Billing: the daily run inside this process (every instance may run it; runs are serialised)
    BILLING_SCHEDULER: booleanFromEnv.default(true),
    // the run's customers per transaction: a customer's money request waits at most for one batch (decision 0023)
    BILLING_RUN_BATCH_CUSTOMERS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    // the duration a batch aims at (issue #67 item 15): a slower batch makes the next one smaller, a quick one
    // grows it back up to BILLING_RUN_BATCH_CUSTOMERS (0: every batch that size)
    BILLING_RUN_BATCH_TARGET_MS: z.coerce.number().int().min(0).max(60_000).default(400),
    // the balance runway (decision 0033): the run reminds a customer once when their balance covers fewer than
    // this many days after today at their cards' daily fees (0: no reminder), and suggests a top-up that covers
    // RUNWAY_TOP_UP_DAYS days
    RUNWAY_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
    RUNWAY_TOP_UP_DAYS: z.coerce.number().int().min(1).max(366).default(30),
    // bridge credit (decision 0069): while a customer's pay order waits, the run advances their cards' fees
    // against it, up to the order's amount and at most this many days of those fees (0: never)
    BRIDGE_CREDIT_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    // the lifeline (decision 0096): a card the run would suspend for lack of credit, without a bridge, is slowed
    // instead to LIFELINE_KBPS for LIFELINE_DAYS days or LIFELINE_MB megabytes, once per card in 30 days (0 days or
    // 0 MB: never); an administrator's choice in Admin Management › Catalogue replaces these
    LIFELINE_DAYS: z.coerce.number().int().min(0).max(14).default(3),
    LIFELINE_MB: z.coerce.number().int().min(0).max(1024).default(50),
    LIFELINE_KBPS: z.coerce.number().int().min(32).max(1024).default(128),
    // Pay orders (decision 0036): an order still waiting for a confirmation this many minutes after it was
    // created is mailed to the administrators once more, and marked overdue on their screens (0: never)
    PAY_ORDER_REMIND_AFTER_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    // eSIM: the application fee in minor units of CURRENCY; administrators are mailed when free profiles fall
    // to this many or fewer
    ESIM_FEE: z.coerce.number().int().min(1).max(100_000_000).default(500),
    ESIM_LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(5),
    // with a network that makes eSIM profiles on demand (twilio-supersim, decision 0093): the free stock is filled up
    // to this many profiles, checked every few minutes (0: never; profiles are then imported as files)
    ESIM_STOCK_TARGET: z.coerce.number().int().min(0).max(10_000).default(20),
    // Usage: the seed of the usage simulator that generates the demo cards' traffic (SEED_DEMO), how many
    // days up to today it fills at each start, and how often it runs again while the server runs (0: never)
    USAGE_SIMULATOR_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(8),
    USAGE_SIMULATOR_DAYS: z.coerce.number().int().min(0).max(400).default(90),
    USAGE_SIMULATOR_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.RUNWAY_TOP_UP_DAYS >= env.RUNWAY_REMINDER_DAYS, {
    message: 'must not be fewer than RUNWAY_REMINDER_DAYS (the top-up a reminder suggests must end it)',
    path: ['RUNWAY_TOP_UP_DAYS'],
  })
  .refine(
    (env) =>
      env.CARRIER !== 'twilio-supersim' ||
      [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FLEET, env.TWILIO_THROTTLE_FLEET].every(
        (value) => value !== undefined,
      ),
    {
      message:
        'CARRIER=twilio-supersim needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FLEET and TWILIO_THROTTLE_FLEET',
      path: ['CARRIER'],
    },
  )
  .refine((env) => (env.TWILIO_API_KEY_SID === undefined) === (env.TWILIO_API_KEY_SECRET === undefined), {
    message: 'TWILIO_API_KEY_SID and TWILIO_API_KEY_SECRET must be set together',
    path: ['TWILIO_API_KEY_SECRET'],
  })
  .refine((env) => env.REMEMBER_ME_TTL_SECONDS >= env.SESSION_TTL_SECONDS, {
    message: 'must not be shorter than SESSION_TTL_SECONDS',
    path: ['REMEMBER_ME_TTL_SECONDS'],
  });

/** The name of every variable the server reads (`.env.example` must list each one; a test checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = z.infer<typeof envSchema> & {
  /** Absolute path of the PGlite data directory (unused when DATABASE_URL is set). */
  dataDir: string;
  webDistDir: string;
  /** Where users reach the portal (PUBLIC_URL, else http://localhost:PORT), without a trailing slash. */
  publicUrl: string;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** Parses the environment once; every invalid variable is listed together. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config => {
  // Empty strings count as unset so that `.env.example` can list variables without values.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(cwd, parsed.data.DATA_DIR),
    webDistDir: path.resolve(cwd, parsed.data.WEB_DIST_DIR),
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
};

/**
 * The configuration a process (the server, an operator command) starts with: a .env file if there is one (Node
 * reads it; variables already in the environment win), then the environment parsed. An invalid one ends the
 * process with `exitCode` and every problem listed.
 */
export const loadProcessConfig = (exitCode: number): Config => {
  try {
    process.loadEnvFile();
  } catch {
    // no .env: the environment and defaults apply
  }
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : String(error));
    process.exit(exitCode);
  }
};
