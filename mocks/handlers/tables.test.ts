// The generic table handlers over the seeded store: filter semantics as the contract states them,
// pagination, add/edit/delete with simple and composite keys, and exact 64-bit values.
import { beforeEach, describe, expect, it } from 'vitest';

let token = '';
const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`http://localhost${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
};
const list = (path: string) =>
  call(path).then((r) => r.body as { data: Record<string, unknown>[]; pagination: Record<string, unknown> });

beforeEach(async () => {
  const res = await fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  token = ((await res.json()) as { accessToken: string }).accessToken;
});

describe('one record', () => {
  it('answers a record by its key, and 404 in words once it is gone', async () => {
    const r = await call('/api/table/masterBills/100005');
    expect(r.status).toBe(200);
    expect(r.body.data.MasterBillId).toBe(100005);
    await call('/api/table/masterBills/100005?primaryKey=MasterBillId', { method: 'DELETE' });
    const gone = await call('/api/table/masterBills/100005');
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('No MasterBills record with MasterBillId 100005');
  });

  it('finds a record with a composite key', async () => {
    const first = (await list('/api/table/memberCounties?page=1&limit=1')).data[0] as Record<string, unknown>;
    const id = [first.StateCode, first.SessionCode, first.MemberId].join('~');
    const r = await call(`/api/table/memberCounties/${encodeURIComponent(id)}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(first);
  });
});

describe('list, sorted', () => {
  it('sorts the whole filtered list before paging, and says so in pagination.sort', async () => {
    const all = (await list('/api/table/masterBills?page=1&limit=100&StateCode=TX')).data;
    const page3 = await list(
      '/api/table/masterBills?page=3&limit=10&StateCode=TX&sort=-FiledDate,MasterBillId',
    );
    expect(page3.pagination.sort).toBe('-FiledDate,MasterBillId');
    expect(page3.data).toHaveLength(9); // 29 TX bills in the seed: the third page holds the last nine
    const sorted = [...all].sort(
      (a, b) =>
        String(b.FiledDate ?? '').localeCompare(String(a.FiledDate ?? '')) ||
        Number(a.MasterBillId) - Number(b.MasterBillId),
    );
    // Empty dates go last; the seed has none among TX bills, so a plain comparison is the oracle.
    expect(all.every((r) => r.FiledDate)).toBe(true);
    expect(page3.data.map((r) => r.MasterBillId)).toEqual(sorted.slice(20, 30).map((r) => r.MasterBillId));
  });

  it('answers without pagination.sort when no sort is asked for', async () => {
    const { pagination } = await list('/api/table/masterBills?page=1&limit=10');
    expect(pagination.sort).toBeUndefined();
  });

  it('refuses an unknown sort field in words', async () => {
    const r = await call('/api/table/masterBills?page=1&limit=10&sort=Nope');
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/sort/);
  });
});

describe('list', () => {
  it('answers ten rows to a page with the pagination the console reads', async () => {
    const { data, pagination } = await list('/api/table/masterBills?page=2&limit=10');
    expect(data).toHaveLength(10);
    expect(pagination).toEqual({
      page: 2,
      limit: 10,
      total: 250,
      totalPages: 25,
      hasNextPage: true,
      hasPreviousPage: true,
    });
  });

  it('filters text by case-insensitive substring', async () => {
    const { data } = await list('/api/table/masterBills?page=1&limit=100&Type=j');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => String(r.Type).toLowerCase().includes('j'))).toBe(true);
  });

  it('filters a field that refers to another record by equality, not by substring', async () => {
    const all = (await list('/api/table/billHistory?page=1&limit=100')).data;
    const code = String(all.find((r) => r.ActionCode)?.ActionCode);
    // A code that contains another (as H10 contains H1): substring matching would list both.
    const longer = `${code}9`;
    await call('/api/table/billHistory/add', {
      method: 'POST',
      body: JSON.stringify({ ...all[0], MasterBillId: 987654, ActionCode: longer }),
    });
    const { data } = await list(`/api/table/billHistory?page=1&limit=100&ActionCode=${code.toLowerCase()}`);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((r) => String(r.ActionCode) === code)).toBe(true);
    const { data: other } = await list(`/api/table/billHistory?page=1&limit=100&ActionCode=${longer}`);
    expect(other.map((r) => r.MasterBillId)).toEqual([987654]);
  });

  it('filters numbers and dates by equality', async () => {
    const all = await list('/api/table/masterBills?page=1&limit=100');
    const n = all.data[0]?.Number;
    const { data } = await list(`/api/table/masterBills?page=1&limit=100&Number=${n}`);
    expect(data.every((r) => r.Number === n)).toBe(true);
    const date = (await list('/api/table/electionDates?page=1&limit=10')).data[0]?.ElectionDate as string;
    const byDate = await list(`/api/table/electionDates?page=1&limit=100&ElectionDate=${date}`);
    expect(byDate.data.length).toBeGreaterThan(0);
    expect(byDate.data.every((r) => r.ElectionDate === date)).toBe(true);
  });

  it('refuses a filter the dataset does not have, in words', async () => {
    const r = await call('/api/table/masterBills?page=1&limit=10&Title=x');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Title is not a filter of MasterBills');
  });

  // Coercion would read these as numbers; a query's integer is written in decimal digits.
  it.each([
    ['limit', '0x10'],
    ['limit', '1e1'],
    ['page', '1.0'],
    ['page', ' 1'],
  ])('refuses %s=%s, not written as a whole number in decimal digits', async (key, value) => {
    const q = new URLSearchParams({ page: '1', limit: '10', [key]: value });
    const r = await call(`/api/table/masterBills?${q}`);
    expect(r).toMatchObject({
      status: 400,
      body: {
        message: `Invalid query.${key}: must be a whole number written in decimal digits`,
        error: 'invalid_request',
      },
    });
  });

  it('still takes a number filter written 5.0 (a number, not an integer, in the contract)', async () => {
    const n = (await list('/api/table/masterBills?page=1&limit=1')).data[0]?.Number;
    const whole = await list(`/api/table/masterBills?page=1&limit=100&Number=${n}`);
    expect(whole.data.length).toBeGreaterThan(0);
    expect((await list(`/api/table/masterBills?page=1&limit=100&Number=${n}.0`)).data).toEqual(whole.data);
  });

  it('answers an empty page past the end, and an empty dataset', async () => {
    expect((await list('/api/table/masterBills?page=99&limit=10')).data).toEqual([]);
    const empty = await list('/api/table/tokenTracker?page=1&limit=10');
    expect(empty.data).toEqual([]);
    expect(empty.pagination.totalPages).toBe(0);
  });
});

describe('add, edit, delete', () => {
  it('adds with a server-assigned key and lists the new row first', async () => {
    const r = await call('/api/table/masterBills/add', {
      method: 'POST',
      body: JSON.stringify({
        StateCode: 'TX',
        SessionCode: '89R',
        Type: 'HB',
        Number: 9999,
        Title: 'Relating to tests.',
      }),
    });
    expect(r.status).toBe(201);
    expect(r.body.data.MasterBillId).toBe(100251);
    expect((await list('/api/table/masterBills?page=1&limit=10')).data[0]?.Title).toBe('Relating to tests.');
  });

  it('refuses a body the contract refuses, saying where', async () => {
    const r = await call('/api/table/masterBills/add', {
      method: 'POST',
      body: JSON.stringify({ Number: 'nine' }),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^Invalid body\.Number: /);
  });

  it('adds, edits and deletes with a composite key, refusing a duplicate', async () => {
    const row = { StateCode: 'TX', SessionCode: '89R', MemberId: 424242, CountyName: 'Travis' };
    expect(
      (await call('/api/table/memberCounties/add', { method: 'POST', body: JSON.stringify(row) })).status,
    ).toBe(201);
    const dup = await call('/api/table/memberCounties/add', { method: 'POST', body: JSON.stringify(row) });
    expect(dup.status).toBe(409);
    const edit = await call('/api/table/memberCounties/TX~89R~424242', {
      method: 'PATCH',
      body: JSON.stringify({ ...row, CountyName: 'Hays', primaryKey: 'StateCode,SessionCode,MemberId' }),
    });
    expect(edit.body.data.CountyName).toBe('Hays');
    const del = await call(
      '/api/table/memberCounties/TX~89R~424242?primaryKey=StateCode,SessionCode,MemberId',
      {
        method: 'DELETE',
      },
    );
    expect(del.body).toEqual({
      message: 'MemberCounties record deleted',
      id: 'TX~89R~424242',
      primaryKey: 'StateCode,SessionCode,MemberId',
    });
    expect((await list('/api/table/memberCounties?page=1&limit=10&MemberId=424242')).data).toEqual([]);
  });

  it("refuses a '~' in a part of a composite key: two records' ids would be one", async () => {
    const row = { TaskId: 1, FileName: '~$budget.docx' };
    const r = await call('/api/table/taskFiles/add', { method: 'POST', body: JSON.stringify(row) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      "Invalid body.FileName: holds a '~', which joins a composite key's values in the record's id, or a control character",
    );
    expect((await list('/api/table/taskFiles?page=1&limit=10&FileName=budget.docx')).data).toEqual([]);
    // A one-column key's '~' is no separator.
    const one = await call('/api/table/subject/add', {
      method: 'POST',
      body: JSON.stringify({ Code: 'A~B', Name: 'Tilde' }),
    });
    expect(one.status).toBe(201);
  });

  it('refuses to change a key, and to delete without the right primaryKey', async () => {
    const keyChange = await call('/api/table/masterBills/100001', {
      method: 'PATCH',
      body: JSON.stringify({ MasterBillId: 5, primaryKey: 'MasterBillId' }),
    });
    expect(keyChange.status).toBe(400);
    const wrong = await call('/api/table/masterBills/100001?primaryKey=Id', { method: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('primaryKey must be MasterBillId');
  });

  it('deletes a row whose text key has spaces (sent percent-encoded)', async () => {
    const r = await call(
      `/api/table/countyTableType/${encodeURIComponent('East Baton Rouge')}?primaryKey=CountyName`,
      {
        method: 'DELETE',
      },
    );
    expect(r.status).toBe(200);
  });

  it('keeps a 64-bit FtmEid above 2^53 exact through an edit', async () => {
    const big = '9223372036854775807';
    const id = (await list('/api/table/billSponsors?page=1&limit=1')).data[0]?.SponsorId;
    await call(`/api/table/billSponsors/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ FtmEid: big, primaryKey: 'SponsorId' }),
    });
    const raw = (await call('/api/table/billSponsors?page=1&limit=1')).text;
    expect(raw).toContain(`"FtmEid":"${big}"`);
  });

  it('a 64-bit number beyond 2^53 sent as a JSON number is refused with how to send it', async () => {
    const id = (await list('/api/table/billSponsors?page=1&limit=1')).data[0]?.SponsorId;
    const r = await call(`/api/table/billSponsors/${id}`, {
      method: 'PATCH',
      body: '{"FtmEid":9223372036854775807,"primaryKey":"SponsorId"}',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'Invalid body.FtmEid: is a number beyond ±9007199254740991, which a JSON number does not carry exactly: send a 64-bit value as a string of digits',
    );
  });
});
