// npm run mock:server -- [--host 127.0.0.1] [--port 8787] [--access-ttl 1h] [--refresh-ttl 7d] [--latency 0]
// (see options.ts). Ctrl-C (or SIGTERM) stops it after the answers in flight are sent.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../env.ts';
import { createMockServer } from './create.ts';
import { bodyLimits } from './limits.ts';
import { formatDuration, parseServerOptions, USAGE, UsageError } from './options.ts';

let options: ReturnType<typeof parseServerOptions>;
try {
  options = parseServerOptions(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`mock:server: ${err.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { host, port, config, corsOrigins, sessions } = options;
const server = createMockServer({
  mediaDir: fileURLToPath(new URL('../public/mock-media', import.meta.url)),
  config,
  corsOrigins,
  sessions,
});

server.on('error', (err: NodeJS.ErrnoException) => {
  const why =
    err.code === 'EADDRINUSE'
      ? `port ${port} on ${host} is taken (another mock server?); pick another with --port`
      : err.code === 'EADDRNOTAVAIL'
        ? `${host} is not an address of this machine`
        : err.message;
  console.error(`mock:server: cannot listen: ${why}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const actual = (server.address() as AddressInfo).port;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
  const accounts = DEMO_ACCOUNTS.map((a) => `${a.username}/${a.password} (${a.stateConfigs.join(', ')})`);
  console.log(
    [
      `Mock backend listening on ${base}`,
      `  health     GET ${base}/health`,
      '  API        every operation of openapi.yaml, under /api (other paths answer 404 with JSON)',
      `  accounts   ${accounts.join('; ')}`,
      `  tokens     access ${formatDuration(config.accessTtlSeconds)}, refresh ${formatDuration(config.refreshTtlSeconds)}` +
        (config.latencyMs ? `; ${config.latencyMs} ms added to every answer` : ''),
      `  stores     one per client that sends a mock-session cookie or header (at most ${sessions.max}, ` +
        `forgotten after ${formatDuration(sessions.idleMs / 1000)} unused); the rest share one`,
      `  CORS       pages of this machine${corsOrigins.length ? ` and ${corsOrigins.join(', ')}` : ' only (--cors-origin for others)'}`,
      `  limits     request bodies ${limitsText()}, as openapi.yaml states; larger: 413`,
      '  control    POST /__mock/reset, /__mock/config, /__mock/faults, /__mock/expired-token;',
      '             DELETE /__mock/faults (mock only, from this machine only)',
      `  console    API_PROXY_TARGET=${base} npm run preview`,
      'Ctrl-C stops it.',
    ].join('\n'),
  );
});

function limitsText(): string {
  const mib = (bytes: number) => `${bytes / 1_048_576} MiB`;
  const { default: all, operations } = bodyLimits();
  const special = Object.entries(operations).map(([id, bytes]) => `${id} ${mib(bytes)}`);
  return `${mib(all)}${special.length ? ` (${special.join(', ')})` : ''}`;
}

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second Ctrl-C: do not wait for slow clients.
    process.exit(130);
  }
  stopping = true;
  console.log(`\nmock:server: ${signal}, stopping (again to force)`);
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open: end the idle ones now, the rest soon.
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
