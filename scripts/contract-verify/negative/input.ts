// Invalid input a server must refuse with a 4xx in the error shape (never a 5xx, never a
// success): every probe is built from what openapi.yaml says of the call (its types, limits,
// patterns, closed bodies, the stated body limit), by breaking one rule of a request that is
// otherwise valid and aimed at nothing that exists.

import { KEY_SEPARATOR } from '../../../src/lib/row-key.ts';
import {
  bodyLimit,
  type DatasetConfig,
  type JsonSchema,
  type OperationId,
  operations,
  parameterMaximum,
  requestBodySchema,
  unprobed,
} from '../contract.ts';
import type { Lane, Outcome, Probe } from '../lane.ts';
import type { Fields } from '../scratch.ts';
import { absentId, isRead } from './requests.ts';

const UNKNOWN = 'contractVerifyUnknownField';
/** A NUL and an escape: control characters the contract's text pattern refuses. */
const NUL = '\u0000';
const ESC = '\u001b';

type BodyProbe = Pick<Probe, 'check' | 'body' | 'raw' | 'contentType' | 'expect' | 'auth'>;

const types = (s: JsonSchema | undefined): string[] =>
  !s ? [] : s.type ? [s.type].flat() : [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(types);

/** Refuses any control character but tab and line breaks: the contract's text pattern. */
const isTextPattern = (p: string | undefined) => !!p && p.includes('\\x00');

/** The string members of a property (a nullable text is anyOf [string, null]). */
const stringSchema = (p: JsonSchema): JsonSchema | undefined =>
  p.type === 'string' || (Array.isArray(p.type) && p.type.includes('string'))
    ? p
    : [...(p.anyOf ?? []), ...(p.oneOf ?? [])].find((x) => stringSchema(x));

/** A JSON object of the request body, where it is, and how a changed copy goes back in. */
interface Place {
  schema: JsonSchema | undefined;
  valid: Fields;
  /** The whole body with this object replaced by `v`. */
  wrap: (v: Fields) => Fields;
  /** '' at the top, else 'assignedSpeaker.' or 'newTranscript[0][0].'. */
  at: string;
}

/** The probes that break one rule of one field of the object at `place`. At the top the first
 * field of each kind stands for the others (seventy datasets' bodies, a few probes each); inside
 * a nested object every text field is probed (a word, a speaker's name), there are few. */
function fieldProbes({ schema, valid, wrap, at }: Place, every: boolean): BodyProbe[] {
  const out: BodyProbe[] = [];
  const pick = (test: (p: JsonSchema, name: string) => boolean): [string, JsonSchema][] => {
    const all = Object.entries(schema?.properties ?? {}).filter(([name, p]) => test(p, name));
    return every ? all : all.slice(0, 1);
  };
  const body = (name: string, value: unknown) => wrap({ ...valid, [name]: value });
  if (schema?.additionalProperties === false)
    out.push({
      check: at ? `an unknown field in ${at.slice(0, -1)}: refused (400)` : 'an unknown field: refused (400)',
      body: wrap({ ...valid, [UNKNOWN]: 1 }),
      expect: [400],
    });
  for (const [name] of pick(
    (p, n) =>
      n in valid &&
      !types(p).includes('integer') &&
      !!stringSchema(p) &&
      !stringSchema(p)?.enum &&
      !stringSchema(p)?.const,
  ))
    out.push({
      check: `a number where ${at}${name} takes text: refused (400)`,
      body: body(name, 12345),
      expect: [400],
    });
  for (const [name] of pick(
    (p, n) =>
      n in valid &&
      (types(p).includes('integer') || types(p).includes('number')) &&
      !types(p).includes('string'),
  ))
    out.push({
      check: `text where ${at}${name} takes a number: refused (400)`,
      body: body(name, 'contract-verify'),
      expect: [400],
    });
  for (const [name] of pick((p) => isTextPattern(stringSchema(p)?.pattern))) {
    const base = typeof valid[name] === 'string' ? (valid[name] as string) : 'contract-verify';
    out.push(
      {
        check: `a NUL character in ${at}${name}: refused (400)`,
        body: body(name, `${base}${NUL}`),
        expect: [400],
      },
      {
        check: `a control character (ESC) in ${at}${name}: refused (400)`,
        body: body(name, `${ESC}${base}`),
        expect: [400],
      },
    );
  }
  // A part of a composite key: its '~' would make the record's id (the parts joined by '~') ambiguous.
  for (const [name] of pick((p) => !!stringSchema(p)?.pattern?.includes(`[^${KEY_SEPARATOR}`)))
    out.push({
      check: `a '${KEY_SEPARATOR}' in ${at}${name}, a part of the key: refused (400)`,
      body: body(name, `contract${KEY_SEPARATOR}verify`),
      expect: [400],
    });
  for (const [name, p] of pick((p) => typeof stringSchema(p)?.maxLength === 'number')) {
    const max = stringSchema(p)?.maxLength as number;
    out.push({
      check: `${at}${name} one character over its ${max.toLocaleString('en-US')}: refused (400)`,
      body: body(name, 'x'.repeat(max + 1)),
      expect: [400],
    });
  }
  for (const [name] of pick((p) => JSON.stringify(p).includes('-9223372036854775808')))
    out.push(
      {
        check: `${at}${name} = 2^63 (past the 64-bit range): refused (400)`,
        body: body(name, '9223372036854775808'),
        expect: [400],
      },
      {
        check: `${at}${name} = -2^63-1: refused (400)`,
        body: body(name, '-9223372036854775809'),
        expect: [400],
      },
      {
        check: `${at}${name} = 9999999999999999999: refused (400)`,
        body: body(name, '9999999999999999999'),
        expect: [400],
      },
    );
  return out;
}

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The objects nested in the object at `place` (through arrays: their first item), each with its
 * place, as far down as the valid body goes. */
function nestedPlaces(place: Place): Place[] {
  const out: Place[] = [];
  const visit = (
    schema: JsonSchema | undefined,
    value: unknown,
    wrap: (v: unknown) => Fields,
    at: string,
  ) => {
    if (Array.isArray(value) && value.length > 0)
      visit(schema?.items, value[0], (v) => wrap([v, ...value.slice(1)]), `${at}[0]`);
    else if (isObject(value) && schema?.properties) {
      const inner: Place = { schema, valid: value, wrap, at: `${at}.` };
      out.push(inner, ...nestedPlaces(inner));
    }
  };
  for (const [name, p] of Object.entries(place.schema?.properties ?? {}))
    visit(p, place.valid[name], (v) => place.wrap({ ...place.valid, [name]: v }), `${place.at}${name}`);
  return out;
}

/** Probes that break one rule of the valid body `valid` of operation `id`. */
export function bodyProbes(id: OperationId, valid: Fields, opts: { oversize: boolean }): BodyProbe[] {
  const schema = requestBodySchema(id);
  const top: Place = { schema, valid, wrap: (v) => v, at: '' };
  const out: BodyProbe[] = [
    { check: 'a body that is not JSON: refused (400)', raw: { text: '{"contract-verify": ' }, expect: [400] },
    { check: 'a body of null: refused (400)', raw: { text: 'null' }, expect: [400] },
    { check: 'a body that is an array: refused (400)', raw: { text: '[]' }, expect: [400] },
    // A page of another site can post text/plain without a CORS preflight: a body is JSON by its
    // header, not by its bytes.
    {
      check: 'a valid body sent as text/plain: refused (415)',
      raw: { text: JSON.stringify(valid) },
      contentType: 'text/plain',
      expect: [415],
    },
    ...fieldProbes(top, false),
    ...nestedPlaces(top).flatMap((p) => fieldProbes(p, true)),
  ];
  if (opts.oversize) {
    const limit = bodyLimit(id);
    const prefix = `${JSON.stringify(valid).slice(0, -1)}${Object.keys(valid).length ? ',' : ''}"${UNKNOWN}":"`;
    out.push({
      check: `a body over the stated ${limit.toLocaleString('en-US')} bytes: refused (413)`,
      raw: { prefix, fill: 'x', count: limit, suffix: '"}' },
      expect: [413],
    });
    // The token is checked first (contract): a server that reads the body before it is, refuses with 413.
    if (operations[id].signedIn) {
      out.push({
        check: 'a body over the limit without a token: refused (401), the token checked first',
        raw: { prefix, fill: 'x', count: limit, suffix: '"}' },
        auth: 'none',
        expect: [401],
      });
    }
  }
  return out;
}

/** Runs `probes` against one call; `after` sees each outcome (to clean up what a broken server stored). */
export async function sendBodyProbes(
  lane: Lane,
  id: OperationId,
  path: string,
  probes: BodyProbe[],
  after?: (o: Outcome, body: Fields | undefined) => Promise<void>,
  auth?: Probe['auth'],
): Promise<void> {
  for (const p of probes) {
    const out = await lane.probe({ operation: id, suite: 'input', path, auth, ...p });
    await after?.(out, p.body as Fields | undefined);
  }
}

/** The list call with a query that breaks one rule: page and limit out of range or not numbers,
 * an unknown parameter, a sort the dataset cannot have, filters holding control characters, too
 * long or of the wrong type. */
export async function listProbes(lane: Lane, d: DatasetConfig): Promise<void> {
  const id = `${d.key}List` as OperationId;
  const maxPage = parameterMaximum('Page');
  const maxLimit = parameterMaximum('Limit');
  const q = (extra: Record<string, string>) =>
    `${d.endpoint}?${new URLSearchParams({ page: '1', limit: '10', ...extra })}`;
  const probes: [string, Record<string, string>][] = [
    ['limit=0', { limit: '0' }],
    [`limit=${maxLimit + 1}, over its maximum`, { limit: String(maxLimit + 1) }],
    ['page=0', { page: '0' }],
    ['a negative page', { page: '-1' }],
    [`page=${maxPage + 1}, over its maximum`, { page: String(maxPage + 1) }],
    ['an enormous page (20 digits)', { page: '99999999999999999999' }],
    ['a page that is not a number', { page: 'two' }],
    ['a limit that is not a number', { limit: 'ten' }],
    ['a limit that is not whole', { limit: '1.5' }],
    // A server that coerces like JavaScript's Number() reads this as 16.
    ['a limit written in hexadecimal (0x10)', { limit: '0x10' }],
    ['an unknown query parameter', { [UNKNOWN]: '1' }],
  ];
  // The sort parameter names the dataset's own fields, at most four: an unknown one is a 400 (a
  // server that cannot sort may leave a valid sort unapplied, not take a wrong one).
  const sortable = d.columns[0]?.key;
  if (sortable)
    probes.push(
      ['a sort by a field the dataset does not have', { sort: UNKNOWN }],
      ['a sort by five fields (at most four)', { sort: Array(5).fill(sortable).join(',') }],
      ['a sort with two leading minus signs', { sort: `--${sortable}` }],
    );
  const textFilter = d.columns.find((c) => c.filter && (c.type === 'text' || c.type === 'textarea'));
  if (textFilter) {
    const schema = requestBodySchema(`${d.key}Add` as OperationId)?.properties?.[textFilter.key];
    const max = schema ? stringSchema(schema)?.maxLength : undefined;
    probes.push(
      [`a NUL character in the ${textFilter.key} filter`, { [textFilter.key]: `a${NUL}` }],
      [`a control character (ESC) in the ${textFilter.key} filter`, { [textFilter.key]: `${ESC}a` }],
    );
    if (max)
      probes.push([
        `a ${textFilter.key} filter over its ${max} characters`,
        { [textFilter.key]: 'x'.repeat(max + 1) },
      ]);
  }
  const numberFilter = d.columns.find((c) => c.filter && c.type === 'number');
  if (numberFilter)
    probes.push([`text in the number filter ${numberFilter.key}`, { [numberFilter.key]: 'many' }]);
  for (const [what, extra] of probes)
    await lane.probe({
      operation: id,
      suite: 'input',
      check: `${what}: refused (400)`,
      path: q(extra),
      expect: [400],
    });
}

/** Delete with a primaryKey that is missing or names other columns (a record nobody has). */
export async function deleteProbes(lane: Lane, d: DatasetConfig, runId: string): Promise<void> {
  const id = `${d.key}Delete` as OperationId;
  const path = `${d.endpointDelete}/${absentId(d, runId)}`;
  await lane.probe({
    operation: id,
    suite: 'input',
    check: 'no primaryKey: refused (400)',
    path,
    expect: [400],
  });
  await lane.probe({
    operation: id,
    suite: 'input',
    check: 'a primaryKey naming other columns: refused (400)',
    path: `${path}?primaryKey=${UNKNOWN}`,
    expect: [400],
  });
}

/** Path and query parameters of the hearing calls that break their schema. */
export async function hearingParameterProbes(lane: Lane, state: string): Promise<void> {
  const probes: [OperationId, string, string][] = [
    ['getTranscript', 'a video id that is not a number', `/api/bill/getTranscript/${state}/first`],
    ['getTranscript', 'video id 0', `/api/bill/getTranscript/${state}/0`],
    [
      'getTranscript',
      'an enormous video id (20 digits)',
      `/api/bill/getTranscript/${state}/99999999999999999999`,
    ],
    ['getTranscript', 'a lower-case state', `/api/bill/getTranscript/${state.toLowerCase()}/1`],
    ['getCommittees', 'a state without hearings (ZZ)', '/api/bill/committees/ZZ'],
    ['getVideosToUpdate', 'no state', '/api/speaker/videos-to-update'],
    ['getVideosToUpdate', 'a state that is no code', `/api/speaker/videos-to-update?state=${state}X`],
    [
      'getVideosToUpdate',
      'an unknown query parameter',
      `/api/speaker/videos-to-update?state=${state}&${UNKNOWN}=1`,
    ],
    [
      'getSpeakerSegments',
      'a videoID that is not a number',
      `/api/speaker/speaker-segments?state=${state}&videoID=first`,
    ],
    ['getSpeakerSegments', 'no videoID', `/api/speaker/speaker-segments?state=${state}`],
  ];
  for (const [id, what, path] of probes)
    await lane.probe({ operation: id, suite: 'input', check: `${what}: refused (400)`, path, expect: [400] });
}

export interface BaseRun {
  runId: string;
  readOnly: boolean;
  includeJobs: boolean;
  /** A state of the account, and a hearing state of it (TX or LA), if it has one. */
  state: string;
  hearingState: string | undefined;
  /** Send the probes over the body limit (a megabyte or more each). */
  oversize: boolean;
}

/** The body probes of every call outside the datasets, each from a valid body aimed at nothing. */
export async function baseBodyProbes(lane: Lane, run: BaseRun): Promise<void> {
  const none = `CV${run.runId}`.toUpperCase();
  const { state } = run;
  const hearing = run.hearingState;
  const valid: [OperationId, string, Fields | undefined, string?][] = [
    ['login', '/api/auth/login', { username: 'contract-verify-probe', password: 'contract-verify-probe' }],
    ['refreshToken', '/api/auth/refresh-token', { refreshToken: 'contract-verify-probe' }],
    ['loadCrawlLinks', '/api/crawl', { state }],
    [
      'updateCrawlLink',
      '/api/crawl/update-link',
      { state, key: `ContractVerify${none}`, url: `https://example.org/contract-verify/${run.runId}` },
    ],
    ['getVersions', '/api/bill/getVersions', { state, id: none, session: none }],
    ['getSummary', '/api/bill/getSummary', { state, type: 'bill', id: none, session: none }],
    [
      'updateSummary',
      '/api/bill/updateSummary',
      { state, type: 'bill', id: none, session: none, newSummary: 'contract-verify' },
    ],
    ['runDate', '/api/bill/runDate', { state, session: none, date: '2000-01-01' }],
    ['runBill', '/api/bill/runBill', { state, session: none, billNumber: none }],
    [
      'runMetadataDates',
      '/api/bill/runMetadataDates',
      { state, session: none, startDate: null, endDate: null },
    ],
    [
      'updateTranscript',
      '/api/bill/updateTranscript',
      // One word, so that the text inside a word is probed too.
      hearing
        ? {
            state: hearing,
            id: 2147483647,
            newTranscript: [
              [{ word: 'contract-verify', startTime: '0.00', endTime: '1.00', speaker: 'contract-verify' }],
            ],
          }
        : undefined,
      'the account covers neither TX nor LA',
    ],
    [
      'updateSpeakerAssignment',
      '/api/speaker/update-assignment',
      hearing
        ? {
            state: hearing,
            videoID: 2147483647,
            segmentIDs: [2147483647],
            assignedSpeaker: { id: 0, name: 'contract-verify', type: 'New', extra: '' },
          }
        : undefined,
      'the account covers neither TX nor LA',
    ],
  ];
  for (const [id, path, body, noBody] of valid) {
    const why =
      run.readOnly && !isRead(id)
        ? 'read-only run (--read-only)'
        : !body
          ? noBody
          : id.startsWith('run') && !run.includeJobs
            ? 'a body the server wrongly took would start a real data job; pass --include-jobs to check it'
            : undefined;
    if (why || !body) {
      lane.skip(id, 'invalid bodies: refused (400)', why ?? '', path, 'input');
      continue;
    }
    const auth = id === 'login' || id === 'refreshToken' ? ('none' as const) : undefined;
    await sendBodyProbes(lane, id, path, bodyProbes(id, body, { oversize: run.oversize }), undefined, auth);
  }
  for (const id of unprobed(
    valid.map(([id]) => id),
    (id) => requestBodySchema(id) !== undefined,
  ))
    lane.skip(
      id,
      'invalid bodies: refused (400)',
      'not checked: this call takes a body, and no valid body of it is written yet (scripts/contract-verify/negative/input.ts)',
      '',
      'input',
    );
}
