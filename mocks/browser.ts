// The in-browser mock backend (npm run dev): an MSW service worker over one store that is kept in
// localStorage, so that edits survive a reload until "Reset demo data".
import { setupWorker } from 'msw/browser';
import { createDb, type Db, dirtySlices } from './db.ts';
import { DEFAULT_CONFIG, type Fault, type MockConfig, type MockEnv } from './env.ts';
import { createHandlers } from './handlers/index.ts';
import { Revocations } from './lib/revocations.ts';
import { hardReloaded, isMockWorkerUpdateFailure, WORKER_URL } from './worker-start.ts';

const STORAGE_KEY = 'mock-backend-db-v1';

function load(): Db {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return createDb(raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined);
  } catch {
    return createDb();
  }
}

export async function startMockWorker(): Promise<void> {
  // Quirks of MSW's start, kept out of the dev console (worker-start.ts).
  if (await hardReloaded(navigator.serviceWorker)) {
    location.reload();
    return new Promise<never>(() => {}); // this document is going away
  }
  window.addEventListener('unhandledrejection', (event) => {
    if (isMockWorkerUpdateFailure(event.reason)) event.preventDefault();
  });
  let db = load();
  const config: MockConfig = { ...DEFAULT_CONFIG, latencyMs: 120 };
  const faults: Fault[] = [];
  const env: MockEnv = {
    dbFor: () => db,
    persist: () => {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(dirtySlices(db)));
      } catch (err) {
        console.warn('The mock backend could not keep its data in localStorage:', err);
      }
    },
    reset: () => {
      localStorage.removeItem(STORAGE_KEY);
      db = createDb();
    },
    configFor: () => config,
    faultsFor: () => faults,
    secret: 'mock-backend-secret',
    revocations: new Revocations(() => Date.now()),
    now: () => Date.now(),
  };
  const worker = setupWorker(...createHandlers(env));
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
}
