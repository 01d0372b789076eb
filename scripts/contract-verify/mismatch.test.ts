// @vitest-environment node
// The first mismatch of an answer, as the report words it: pointer, expectation, received value.

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { RunDateResponse } from '../../src/api/gen/zod/bill/bill.zod.ts';
import { BillSponsorsListResponse } from '../../src/api/gen/zod/bill-sponsors/bill-sponsors.zod.ts';
import type { Answer } from './client.ts';
import type { Schema } from './contract.ts';
import { judge } from './judge.ts';
import { mismatchFromIssue, toPointer, type ZodLikeIssue } from './mismatch.ts';

const first = (schema: Schema, body: unknown) => {
  const r = schema.safeParse(body);
  if (r.success) throw new Error('expected a mismatch');
  return mismatchFromIssue(r.error.issues[0] as unknown as ZodLikeIssue, body);
};

const page = { page: 1, limit: 10, total: 1, totalPages: 1, hasNextPage: false, hasPreviousPage: false };

describe('mismatch', () => {
  it('escapes JSON pointer segments (RFC 6901)', () => {
    expect(toPointer(['data', 0, 'a/b', 'c~d'])).toBe('/data/0/a~1b/c~0d');
    expect(toPointer([])).toBe('');
  });

  it('names a union by its alternatives (a 64-bit value: digits, integer or null)', () => {
    expect(
      first(BillSponsorsListResponse, { data: [{ SponsorId: 1, FtmEid: true }], pagination: page }),
    ).toEqual({
      kind: 'body',
      pointer: '/data/0/FtmEid',
      expected: 'string or number or null',
      received: 'true',
    });
  });

  it('names the allowed values of an enum', () => {
    expect(first(RunDateResponse, { message: 'm', jobId: 'j', status: 'done' })).toMatchObject({
      pointer: '/status',
      expected: 'one of "queued", "running"',
      received: '"done"',
    });
  });

  it('names formats and bounds', () => {
    expect(first(z.object({ d: z.iso.date() }), { d: '2025-13-01' }).expected).toBe('a date (YYYY-MM-DD)');
    expect(first(z.object({ n: z.int().min(1) }), { n: 0 }).expected).toBe('a number >= 1');
    expect(first(z.object({ s: z.string().min(1) }), { s: '' }).expected).toBe(
      'a string of at least 1 character(s)',
    );
    expect(first(z.string().regex(/^[A-Z]{2}$/), 'tx').expected).toBe('a string matching /^[A-Z]{2}$/');
  });

  it('shortens long received values', () => {
    const m = first(z.object({ n: z.number() }), { n: 'x'.repeat(200) });
    expect(m.received).toHaveLength(80);
    expect(m.received.endsWith('…')).toBe(true);
  });
});

describe('judge', () => {
  const answer = (a: Partial<Answer>): Answer => ({
    status: 200,
    contentType: 'application/json',
    text: '',
    json: undefined,
    isJson: true,
    ms: 1,
    ...a,
  });

  // The first error answer judged reads openapi.yaml (over half a megabyte of YAML): more time.
  it('checks an error answer against the schema openapi.yaml declares for that status', {
    timeout: 30_000,
  }, () => {
    const v = judge('logout', [401], answer({ status: 401, json: { error: 'unauthorized' } }));
    expect(v.mismatch).toEqual({
      kind: 'body',
      pointer: '/message',
      expected: 'string',
      received: 'nothing (required field absent)',
    });
    expect(judge('logout', [401], answer({ status: 401, json: { message: 'No token' } })).result).toBe(
      'pass',
    );
  });

  it('reports a JSON content type whose body does not parse', () => {
    const v = judge('logout', [200], answer({ isJson: false, text: '{"message":' }));
    expect(v.mismatch).toEqual({
      kind: 'content-type',
      pointer: '',
      expected: 'application/json',
      received: 'application/json that does not parse: {"message":',
    });
  });

  it('quotes the server’s message when the status is wrong', () => {
    const v = judge('logout', [200], answer({ status: 500, json: { message: 'Database down' } }));
    expect(v.mismatch).toEqual({
      kind: 'status',
      pointer: '',
      expected: '200',
      received: '500 (message: "Database down")',
    });
  });
});
