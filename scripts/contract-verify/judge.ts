// Judges one answer against the contract: the status first, then that it is JSON, then its body
// against the schema of that status (the generated zod schema for a success, openapi.yaml's
// declared schema for an error answer).
import { type Answer, noAnswer } from './client.ts';
import { declaredErrorSchema, generatedSchema } from './contract.ts';
import { describeValue, type Mismatch, mismatchFromIssue, type ZodLikeIssue } from './mismatch.ts';

export type Result = 'pass' | 'fail' | 'skip';

export interface Verdict {
  result: 'pass' | 'fail';
  mismatch?: Mismatch;
  /** The body as parsed by the schema (pass) or as received (fail), for the steps that follow. */
  body: unknown;
}

function snippet(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** What came instead of the expected status, with the server's own words when it gave some. */
function describeAnswer(a: Answer): string {
  // A redirect is not followed (client.ts): said as such, so that an http→https or trailing-slash
  // redirect in front of the server is not read as the server's own status.
  if (a.status !== null && a.status >= 300 && a.status < 400)
    return `${a.status}, a redirect ${a.location ? `to ${a.location}` : 'without a Location'} (not followed: the contract's calls are answered where they are sent; point --base-url at the address that answers)`;
  const msg = (a.json as { message?: unknown } | undefined)?.message;
  if (a.isJson && typeof msg === 'string') return `${a.status} (message: ${describeValue(msg, 70)})`;
  if (a.text) return `${a.status} (${a.contentType || 'no content type'}: ${snippet(a.text)})`;
  return String(a.status);
}

export function judge(operation: string, expected: readonly number[], a: Answer): Verdict {
  if (a.status === null) {
    return {
      result: 'fail',
      body: undefined,
      mismatch: {
        kind: 'network',
        pointer: '',
        expected: `an answer with status ${expected.join(' or ')}`,
        received: a.networkDetail ?? noAnswer(a.networkError),
      },
    };
  }
  if (!expected.includes(a.status)) {
    return {
      result: 'fail',
      body: a.json,
      mismatch: { kind: 'status', pointer: '', expected: expected.join(' or '), received: describeAnswer(a) },
    };
  }
  if (!a.isJson) {
    const jsonType = /\bjson\b/i.test(a.contentType);
    return {
      result: 'fail',
      body: undefined,
      mismatch: {
        kind: 'content-type',
        pointer: '',
        expected: 'application/json',
        received: jsonType
          ? `${a.contentType} that does not parse: ${snippet(a.text) || 'empty body'}`
          : `${a.contentType || 'no content type'}: ${snippet(a.text) || 'empty body'}`,
      },
    };
  }
  const success = a.status >= 200 && a.status < 300;
  const schema = success ? generatedSchema(operation, 'Response') : declaredErrorSchema(operation, a.status);
  if (!schema) return { result: 'pass', body: a.json };
  const parsed = schema.safeParse(a.json);
  if (parsed.success) return { result: 'pass', body: parsed.data };
  const issue = parsed.error.issues[0] as unknown as ZodLikeIssue;
  return { result: 'fail', body: a.json, mismatch: mismatchFromIssue(issue, a.json) };
}
