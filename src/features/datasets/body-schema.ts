// The contract's zod schema of a dataset's add or edit body, loaded on demand: each dataset's
// schemas are a chunk of their own (the same chunk the fetch wrapper loads to check answers), so
// the table screen does not pay for seventy of them.

import { type OperationInfo, operations } from '../../api/gen/registry/operations';
import type { DatasetConfig } from '../../api/gen/registry/types';
import type { FormMode } from './form-values';

export interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
}

export interface BodySchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: ZodIssueLike[] } };
}

const modules = import.meta.glob<Record<string, BodySchema>>('../../api/gen/zod/*/*.zod.ts');
const cache = new Map<string, Promise<BodySchema>>();

export function loadBodySchema(d: DatasetConfig, mode: FormMode): Promise<BodySchema> {
  const id = `${d.key}${mode === 'add' ? 'Add' : 'Edit'}`;
  let pending = cache.get(id);
  if (!pending) {
    const op = (operations as Record<string, OperationInfo>)[id];
    const load = op && modules[`../../api/gen/zod/${op.module}/${op.module}.zod.ts`];
    const name = `${id[0]?.toUpperCase()}${id.slice(1)}Body`;
    pending = load
      ? load().then((mod) => {
          const schema = mod[name];
          if (!schema) throw new Error(`The contract has no ${name} schema`);
          return schema;
        })
      : Promise.reject(new Error(`The contract has no ${id} operation`));
    // A failed chunk load may succeed later (a flaky network): do not keep the failure.
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
