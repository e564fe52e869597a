import { createRequire } from 'node:module';

// autocannon (the load generator of fastify/benchmarks) ships no types: the part the reliability tests use.

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One connection of the run; setupClient gives each its own request sequence. */
export interface LoadClient {
  setRequests(requests: LoadRequest[]): void;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requests?: LoadRequest[];
  setupClient?: (client: LoadClient) => void;
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: LoadOptions) => Promise<LoadResult>;

/** Runs autocannon to the end (its promise form); nothing is printed. */
export const runLoad: Autocannon = createRequire(import.meta.url)('autocannon');
