import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives defaults that run the embedded portal', () => {
    const config = loadConfig({}, '/srv/portal');
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/portal/data'));
    expect(config.SEED_DEMO).toBe(true);
    expect(config.BILLING_TZ).toBe('UTC');
  });

  it('treats empty variables as unset and parses booleans', () => {
    const config = loadConfig({ PORT: '', SEED_DEMO: 'false', DATA_DIR: '/var/lib/portal' });
    expect(config.PORT).toBe(3000);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.dataDir).toBe('/var/lib/portal');
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        BILLING_TZ: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'BILLING_TZ', 'DATABASE_URL', 'SEED_DEMO'])
        expect(problems).toContain(name);
    }
  });

  it('has session and mail defaults, and derives the public URL from the port', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config).toMatchObject({
      ACCESS_TOKEN_TTL_SECONDS: 900,
      SESSION_TTL_SECONDS: 86_400,
      REMEMBER_ME_TTL_SECONDS: 2_592_000,
      // the mailbox and local metrics only when turned on (issue #31)
      DEV_MAILBOX: false,
      METRICS_LOCAL: false,
      publicUrl: 'http://localhost:8080',
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://sims.example.com/' }).publicUrl).toBe(
      'https://sims.example.com',
    );
  });

  it('refuses bad session and mail settings', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ SESSION_TTL_SECONDS: '90000', REMEMBER_ME_TTL_SECONDS: '3600' })).toThrow(
      /REMEMBER_ME_TTL_SECONDS/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'Secret-123' }).ADMIN_EMAIL).toBe(
      'ops@example.com',
    );
  });

  it('is documented: .env.example lists exactly the variables the server reads, and its values parse', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const entries = [...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map(
      ([, name, value]) => [name!, value!] as const,
    );
    expect(entries.map(([name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect(() => loadConfig(Object.fromEntries(entries))).not.toThrow();
  });
});
