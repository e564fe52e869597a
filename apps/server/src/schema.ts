// The whole schema, as drizzle-kit, the query builder's types, the seed and the tests see it. Each table lives in
// the schema file of the module that owns it, and the read-only views a module publishes in its views.ts; a
// module's code reads and writes only its own tables (docs/ARCHITECTURE.md, docs/decisions/0050).
export * from './modules/audit/schema.ts';
export * from './modules/auth/schema.ts';
export * from './modules/billing/schema.ts';
export * from './modules/billing/views.ts';
export * from './modules/card-jobs/schema.ts';
export * from './modules/carrier/schema.ts';
export * from './modules/catalog/schema.ts';
export * from './modules/catalog/views.ts';
export * from './modules/dashboard/schema.ts';
export * from './modules/deliveries/schema.ts';
export * from './modules/esim/schema.ts';
export * from './modules/ledger/schema.ts';
export * from './modules/ledger/views.ts';
export * from './modules/limits/schema.ts';
export * from './modules/notify/schema.ts';
export * from './modules/papers/schema.ts';
export * from './modules/push/schema.ts';
export * from './modules/sims/schema.ts';
export * from './modules/sims/views.ts';
export * from './modules/support/schema.ts';
export * from './modules/usage/schema.ts';
export * from './modules/users/schema.ts';
export * from './modules/users/views.ts';
export * from './modules/wallet/schema.ts';
export * from './modules/wallet/views.ts';
export * from './modules/webhooks/schema.ts';
