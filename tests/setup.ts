// Vitest set-up for the unit project: jest-dom matchers, the mock backend in Node (msw/node), a
// clean localStorage and a fresh store for every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockBackend, server } from '../mocks/node';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockBackend();
  // Absent in the files that run in the node environment (// @vitest-environment node).
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
