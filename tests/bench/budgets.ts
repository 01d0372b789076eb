// The budget file (tests/bench/budgets.json) and the comparison with it.
import { readFileSync } from 'node:fs';
import type { Summary } from './stats.ts';
import type { Unit } from './types.ts';

export interface Budget {
  /** Which figure is compared: the median or p90 of the 4x CPU column, or a byte count's value. */
  stat: 'median' | 'p90' | 'value';
  max: number;
  unit: Unit;
}

export type Budgets = Record<string, Budget>;

export function loadBudgets(path = new URL('./budgets.json', import.meta.url)): Budgets {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const out: Budgets = {};
  for (const [key, v] of Object.entries(raw)) {
    if (key.startsWith('$')) continue;
    const b = v as Partial<Budget>;
    if (
      (b.stat !== 'median' && b.stat !== 'p90' && b.stat !== 'value') ||
      typeof b.max !== 'number' ||
      (b.unit !== 'ms' && b.unit !== 'KiB' && b.unit !== 'frames')
    ) {
      throw new Error(
        `budgets.json: "${key}" needs { stat: median|p90|value, max: number, unit: ms|KiB|frames }`,
      );
    }
    out[key] = { stat: b.stat, max: b.max, unit: b.unit };
  }
  return out;
}

/** The figure a budget looks at (a byte count is measured once: its median is its value). */
function budgeted(budget: Budget, s: Summary): number {
  return budget.stat === 'p90' ? s.p90 : s.median;
}

export function isOver(budget: Budget | undefined, s: Summary | undefined): boolean {
  return Boolean(budget && s && s.n > 0 && budgeted(budget, s) > budget.max);
}
