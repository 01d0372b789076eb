// A component loaded with its own chunk, like React.lazy, that can be loaded ahead of time. Once
// its code is here it renders in the same pass as its parent. Until then it renders nothing and
// draws itself when its code arrives, without suspending: a suspended boundary's reveal is held
// back by React (its fallback throttle, about 300 ms) even when the code arrives at once, and a
// React.lazy component suspends on its first render even when its chunk is already loaded.
import { type ComponentType, createElement, useEffect, useState } from 'react';

export interface Preloadable<P> {
  (props: P): ReturnType<typeof createElement> | null;
  /** Loads the code (once); resolves when it can render without waiting. */
  preload(): Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is
  function Component(props: P) {
    const [kind, setKind] = useState(() => loaded);
    useEffect(() => {
      if (kind) return;
      let live = true;
      preload().then(
        (component) => live && setKind(() => component),
        // A chunk that cannot load fails where the component stands, as React.lazy does: the
        // nearest error boundary says so.
        (error: unknown) =>
          live &&
          setKind(() => {
            throw error;
          }),
      );
      return () => {
        live = false;
      };
    }, [kind]);
    return kind ? createElement(kind, props) : null;
  }
  return Object.assign(Component, { preload });
}
