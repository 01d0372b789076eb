// The per-state data jobs (Run Tools): each call is checked as a real job service would and
// answers a JobResult with a fresh job id; the jobs are kept in the store.
import { HttpResponse, http } from 'msw';
import { RunBillBody, RunDateBody, RunMetadataDatesBody } from '../../src/api/gen/zod/bill/bill.zod.ts';
import { isVersionCode, parseBillNumber, versionConvention } from '../../src/lib/version-codes.ts';
import { markDirty, slice } from '../db.ts';
import type { MockEnv } from '../env.ts';
import { failure, readBody, requireState, requireUser } from '../http.ts';
import type { Claims } from '../lib/jwt.ts';

const SLICE = 'billJobs';

interface Job {
  jobId: string;
  kind: 'runDate' | 'runBill' | 'runMetadataDates';
  user: string;
  at: string;
  parameters: Record<string, unknown>;
}

interface JobStore {
  next: number;
  jobs: Job[];
}

const today = (env: MockEnv) => new Date(env.now()).toISOString().slice(0, 10);

export function billJobHandlers(env: MockEnv) {
  const start = (
    request: Request,
    claims: Claims,
    kind: Job['kind'],
    parameters: Record<string, unknown>,
  ) => {
    const db = env.dbFor(request);
    const store = slice<JobStore>(db, SLICE, () => ({ next: 1041, jobs: [] }));
    const job: Job = {
      jobId: `job-${store.next++}`,
      kind,
      user: String(claims.sub ?? ''),
      at: new Date(env.now()).toISOString(),
      parameters,
    };
    store.jobs.unshift(job);
    markDirty(db, SLICE);
    env.persist(request);
    return job;
  };

  return [
    http.post('*/api/bill/runDate', async ({ request }) => {
      const claims = await requireUser(request, env);
      const body = await readBody(request, RunDateBody);
      requireState(claims, body.state);
      if (body.date > today(env)) failure(400, `The run date ${body.date} is in the future`, 'future_date');
      const job = start(request, claims, 'runDate', body);
      return HttpResponse.json({
        message: `Run by date queued for ${body.state} session ${body.session}, ${body.date}`,
        jobId: job.jobId,
        status: 'queued',
        parameters: job.parameters,
      });
    }),

    http.post('*/api/bill/runBill', async ({ request }) => {
      const claims = await requireUser(request, env);
      const body = await readBody(request, RunBillBody);
      requireState(claims, body.state);
      const parsed = parseBillNumber(body.billNumber);
      if (!parsed)
        failure(400, `${body.billNumber} is not a bill number (e.g. HB100 or HB100FIL)`, 'bad_bill');
      if (parsed.version && isVersionCode(body.state, parsed.version) === false) {
        const convention = versionConvention(body.state);
        const known =
          convention?.kind === 'list' ? convention.codes.join(', ') : convention?.examples.join(', ');
        failure(
          400,
          `${parsed.version} is not a bill version of ${body.state} (known: ${known})`,
          'bad_version',
        );
      }
      const job = start(request, claims, 'runBill', body);
      return HttpResponse.json({
        message: `Run by bill queued for ${body.state} session ${body.session}, ${parsed.bill}${parsed.version ? ` version ${parsed.version}` : ' (all versions)'}`,
        jobId: job.jobId,
        status: 'queued',
        parameters: job.parameters,
      });
    }),

    http.post('*/api/bill/runMetadataDates', async ({ request }) => {
      const claims = await requireUser(request, env);
      const body = await readBody(request, RunMetadataDatesBody);
      requireState(claims, body.state);
      if (body.startDate && body.endDate && body.startDate > body.endDate)
        failure(400, 'startDate must be on or before endDate', 'bad_range');
      const job = start(request, claims, 'runMetadataDates', body);
      const range =
        body.startDate || body.endDate
          ? `from ${body.startDate ?? 'the session start'} to ${body.endDate ?? 'today'}`
          : 'for the whole session';
      return HttpResponse.json({
        message: `Metadata dates queued for ${body.state} session ${body.session}, ${range}`,
        jobId: job.jobId,
        status: 'running',
        parameters: job.parameters,
      });
    }),
  ];
}
