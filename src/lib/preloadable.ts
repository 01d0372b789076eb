// A part of the console loaded with its own chunk, like React.lazy, that can be loaded ahead of
// time (on a sign of intent). Once its code is here it renders in the same pass as its parent.
// Until then it renders nothing and draws itself when its code arrives, without suspending: a
// suspended boundary's reveal is held back by React (its fallback throttle, about 300 ms) even
// when the code arrives at once. Decision 0046.
import { type ComponentType, createElement, useEffect, useRef, useState } from 'react';
import { sayLoading, sayNotLoaded } from '../components/toasts';

export interface Preloadable<P> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Loads the code (once); resolves when it can render without waiting. */
  preload(): Promise<ComponentType<P>>;
  /** Starts loading the code on a sign of intent; a failure waits for the part's use to be said. */
  prefetch(): void;
}

/** A part as the user knows it: named in a toast while its code is slow to arrive ("Loading
 * {what}…") and when it cannot be loaded ("{what} could not be loaded", with Reload), and then
 * given up (`giveUp`: close what opened it), while the screen stays as it is. */
export interface NamedPart<P> {
  what: string;
  giveUp(props: P): void;
}

/** How long a part's code may take before the wait is said. */
const SLOW_MS = 400;

export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  part?: NamedPart<P>,
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
      let waited: (() => void) | undefined;
      const slow = part && window.setTimeout(() => (waited = sayLoading(part.what)), SLOW_MS);
      const settled = () => {
        window.clearTimeout(slow);
        waited?.();
        waited = undefined;
      };
      preload().then(
        (component) => {
          settled();
          if (live) setKind(() => component);
        },
        (error: unknown) => {
          settled();
          if (!live) return;
          if (part) {
            sayNotLoaded(part.what, error);
            part.giveUp(latest.current);
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
        settled();
      };
    }, [kind]);
    return kind ? createElement(kind, props) : null;
  }
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(Component, { preload, prefetch });
}
