// Fails when `npm run gen` would change openapi.yaml or src/api/gen (a stale generation). Leaves
// the fresh output in place, so the fix is to commit it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p, readFileSync(p, 'utf8'));
    }
  };
  walk('src/api/gen');
  if (existsSync('openapi.yaml')) out.set('openapi.yaml', readFileSync('openapi.yaml', 'utf8'));
  return out;
}

const before = snapshot();
execFileSync('node', ['scripts/gen.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (p) => before.get(p) !== after.get(p),
);
if (changed.length) {
  console.error(`gen:check: the generated code was stale (${changed.length} files):`);
  for (const p of changed.slice(0, 20)) console.error(`  ${p}`);
  console.error('Run `npm run gen` and commit the result.');
  process.exit(1);
}
console.log(`gen:check: openapi.yaml and src/api/gen are fresh (${after.size} files)`);
