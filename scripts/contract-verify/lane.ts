// A lane of checks: it sends one call per check, judges the answer and records a row. Lanes run
// side by side (one per dataset); each keeps its rows in order so the report reads the same on
// every run. A failed row carries the curl command that repeats its call.
import type { Answer, AuthMode, CallInit, Client, RawBody } from './client.ts';
import { generatedSchema, type OperationId, operation } from './contract.ts';
import { judge, type Result, type Verdict } from './judge.ts';
import { type Mismatch, mismatchFromIssue, type ZodLikeIssue } from './mismatch.ts';

/** positive: what the console does, as it does it. The others try what a server must refuse:
 * tokens (401 on every operation), state (403 outside the account's states), input (4xx for
 * invalid input), lifecycle (a created record is listed, a deleted one gone), methods (405). */
export type Suite = 'positive' | 'tokens' | 'state' | 'input' | 'lifecycle' | 'methods';

export const NEGATIVE_SUITES: readonly Exclude<Suite, 'positive'>[] = [
  'tokens',
  'state',
  'input',
  'lifecycle',
  'methods',
];

export interface Row {
  operation: string;
  check: string;
  method: string;
  /** The path called, with its query. */
  path: string;
  /** The statuses the check accepts. */
  expected: number[];
  /** The status that came (null: no answer, or not called). */
  status: number | null;
  result: Result;
  suite: Suite;
  mismatch?: Mismatch;
  /** Why a check was skipped, or a remark on a pass. */
  note?: string;
  /** On a failure: the curl command that sends the call again (secrets as shell variables). */
  curl?: string;
  ms?: number;
}

export interface Exchange {
  operation: OperationId;
  check: string;
  /** Path with query; the method comes from the operation. */
  path: string;
  body?: unknown;
  auth?: AuthMode;
  /** Defaults to the operation's success statuses. */
  expect?: number[];
  suite?: Suite;
  /** What the request was built from when it was built from the server's own answers (a listed
   * row, the add answer, a transcript as read). A request that would then break the contract is
   * the server's data at fault, not the verifier: it is not sent, and the check is skipped with
   * the reason. Without it, such a request is a bug of the verifier. */
  from?: string;
  /** The operation the row is of when the call checks another's effect (a read-back of an edit):
   * the report then blames the call at fault, not the one that told on it. */
  of?: OperationId;
}

/** A call that breaks the contract on purpose: it is not checked before it leaves, and may use
 * another method than the operation's, a raw body, any token. */
export interface Probe {
  operation: OperationId;
  suite: Exclude<Suite, 'positive'>;
  check: string;
  path: string;
  method?: string;
  body?: unknown;
  raw?: RawBody;
  contentType?: string;
  auth?: AuthMode;
  expect: number[];
}

export interface Outcome {
  row: Row;
  verdict: Verdict;
  answer: Answer;
  /** The answer was accepted (status and body as the contract says). */
  ok: boolean;
  /** Not sent: the request built from the server's data would break the contract (Exchange.from). */
  skipped?: boolean;
}

const NO_ANSWER: Answer = { status: null, contentType: '', text: '', json: undefined, isJson: false, ms: 0 };

/** A request the verifier built breaks the contract itself: a bug of the verifier, not the server. */
class VerifierBug extends Error {}

/** The first rule of the contract a value breaks, in words ('the body at /Field: expected ...'). */
function firstIssue(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } } | undefined,
  value: unknown,
  where: (pointer: string) => string,
): string | undefined {
  const r = schema?.safeParse(value);
  if (!r || r.success) return undefined;
  const m = mismatchFromIssue(r.error?.issues[0] as ZodLikeIssue, value);
  return `${where(m.pointer)}: expected ${m.expected}, received ${m.received}`;
}

/** What of the request breaks the contract, in words; undefined when nothing does. */
function requestProblem(ex: Exchange): string | undefined {
  const query = ex.path.split('?')[1] ?? '';
  return (
    (ex.body === undefined
      ? undefined
      : firstIssue(
          generatedSchema(ex.operation, 'Body'),
          ex.body,
          (p) => `the body${p ? ` at ${p}` : ''}`,
        )) ??
    firstIssue(
      generatedSchema(ex.operation, 'QueryParams'),
      Object.fromEntries(new URLSearchParams(query)),
      (p) => (p ? `the query parameter ${p.slice(1)}` : 'the query'),
    )
  );
}

export class Lane {
  readonly rows: Row[] = [];
  /** The call of each row, for the curl command of a row failed after the fact. */
  private readonly calls = new WeakMap<Row, CallInit>();

  constructor(readonly client: Client) {}

  async exchange(ex: Exchange): Promise<Outcome> {
    const problem = requestProblem(ex);
    if (problem) {
      if (!ex.from)
        throw new VerifierBug(
          `${ex.operation} ${ex.path}: the verifier built an invalid request: ${problem}`,
        );
      const row = this.skip(
        ex.operation,
        ex.check,
        `not checked: the request built from ${ex.from} would break the contract (${problem}), so it was not sent`,
        ex.path,
        ex.suite,
      );
      if (ex.expect) row.expected = ex.expect;
      return {
        row,
        verdict: { result: 'fail', body: undefined },
        answer: NO_ANSWER,
        ok: false,
        skipped: true,
      };
    }
    const op = operation(ex.operation);
    const out = await this.send(
      ex.operation,
      ex.check,
      ex.suite ?? 'positive',
      ex.expect ?? [...op.success],
      {
        method: op.method,
        path: ex.path,
        body: ex.body,
        auth: ex.auth,
      },
    );
    if (ex.of) out.row.operation = ex.of;
    return out;
  }

  /** Sends a call that is meant to be refused (see Probe). */
  probe(p: Probe): Promise<Outcome> {
    const op = operation(p.operation);
    return this.send(p.operation, p.check, p.suite, p.expect, {
      method: p.method ?? op.method,
      path: p.path,
      body: p.body,
      raw: p.raw,
      contentType: p.contentType,
      auth: p.auth,
    });
  }

  private async send(
    id: OperationId,
    check: string,
    suite: Suite,
    expected: number[],
    init: CallInit,
  ): Promise<Outcome> {
    const answer = await this.client.call(init);
    const verdict = judge(id, expected, answer);
    const row: Row = {
      operation: id,
      check,
      method: init.method,
      path: init.path,
      expected,
      status: answer.status,
      result: verdict.result,
      suite,
      ms: answer.ms,
    };
    if (verdict.mismatch) {
      row.mismatch = verdict.mismatch;
      row.curl = this.client.curl(init);
    }
    const notes = [
      answer.refreshed && 'the access token had expired; refreshed once and repeated, as the console does',
      answer.resent && 'the connection dropped before an answer; sent once more',
    ].filter(Boolean);
    if (notes.length) row.note = notes.join('; ');
    this.rows.push(row);
    this.calls.set(row, init);
    return { row, verdict, answer, ok: verdict.result === 'pass' };
  }

  skip(operationId: OperationId, check: string, note: string, path = '', suite: Suite = 'positive'): Row {
    const op = operation(operationId);
    const row: Row = {
      operation: operationId,
      check,
      method: op.method,
      path,
      expected: [...op.success],
      status: null,
      result: 'skip',
      suite,
      note,
    };
    this.rows.push(row);
    return row;
  }

  /** Marks a passed row failed for what its (well-formed) answer says. */
  behaviour(row: Row, pointer: string, expected: string, received: string): void {
    row.result = 'fail';
    row.mismatch = { kind: 'behaviour', pointer, expected, received };
    row.curl ??= this.client.curl(this.calls.get(row) ?? { method: row.method, path: row.path });
  }
}
