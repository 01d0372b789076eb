// Builds the production console and serves it the way the browser tests do (playwright.config.ts):
// `vite preview` of the build, with /api proxied to the mock backend over HTTP (mocks/server).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export interface Served {
  baseURL: string;
  stop(): Promise<void>;
}

const bin = (name: string) => `node_modules/.bin/${name}`;

/** `vite build` into `outDir`; throws with vite's own output when the build fails. */
export function build(outDir: string): void {
  const r = spawnSync(bin('vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so that stopping it also stops what it started.
    detached: true,
  });
  child.stderr?.on('data', (d: Buffer) => {
    const text = d.toString().trim();
    if (text) console.error(`[${args[0]}] ${text}`);
  });
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 3000);
  await exited;
  clearTimeout(timer);
}

/** Serves `outDir` on `port` (a free one when 0) with the mock backend on the port after it. */
export async function serve(outDir: string, port = 0): Promise<Served> {
  const webPort = port || (await freePort());
  const mockPort = port ? port + 1 : await freePort();
  const mock = start(bin('tsx'), ['mocks/server/main.ts', '--port', String(mockPort)]);
  const web = start(bin('vite'), ['preview', '--outDir', outDir, '--port', String(webPort), '--strictPort'], {
    API_PROXY_TARGET: `http://127.0.0.1:${mockPort}`,
  });
  const stop = async () => {
    await Promise.all([stopChild(web), stopChild(mock)]);
  };
  try {
    await waitFor(`http://127.0.0.1:${mockPort}/health`, mock);
    await waitFor(`http://127.0.0.1:${webPort}/sign-in`, web);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL: `http://127.0.0.1:${webPort}`, stop };
}
