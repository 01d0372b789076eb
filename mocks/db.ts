// The mock backend's state: named slices, each seeded deterministically on first use. A feature
// owns its slice (mocks/handlers/<feature>.ts) and marks it dirty when it changes it; only dirty
// slices are persisted (in the browser, so that edits survive a reload).

export interface Db {
  readonly slices: Map<string, unknown>;
  readonly dirty: Set<string>;
}

export function createDb(saved?: Record<string, unknown>): Db {
  const db: Db = { slices: new Map(), dirty: new Set() };
  for (const [name, value] of Object.entries(saved ?? {})) {
    db.slices.set(name, value);
    db.dirty.add(name);
  }
  return db;
}

/** The slice `name`, seeded by `seed` the first time it is asked for. */
export function slice<T>(db: Db, name: string, seed: () => T): T {
  if (!db.slices.has(name)) db.slices.set(name, seed());
  return db.slices.get(name) as T;
}

export function markDirty(db: Db, name: string): void {
  db.dirty.add(name);
}

/** The changed slices, as JSON-ready data. */
export function dirtySlices(db: Db): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of db.dirty) out[name] = db.slices.get(name);
  return out;
}
