// The contract's zod schema of a dataset's add or edit body, loaded on demand: each dataset's
// schemas are a chunk of their own (the same chunk the contract check loads for its answers), so
// the table screen does not pay for seventy of them.
import type { DatasetConfig } from '../../api/gen/registry/types';
import type { FormMode } from './form-values';

interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
}

export interface BodySchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: ZodIssueLike[] } };
}

const cache = new Map<string, Promise<BodySchema>>();

export function loadBodySchema(d: DatasetConfig, mode: FormMode): Promise<BodySchema> {
  const id = mode === 'add' ? d.operations.add : d.operations.edit;
  let pending = cache.get(id);
  if (!pending) {
    pending = import('../../api/contract-check')
      .then((check) => check.zodSchema(id, 'Body'))
      .then((schema) => {
        if (!schema) throw new Error(`The contract has no body schema for ${id}`);
        return schema;
      });
    // A failed chunk load may succeed later (a flaky network): do not keep the failure.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
