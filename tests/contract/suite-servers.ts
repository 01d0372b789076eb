// The servers of a describe block of the verifier's tests: the mock backend and a deliberately
// broken server in front of it, started before the block's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { type Running, startMock } from './servers.ts';

export interface SuiteServers {
  /** The mock backend. */
  readonly mock: Running;
  /** The broken server in front of it. */
  readonly broken: Running;
}

export function brokenServerSuite(start: (upstream: string) => Promise<Running>): SuiteServers {
  let mock: Running | undefined;
  let broken: Running | undefined;
  beforeAll(async () => {
    mock = await startMock();
    broken = await start(mock.url);
  });
  afterAll(async () => {
    await broken?.close();
    await mock?.close();
  });
  const started = (r: Running | undefined) => {
    if (!r) throw new Error('the servers are started before the tests of their block');
    return r;
  };
  return {
    get mock() {
      return started(mock);
    },
    get broken() {
      return started(broken);
    },
  };
}
