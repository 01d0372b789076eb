// What a scenario is, and what the runner gives it.
import type { BrowserContext, Page } from '@playwright/test';

/** Milliseconds, gzip kibibytes, or a count of frames (1: the very next frame after the input). */
export type Unit = 'ms' | 'KiB' | 'frames';

interface MetricDef {
  /** Unique within its scenario; `<scenario>.<id>` names it in budgets.json and results.json. */
  id: string;
  label: string;
  unit: Unit;
}

export interface RunContext {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  /** The build being measured (its assets/ hold every JavaScript file). */
  dist: string;
  /** The CPU slowdown of this run (4 or 1). */
  rate: number;
  /** Signs in through the API and stores the session before the next navigation. */
  signIn(username?: string, password?: string): Promise<void>;
  /** GET of a console API path as the signed-in user, from Node (the page's CPU is not used). */
  api<T>(path: string): Promise<T>;
  /** One sample of a metric (a scenario may record several per run, e.g. one per keystroke). */
  record(metric: string, value: number, detail?: Record<string, number | null>): void;
}

export interface Scenario {
  /** Kebab-case; what `--only` matches. */
  name: string;
  title: string;
  metrics: MetricDef[];
  /** Byte counts depend on neither the CPU nor the run: measured once, unthrottled, no warm-up. */
  once?: boolean;
  /**
   * A page condition (JavaScript expression) whose first frame is timed from navigation start;
   * read it with `firstTrue(page)` (probe.ts).
   */
  watch?: string;
  run(ctx: RunContext): Promise<void>;
}

/** Thrown when the screen a scenario needs is not there (yet): reported, never faked. */
export class NotAvailable extends Error {}
