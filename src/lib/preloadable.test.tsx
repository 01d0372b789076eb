import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const said = vi.hoisted(() => [] as string[]);
vi.mock('../components/toasts', () => ({
  sayNotLoaded: (what: string, error: unknown) => said.push(`${what}: ${String(error)}`),
  sayLoading: (what: string) => {
    said.push(`Loading ${what}`);
    return () => said.push(`Loaded ${what}`);
  },
}));

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {String(this.state.error)}</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('renders in the same pass once preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await Lazy.preload();
    await Lazy.preload();
    render(<Lazy name="Ana" />);
    // No await: the first render already has it.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws itself when its code arrives, without suspending, and loads once', async () => {
    let arrive: (c: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Lazy = preloadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ben" />
        <p>Beside it</p>
      </Suspense>,
    );
    // What stands beside it is drawn meanwhile: no fallback replaces it.
    expect(screen.getByText('Beside it')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText('Hello Ben')).toBeNull();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Ben')).toBeTruthy();
    await act(() => Lazy.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot load fails into the nearest error boundary', async () => {
    const Lazy = preloadable<{ name: string }>(() => Promise.reject(new Error('chunk gone')));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Lazy name="Cy" />
        </Boundary>,
      );
      expect(await screen.findByText('Failed: Error: chunk gone')).toBeTruthy();
    } finally {
      spy.mockRestore();
    }
  });

  it('a part that says what it is, when its code cannot be loaded, is named and given up, and asked for again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const giveUp = vi.fn();
    const Lazy = preloadable(load, { what: 'The greeting', giveUp: (props) => giveUp(props.name) });
    said.length = 0;
    const { rerender } = render(
      <Boundary>
        <Lazy name="Di" />
        <p>Beside it</p>
      </Boundary>,
    );
    await act(async () => undefined);
    expect(said).toEqual(['The greeting: Error: offline']);
    expect(giveUp).toHaveBeenCalledWith('Di');
    // The screen stands; no error reached the boundary.
    expect(screen.getByText('Beside it')).toBeTruthy();
    rerender(
      <Boundary>
        <Lazy key="again" name="Di" />
      </Boundary>,
    );
    expect(await screen.findByText('Hello Di')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a named part slow to arrive says it is loading, until it is drawn; a quick one says nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let arrive: (c: typeof Greeting) => void = () => undefined;
      const Slow = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)), {
        what: 'The greeting',
        giveUp: () => undefined,
      });
      said.length = 0;
      render(<Slow name="Ed" />);
      act(() => vi.advanceTimersByTime(399));
      expect(said).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(said).toEqual(['Loading The greeting']);
      await act(async () => arrive(Greeting));
      expect(screen.getByText('Hello Ed')).toBeTruthy();
      expect(said).toEqual(['Loading The greeting', 'Loaded The greeting']);

      const Quick = preloadable(async () => Greeting, { what: 'The quick one', giveUp: () => undefined });
      said.length = 0;
      render(<Quick name="Flo" />);
      await act(async () => undefined);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByText('Hello Flo')).toBeTruthy();
      expect(said).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
