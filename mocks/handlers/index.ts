// Every handler of the mock backend, in order. Each feature owns one file here.
import type { MockEnv } from '../env.ts';
import { authHandlers } from './auth.ts';
import { billJobHandlers } from './bill-jobs.ts';
import { controlHandlers } from './control.ts';
import { crawlHandlers } from './crawl.ts';
import { fallbackHandlers } from './fallback.ts';
import { speakerHandlers } from './speakers.ts';
import { summaryHandlers } from './summaries.ts';
import { tableHandlers } from './tables.ts';
import { transcriptHandlers } from './transcripts.ts';

export function createHandlers(env: MockEnv) {
  return [
    ...controlHandlers(env),
    ...authHandlers(env),
    ...tableHandlers(env),
    ...crawlHandlers(env),
    ...billJobHandlers(env),
    ...summaryHandlers(env),
    ...transcriptHandlers(env),
    ...speakerHandlers(env),
    // Last: whatever no operation answered.
    ...fallbackHandlers(),
  ];
}
