import { describe, expect, it } from 'vitest';
import { stringField } from './tab-message';

describe('stringField', () => {
  it('reads a string field of a message, and nothing else', () => {
    expect(stringField({ ask: 'a1' }, 'ask')).toBe('a1');
    expect(stringField({ ask: 1 }, 'ask')).toBeNull();
    expect(stringField({}, 'ask')).toBeNull();
    for (const m of [null, undefined, 'ask', 3, ['ask']]) expect(stringField(m, 'ask')).toBeNull();
  });
});
