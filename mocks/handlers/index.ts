// Every handler of the mock backend, in order. Each feature adds its file here.
import type { MockEnv } from '../env.ts';
import { authHandlers } from './auth.ts';
import { controlHandlers } from './control.ts';
import { tableHandlers } from './tables.ts';

export function createHandlers(env: MockEnv) {
  return [...controlHandlers(env), ...authHandlers(env), ...tableHandlers(env)];
}
