import { describe, expect, it } from 'vitest';
import { fakeJwt, inSeconds } from '../../../tests/unit/tokens';
import { clearSession, writeSession } from '../../api/session';
import { appendLog, clearLog, LOG_LIMIT, readLog, restoreLog } from './run-log';

const signIn = (n: number) =>
  writeSession({
    accessToken: fakeJwt({ exp: inSeconds(60), stateConfigs: ['TX'] }),
    refreshToken: fakeJwt({ exp: inSeconds(3600), jti: `sign-in-${n}` }),
  });

const entry = (job: 'runDate' | 'runBill', at: string) => ({
  at,
  job,
  state: 'TX',
  parameters: { state: 'TX', session: '89R' },
  answer: { jobId: at },
});

describe('run log', () => {
  it('keeps this sign-in’s jobs, newest first', () => {
    signIn(1);
    clearLog();
    appendLog(entry('runDate', '2025-03-04T10:00:00Z'));
    appendLog(entry('runBill', '2025-03-04T10:05:00Z'));
    expect(readLog().map((e) => e.job)).toEqual(['runBill', 'runDate']);
    expect(readLog()).toBe(readLog()); // stable between changes (useSyncExternalStore)
  });

  it('is dropped at sign-out and not shown to the next sign-in', () => {
    signIn(1);
    appendLog(entry('runDate', '2025-03-04T10:00:00Z'));
    clearSession();
    expect(readLog()).toEqual([]);
    expect(sessionStorage.getItem('run-tools:log')).toBeNull();
    signIn(2);
    expect(readLog()).toEqual([]);
  });

  it('a cleared log comes back with Undo, after the jobs started since', () => {
    signIn(1);
    clearLog();
    appendLog(entry('runDate', '2025-03-04T10:00:00Z'));
    appendLog(entry('runBill', '2025-03-04T10:05:00Z'));
    const cleared = readLog();
    clearLog();
    expect(readLog()).toEqual([]);
    appendLog(entry('runDate', '2025-03-04T11:00:00Z'));
    restoreLog(cleared);
    expect(readLog().map((e) => e.at)).toEqual([
      '2025-03-04T11:00:00Z',
      '2025-03-04T10:05:00Z',
      '2025-03-04T10:00:00Z',
    ]);
  });

  it('survives a new refresh token of the same sign-in', () => {
    signIn(1);
    clearLog();
    appendLog(entry('runDate', '2025-03-04T10:00:00Z'));
    signIn(3); // the server rotated the refresh token
    expect(readLog()).toHaveLength(1);
  });

  it('ignores a log stored by another sign-in', () => {
    signIn(1);
    sessionStorage.setItem(
      'run-tools:log',
      JSON.stringify({ owner: 'someone-else', entries: [entry('runDate', 'x')] }),
    );
    clearLog();
    sessionStorage.setItem(
      'run-tools:log',
      JSON.stringify({ owner: 'someone-else', entries: [entry('runDate', 'x')] }),
    );
    expect(readLog()).toEqual([]);
  });

  it(`keeps at most ${LOG_LIMIT} entries`, () => {
    signIn(1);
    clearLog();
    for (let i = 0; i < LOG_LIMIT + 5; i++)
      appendLog(entry('runDate', new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString()));
    expect(readLog()).toHaveLength(LOG_LIMIT);
    expect(readLog()[0]?.at).toBe(new Date(Date.UTC(2025, 0, 1, 0, LOG_LIMIT + 4)).toISOString());
  });
});
