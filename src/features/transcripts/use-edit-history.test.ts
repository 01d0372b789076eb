import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordEdit, paragraph as words } from './model/testing';
import type { Transcript } from './model/types';
import { opSaid, useEditHistory } from './use-edit-history';

const target = { user: 'u1', state: 'TX', id: 4109 };
const beginning: Transcript = [words('the', 'bill')];
const whole: Transcript = [beginning[0] ?? [], words('is', 'left', 'pending')];

afterEach(() => localStorage.clear());

describe('the edit history when the transcript it started from changes', () => {
  it('starts from the new transcript while nothing is edited (the whole after its beginning)', () => {
    const { result, rerender } = renderHook(({ base }) => useEditHistory(base, target), {
      initialProps: { base: beginning },
    });
    expect(result.current.transcript).toBe(beginning);
    rerender({ base: whole });
    expect(result.current.transcript).toBe(whole);
    expect(result.current.canUndo).toBe(false);
  });

  it('keeps the edits, and the transcript they apply to, once something is edited', () => {
    const { result, rerender } = renderHook(({ base }) => useEditHistory(base, target), {
      initialProps: { base: whole },
    });
    act(() => {
      result.current.apply(wordEdit(0, 1, 'bill', 'measure'));
    });
    const edited = result.current.transcript;
    rerender({ base: [words('another', 'copy')] });
    expect(result.current.transcript).toBe(edited);
    expect(result.current.transcript[0]?.map((w) => w.word)).toEqual(['the', 'measure']);
    expect(result.current.edits).toBe(1);
  });
});

describe('what an edit did, in words', () => {
  it('counts the words a replacement took out and put in', () => {
    expect(opSaid({ ...wordEdit(0, 1, 'the law', 'the new law'), end: { p: 0, w: 2 } })).toBe(
      'replaced 2 words with 3',
    );
    expect(opSaid(wordEdit(0, 1, 'bill', 'measure'))).toBe('replaced 1 word with 1');
    expect(opSaid(wordEdit(0, 1, 'bill is', 'bill\nis'))).toBe('replaced 2 words with 2');
  });

  it('names a find-and-replace and its matches', () => {
    const op = {
      kind: 'replace',
      query: 'testified',
      replacement: 'said',
      options: { matchCase: false, wholeWords: true },
      hits: 3,
    } as const;
    expect(opSaid(op)).toBe('replaced “testified” with “said”, 3 matches');
    expect(opSaid({ ...op, only: 2 })).toBe('replaced “testified” with “said”, 1 match');
  });

  it('gives the edit Undo and Redo would act on', () => {
    const { result } = renderHook(() => useEditHistory(whole, target));
    expect(result.current.lastOp).toBeNull();
    const op = wordEdit(0, 1, 'bill', 'measure');
    act(() => {
      result.current.apply(op);
    });
    expect(result.current.lastOp).toEqual(op);
    expect(result.current.nextOp).toBeNull();
    act(() => result.current.undo());
    expect(result.current.lastOp).toBeNull();
    expect(result.current.nextOp).toEqual(op);
  });
});
