// The direction of the code's dependencies, checked by `npm run lint` (docs/ARCHITECTURE.md: "one owner per rule").
// The server: http/ is the edge every module uses and uses none of them; a module or command never reaches up into
// the app that wires them (app.ts builds the context, app-context.ts is only its type); no two folders import each
// other, however far round, and no file at the root of src/ is in a loop; audit imports no module. The web: a feature never
// imports another feature (what two share lives in components/ or lib/), except features/billing, the money
// of a card that the shop and My SIMs order through, which itself imports no feature; no two folders import
// each other; features call the server through lib/api.ts, typed with the contract's types (decision 0066).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-folder-cycle',
      comment:
        'Two server folders depend on each other (directly or round a loop): move the shared part down.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { path: '^apps/server/src/', circular: true },
    },
    {
      name: 'no-file-cycle',
      comment:
        'Two files import each other, however far round, a type-only import included (the swc parser keeps ' +
        'those in the graph): move what both need into a third file, or let the lower one take it as a parameter.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'server-root-in-no-cycle',
      comment:
        'A file at the root of src/ (app.ts and main.ts, which compose; app-context.ts, the type every module ' +
        'receives; config, clock, log…) is in no loop, type-only imports included. server-folder-cycle cannot see ' +
        'these: src/ holds every folder, so an import from a module up to src/ looks like one inside src/ ' +
        '(docs/decisions/0065).',
      severity: 'error',
      from: { path: '^apps/server/src/[^/]+[.]ts$' },
      to: { circular: true },
    },
    {
      name: 'composition-root-on-top',
      comment:
        'app.ts builds the context and the HTTP app, main.ts starts them: only the entry points (main.ts, the ' +
        'CLI) import them; a module, command or plugin receives the context (app-context.ts, a type).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/(cli/[^/]+|main)[.]ts$' },
      to: { path: '^apps/server/src/(app|main)[.]ts$' },
    },
    {
      name: 'audit-is-a-leaf',
      comment:
        'The audit log imports no module: who acts comes as data (auth reads it from a request: auditorOf), so ' +
        'every module, auth included, may write an entry in its own transaction (docs/decisions/0065).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/audit/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/audit/' },
    },
    {
      name: 'http-is-the-edge',
      comment:
        'http/ holds the envelope, errors and body handling every module uses; it imports none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/http/' },
      to: { path: '^apps/server/src/(modules|commands|plugins|operations|cli|seed)/' },
    },
    {
      name: 'modules-do-not-reach-up',
      comment: 'A module is used by commands, operations and the app; it never imports them.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/(commands|operations|cli|seed)/|^apps/server/src/(app|main)[.]ts$' },
    },
    {
      name: 'only-notify-tells',
      comment:
        "Telling people is modules/notify's (docs/decisions/0092): domain code records events with tell(); mail, " +
        'push and webhooks are its transports, with no rule of who is told. Named exceptions, which are not events: ' +
        "security and credential mails (auth), administrators' and members' invitations, erasure (delete-account), the data " +
        "export's reading (its README words, the devices and endpoints it lists).",
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules|commands)/',
        pathNot: [
          '^apps/server/src/modules/(notify|mail|push|webhooks|deliveries)/',
          '^apps/server/src/modules/auth/(account-deletion|api-key-notice|failure-alert|proof-lock|second-factor-routes|security-notices|send-code)[.]ts$',
          '^apps/server/src/commands/(administrator-routes|delete-account|members/routes)[.]ts$',
          '^apps/server/src/modules/data-export/(readme|sources)[.]ts$',
          '[.]test[.]ts$',
        ],
      },
      to: { path: '^apps/server/src/modules/(mail|push|webhooks)/' },
    },
    {
      name: 'module-owns-its-tables',
      comment:
        "A module reads and writes only the tables of its own schema.ts; another module's data comes through that " +
        "module's index.ts: its functions, or the read-only views of its views.ts where one statement must read " +
        'across owners (docs/ARCHITECTURE.md, "Who owns which table"; docs/decisions/0050). A foreign key names ' +
        'the other table with db/foreign-key.ts instead of importing it.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/(schema|modules/[^/]+/schema)[.]ts$',
        pathNot: '^apps/server/src/modules/$1/schema[.]ts$',
      },
    },
    {
      name: 'face-shows-no-tables',
      comment:
        "A module's index.ts never re-exports its tables: others read them through its functions or views.ts, so " +
        'the module may change a table behind its face.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/index[.]ts$' },
      to: { path: '^apps/server/src/modules/$1/schema[.]ts$' },
    },
    {
      name: 'views-read-their-own-tables',
      comment:
        "A module's views.ts defines views over its own tables only (drizzle, its schema.ts and " +
        'db/published-view.ts): a view is what the owner publishes, never a window onto a third module.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/views[.]ts$' },
      to: {
        path: '^apps/server/src/',
        pathNot: '^apps/server/src/(modules/$1/schema|db/published-view)[.]ts$',
      },
    },
    {
      name: 'workflows-use-module-faces',
      comment:
        "Commands, operations, plugins and the app change and read data through the modules' faces, never their " +
        'tables; only the seed (demo rows) and the schema barrel (drizzle-kit, tests) import tables.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: '^apps/server/src/(modules|seed|db)/|^apps/server/src/schema[.]ts$',
      },
      to: { path: '^apps/server/src/(schema|modules/[^/]+/schema)[.]ts$' },
    },
    {
      name: 'through-the-public-face',
      comment:
        'Outside a module, only its index.ts is imported: what others may use is stated there (functions, and the ' +
        "views of its views.ts), the rest is the module's own to change.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/($1/|[^/]+/(index|schema)[.]ts$)',
      },
    },
    {
      name: 'from-outside-through-the-public-face',
      comment:
        "Commands, operations, the app, the CLI and the seed import a module's index.ts only (or its schema.ts, where the rule above allows); " +
        "a module's views come through its index.ts too (the schema barrel's own rule is below).",
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/(modules/|schema[.]ts$)' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: '^apps/server/src/modules/[^/]+/(index|schema)[.]ts$',
      },
    },
    {
      name: 'schema-barrel-gathers-tables-and-views',
      comment:
        "src/schema.ts gathers every module's tables (schema.ts) and views (views.ts) for drizzle-kit, the seed and " +
        'the tests, and nothing else.',
      severity: 'error',
      from: { path: '^apps/server/src/schema[.]ts$' },
      to: { pathNot: '^apps/server/src/modules/[^/]+/(schema|views)[.]ts$' },
    },
    {
      name: 'feature-isolation',
      comment:
        'A feature imports no other feature: what two features share lives in src/components or src/lib; the ' +
        'one exception is features/billing (the order dialogs, the card billing panel, their queries).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/($1|billing)/' },
    },
    {
      name: 'billing-imports-no-feature',
      comment: 'features/billing is imported by the shop and My SIMs, so it imports no feature itself.',
      severity: 'error',
      from: { path: '^apps/web/src/features/billing/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/billing/' },
    },
    {
      name: 'calls-through-the-typed-api',
      comment:
        'The web calls the server through lib/api.ts, typed by the OpenAPI document; only lib reaches the http client.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/lib/http\\.ts$' },
    },
    {
      name: 'web-folder-cycle',
      comment: 'Two web folders depend on each other (directly or round a loop).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/web/src/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests import what they test from anywhere: the rules are about the product's own code
    exclude: { path: '(^|/)(node_modules|dist|test-support)/|[.]test[.]tsx?$' },
    // TypeScript 7 (the native compiler) has no JavaScript API yet: swc parses the sources. swc keeps type-only
    // imports in the graph (dependencyTypes "type-only"), so every rule, the loops' above included, counts them.
    // tsPreCompilationDeps is not set: it only chooses the tsc parser, which dependency-cruiser 18 supports for
    // typescript < 7, and would warn (missing-tsc-transpiler) with the same graph (docs/decisions/0065).
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
