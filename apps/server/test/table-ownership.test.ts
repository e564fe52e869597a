import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { getTableName, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

// A module's tables are its own in SQL text too (docs/decisions/0064): dependency-cruiser holds the imports
// (module-owns-its-tables), and this holds what it cannot see, the SQL written as text. Each table's owner is the
// module whose schema.ts declares it (drizzle's getTableName); every statement a module writes as text (an
// `sql` template, the argument of `sql.raw`, or any other string that reads as SQL) may name only its own
// tables. Another module's data comes through that module's index.ts: its functions (which may hand out SQL over
// their own tables to embed, as transitionCards or debitMany) or the read-only views of its views.ts.
//
// Scanned: every non-test .ts file under src/ but these, which are not module code or own every table:
//  - src/db/migrations: the migrations create and change every table;
//  - src/seed: the demo rows, written at start into every module's tables;
//  - src/cli: the operator's one-off commands (imports, the ledger check, a run by hand), tools beside the product
//    like the seed, which may inspect any table (none names one in SQL today);
//  - test files (*.test.ts, test-support): fixtures build and read rows directly.
// The reliability suites (apps/server/reliability) and the benches (bench/) are outside src/ and not scanned.
// Outside modules/ (commands, operations, plugins, http, db, the app) a file owns no table, so any table it
// names in SQL is another's.

const SRC = path.resolve(import.meta.dirname, '../src');
const MODULES = path.join(SRC, 'modules');
const EXEMPT = /^(db\/migrations|seed|cli)\/|[.]test[.]ts$|(^|\/)test-support\//;

/** What may stay, each with why: a statement that cannot move behind its owner's face without changing. */
const ALLOWED: { file: string; table: string; why: string }[] = [];

/** table name → the module whose schema.ts declares it */
const owners = new Map<string, string>();
for (const module of readdirSync(MODULES)) {
  const schemaFile = path.join(MODULES, module, 'schema.ts');
  if (!existsSync(schemaFile)) continue;
  for (const value of Object.values(await import(schemaFile))) {
    if (is(value, Table)) owners.set(getTableName(value), module);
  }
}

interface Text {
  text: string;
  /** bytes from the start of the file */
  at: number;
  sql: boolean;
}

type Node = { type?: string; span?: { start: number } } & Record<string, unknown>;

const isSqlTag = (node: Node) => node.type === 'Identifier' && (node as { value?: string }).value === 'sql';
const isSqlRaw = (node: Node) => {
  const callee = node.callee as Node | undefined;
  return (
    node.type === 'CallExpression' &&
    callee?.type === 'MemberExpression' &&
    isSqlTag(callee.object as Node) &&
    (callee.property as { value?: string }).value === 'raw'
  );
};

/** Every string and template text of a module's source (comments are not in swc's tree), marked when SQL. */
const textsOf = (node: unknown, base: number, out: Text[], inSql: boolean): Text[] => {
  if (Array.isArray(node)) {
    for (const child of node) textsOf(child, base, out, inSql);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const n = node as Node;
  const push = (text: string, span: { start: number }, isSql: boolean) =>
    out.push({ text, at: span.start - base, sql: isSql });
  if (n.type === 'TaggedTemplateExpression') {
    const template = n.template as { quasis: Node[]; expressions: unknown[] };
    const tagged = isSqlTag(n.tag as Node);
    for (const quasi of template.quasis)
      push(String(quasi.cooked ?? quasi.raw), quasi.span!, tagged || inSql);
    textsOf(template.expressions, base, out, false);
    return out;
  }
  if (isSqlRaw(n)) return textsOf(n.arguments, base, out, true);
  if (n.type === 'TemplateLiteral') {
    for (const quasi of n.quasis as Node[]) push(String(quasi.cooked ?? quasi.raw), quasi.span!, inSql);
    textsOf(n.expressions, base, out, false);
    return out;
  }
  if (n.type === 'StringLiteral') {
    push(String((n as { value: string }).value), n.span!, inSql);
    return out;
  }
  for (const [key, value] of Object.entries(n)) if (key !== 'span') textsOf(value, base, out, inSql);
  return out;
};

/** SQL's own comments (`-- …`) say what a statement does; a table named there is not read. */
const withoutSqlComments = (text: string) => text.replace(/--[^\n]*/g, '');

/** A string that is not in an `sql` template still reads as SQL when a table follows one of these words. */
const SQL_WORDS = String.raw`(?:from|join|update|into|table|using)\s+(?:only\s+)?"?`;

interface Crossing {
  file: string;
  line: number;
  table: string;
  owner: string;
}

/** The tables of other modules that `file` (relative to src/) names in SQL text. */
const crossingsOf = (file: string, source: string): Crossing[] => {
  const own = file.startsWith('modules/') ? file.split('/')[1] : undefined;
  // swc's spans run on from one parse to the next: a first statement marks where this file begins
  const ast = parseSync(`0;\n${source}`, { syntax: 'typescript' });
  const base = ast.body[0]!.span.start + 3;
  const bytes = Buffer.from(source);
  const found: Crossing[] = [];
  for (const { text, at, sql } of textsOf(ast.body.slice(1), base, [], false)) {
    const body = sql ? withoutSqlComments(text) : text;
    for (const [table, owner] of owners) {
      if (owner === own) continue;
      const named = new RegExp(`${sql ? '' : SQL_WORDS}(?<![\\w.])${table}(?![\\w])`, 'i');
      const match = named.exec(body);
      if (!match) continue;
      const line =
        bytes.subarray(0, Math.max(0, at)).toString().split('\n').length +
        body.slice(0, match.index).split('\n').length -
        1;
      found.push({ file, line, table, owner });
    }
  }
  return found;
};

const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !EXEMPT.test(file));

describe('tables in SQL text', () => {
  it('knows every module table and its owner', () => {
    expect(owners.get('sim_cards')).toBe('sims');
    expect(owners.get('activities')).toBe('ledger');
    expect(owners.size).toBeGreaterThan(30);
  });

  it('finds a table named in an sql template, sql.raw or a string of SQL, not in a comment or an idOf', () => {
    const source = [
      '// from sim_cards in a comment',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template, meant literally
      'const a = sql`select 1 from ${x} c join sim_cards s on s.id = c.id -- and users`;',
      "const b = sql.raw('truncate balances');",
      "const c = 'delete from activities where true';",
      "const d = idOf('users'); const e = 'activities.csv'; const f = sql`count(*) as cards`;",
    ].join('\n');
    expect(crossingsOf('modules/billing/x.ts', source)).toEqual([
      { file: 'modules/billing/x.ts', line: 2, table: 'sim_cards', owner: 'sims' },
      { file: 'modules/billing/x.ts', line: 3, table: 'balances', owner: 'ledger' },
      { file: 'modules/billing/x.ts', line: 4, table: 'activities', owner: 'ledger' },
    ]);
    expect(crossingsOf('modules/sims/x.ts', 'const a = sql`update sim_cards set label = null`;')).toEqual([]);
  });

  it("are named only by their owner's code", () => {
    const crossings = sources
      .flatMap((file) => crossingsOf(file, readFileSync(path.join(SRC, file), 'utf8')))
      .filter((c) => !ALLOWED.some((allowed) => allowed.file === c.file && allowed.table === c.table));
    expect(
      crossings.map((c) => `src/${c.file}:${c.line} names ${c.table}, a table of modules/${c.owner}`),
    ).toEqual([]);
  });

  it('allows only what is still there', () => {
    for (const allowed of ALLOWED) {
      const source = readFileSync(path.join(SRC, allowed.file), 'utf8');
      expect(crossingsOf(allowed.file, source).map((c) => c.table)).toContain(allowed.table);
    }
  });
});
