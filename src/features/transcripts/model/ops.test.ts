import { describe, expect, it } from 'vitest';
import { applyOp, type EditOp } from './ops';
import { wordEdit } from './testing';
import type { Transcript, Word } from './types';

const para = (text: string): Word[] =>
  text.split(' ').map((word, i) => ({ word, startTime: `${i}.00`, endTime: `${i}.50`, speaker: 'S' }));

describe('edits as replayable ops', () => {
  const t: Transcript = [para('the bill is left pending'), para('next item')];

  it('replays a span edit on the same transcript', () => {
    const op = wordEdit(0, 1, 'bill', 'measure');
    expect(applyOp(t, op)?.[0]?.map((w) => w.word)).toEqual(['the', 'measure', 'is', 'left', 'pending']);
  });

  it('refuses a span edit when the words under it changed', () => {
    const op = wordEdit(0, 1, 'resolution', 'x');
    expect(applyOp(t, op)).toBeNull();
    expect(applyOp(t, { ...op, start: { p: 5, w: 0 }, end: { p: 5, w: 0 } })).toBeNull();
  });

  it('replays a replace-all only when the number of hits is the same', () => {
    const op: EditOp = {
      kind: 'replace',
      query: 'e',
      replacement: 'E',
      options: { matchCase: true, wholeWords: false },
      hits: 5,
    };
    expect(applyOp(t, op)?.[1]?.map((w) => w.word)).toEqual(['nExt', 'itEm']);
    expect(applyOp(t, { ...op, hits: 4 })).toBeNull();
  });

  it('replaces one hit by its index', () => {
    const op: EditOp = {
      kind: 'replace',
      query: 'next',
      replacement: 'last',
      options: { matchCase: false, wholeWords: true },
      hits: 1,
      only: 0,
    };
    expect(applyOp(t, op)?.[1]?.[0]?.word).toBe('last');
  });
});
