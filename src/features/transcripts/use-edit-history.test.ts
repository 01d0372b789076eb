import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordEdit, paragraph as words } from './model/testing';
import type { Transcript } from './model/types';
import { useEditHistory } from './use-edit-history';

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
