// Fails when `npm run gen` would change what it generates: openapi.yaml, every file under
// src/api/gen (a file there that gen no longer writes counts: gen removes it) and
// src/routeTree.gen.ts (from src/routes). Leaves the fresh output in place, so the fix is to commit
// it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FILES = ['openapi.yaml', 'src/routeTree.gen.ts'];

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
  for (const f of FILES) if (existsSync(f)) out.set(f, readFileSync(f, 'utf8'));
  return out;
}

const before = snapshot();
try {
  // The same Node as this script's (scripts/env.sh chose it).
  execFileSync(process.execPath, ['scripts/gen.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
} catch {
  console.error('gen:check: `npm run gen` failed (above).');
  process.exit(1);
}
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (p) => before.get(p) !== after.get(p),
);
if (changed.length) {
  console.error(`gen:check: the generated code was stale (${changed.length} files):`);
  for (const p of changed.slice(0, 20)) {
    const why = !after.has(p)
      ? ' (no generator writes it: removed)'
      : !before.has(p)
        ? ' (missing: written)'
        : '';
    console.error(`  ${p}${why}`);
  }
  if (changed.length > 20) console.error(`  … and ${changed.length - 20} more`);
  console.error('Run `npm run gen` and commit the result.');
  process.exit(1);
}
console.log(`gen:check: openapi.yaml, src/api/gen and src/routeTree.gen.ts are fresh (${after.size} files)`);
