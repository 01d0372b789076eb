// A method a path does not offer is answered 405 (with Allow) or 404, in the error shape: one
// probe per path of the contract. A path offering only POST is asked with GET (the common
// mistake); the others with PUT, which no path offers (and which changes nothing on a server
// that answers it as it must).
import type { OperationId } from '../contract.ts';
import type { Lane } from '../lane.ts';
import { minimalRequest } from './requests.ts';

export interface MethodRun {
  runId: string;
  readOnly: boolean;
  hearingState: string;
}

/** `ops`: the operations whose paths to try (each path once, under its first operation). */
export async function refusesOtherMethods(
  lane: Lane,
  ops: { id: OperationId; method: string; path: string }[],
  run: MethodRun,
): Promise<void> {
  const byPath = new Map<string, { id: OperationId; methods: string[] }>();
  for (const op of ops) {
    const entry = byPath.get(op.path);
    if (entry) entry.methods.push(op.method);
    else byPath.set(op.path, { id: op.id, methods: [op.method] });
  }
  for (const { id, methods } of byPath.values()) {
    const method = methods.every((m) => m === 'POST') ? 'GET' : 'PUT';
    const path = minimalRequest(id, run.runId, run.hearingState).path.split('?')[0] as string;
    const check = `${method}, a method the path does not offer: refused (405 or 404)`;
    if (run.readOnly && method !== 'GET') {
      lane.skip(id, check, 'read-only run (--read-only)', path, 'methods');
      continue;
    }
    const out = await lane.probe({
      operation: id,
      suite: 'methods',
      check,
      method,
      path,
      body: method === 'GET' ? undefined : {},
      expect: [405, 404],
    });
    if (out.ok && out.answer.status === 405 && !out.answer.allow)
      lane.behaviour(out.row, '', `an Allow header naming ${methods.join(', ')}`, 'no Allow header');
  }
}
