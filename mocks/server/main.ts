// npm run mock:server -- [--host 127.0.0.1] [--port 8787]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createMockServer } from './create.ts';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: process.env.MOCK_HOST ?? '127.0.0.1' },
    port: { type: 'string', default: process.env.MOCK_PORT ?? '8787' },
    'access-ttl': { type: 'string' },
  },
});

const accessTtl = values['access-ttl'] ? Number(values['access-ttl']) : undefined;
const server = createMockServer({
  mediaDir: fileURLToPath(new URL('../public/mock-media', import.meta.url)),
  config: accessTtl ? { accessTtlSeconds: accessTtl } : {},
});
server.listen(Number(values.port), values.host, () => {
  console.log(`mock backend listening on http://${values.host}:${values.port} (health: /health)`);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
