// A part of the console loaded with its own chunk, like React.lazy, that can be loaded ahead of
// time (on a sign of intent). Once its code is here it renders in the same pass as its parent.
// Until then it renders nothing and draws itself when its code arrives, without suspending: a
// suspended boundary's reveal is held back by React (its fallback throttle, about 300 ms) even
// when the code arrives at once. Decision 0046.
import { type ComponentType, createElement, useEffect, useRef, useState } from 'react';
import { sayNotLoaded } from '../components/toasts';

export interface Preloadable<P> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Loads the code (once); resolves when it can render without waiting. */
  preload(): Promise<ComponentType<P>>;
  /** Starts loading the code on a sign of intent; a failure waits for the part's use to be said. */
  prefetch(): void;
}

/** What a part whose code cannot be loaded does instead: it is named in a toast ("{what} could
 * not be loaded", with Reload), and given up (`giveUp`: close what opened it), while the screen
 * stays as it is. */
export interface IfNotLoaded<P> {
  what: string;
  giveUp(props: P): void;
}

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ifNotLoaded?: IfNotLoaded<P>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      // Not kept: the next use asks again (the network may be back).
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is
  function Component(props: P) {
    const [kind, setKind] = useState(() => loaded);
    const latest = useRef(props);
    latest.current = props;
    useEffect(() => {
      if (kind) return;
      let live = true;
      preload().then(
        (component) => live && setKind(() => component),
        (error: unknown) => {
          if (!live) return;
          if (ifNotLoaded) {
            sayNotLoaded(ifNotLoaded.what, error);
            ifNotLoaded.giveUp(latest.current);
          }
          // Where nothing else is said: the nearest error boundary (the screen's) says it.
          else
            setKind(() => {
              throw error;
            });
        },
      );
      return () => {
        live = false;
      };
    }, [kind]);
    return kind ? createElement(kind, props) : null;
  }
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(Component, { preload, prefetch });
}
