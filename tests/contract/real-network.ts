// The unit set-up (tests/setup.ts) answers fetch with the in-process mock backend. Tests that talk
// to real servers over HTTP switch it off for their file, and back on for the set-up's own close.
import { afterAll, beforeAll } from 'vitest';
import { server } from '../../mocks/node.ts';

export function withRealNetwork(): void {
  beforeAll(() => server.close());
  afterAll(() => server.listen({ onUnhandledFrame: 'error' }));
}
