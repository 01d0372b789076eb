// A component loaded with its own chunk, like React.lazy, that can be loaded ahead of time. Once
// its code is here it renders in the same pass as its parent: a React.lazy component suspends
// on its first render even when its chunk is already loaded (it only learns that from a promise),
// and React then holds the reveal back to batch it with others.
import { type ComponentType, createElement, lazy, useRef } from 'react';

export interface Preloadable<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the code (once); resolves when it can render without suspending. */
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
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is
  function Component(props: P) {
    // One kind of element for the life of this instance: changing it would remount the subtree.
    const kind = useRef<ComponentType<P>>(loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(kind.current, props);
  }
  return Object.assign(Component, { preload });
}
