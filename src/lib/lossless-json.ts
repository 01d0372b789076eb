// JSON.parse loses digits of integers beyond 2^53. The reviver's source text (ES2025
// JSON.parse source text access) lets us keep such integers exactly, as strings of digits, which
// is the contract's canonical form of a 64-bit value (BigIntValue).

interface ReviverContext {
  source?: string;
}

const INTEGER = /^-?\d+$/;

// An integer beyond 2^53 has at least 16 digits. Text without such a run of digits parses the
// same without the reviver, which costs a function call per value.
const LONG_DIGIT_RUN = /\d{16}/;

export function parseJsonLossless(text: string): unknown {
  if (!LONG_DIGIT_RUN.test(text)) return JSON.parse(text);
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
