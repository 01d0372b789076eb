import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { compiledCheckFor } from './compiled-check';
import { GetTranscriptResponse } from './gen/zod/bill/bill.zod';

/** The compiled check says yes exactly when zod accepts the value and returns it unchanged. */
function agreesWithZod(schema: z.ZodType, value: unknown): void {
  const check = compiledCheckFor(schema);
  expect(check).not.toBeNull();
  const zod = schema.safeParse(value);
  const unchanged = zod.success && JSON.stringify(zod.data) === JSON.stringify(value);
  expect(check?.(value)).toBe(unchanged);
}

const time = fc.oneof(
  fc.tuple(fc.nat(99999), fc.nat(99)).map(([s, c]) => `${s}.${String(c).padStart(2, '0')}`),
  fc.string({ maxLength: 6 }),
  fc.constantFrom('1.5', '.25', '12.345', '12.34\n', 'x1.00'),
);
const word = fc.record(
  {
    word: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
    startTime: time,
    endTime: time,
    speaker: fc.string({ maxLength: 5 }),
    extra: fc.string({ maxLength: 2 }),
  },
  { requiredKeys: ['word', 'startTime', 'endTime', 'speaker'] },
);
const answer = fc.record(
  {
    id: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 60)),
    state: fc.constantFrom('TX', 'LA', 'NY'),
    transcript: fc.array(fc.array(word, { maxLength: 4 }), { maxLength: 3 }),
    other: fc.boolean(),
  },
  { requiredKeys: ['state', 'transcript'] },
);

describe('compiledCheckFor', () => {
  it('agrees with zod on transcript answers, valid or not, with or without extra keys', () => {
    fc.assert(fc.property(answer, (v) => agreesWithZod(GetTranscriptResponse, v)));
  });

  it('accepts a valid transcript as it is', () => {
    const v = {
      id: 1,
      state: 'TX',
      transcript: [[{ word: 'Good', startTime: '10.00', endTime: '12.50', speaker: 'Chair' }]],
    };
    expect(compiledCheckFor(GetTranscriptResponse)?.(v)).toBe(true);
  });

  it('handles optional, nullable, literals, enums, bounds and strict objects as zod does', () => {
    const schema = z.strictObject({
      a: z.string().min(2).max(4).optional(),
      b: z.number().nullable(),
      c: z.int().min(1).max(10),
      d: z.literal(['x', 3, true, null]),
      e: z.enum(['p', 'q']),
      f: z.array(z.boolean()).min(1),
      g: z.null().optional(),
      h: z.unknown(),
    });
    const values = fc.record(
      {
        a: fc.oneof(fc.string({ maxLength: 6 }), fc.constant(undefined)),
        b: fc.oneof(fc.double(), fc.constant(null), fc.string()),
        c: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double({ min: 0, max: 11 })),
        d: fc.constantFrom('x', 3, true, null, false, 'y'),
        e: fc.constantFrom('p', 'q', 'r'),
        f: fc.array(fc.oneof(fc.boolean(), fc.integer()), { maxLength: 3 }),
        g: fc.constantFrom(null, undefined, 0),
        h: fc.anything(),
        z: fc.nat(),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(values, (v) => agreesWithZod(schema, v)));
  });

  it('leaves schemas it does not know to zod', () => {
    expect(compiledCheckFor(z.object({ a: z.union([z.string(), z.number()]) }))).toBeNull();
    expect(compiledCheckFor(z.object({ a: z.string().default('x') }))).toBeNull();
    expect(compiledCheckFor(z.object({ a: z.email() }))).toBeNull();
    expect(compiledCheckFor(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull();
    expect(compiledCheckFor(z.object({ a: z.string().refine((s) => s !== '') }))).toBeNull();
    expect(compiledCheckFor(z.looseObject({ a: z.string() }))).toBeNull();
  });
});
