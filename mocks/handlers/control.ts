// Mock-only endpoints (never part of the contract): reset the store, change token lifetimes,
// inject failures. The browser tests and the dev console's "Reset demo data" use them.
import { delay, HttpResponse, http, passthrough } from 'msw';
import type { Fault, MockEnv } from '../env.ts';

function faultAnswer(f: Fault): Response {
  if (f.html) {
    return new HttpResponse(`<!doctype html><title>${f.status}</title><h1>Error ${f.status}</h1>`, {
      status: f.status,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  return HttpResponse.json({ message: f.message, error: 'injected_fault' }, { status: f.status });
}

export function controlHandlers(env: MockEnv) {
  return [
    // Injected failures come first, so that they win over every real handler.
    http.all('*/api/*', async ({ request }) => {
      const { latencyMs } = env.configFor(request);
      if (latencyMs > 0) await delay(latencyMs);
      const path = new URL(request.url).pathname;
      const faults = env.faultsFor(request);
      const i = faults.findIndex(
        (f) => (f.method === '*' || f.method === request.method) && path.includes(f.path),
      );
      const f = faults[i];
      if (!f) return undefined;
      if (f.times !== undefined && --f.times <= 0) faults.splice(i, 1);
      return faultAnswer(f);
    }),
    http.get('*/__mock/health', () => HttpResponse.json({ status: 'ok' })),
    http.post('*/__mock/reset', ({ request }) => {
      env.reset(request);
      return HttpResponse.json({ message: 'Demo data restored' });
    }),
    http.post('*/__mock/config', async ({ request }) => {
      const patch = (await request.json()) as Record<string, unknown>;
      const cfg = env.configFor(request);
      for (const k of ['accessTtlSeconds', 'refreshTtlSeconds', 'latencyMs'] as const) {
        if (typeof patch[k] === 'number') cfg[k] = patch[k];
      }
      return HttpResponse.json(cfg);
    }),
    http.post('*/__mock/faults', async ({ request }) => {
      const f = (await request.json()) as Fault;
      env.faultsFor(request).push({
        method: f.method ?? '*',
        path: f.path,
        status: f.status ?? 500,
        message: f.message ?? 'Injected failure',
        html: f.html,
        times: f.times,
      });
      return HttpResponse.json({ message: 'Fault added' });
    }),
    http.delete('*/__mock/faults', ({ request }) => {
      env.faultsFor(request).length = 0;
      return HttpResponse.json({ message: 'Faults cleared' });
    }),
    // Media and other static files are not API calls: let them through.
    http.get('*/mock-media/*', () => passthrough()),
  ];
}
