// @vitest-environment node
// The command itself: its exit status, its table, the JSON report, and that neither shows the
// password or a token.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { startBrokenServer } from '../../tests/contract/broken-server.ts';
import { withRealNetwork } from '../../tests/contract/real-network.ts';
import { startProxy } from '../../tests/contract/servers.ts';
import { brokenServerSuite } from '../../tests/contract/suite-servers.ts';
import { checkOutputPaths } from './args.ts';
import type { Report } from './report.ts';

vi.setConfig({ testTimeout: 60_000 });
withRealNetwork();

const run = promisify(execFile);
const PASSWORD = 'demo';

/** Runs `npm run contract:verify -- ...args`; resolves with its exit status and output. */
async function contractVerify(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'scripts/contract-verify/main.ts', ...args]);
    return { code: 0, ...r };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run contract:verify', () => {
  const servers = brokenServerSuite(startBrokenServer);

  it('exits 1 on a failure, prints the table and writes the same report as JSON, with no secret', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'contract-verify-')), 'report.json');
    const args = ['--base-url', servers.broken.url, '--username', 'demo', '--password', PASSWORD];
    const { code, stdout, stderr } = await contractVerify([...args, '--datasets', 'members', '--json', file]);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^membersList +list page 1 +200 +FAIL +\/data\/0\/MemberId: expected number, received "\d+"$/m,
    );
    expect(stdout).toMatch(
      /^loadCrawlLinks +load the links of TX +200 +FAIL +expected application\/json, received text\/html/m,
    );
    expect(stdout).toContain('Failing operations: membersList, loadCrawlLinks');

    const json = readFileSync(file, 'utf8');
    const report = JSON.parse(json) as Report;
    expect(report.summary.failedOperations).toEqual(['membersList', 'loadCrawlLinks']);
    expect(
      report.results.find((r) => r.operation === 'membersList' && r.result === 'fail')?.mismatch,
    ).toEqual({
      kind: 'body',
      pointer: '/data/0/MemberId',
      expected: 'number',
      received: expect.stringMatching(/^"\d+"$/),
    });
    for (const out of [stdout, stderr, json]) {
      expect(out).not.toContain(PASSWORD);
      expect(out).not.toMatch(/eyJ[\w-]+\./);
    }
  });

  it('writes a JUnit report for CI: a suite per kind of check, a failure with its curl command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'));
    const args = [
      '--base-url',
      servers.broken.url,
      '--username',
      'demo',
      '--password',
      PASSWORD,
      '--read-only',
    ];
    const { code } = await contractVerify([...args, '--datasets', 'members', '--junit', join(dir, 'r.xml')]);
    expect(code).toBe(1);
    const xml = readFileSync(join(dir, 'r.xml'), 'utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract-verify [^"]+" tests="(\d+)" failures="[1-9]\d*"/,
    );
    for (const suite of ['positive', 'tokens', 'state', 'input', 'lifecycle', 'methods'])
      expect(xml).toContain(`<testsuite name="contract-verify.${suite}"`);
    expect(xml).toMatch(
      /<testcase classname="membersList" name="GET \/api\/table\/members\?page=1&amp;limit=10: list page 1" time="[\d.]+">\n\s+<failure type="body" message="body: \/data\/0\/MemberId: expected number, received &quot;\d+&quot;">/,
    );
    expect(xml).toContain(`Reproduce:\ncurl -i -X GET &apos;`.replace('&apos;', "'"));
    expect(xml).toContain('<skipped message="read-only run (--read-only)"/>');
    // Every test case is well formed: as many open as closed.
    expect(xml.match(/<testcase /g)?.length).toBe(
      (xml.match(/<\/testcase>/g)?.length ?? 0) + (xml.match(/<testcase [^>]*\/>/g)?.length ?? 0),
    );
    expect(xml).not.toContain(PASSWORD === 'demo' ? 'eyJ' : PASSWORD);
  });

  it('runs a bounded load check and reports throughput, percentiles and failures', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'));
    const { code, stdout } = await contractVerify([
      '--base-url',
      servers.mock.url,
      '--username',
      'demo',
      '--password',
      PASSWORD,
      '--positive-only',
      '--read-only',
      '--datasets',
      'states,counties',
      '--load',
      '200',
      '--load-concurrency',
      '4',
      '--json',
      join(dir, 'r.json'),
    ]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(
      /^Load: 200 list calls, 4 at a time, in [\d.]+ s: \d+\/s, p50 \d+ ms, p90 \d+ ms, p99 \d+ ms, max \d+ ms, none failed\.$/m,
    );
    const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')) as Report;
    expect(report.load).toMatchObject({ calls: 200, concurrency: 4, errorCount: 0, errors: {} });
    expect(report.load?.p50).toBeLessThanOrEqual(report.load?.p99 ?? 0);
  });

  it('fails the run when calls of the load check fail', async () => {
    // Every second signed list of states after the first answers 503.
    let n = 0;
    const flaky = await startProxy(servers.mock.url, async (call) => {
      const signed = call.headers.authorization && !call.headers.authorization.endsWith('not-a-token');
      if (call.method !== 'GET' || call.path !== '/api/table/states?page=1&limit=10' || !signed)
        return undefined;
      return ++n > 1 && n % 2 === 0
        ? { status: 503, contentType: 'application/json', text: '{"message":"Busy"}' }
        : undefined;
    });
    try {
      const { code, stdout } = await contractVerify([
        '--base-url',
        flaky.url,
        '--username',
        'demo',
        '--password',
        PASSWORD,
        '--positive-only',
        '--read-only',
        '--datasets',
        'states',
        '--load',
        '20',
      ]);
      expect(code, stdout).toBe(1);
      expect(stdout).toContain('0 failed');
      expect(stdout).toMatch(/^Load: 20 list calls, 8 at a time, .* 10 failed \(10 status 503\)\.$/m);
    } finally {
      await flaky.close();
    }
  });

  it('reports a listed row that breaks the contract as a failure and goes on, instead of stopping', async () => {
    // Every member session answered carries a date in another form than the contract's.
    const dates = await startProxy(servers.mock.url, async (call, upstream) => {
      if (!call.path.startsWith('/api/table/memberSessions')) return undefined;
      const up = await upstream();
      if (up.status >= 300) return up;
      const body = JSON.parse(up.text) as { data?: Record<string, unknown>[] | Record<string, unknown> };
      for (const r of Array.isArray(body.data) ? body.data : body.data ? [body.data] : [])
        r.DateAssumedOffice = '31/12/2020';
      return { ...up, text: JSON.stringify(body) };
    });
    try {
      const { code, stdout, stderr } = await contractVerify([
        '--base-url',
        dates.url,
        '--username',
        'demo',
        '--password',
        PASSWORD,
        '--datasets',
        'memberSessions',
      ]);
      expect(stderr).not.toContain('stopped');
      expect(code, stdout).toBe(1);
      expect(stdout).toMatch(
        /^memberSessionsList +list page 1 +200 +FAIL +\/data\/0\/DateAssumedOffice: expected a date \(YYYY-MM-DD\), received "31\/12\/2020"$/m,
      );
      expect(stdout).toMatch(
        /^memberSessionsEdit +edit a scratch record +- +skip +not checked: no row of page 1 matches the contract/m,
      );
      expect(stdout).toMatch(/^logout +sign out +200 +pass/m);
    } finally {
      await dates.close();
    }
  });

  it('exits 0 when every check passes', async () => {
    const { code, stdout } = await contractVerify([
      '--base-url',
      servers.mock.url,
      '--username',
      'demo',
      '--password',
      PASSWORD,
      '--read-only',
      '--datasets',
      'states',
    ]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/checks: \d+ passed, 0 failed, \d+ skipped/);
  });

  it('exits 2 on a usage error, without echoing what was typed', async () => {
    const missing = await contractVerify(['--base-url', servers.mock.url, '--username', 'demo']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--username and --password are required');

    const stray = await contractVerify(['--base-url', servers.mock.url, '--username', 'demo', 's3cret-typo']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).not.toContain('s3cret-typo');

    const unknown = await contractVerify([
      '--base-url',
      servers.mock.url,
      '--username',
      'u',
      '--password',
      'p',
      '--datasets',
      'nope',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown dataset(s): nope');

    const account = ['--base-url', servers.mock.url, '--username', 'analyst', '--password', 'analyst'];
    const notAState = await contractVerify([...account, '--state', 'zz']);
    expect(notAState.code).toBe(2);
    expect(notAState.stderr).toContain('contract:verify: --state ZZ is not a US state code (e.g. TX, OH)\n');
  });

  it('exits 2 for a --state the account does not cover, naming its states, instead of failing the server', async () => {
    const args = ['--base-url', servers.mock.url, '--username', 'analyst', '--password', 'analyst'];
    const { code, stdout, stderr } = await contractVerify([...args, '--state', 'TX', '--datasets', 'states']);
    expect(code, stdout).toBe(2);
    expect(stderr).toContain(
      'contract:verify: --state TX is not a state of this account, which covers OH, IL: name one of them, or leave --state out\n',
    );
    expect(stdout).toBe('');
  });

  it('exits 2 before any call when a report file cannot be written', async () => {
    const proxy = await startProxy(servers.mock.url);
    try {
      const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'));
      const args = ['--base-url', proxy.url, '--username', 'demo', '--password', PASSWORD];
      const junit = await contractVerify([...args, '--junit', join(dir, 'no-such-folder', 'r.xml')]);
      expect(junit.code).toBe(2);
      expect(junit.stderr).toContain(
        `contract:verify: --junit ${join(dir, 'no-such-folder', 'r.xml')} cannot be written (its folder does not exist)\n`,
      );
      const json = await contractVerify([...args, '--json', dir]);
      expect(json.code).toBe(2);
      expect(json.stderr).toContain(`contract:verify: --json ${dir} is not a file (a folder?)\n`);
      expect(proxy.calls).toEqual([]);
      // A path that can be written is not left behind by the check.
      checkOutputPaths({ json: join(dir, 'r.json') });
      expect(existsSync(join(dir, 'r.json'))).toBe(false);
    } finally {
      await proxy.close();
    }
  });
});
