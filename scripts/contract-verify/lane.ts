// A lane of checks: it sends one call per check, judges the answer and records a row. Lanes run
// side by side (one per dataset); each keeps its rows in order so the report reads the same on
// every run. A failed row carries the curl command that repeats its call.
import type { Answer, AuthMode, CallInit, Client, RawBody } from './client.ts';
import { generatedSchema, type OperationId, operation } from './contract.ts';
import { judge, type Result, type Verdict } from './judge.ts';
import type { Mismatch } from './mismatch.ts';

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
  auth?: AuthMode;
  expect: number[];
}

export interface Outcome {
  row: Row;
  verdict: Verdict;
  answer: Answer;
  /** The answer was accepted (status and body as the contract says). */
  ok: boolean;
}

/** A request the verifier built breaks the contract itself: a bug of the verifier, not the server. */
class VerifierBug extends Error {}

function checkRequest(ex: Exchange): void {
  const [pathname, query = ''] = ex.path.split('?');
  if (ex.body !== undefined) {
    const schema = generatedSchema(ex.operation, 'Body');
    const r = schema?.safeParse(ex.body);
    if (r && !r.success)
      throw new VerifierBug(`${ex.operation}: the verifier built an invalid body: ${r.error.message}`);
  }
  const schema = generatedSchema(ex.operation, 'QueryParams');
  const r = schema?.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (r && !r.success)
    throw new VerifierBug(
      `${ex.operation} ${pathname}: the verifier built an invalid query: ${r.error.message}`,
    );
}

export class Lane {
  readonly rows: Row[] = [];
  /** The call of each row, for the curl command of a row failed after the fact. */
  private readonly calls = new WeakMap<Row, CallInit>();

  constructor(readonly client: Client) {}

  async exchange(ex: Exchange): Promise<Outcome> {
    checkRequest(ex);
    const op = operation(ex.operation);
    return this.send(ex.operation, ex.check, ex.suite ?? 'positive', ex.expect ?? [...op.success], {
      method: op.method,
      path: ex.path,
      body: ex.body,
      auth: ex.auth,
    });
  }

  /** Sends a call that is meant to be refused (see Probe). */
  probe(p: Probe): Promise<Outcome> {
    const op = operation(p.operation);
    return this.send(p.operation, p.check, p.suite, p.expect, {
      method: p.method ?? op.method,
      path: p.path,
      body: p.body,
      raw: p.raw,
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

  skip(operationId: OperationId, check: string, note: string, path = '', suite: Suite = 'positive'): void {
    const op = operation(operationId);
    this.rows.push({
      operation: operationId,
      check,
      method: op.method,
      path,
      expected: [...op.success],
      status: null,
      result: 'skip',
      suite,
      note,
    });
  }

  /** Marks a passed row failed for what its (well-formed) answer says. */
  behaviour(row: Row, pointer: string, expected: string, received: string): void {
    row.result = 'fail';
    row.mismatch = { kind: 'behaviour', pointer, expected, received };
    row.curl ??= this.client.curl(this.calls.get(row) ?? { method: row.method, path: row.path });
  }
}
