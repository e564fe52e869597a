import type { FastifyInstance } from 'fastify';

/** One route the running application answers, in Fastify's own form (`/api/sims/:id`). */
export interface AppRoute {
  method: string;
  url: string;
}

// printRoutes draws a tree whose every level is indented by one of these four-character groups.
const TREE_LINE = /^((?:│ {3}| {4}|├── |└── )+)(.*)$/;
const NODE = /^(.*?)(?: \(([A-Z, ]+)\))?(?: \{.*\})?$/;

/**
 * Every route of the application, read from Fastify's own route tree (so a route added anywhere, documented or
 * not, is listed). HEAD twins that Fastify adds beside each GET are left out; a HEAD-only route would stay.
 */
export const listAppRoutes = (app: FastifyInstance): AppRoute[] => {
  const prefixes: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const tree = TREE_LINE.exec(line);
    if (!tree) continue;
    const depth = tree[1]!.length / 4 - 1;
    const node = NODE.exec(tree[2]!)!;
    const url = (depth === 0 ? '' : prefixes[depth - 1]!) + node[1]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    const methods = (node[2] ?? '').split(', ').filter(Boolean);
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      // a parameter's pattern (`:id(^\\d+$)`) is how it is matched; the route is named as its document names it
      routes.push({ method, url: url.replace(/(:\w+)\([^/]*\)/g, '$1') });
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
};

export const routeName = (route: AppRoute): string => `${route.method} ${route.url}`;

/** OpenAPI writes path parameters as `{id}`, Fastify as `:id`. */
export const fastifyPath = (openApiPath: string): string => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

/** The parts of an OpenAPI 3.1 operation the reliability suites read. */
export interface OpenApiOperation {
  parameters?: {
    in: 'path' | 'query' | 'header' | 'cookie';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema document is any JSON object
export type JsonSchema = Record<string, any>;

export interface DocumentedRoute extends AppRoute {
  operation: OpenApiOperation;
}

/** The operations of the OpenAPI document the application serves, keyed like `listAppRoutes`' routes. */
export const readOpenApi = async (app: FastifyInstance): Promise<Map<string, DocumentedRoute>> => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations = new Map<string, DocumentedRoute>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const route = { method: method.toUpperCase(), url: fastifyPath(path), operation };
      operations.set(routeName(route), route);
    }
  }
  return operations;
};
