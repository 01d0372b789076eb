// The mock server's command line: flags over environment over defaults, and clear refusals.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../env.ts';
import { formatDuration, parseServerOptions } from './options.ts';

describe('mock:server options', () => {
  it('defaults to 127.0.0.1:8787 with the default token lifetimes', () => {
    expect(parseServerOptions([], {})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      config: DEFAULT_CONFIG,
      corsOrigins: [],
      sessions: { max: 500, idleMs: 1_800_000 },
      help: false,
    });
  });

  it('takes flags over the environment', () => {
    const env = { MOCK_HOST: '0.0.0.0', MOCK_PORT: '9000', MOCK_ACCESS_TTL: '5m', MOCK_LATENCY_MS: '50' };
    const o = parseServerOptions(['--port', '9100', '--access-ttl', '90', '--refresh-ttl', '2d'], env);
    expect(o.host).toBe('0.0.0.0');
    expect(o.port).toBe(9100);
    expect(o.config).toEqual({ accessTtlSeconds: 90, refreshTtlSeconds: 172_800, latencyMs: 50 });
  });

  it('refuses what it cannot use, naming the flag', () => {
    expect(() => parseServerOptions(['--port', '70000'], {})).toThrow(
      '--port must be 0 to 65535 (got "70000")',
    );
    expect(() => parseServerOptions(['--access-ttl', '10x'], {})).toThrow(
      '--access-ttl must be a positive duration such as 90, 15m, 12h or 7d (got "10x")',
    );
    expect(() => parseServerOptions([], { MOCK_REFRESH_TTL: '0' })).toThrow(
      '--refresh-ttl must be a positive',
    );
    expect(() => parseServerOptions(['--latency', '-5'], {})).toThrow();
    expect(() => parseServerOptions(['--prot', '1'], {})).toThrow("Unknown option '--prot'");
  });

  it('takes CORS origins, the session bound and the idle time', () => {
    const o = parseServerOptions(
      ['--cors-origin', 'https://console.example.org, http://10.0.0.5:5173', '--session-idle', '5m'],
      { MOCK_MAX_SESSIONS: '50' },
    );
    expect(o.corsOrigins).toEqual(['https://console.example.org', 'http://10.0.0.5:5173']);
    expect(o.sessions).toEqual({ max: 50, idleMs: 300_000 });
    expect(parseServerOptions(['--cors-origin', '*'], {}).corsOrigins).toEqual(['*']);
    expect(() => parseServerOptions(['--cors-origin', 'console.example.org'], {})).toThrow(
      '--cors-origin takes origins such as',
    );
    expect(() => parseServerOptions(['--cors-origin', 'https://a.org/path'], {})).toThrow(
      '(got "https://a.org/path")',
    );
    expect(() => parseServerOptions(['--max-sessions', '0'], {})).toThrow(
      '--max-sessions must be 1 to 100000',
    );
  });

  it('prints lifetimes in the largest whole unit', () => {
    expect([3600, 604_800, 900, 90].map(formatDuration)).toEqual(['1h', '7d', '15m', '90s']);
  });
});
