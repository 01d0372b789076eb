// The contract's BigIntValue pattern admits exactly the signed 64-bit integers, written as
// decimal digits without leading zeros: it is derived here from the bound and checked against
// BigInt arithmetic, so that the long regular expression in contract/base.yaml cannot be wrong.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const MAX = 2n ** 63n - 1n;
const MIN = -(2n ** 63n);

/** Digit strings as long as `bound`, at most `bound`, without a leading zero when `first`. */
function atMost(bound: string, first: boolean): string {
  const d = Number(bound[0]);
  const rest = bound.length - 1;
  const lo = first ? 1 : 0;
  const alts: string[] = [];
  if (d - 1 >= lo) alts.push(`${d - 1 === lo ? lo : `[${lo}-${d - 1}]`}${rest ? `[0-9]{${rest}}` : ''}`);
  alts.push(rest ? `${d}${atMost(bound.slice(1), false)}` : String(d));
  return alts.length === 1 ? (alts[0] as string) : `(?:${alts.join('|')})`;
}

const derived = `^(?:0|-?[1-9][0-9]{0,17}|-?${atMost(MAX.toString(), true)}|${MIN})$`;

const contract = parse(readFileSync('contract/base.yaml', 'utf8')) as {
  components: { schemas: { BigIntValue: { oneOf: { pattern?: string }[] } } };
};
const pattern = contract.components.schemas.BigIntValue.oneOf[0]?.pattern as string;
const re = new RegExp(pattern);
const inRange = (n: bigint) => n >= MIN && n <= MAX;

describe('BigIntValue pattern', () => {
  it('is the one derived from the 64-bit bound', () => {
    expect(pattern).toBe(derived);
  });

  it('admits every value at and near the bounds and each digit boundary, and nothing beyond', () => {
    const values: bigint[] = [0n, 1n, -1n];
    for (let k = 0n; k < 2000n; k++) values.push(MAX - k, MAX + k + 1n, MIN + k, MIN - k - 1n);
    for (let p = 1n; p <= 10n ** 20n; p *= 10n) {
      for (let k = -3n; k <= 3n; k++) {
        const v = (MAX / p) * p + k * p;
        values.push(v, -v, p + k, -(p + k));
      }
    }
    for (const v of values) expect([v, re.test(v.toString())]).toEqual([v, inRange(v)]);
  });

  it('agrees with BigInt on any integer of up to 21 digits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n }),
        (v) => re.test(v.toString()) === inRange(v),
      ),
      { numRuns: 20_000 },
    );
  });

  it('refuses every other spelling', () => {
    for (const s of ['', '-', '-0', '00', '01', '+1', '1e3', '1.0', ' 1', '1 ', '0x10', '١'])
      expect([s, re.test(s)]).toEqual([s, false]);
  });
});
