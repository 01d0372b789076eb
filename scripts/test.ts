// `npm test`: every check CI runs, in order, stopping at the first failure. Steps:
// lockfile completeness, generation freshness, typecheck, lint (code, boundaries and contract), unused code, format
// check, unit tests, production build, build-output tests, browser tests.
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['lockfile installs with npm ci', ['node', 'scripts/lock-fix.ts', '--check']],
  ['generated code is fresh', ['node', 'scripts/gen-check.ts']],
  ['typecheck', ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  [
    'lint, import order and boundaries (code)',
    ['npx', 'biome', 'check', '--error-on-warnings', '--formatter-enabled=false', '.'],
  ],
  ['lint (contract)', ['npx', 'redocly', 'lint', 'openapi.yaml', '--format=summary']],
  ['no unused files, exports or dependencies', ['npx', 'knip', '--no-progress']],
  ['format check', ['npx', 'biome', 'format', '.']],
  ['unit and component tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['production build', ['npx', 'vite', 'build']],
  ['build output tests', ['npx', 'vitest', 'run', '--project', 'build']],
  ['browser tests', ['npx', 'playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd as string, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed++;
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
