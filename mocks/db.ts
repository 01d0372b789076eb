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

const shared = new Map<string, unknown>();

/** The seed of `name` every store shares until it changes that slice: built once, frozen (one
 * level deep: the list and each of its records), so that a store cannot change it by mistake. */
function sharedSeed<T>(name: string, seed: () => T): T {
  let value = shared.get(name) as T | undefined;
  if (value === undefined) {
    value = seed();
    if (Array.isArray(value)) for (const item of value) Object.freeze(item);
    Object.freeze(value);
    shared.set(name, value);
  }
  return value;
}

/** A list slice to read: the store's own when it changed it, else the seed shared by every store
 * (a client that only reads costs no copy of the seed; the seed is built once per process). */
export function readList<T>(db: Db, name: string, seed: () => T[]): readonly T[] {
  return (db.slices.get(name) as T[] | undefined) ?? sharedSeed(name, seed);
}

/** A list slice to change: the store's own, copied from the shared seed on the first change.
 * Only the list is copied: a change replaces a record, never edits one in place. */
export function ownList<T>(db: Db, name: string, seed: () => T[]): T[] {
  let own = db.slices.get(name) as T[] | undefined;
  if (!own) {
    own = [...sharedSeed(name, seed)];
    db.slices.set(name, own);
  }
  return own;
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
