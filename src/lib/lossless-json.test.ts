import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonLossless } from './lossless-json';

describe('parseJsonLossless', () => {
  it('keeps integers beyond 2^53 exactly, as strings of digits', () => {
    const v = parseJsonLossless(
      '{"FtmEid": 9223372036854775807, "small": 42, "neg": -9007199254740993}',
    ) as Record<string, unknown>;
    expect(v.FtmEid).toBe('9223372036854775807');
    expect(v.neg).toBe('-9007199254740993');
    expect(v.small).toBe(42);
  });

  it('leaves floats, strings and nested values alone', () => {
    expect(parseJsonLossless('[1.5, "9223372036854775807", {"a": [true, null]}]')).toEqual([
      1.5,
      '9223372036854775807',
      { a: [true, null] },
    ]);
  });

  it('throws on text that is not JSON', () => {
    expect(() => parseJsonLossless('<!doctype html>')).toThrow();
  });

  it('parses text without long digit runs exactly as JSON.parse does', () => {
    fc.assert(
      fc.property(
        fc.json().filter((t) => !/\d{16}/.test(t)),
        (text) => {
          expect(parseJsonLossless(text)).toEqual(JSON.parse(text));
        },
      ),
    );
  });

  it('still keeps a long integer that appears after many short numbers', () => {
    const v = parseJsonLossless(`[${'1,'.repeat(1000)}12345678901234567890]`) as unknown[];
    expect(v[1000]).toBe('12345678901234567890');
  });
});
