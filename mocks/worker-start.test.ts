import { describe, expect, it } from 'vitest';
import { hardReloaded, isMockWorkerUpdateFailure } from './worker-start.ts';

const worker = (path: string) => ({ scriptURL: `http://localhost:5173${path}` }) as ServiceWorker;
const container = (controller: boolean, scripts: string[]) => ({
  controller: controller ? worker('/mockServiceWorker.js') : null,
  getRegistrations: async () =>
    scripts.map((s) => ({ active: worker(s), waiting: null, installing: null }) as ServiceWorkerRegistration),
});

describe('starting the mock worker', () => {
  it('tells a hard reload (registered, not in control) from a first visit and a normal load', async () => {
    expect(await hardReloaded(container(false, ['/mockServiceWorker.js']))).toBe(true);
    expect(await hardReloaded(container(false, []))).toBe(false);
    expect(await hardReloaded(container(false, ['/other-worker.js']))).toBe(false);
    expect(await hardReloaded(container(true, ['/mockServiceWorker.js']))).toBe(false);
  });

  it("quiets only the mock worker's failed update", () => {
    const failed = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://localhost:5173/') with script ('http://localhost:5173/mockServiceWorker.js'): An unknown error occurred when fetching the script.",
    );
    expect(isMockWorkerUpdateFailure(failed)).toBe(true);
    expect(isMockWorkerUpdateFailure(failed.message)).toBe(true);
    expect(
      isMockWorkerUpdateFailure(
        new TypeError(
          "Failed to update a ServiceWorker for scope ('http://localhost:5173/') with script ('http://localhost:5173/sw.js'): x",
        ),
      ),
    ).toBe(false);
    expect(isMockWorkerUpdateFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMockWorkerUpdateFailure(undefined)).toBe(false);
  });
});
