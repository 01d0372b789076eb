// The mock backend for Vitest (msw/node): one fresh store per `resetMockBackend()`.
import { setupServer } from 'msw/node';
import { createDb, type Db } from './db.ts';
import { DEFAULT_CONFIG, type Fault, type MockConfig, type MockEnv } from './env.ts';
import { createHandlers } from './handlers/index.ts';
import { Revocations } from './lib/revocations.ts';

let db: Db = createDb();
let config: MockConfig = { ...DEFAULT_CONFIG };
const faults: Fault[] = [];

export const mockEnv: MockEnv = {
  dbFor: () => db,
  persist: () => {},
  reset: () => {
    db = createDb();
  },
  configFor: () => config,
  faultsFor: () => faults,
  secret: 'mock-backend-secret',
  revocations: new Revocations(() => Date.now()),
  now: () => Date.now(),
};

export const server = setupServer(...createHandlers(mockEnv));

export function resetMockBackend(): void {
  db = createDb();
  config = { ...DEFAULT_CONFIG };
  faults.length = 0;
  mockEnv.revocations.clear();
}
