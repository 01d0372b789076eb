// The request body limits the contract states (info.x-request-body-limits of contract/base.yaml,
// copied into openapi.yaml): the HTTP server stops reading a body at its operation's limit.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type OperationInfo, operations } from '../../src/api/gen/registry/operations.ts';

export interface BodyLimits {
  default: number;
  operations: Record<string, number>;
}

const BASE = new URL('../../contract/base.yaml', import.meta.url);

let limits: BodyLimits | undefined;

/** The limits as the contract states them (read once). */
export function bodyLimits(): BodyLimits {
  if (!limits) {
    const doc = parse(readFileSync(BASE, 'utf8')) as { info: { 'x-request-body-limits'?: BodyLimits } };
    const stated = doc.info['x-request-body-limits'];
    if (!stated || !Number.isSafeInteger(stated.default))
      throw new Error('contract/base.yaml states no info.x-request-body-limits.default');
    limits = { default: stated.default, operations: stated.operations ?? {} };
  }
  return limits;
}

let byRoute: Map<string, number> | undefined;

/** The largest body a call of `method path` may send, in bytes. */
export function bodyLimitOf(method: string, path: string): number {
  const { default: fallback, operations: special } = bodyLimits();
  if (!byRoute) {
    byRoute = new Map();
    for (const [id, bytes] of Object.entries(special)) {
      const op = (operations as Record<string, OperationInfo>)[id];
      if (!op) throw new Error(`x-request-body-limits names ${id}, which is not an operation`);
      if (op.path.includes('{')) throw new Error(`x-request-body-limits: ${id} has a path template`);
      byRoute.set(`${op.method} ${op.path}`, bytes);
    }
  }
  return byRoute.get(`${method} ${path}`) ?? fallback;
}
