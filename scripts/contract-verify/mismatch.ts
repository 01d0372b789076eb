// The first mismatch of a value against a zod schema, in the report's terms: a JSON pointer
// (RFC 6901), what the contract expects there, and what came.

export interface Mismatch {
  /** status: the HTTP status; content-type: not JSON; body: the JSON breaks the schema;
   *  behaviour: a well-formed answer that says something else than was asked (e.g. an edit not
   *  echoed); network: no answer at all. */
  kind: 'status' | 'content-type' | 'body' | 'behaviour' | 'network';
  /** Where in the answer's body ("" is the whole body). */
  pointer: string;
  expected: string;
  received: string;
}

export interface ZodLikeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  values?: unknown[];
  format?: string;
  pattern?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  keys?: string[];
  errors?: ZodLikeIssue[][];
}

export function toPointer(path: readonly PropertyKey[]): string {
  return path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at `path`, or undefined when it is missing. */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const p of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

/** A short, readable rendering of a received value; an absent one in words no value could be
 * mistaken for (a bare "missing" read like a string sent). */
export function describeValue(v: unknown, max = 80): string {
  if (v === undefined) return 'nothing (field absent)';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const FORMATS: Record<string, string> = {
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date-time (RFC 3339)',
  time: 'a time of day',
  email: 'an e-mail address',
  url: 'a URL',
};

function bound(issue: ZodLikeIssue, word: 'at least' | 'at most'): string {
  const n = String(word === 'at least' ? issue.minimum : issue.maximum);
  const strict = issue.inclusive === false;
  switch (issue.origin) {
    case 'string':
      return `a string of ${word} ${n} character(s)`;
    case 'array':
      return `an array of ${word} ${n} item(s)`;
    default:
      return `a number ${word === 'at least' ? (strict ? '>' : '>=') : strict ? '<' : '<='} ${n}`;
  }
}

/** What the contract expects, in words, for one zod issue. */
function expectation(issue: ZodLikeIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected ?? 'another type';
    case 'invalid_value':
      return (issue.values ?? []).length === 1
        ? JSON.stringify(issue.values?.[0])
        : `one of ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      // The contract's two long patterns, in words rather than as a wall of regular expression.
      if (issue.format === 'regex' && issue.pattern?.includes('-9223372036854775808'))
        return 'a signed 64-bit integer written as digits (-9223372036854775808 to 9223372036854775807)';
      if (issue.format === 'regex' && issue.pattern?.includes('\\x00'))
        return 'text without NUL or other control characters (tab, line feed and carriage return allowed)';
      return issue.format === 'regex'
        ? `a string matching ${issue.pattern}`
        : (FORMATS[issue.format ?? ''] ?? `format ${issue.format}`);
    case 'too_small':
      return bound(issue, 'at least');
    case 'too_big':
      return bound(issue, 'at most');
    case 'unrecognized_keys':
      return 'no other properties';
    case 'invalid_union': {
      const alternatives = (issue.errors ?? []).flatMap((alt) => (alt[0] ? [expectation(alt[0])] : []));
      return [...new Set(alternatives.flatMap((a) => a.split(' or ')))].join(' or ') || issue.message;
    }
    default:
      return issue.message;
  }
}

export function mismatchFromIssue(issue: ZodLikeIssue, body: unknown): Mismatch {
  const value = at(body, issue.path);
  return {
    kind: 'body',
    pointer: toPointer(issue.path),
    expected: expectation(issue),
    received:
      issue.code === 'unrecognized_keys'
        ? (issue.keys ?? []).map((k) => JSON.stringify(k)).join(', ')
        : // zod reports an issue at an absent field only when the field is required.
          value === undefined && issue.path.length > 0
          ? 'nothing (required field absent)'
          : describeValue(value),
  };
}
