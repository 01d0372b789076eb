// A lane of checks: it sends one call per check, judges the answer and records a row. Lanes run
// side by side (one per dataset); each keeps its rows in order so the report reads the same on
// every run.
import type { Answer, AuthMode, Client } from './client.ts';
import { generatedSchema, type OperationId, operation } from './contract.ts';
import { judge, type Result, type Verdict } from './judge.ts';
import type { Mismatch } from './mismatch.ts';

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
  mismatch?: Mismatch;
  /** Why a check was skipped, or a remark on a pass. */
  note?: string;
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
}

export interface Outcome {
  row: Row;
  verdict: Verdict;
  answer: Answer;
  /** The answer was accepted (status and body as the contract says). */
  ok: boolean;
}

/** A request the verifier built breaks the contract itself: a bug of the verifier, not the server. */
export class VerifierBug extends Error {}

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

  constructor(private readonly client: Client) {}

  async exchange(ex: Exchange): Promise<Outcome> {
    checkRequest(ex);
    const op = operation(ex.operation);
    const expected = ex.expect ?? [...op.success];
    const answer = await this.client.call({ method: op.method, path: ex.path, body: ex.body, auth: ex.auth });
    const verdict = judge(ex.operation, expected, answer);
    const row: Row = {
      operation: ex.operation,
      check: ex.check,
      method: op.method,
      path: ex.path,
      expected,
      status: answer.status,
      result: verdict.result,
      ms: answer.ms,
    };
    if (verdict.mismatch) row.mismatch = verdict.mismatch;
    const notes = [
      answer.refreshed && 'the access token had expired; refreshed once and repeated, as the console does',
      answer.resent && 'the connection dropped before an answer; sent once more',
    ].filter(Boolean);
    if (notes.length) row.note = notes.join('; ');
    this.rows.push(row);
    return { row, verdict, answer, ok: verdict.result === 'pass' };
  }

  skip(operationId: OperationId, check: string, note: string, path = ''): void {
    const op = operation(operationId);
    this.rows.push({
      operation: operationId,
      check,
      method: op.method,
      path,
      expected: [...op.success],
      status: null,
      result: 'skip',
      note,
    });
  }

  /** Marks a passed row failed for what its (well-formed) answer says. */
  behaviour(row: Row, pointer: string, expected: string, received: string): void {
    row.result = 'fail';
    row.mismatch = { kind: 'behaviour', pointer, expected, received };
  }
}
