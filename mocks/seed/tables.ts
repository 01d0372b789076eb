// Seed rows for every dataset, deterministic per dataset key.
import type { ColumnConfig, DatasetConfig } from '../../src/api/gen/registry/datasets.ts';
import { createRng, hashSeed, type Rng } from '../lib/random.ts';

export type Row = Record<string, unknown>;

const STATES = ['TX', 'LA', 'IL', 'OH', 'IN', 'MS', 'NY', 'OK', 'AR', 'SC'];

function value(col: ColumnConfig, i: number, rng: Rng): unknown {
  switch (col.type) {
    case 'number':
      return rng.int(1, 500);
    case 'bigint':
      return (9007199254740993n + BigInt(i) * 7919n).toString();
    case 'boolean':
      return rng.chance(0.5);
    case 'date':
      return `2025-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    case 'time':
      return `${String(rng.int(8, 18)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`;
    case 'datetime':
      return `2025-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}T${String(rng.int(8, 18)).padStart(2, '0')}:00:00Z`;
    default:
      if (/state/i.test(col.key) && /code|^state$/i.test(col.key)) return rng.pick(STATES);
      return `${col.label} ${i + 1}`;
  }
}

export function seedTable(d: DatasetConfig): Row[] {
  const rng = createRng(hashSeed(d.key));
  const rows: Row[] = [];
  for (let i = 0; i < 25; i++) {
    const row: Row = {};
    for (const c of d.columns) row[c.key] = value(c, i, rng);
    for (const k of d.primaryKey) {
      const col = d.columns.find((c) => c.key === k);
      row[k] = col?.type === 'number' ? i + 1 : `${String(row[k])}`;
    }
    if (d.primaryKey.length === 1 && d.columns.find((c) => c.key === d.primaryKey[0])?.type !== 'number') {
      row[d.primaryKey[0] as string] = `${d.primaryKey[0]}-${i + 1}`;
    }
    rows.push(row);
  }
  return rows;
}
