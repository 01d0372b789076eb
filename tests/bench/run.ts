// `npm run bench`: see README ("Benchmark") and docs/decisions/0011-benchmark.md.
// The benchmark needs Node >= 22.18 and Chromium; on a machine without them it goes through
// scripts/env.sh (as `npm test` does), which installs both, and runs again.
import { spawnSync } from 'node:child_process';
import { hasChromium } from './chromium-path.ts';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const nodeOk = major > 22 || (major === 22 && minor >= 18);

if ((!nodeOk || !hasChromium()) && !process.env.BENCH_VIA_ENV) {
  const r = spawnSync(
    'bash',
    ['scripts/env.sh', '--browser', 'node_modules/.bin/tsx', 'tests/bench/run.ts', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, BENCH_VIA_ENV: '1' } },
  );
  process.exit(r.status ?? 1);
}

await import('./bench.ts');
