// The command line (and environment) of `npm run mock:server`.
import { parseArgs } from 'node:util';
import { DEFAULT_CONFIG, type MockConfig } from '../env.ts';
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from './sessions.ts';

export const USAGE = `The mock backend over HTTP: the contract's API (openapi.yaml) with the console's demo data.

  npm run mock:server -- [--host H] [--port P] [--access-ttl T] [--refresh-ttl T] [--latency MS]
                         [--cors-origin O,O] [--max-sessions N] [--session-idle T]

  --host H          address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)   MOCK_HOST
  --port P          port (default 8787; 0 picks a free one)                                  MOCK_PORT
  --access-ttl T    lifetime of access tokens (default 1h)                                   MOCK_ACCESS_TTL
  --refresh-ttl T   lifetime of refresh tokens (default 7d)                                  MOCK_REFRESH_TTL
  --latency MS      delay added to every API answer (default 0)                              MOCK_LATENCY_MS
  --cors-origin O   origins whose pages may call the API, comma-separated, or *              MOCK_CORS_ORIGINS
                    (pages of this machine always may: localhost, 127.0.0.1, [::1])
  --max-sessions N  client stores (mock-session) kept at most (default 500)                 MOCK_MAX_SESSIONS
  --session-idle T  a client store unused this long is forgotten (default 30m)              MOCK_SESSION_IDLE
  --help

Lifetimes are seconds, or a number with s, m, h or d (90, 15m, 12h, 7d).`;

export class UsageError extends Error {}

export interface ServerOptions {
  host: string;
  port: number;
  config: MockConfig;
  /** Origins allowed across origins besides this machine's ('*': any). */
  corsOrigins: string[];
  sessions: SessionLimits;
  help: boolean;
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** '90' → 90, '15m' → 900, '7d' → 604800 (seconds). */
function parseDuration(name: string, raw: string): number {
  const m = /^(\d+)([smhd]?)$/.exec(raw.trim());
  const n = m ? Number(m[1]) * (UNITS[m[2] || 's'] as number) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`${name} must be a positive duration such as 90, 15m, 12h or 7d (got "${raw}")`);
  return n;
}

function parsePort(raw: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > 65_535) throw new UsageError(`--port must be 0 to 65535 (got "${raw}")`);
  return n;
}

function parseOrigins(raw: string): string[] {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const o of list) {
    if (o === '*') continue;
    let u: URL | undefined;
    try {
      u = new URL(o);
    } catch {
      // reported below
    }
    if (!u || !/^https?:$/.test(u.protocol) || u.origin !== o)
      throw new UsageError(
        `--cors-origin takes origins such as https://console.example.org or http://10.0.0.5:5173, or * (got "${o}")`,
      );
  }
  return list;
}

function parseMaxSessions(raw: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 100_000)
    throw new UsageError(`--max-sessions must be 1 to 100000 (got "${raw}")`);
  return n;
}

function parseLatency(raw: string): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > 60_000)
    throw new UsageError(`--latency must be 0 to 60000 ms (got "${raw}")`);
  return n;
}

/** Flags win over the environment, which wins over the defaults. */
export function parseServerOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): ServerOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'access-ttl': { type: 'string' },
        'refresh-ttl': { type: 'string' },
        latency: { type: 'string' },
        'cors-origin': { type: 'string' },
        'max-sessions': { type: 'string' },
        'session-idle': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const pick = (flag: string, variable: string) => (values[flag] as string | undefined) ?? env[variable];
  const access = pick('access-ttl', 'MOCK_ACCESS_TTL');
  const refresh = pick('refresh-ttl', 'MOCK_REFRESH_TTL');
  const latency = pick('latency', 'MOCK_LATENCY_MS');
  const config: MockConfig = {
    accessTtlSeconds: access ? parseDuration('--access-ttl', access) : DEFAULT_CONFIG.accessTtlSeconds,
    refreshTtlSeconds: refresh ? parseDuration('--refresh-ttl', refresh) : DEFAULT_CONFIG.refreshTtlSeconds,
    latencyMs: latency ? parseLatency(latency) : DEFAULT_CONFIG.latencyMs,
  };
  const origins = pick('cors-origin', 'MOCK_CORS_ORIGINS');
  const maxSessions = pick('max-sessions', 'MOCK_MAX_SESSIONS');
  const idle = pick('session-idle', 'MOCK_SESSION_IDLE');
  return {
    host: pick('host', 'MOCK_HOST') || '127.0.0.1',
    port: parsePort(pick('port', 'MOCK_PORT') ?? '8787'),
    config,
    corsOrigins: origins ? parseOrigins(origins) : [],
    sessions: {
      max: maxSessions ? parseMaxSessions(maxSessions) : DEFAULT_SESSION_LIMITS.max,
      idleMs: idle ? parseDuration('--session-idle', idle) * 1000 : DEFAULT_SESSION_LIMITS.idleMs,
    },
    help: values.help as boolean,
  };
}

/** 3600 → '1h', 604800 → '7d', 90 → '90s'. */
export function formatDuration(seconds: number): string {
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['m', 60],
  ] as const) {
    if (seconds % size === 0) return `${seconds / size}${unit}`;
  }
  return `${seconds}s`;
}
