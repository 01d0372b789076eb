import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders in the same pass once preloaded, without a fallback', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    // No await: the first render already has it.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, and loads once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ben" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ben')).toBeTruthy();
    await act(() => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
