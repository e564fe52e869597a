// The whole schema, as drizzle-kit and the query builder see it. Each table lives in its module's file.
export * from './schema/admin.ts';
export * from './schema/auth.ts';
export * from './schema/billing.ts';
export * from './schema/catalog.ts';
export * from './schema/dashboard.ts';
export * from './schema/esim.ts';
export * from './schema/limits.ts';
export * from './schema/mail.ts';
export * from './schema/sims.ts';
export * from './schema/support.ts';
export * from './schema/usage.ts';
export * from './schema/users.ts';
export * from './schema/wallet.ts';
