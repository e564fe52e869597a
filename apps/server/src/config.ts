import path from 'node:path';
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
    TRUST_PROXY: booleanFromEnv.default(false),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  });

export type Config = z.infer<typeof envSchema> & {
  /** Absolute path of the PGlite data directory (unused when DATABASE_URL is set). */
  dataDir: string;
  webDistDir: string;
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
  };
};
