// The command line of `npm run contract:verify`.
import { closeSync, openSync, statSync, unlinkSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { US_STATES } from '../../src/lib/us-states.ts';
import type { VerifyOptions } from './run.ts';

export const USAGE = `Checks a live server against the contract (openapi.yaml).

  npm run contract:verify -- --base-url URL --username U --password P [options]

  --base-url URL        the server, e.g. http://127.0.0.1:8787 (paths start with /api)
  --username U          an account of that server (or CONTRACT_VERIFY_USERNAME)
  --password P          its password (or CONTRACT_VERIFY_PASSWORD, kept out of shell history)
  --read-only           only read: no scratch records, no link change, nothing written back
  --include-jobs        also start the three bill jobs (real work on a real server)
  --allow-speaker-assignment
                        also name one speaker group of one video (the contract cannot undo it)
  --state XX            state of the crawl, bill and job calls, one of the account's (default TX, or
                        the account's first state when it lacks TX); hearing calls use it when it
                        is TX or LA, else TX or LA as the account allows
  --datasets a,b        only these datasets (keys as in the contract, e.g. masterBills,counties)
  --bill ID --session S a bill (e.g. HB100) and session for the bill calls, instead of the first
                        bill the bill-versions dataset lists for the state
  --positive-only       only what the console does: leave out the checks of what a server must
                        refuse (bad tokens, other states, invalid input, deleted records,
                        unsupported methods), which run by default
  --expired-token T     a token of this server whose exp has passed (or CONTRACT_VERIFY_EXPIRED_TOKEN),
                        for the expired-token checks (the mock: POST /__mock/expired-token)
  --json FILE           also write the report as JSON
  --junit FILE          also write the report as JUnit XML (for CI)
  --load N              after the checks, N list calls at --load-concurrency at a time (default 8):
                        throughput, p50/p90/p99 latency and failed calls (a failed call fails the run)
  --load-concurrency C
  --timeout MS          per request (default 20000)
  --concurrency N       datasets checked side by side (default 4)
  --help

Exit status: 0 when every check passed (skips allowed), 1 when one failed (or a call of --load, or
the server stopped answering mid-run), 2 on a usage error.`;

export class UsageError extends Error {}

export interface Cli extends VerifyOptions {
  json?: string;
  junit?: string;
  help: boolean;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number`);
  return n;
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Cli {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        'include-jobs': { type: 'boolean', default: false },
        'allow-speaker-assignment': { type: 'boolean', default: false },
        state: { type: 'string' },
        datasets: { type: 'string' },
        bill: { type: 'string' },
        session: { type: 'string' },
        json: { type: 'string' },
        junit: { type: 'string' },
        'positive-only': { type: 'boolean', default: false },
        'expired-token': { type: 'string' },
        load: { type: 'string' },
        'load-concurrency': { type: 'string' },
        timeout: { type: 'string' },
        concurrency: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (err) {
    // parseArgs may quote a stray argument, which could be a password: never echo values.
    const message = argv
      .filter((a) => !a.startsWith('-'))
      .reduce((m, a) => m.split(a).join('[value]'), (err as Error).message);
    throw new UsageError(message);
  }
  const str = (k: string) => values[k] as string | undefined;
  if (values.help) return { help: true, baseUrl: '', username: '', password: '' };

  const baseUrl = str('base-url');
  const username = str('username') ?? env.CONTRACT_VERIFY_USERNAME;
  const password = str('password') ?? env.CONTRACT_VERIFY_PASSWORD;
  if (!baseUrl) throw new UsageError('--base-url is required');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UsageError('--base-url must be an absolute http(s) URL, e.g. http://127.0.0.1:8787');
  }
  if (!/^https?:$/.test(url.protocol))
    throw new UsageError('--base-url must be an absolute http(s) URL, e.g. http://127.0.0.1:8787');
  if (url.username || url.password)
    throw new UsageError('--base-url must not hold credentials; use --username and --password');
  if (!username || !password)
    throw new UsageError('--username and --password are required (or CONTRACT_VERIFY_USERNAME/_PASSWORD)');
  const state = str('state')?.toUpperCase();
  if (state !== undefined && !/^[A-Z]{2}$/.test(state))
    throw new UsageError('--state must be a two-letter state code, e.g. TX');
  // Any other code would be refused (403) by a correct server, and the failures blamed on it.
  if (state !== undefined && !US_STATES.some((s) => s.code === state))
    throw new UsageError(`--state ${state} is not a US state code (e.g. TX, OH)`);
  if (!!str('bill') !== !!str('session')) throw new UsageError('--bill and --session go together');

  return {
    help: false,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    username,
    password,
    readOnly: values['read-only'] as boolean,
    includeJobs: values['include-jobs'] as boolean,
    allowSpeakerAssignment: values['allow-speaker-assignment'] as boolean,
    state,
    datasets: str('datasets')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bill: str('bill'),
    session: str('session'),
    json: str('json'),
    junit: str('junit'),
    positiveOnly: values['positive-only'] as boolean,
    expiredToken: str('expired-token') ?? env.CONTRACT_VERIFY_EXPIRED_TOKEN,
    load: str('load') === undefined ? undefined : positiveInt('load', str('load'), 0),
    loadConcurrency: positiveInt('load-concurrency', str('load-concurrency'), 8),
    timeoutMs: positiveInt('timeout', str('timeout'), 20_000),
    concurrency: positiveInt('concurrency', str('concurrency'), 4),
  };
}

/** Each report file can be written: checked before any call, since the reports are written only
 * once the run is over, and a bad path would lose a whole run. A file that did not exist is not
 * left behind. */
export function checkOutputPaths(cli: Pick<Cli, 'json' | 'junit'>): void {
  for (const [flag, file] of [
    ['--json', cli.json],
    ['--junit', cli.junit],
  ] as const) {
    if (file === undefined) continue;
    let existed = true;
    try {
      existed = statSync(file).isFile();
      if (!existed) throw new UsageError(`${flag} ${file} is not a file (a folder?)`);
    } catch (err) {
      if (err instanceof UsageError) throw err;
      existed = false;
    }
    try {
      // 'a' changes nothing in a file that exists; 'wx' creates it, and it is removed at once.
      closeSync(openSync(file, existed ? 'a' : 'wx'));
      if (!existed) unlinkSync(file);
    } catch (err) {
      const code = (err as { code?: string }).code ?? (err as Error).message;
      const why =
        code === 'ENOENT' ? 'its folder does not exist' : code === 'EACCES' ? 'permission denied' : code;
      throw new UsageError(`${flag} ${file} cannot be written (${why})`);
    }
  }
}
