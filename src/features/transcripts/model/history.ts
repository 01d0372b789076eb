// The editor's state: the transcript as loaded (`base`), then one entry per edit; `index` is how
// many of them are in effect, so undo and redo only move it. Entries share every paragraph they
// did not change, so a long history costs little memory.
import type { EditOp } from './ops';
import type { Transcript } from './types';

export interface History {
  base: Transcript;
  entries: readonly { op: EditOp; transcript: Transcript }[];
  index: number;
}

export function createHistory(base: Transcript): History {
  return { base, entries: [], index: 0 };
}

export function current(h: History): Transcript {
  return h.index === 0 ? h.base : (h.entries[h.index - 1]?.transcript ?? h.base);
}

/** The ops in effect: what a draft keeps. */
export function ops(h: History): EditOp[] {
  return h.entries.slice(0, h.index).map((e) => e.op);
}

export function push(h: History, op: EditOp, transcript: Transcript): History {
  return { ...h, entries: [...h.entries.slice(0, h.index), { op, transcript }], index: h.index + 1 };
}

export function undo(h: History): History {
  return h.index > 0 ? { ...h, index: h.index - 1 } : h;
}

export function redo(h: History): History {
  return h.index < h.entries.length ? { ...h, index: h.index + 1 } : h;
}
