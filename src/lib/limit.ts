// At most `n` of some work at a time: the rest waits its turn, in the order it asked.

export interface Limiter {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function limiter(n: number): Limiter {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    active--;
    waiting.shift()?.();
  };
  return {
    async run(work) {
      if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      try {
        return await work();
      } finally {
        next();
      }
    },
  };
}
