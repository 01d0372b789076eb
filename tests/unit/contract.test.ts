// The generated pieces agree with each other: every operation of the contract has a zod schema for
// its answer (so the fetch wrapper checks every answer), and the registry matches the contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datasets } from '../../src/api/gen/registry/datasets';
import { operations } from '../../src/api/gen/registry/operations';

const zodModules = import.meta.glob<Record<string, unknown>>('../../src/api/gen/zod/*/*.zod.ts', {
  eager: true,
});
const pascal = (s: string) => s[0]?.toUpperCase() + s.slice(1);

describe('the generated client', () => {
  it('has an answer schema for every operation', () => {
    const missing = Object.entries(operations).filter(([id, op]) => {
      const mod = zodModules[`../../src/api/gen/zod/${op.module}/${op.module}.zod.ts`];
      return !mod?.[`${pascal(id)}Response`];
    });
    expect(missing.map(([id]) => id)).toEqual([]);
  });

  it('spells out list, get, add, edit and delete for every dataset, which the registry names', () => {
    // The operationIds of openapi.yaml, read from its lines (parsing all 550 KB of YAML takes
    // seconds on a busy machine).
    const text = readFileSync('openapi.yaml', 'utf8');
    const ids = new Set([...text.matchAll(/^ {6}operationId: (\w+)$/gm)].map((m) => m[1]));
    expect(ids.size).toBe(Object.keys(operations).length);
    for (const d of datasets) {
      const verbs = ['list', 'get', 'add', 'edit', 'delete'] as const;
      const named = verbs.map((k) => d.operations[k]);
      expect(named).toEqual(['List', 'Get', 'Add', 'Edit', 'Delete'].map((verb) => `${d.key}${verb}`));
      for (const id of named) expect(ids).toContain(id);
    }
    expect(datasets.length).toBeGreaterThanOrEqual(70);
  });

  it('marks the 64-bit columns as bigint (exact) in the registry', () => {
    const bigints = datasets.flatMap((d) =>
      d.columns.filter((c) => c.type === 'bigint').map((c) => `${d.key}.${c.key}`),
    );
    expect(bigints).toEqual(expect.arrayContaining(['billSponsors.FtmEid', 'memberSessions.FtmEid']));
  });
});
