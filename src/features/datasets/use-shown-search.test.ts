import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListSearch } from './list-search';
import { useShownSearch } from './use-shown-search';

// afterFrame waits at most 100 ms for a frame: past that, the URL has been asked for.
const AFTER_THE_FRAME_MS = 200;

function setUp(initial: ListSearch = {}) {
  const toUrl = vi.fn<(s: ListSearch) => void>();
  const hook = renderHook(({ inUrl }: { inUrl: ListSearch }) => useShownSearch(inUrl, toUrl), {
    initialProps: { inUrl: initial },
  });
  const shown = () => hook.result.current[0];
  const change = (next: ListSearch) => act(() => hook.result.current[1](next));
  const urlBecomes = (inUrl: ListSearch) => hook.rerender({ inUrl });
  return { toUrl, shown, change, urlBecomes, unmount: hook.unmount };
}

describe('useShownSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a change at once and writes it to the URL after the frame', () => {
    const { toUrl, shown, change, urlBecomes } = setUp();
    change({ page: 1, Number: 45 });
    expect(shown()).toEqual({ page: 1, Number: 45 });
    expect(toUrl).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(AFTER_THE_FRAME_MS));
    expect(toUrl).toHaveBeenCalledExactlyOnceWith({ page: 1, Number: 45 });
    urlBecomes({ page: 1, Number: 45 });
    expect(shown()).toEqual({ page: 1, Number: 45 });
  });

  it('shows a change in the form the URL reads it back in', () => {
    const { shown, change } = setUp();
    change({ page: 2, Number: '45', Code: '045', bad: undefined });
    expect(shown()).toEqual({ page: 2, Number: 45, Code: '045' });
  });

  it('writes only the last of quick changes to the URL', () => {
    const { toUrl, shown, change } = setUp({ page: 1 });
    change({ page: 2 });
    change({ page: 3 });
    expect(shown()).toEqual({ page: 3 });
    act(() => vi.advanceTimersByTime(AFTER_THE_FRAME_MS));
    expect(toUrl).toHaveBeenCalledExactlyOnceWith({ page: 3 });
  });

  it('follows the URL when it moves on its own (back, a link)', () => {
    const { toUrl, shown, change, urlBecomes } = setUp({ page: 2 });
    change({ page: 3 });
    act(() => vi.advanceTimersByTime(AFTER_THE_FRAME_MS));
    urlBecomes({ page: 3 });
    urlBecomes({ page: 2 });
    expect(shown()).toEqual({ page: 2 });
    urlBecomes({});
    expect(shown()).toEqual({});
    expect(toUrl).toHaveBeenCalledTimes(1);
  });

  it('keeps a change that has not reached the URL yet when an earlier one lands', () => {
    const { toUrl, shown, change, urlBecomes } = setUp({});
    change({ page: 1 });
    act(() => vi.advanceTimersByTime(AFTER_THE_FRAME_MS));
    change({ page: 2 });
    urlBecomes({ page: 1 }); // the first change's navigation lands
    expect(shown()).toEqual({ page: 2 });
    act(() => vi.advanceTimersByTime(AFTER_THE_FRAME_MS));
    expect(toUrl).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('writes nothing to the URL once the screen is gone', () => {
    const { toUrl, change, unmount } = setUp();
    change({ page: 1 });
    unmount();
    act(() => vi.advanceTimersByTime(AFTER_THE_FRAME_MS));
    expect(toUrl).not.toHaveBeenCalled();
  });
});
