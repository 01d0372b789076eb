// JSON.parse loses digits of integers beyond 2^53. The reviver's source text (ES2025
// JSON.parse source text access) lets us keep such integers exactly, as strings of digits, which
// is the contract's canonical form of a 64-bit value (BigIntValue).

interface ReviverContext {
  source?: string;
}

const INTEGER = /^-?\d+$/;

// An integer beyond 2^53 has at least 16 digits. Text without such a run of digits parses the
// same without the reviver, which costs a function call per value: several times the plain parse
// on a large answer (a 50,000-word transcript).
const RUN = 16;

const isDigit = (c: number) => c >= 48 && c <= 57;

/** Whether `text` has a run of 16 digits (as /\d{16}/). Any such run covers one of every 16th
 * characters, so only those are looked at, and the digits around one that is a digit: a 4 MB
 * answer is read in about a fourth of the regular expression's time. */
export function hasLongDigitRun(text: string): boolean {
  const n = text.length;
  for (let i = RUN - 1; i < n; ) {
    if (!isDigit(text.charCodeAt(i))) {
      i += RUN;
      continue;
    }
    let lo = i;
    while (lo > 0 && isDigit(text.charCodeAt(lo - 1))) lo--;
    let hi = i + 1;
    while (hi < n && isDigit(text.charCodeAt(hi))) {
      hi++;
      if (hi - lo >= RUN) return true;
    }
    if (hi - lo >= RUN) return true;
    // No run of 16 can start at or before `hi`, which is not a digit.
    i = hi + RUN;
  }
  return false;
}

export function parseJsonLossless(text: string): unknown {
  if (!hasLongDigitRun(text)) return JSON.parse(text);
  return JSON.parse(text, function revive(
    this: unknown,
    _key: string,
    value: unknown,
    context?: ReviverContext,
  ) {
    if (
      typeof value === 'number' &&
      !Number.isSafeInteger(value) &&
      context?.source &&
      INTEGER.test(context.source)
    ) {
      return context.source;
    }
    return value;
  } as (key: string, value: unknown) => unknown);
}
