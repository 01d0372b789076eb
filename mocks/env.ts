// What a host (browser worker, Node tests, the HTTP server) provides to the handlers.
import type { Db } from './db.ts';
import type { Revocations } from './lib/revocations.ts';

export interface MockConfig {
  /** Lifetime of access tokens, seconds. */
  accessTtlSeconds: number;
  /** Lifetime of refresh tokens, seconds. */
  refreshTtlSeconds: number;
  /** Artificial latency added to every answer, milliseconds (0 in tests). */
  latencyMs: number;
}

export interface Fault {
  /** HTTP method to match, or '*' for any. */
  method: string;
  /** A substring of the request path to match, e.g. '/api/table/masterBills'. */
  path: string;
  status: number;
  /** The Error answer's message; ignored when `html` is set. */
  message: string;
  /** Answer with an HTML page instead of JSON (a misconfigured proxy). */
  html?: boolean;
  /** How many requests fail; omitted = until cleared. */
  times?: number;
}

export interface MockEnv {
  /** The store that serves this request (one per browser, one per test session on the server). */
  dbFor(request: Request): Db;
  /** Called after a handler changed the store. */
  persist(request: Request): void;
  /** Forget every change: back to the seed. */
  reset(request: Request): void;
  configFor(request: Request): MockConfig;
  faultsFor(request: Request): Fault[];
  /** The signing secret of the mock's JWTs. */
  secret: string;
  /** Signed-out sessions, shared by every store (a token is valid in any of them). */
  revocations: Revocations;
  now(): number;
}

export const DEFAULT_CONFIG: MockConfig = {
  accessTtlSeconds: 60 * 60,
  refreshTtlSeconds: 7 * 24 * 60 * 60,
  latencyMs: 0,
};

export const DEMO_ACCOUNTS = [
  {
    username: 'demo',
    password: 'demo',
    stateConfigs: ['TX', 'LA', 'IL', 'OH', 'IN', 'MS', 'NY', 'OK', 'AR', 'SC'],
  },
  { username: 'analyst', password: 'analyst', stateConfigs: ['OH', 'IL'] },
] as const;
