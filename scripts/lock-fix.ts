// The npm registry these machines reach lacks some platform builds of native tools (e.g.
// @biomejs/cli-win32-x64). `npm install` then leaves them out of package-lock.json, and `npm ci`
// refuses the lock as out of sync. This adds a lock entry, marked optional and limited to its
// platform, for each such missing platform package, so `npm ci` skips it on Linux.
// Usage: node scripts/lock-fix.ts [--check]   (--check: report and exit 1 instead of writing)
import { readFileSync, writeFileSync } from 'node:fs';

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os || !cpu) return null;
  return { os: [os], cpu: [cpu], ...(parts.includes('musl') ? { libc: ['musl'] } : {}) };
}

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
const added: string[] = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const topKey = `node_modules/${dep}`;
    if ((path && lock.packages[`${path}/node_modules/${dep}`]) || lock.packages[topKey]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[topKey] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added.push(dep);
  }
}

if (process.argv.includes('--check')) {
  if (added.length) {
    console.error(`package-lock.json lacks ${added.length} platform packages (${added.join(', ')}).`);
    console.error('Run `node scripts/lock-fix.ts` and commit the lock, or `npm ci` will fail.');
    process.exit(1);
  }
  console.log('lock-fix: package-lock.json is complete');
} else {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `lock-fix: added ${added.join(', ')}` : 'lock-fix: nothing to add');
}
