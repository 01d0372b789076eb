// Seed rows for every dataset: the hand-shaped, coherent seeds of each domain, or (for a dataset
// added to the registry later without one) plain rows derived from its column types.
import type { ColumnConfig, DatasetConfig } from '../../src/api/gen/registry/datasets.ts';
import type { Rng } from '../lib/random.ts';
import { billSeeds } from './bills.ts';
import { electionSeeds } from './elections.ts';
import { legislatureSeeds } from './legislature.ts';
import { type Row, rngFor } from './lib.ts';
import { lobbyingSeeds } from './lobbying.ts';
import { workflowSeeds } from './workflow.ts';

export type { Row };

/** The seed generator of each dataset key. */
export const SEEDS: Record<string, () => Row[]> = {
  ...legislatureSeeds,
  ...billSeeds,
  ...electionSeeds,
  ...lobbyingSeeds,
  ...workflowSeeds,
};

function plainValue(col: ColumnConfig, i: number, rng: Rng): unknown {
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
      return `${col.label} ${i + 1}`;
  }
}

function plainRows(d: DatasetConfig): Row[] {
  const rng = rngFor(d.key);
  return Array.from({ length: 25 }, (_, i) => {
    const row: Row = Object.fromEntries(d.columns.map((c) => [c.key, plainValue(c, i, rng)]));
    for (const k of d.primaryKey) {
      const col = d.columns.find((c) => c.key === k);
      row[k] = col?.type === 'number' ? i + 1 : `${k}-${i + 1}`;
    }
    return row;
  });
}

/**
 * A fresh copy of the dataset's seed, each row holding exactly the dataset's columns (a column a
 * generator leaves out is null). The store mutates what this returns, so it is never shared.
 */
export function seedTable(d: DatasetConfig): Row[] {
  const build = SEEDS[d.key];
  const rows = build ? build() : plainRows(d);
  return rows.map((r) => Object.fromEntries(d.columns.map((c) => [c.key, r[c.key] ?? null])));
}
