// The generated pieces agree with each other: every operation of the contract has a zod schema for
// its answer (so the fetch wrapper checks every answer), and the registry matches the contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
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

  // Reads openapi.yaml (over half a megabyte of YAML): more time than the default.
  it('spells out list, get, add, edit and delete for every dataset', { timeout: 30_000 }, () => {
    const doc = parse(readFileSync('openapi.yaml', 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = new Set(
      Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId)),
    );
    for (const d of datasets) {
      for (const verb of ['List', 'Get', 'Add', 'Edit', 'Delete']) expect(ids).toContain(`${d.key}${verb}`);
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
