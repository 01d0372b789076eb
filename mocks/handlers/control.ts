// Mock-only endpoints (never part of the contract): reset the store, change token lifetimes,
// inject failures, hand out an expired token pair. The browser tests, the contract tests and the
// dev console's "Reset demo data" use them. Over HTTP only the machine itself may call them
// (mocks/server/create.ts). Their bodies are checked like any API body: a bad one is a 400 that
// says why, in the contract's error shape.
import { delay, HttpResponse, http, passthrough } from 'msw';
import * as z from 'zod';
import type { Fault, MockEnv } from '../env.ts';
import { check, failure } from '../http.ts';
import { findAccount, issueTokens } from './auth.ts';

function faultAnswer(f: Fault): Response {
  if (f.html) {
    return new HttpResponse(`<!doctype html><title>${f.status}</title><h1>Error ${f.status}</h1>`, {
      status: f.status,
      headers: { 'Content-Type': 'text/html' },
    });
  }
  return HttpResponse.json({ message: f.message, error: 'injected_fault' }, { status: f.status });
}

const seconds = z
  .number()
  .int()
  .min(1)
  .max(366 * 86_400);
const ConfigPatch = z.strictObject({
  accessTtlSeconds: seconds.optional(),
  refreshTtlSeconds: seconds.optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
});

const FaultBody = z.strictObject({
  path: z.string().min(1).max(500),
  status: z.number().int().min(100).max(599).default(500),
  message: z.string().max(2000).default('Injected failure'),
  method: z.enum(['*', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE']).default('*'),
  html: z.boolean().optional(),
  times: z.number().int().min(1).optional(),
});

const ExpiredTokenBody = z.strictObject({ username: z.string().min(1).max(256) });

/** The JSON body of a control call: an object, or a 400 saying what came instead. */
async function jsonObject(request: Request, example: string): Promise<Record<string, unknown>> {
  const text = await request.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch (err) {
    failure(400, `The request body is not valid JSON (${(err as Error).message})`, 'bad_json');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    failure(
      400,
      `The body must be a JSON object such as ${example}, not ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`,
      'invalid_request',
    );
  return value as Record<string, unknown>;
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
      const patch = check(await jsonObject(request, '{"latencyMs": 100}'), ConfigPatch, 'body');
      const cfg = env.configFor(request);
      Object.assign(cfg, patch);
      return HttpResponse.json(cfg);
    }),
    http.post('*/__mock/faults', async ({ request }) => {
      const f = check(await jsonObject(request, '{"path": "/api/crawl", "status": 500}'), FaultBody, 'body');
      env.faultsFor(request).push(f);
      return HttpResponse.json({ message: 'Fault added' });
    }),
    http.delete('*/__mock/faults', ({ request }) => {
      env.faultsFor(request).length = 0;
      return HttpResponse.json({ message: 'Faults cleared' });
    }),
    // A genuine token pair of an account whose exp has passed, for checking that a server refuses
    // expired tokens (contract:verify --expired-token).
    http.post('*/__mock/expired-token', async ({ request }) => {
      const { username } = check(await jsonObject(request, '{"username": "demo"}'), ExpiredTokenBody, 'body');
      const account = findAccount(username);
      if (!account) failure(404, `No account named ${username}`, 'not_found');
      const { refreshTtlSeconds, accessTtlSeconds } = env.configFor(request);
      const ago = Math.max(refreshTtlSeconds, accessTtlSeconds) + 60;
      return HttpResponse.json(await issueTokens(env, request, account, `expired-${env.now()}`, ago));
    }),
    // Media and other static files are not API calls: let them through.
    http.get('*/mock-media/*', () => passthrough()),
  ];
}
