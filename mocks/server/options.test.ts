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

  it('prints lifetimes in the largest whole unit', () => {
    expect([3600, 604_800, 900, 90].map(formatDuration)).toEqual(['1h', '7d', '15m', '90s']);
  });
});
