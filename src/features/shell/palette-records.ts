// Records the command palette can open by their key: a MasterBillId ('100005' offers 'Open
// MasterBill 100005'), any dataset's record by its name, or the start of its name, and its key
// ('members 42', 'contrib 1000001', 'States TX'), or a bill as staff write it ('HB 100 TX 89R',
// 'TX HB 100 89R', 'H.B. 100', 'Texas House Bill 100'), found through the bills' list call and
// opened when it is one bill, listed when it is several.
import { apiCall } from '../../api/fetcher';
import { loadDataset } from '../../api/gen/registry/load-dataset';
import { adminMenu, type MenuEntry } from '../../api/gen/registry/menu';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { toolScreens } from '../../lib/screens';
import { US_STATES } from '../../lib/us-states';

const BILLS_ROUTE = 'master-bills';

export type RecordTarget =
  | { kind: 'record'; route: string; id: string }
  | { kind: 'bill'; type: string; number: string; state?: string; session?: string };

export interface RecordOffer {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
  readonly target: RecordTarget;
}

// House and Senate (and Assembly) bills, resolutions, joint and concurrent resolutions, memorials.
const BILL_TYPE = '(?:[HSA](?:B|R|JR|CR|JM|CM|C|J|M))';
const BILL = new RegExp(`(?:^|\\s)(${BILL_TYPE})[\\s#-]*0*([0-9]{1,6})(?=\\s|$)`, 'i');
// A type spelled out: 'House Bill', 'Senate Joint Resolution', 'Assembly Concurrent Memorial'.
const SPELLED = /\b(house|senate|assembly)\s+(?:(joint|concurrent)\s+)?(bill|resolution|memorial)\b/gi;
// A state by its name ('Texas', 'New York'), the longest first (West Virginia before Virginia).
const STATE_NAMES = [...US_STATES]
  .sort((a, b) => b.name.length - a.name.length)
  .map((st) => [new RegExp(`\\b${st.name.replace(' ', '\\s+')}\\b`, 'i'), st.code] as const);
const STATE = /^[A-Za-z]{2}$/;
const SESSION = /^[0-9][0-9A-Za-z]*$/;

interface BillWords {
  type: string;
  number: string;
  state?: string;
  session?: string;
}

/** A bill as staff write it: its type and number ('HB 100', 'H.B. 100', 'hb100'), with a state
 * and a session in any order around it ('TX 89R HB 100', 'HB 100 88R', '88R HB 100 TX'). */
function billWords(q: string): BillWords | undefined {
  let text = q
    .replace(/\./g, '')
    .replace(SPELLED, (_, chamber: string, kind: string | undefined, what: string) =>
      `${chamber[0]}${kind?.[0] ?? ''}${what[0]}`.toUpperCase(),
    );
  for (const [name, code] of STATE_NAMES) text = text.replace(name, code);
  text = text.replace(/\s+/g, ' ').trim();
  const m = BILL.exec(text);
  if (!m) return undefined;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.split(' ').filter(Boolean);
  const bill: BillWords = { type: (m[1] as string).toUpperCase(), number: m[2] as string };
  for (const word of rest) {
    if (STATE.test(word) && bill.state === undefined) bill.state = word.toUpperCase();
    else if (SESSION.test(word) && bill.session === undefined) bill.session = word.toUpperCase();
    else return undefined;
  }
  return bill;
}

const KEY = /^[0-9]{1,12}$/;
const NAMED_KEY = /^(.+?)\s+#?(\S{1,64})$/;

const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

const tables = adminMenu.filter((e) => e.key !== undefined);

/** The table dataset `words` names: its name or address, with or without a final s ('member',
 * 'Members', 'master-bills'), or the start of one that no other dataset's starts with
 * ('contrib'; not 'bill', which starts a dozen). */
function datasetNamed(words: string): MenuEntry | undefined {
  const w = squash(words);
  const names = (e: MenuEntry) => [e.name, e.route].map(squash);
  const exact = tables.find((e) => names(e).some((s) => s === w || s === `${w}s` || `${s}s` === w));
  if (exact || w.length < 3) return exact;
  const started = tables.filter((e) => names(e).some((s) => s.startsWith(w)));
  return started.length === 1 ? started[0] : undefined;
}

const screenNames = [
  ...adminMenu.flatMap((e) => [e.name, e.route]),
  ...toolScreens(['TX', 'LA']).map((t) => t.name),
  'Dashboard',
].map(squash);
const namesAScreen = (q: string) => {
  const typed = squash(q);
  return screenNames.some((n) => n.startsWith(typed));
};

/** What a typed query names, if it names a record. */
export function recordOffers(query: string): RecordOffer[] {
  const q = query.trim().replace(/^#(?=[0-9])/, '');
  if (KEY.test(q))
    return [
      {
        id: `record-${q}`,
        name: `Open MasterBill ${q}`,
        detail: `/admin/${BILLS_ROUTE}?record=${q}`,
        target: { kind: 'record', route: BILLS_ROUTE, id: q },
      },
    ];
  const bill = billWords(q);
  if (!bill) {
    // The name of a screen or a dataset, or its start ('Actions Entry', 'Member sess'), is that
    // screen: not a dataset's record ('Actions' and a key 'Entry', 'Member' and 'sess').
    if (namesAScreen(q)) return [];
    const named = NAMED_KEY.exec(q);
    const e = named && datasetNamed(named[1] as string);
    if (!named || !e) return [];
    const id = named[2] as string;
    return [
      {
        id: `record-${e.route}-${id}`,
        name: `Open ${e.name} ${id}`,
        detail: `/admin/${e.route}?record=${encodeURIComponent(id)}`,
        target: { kind: 'record', route: e.route, id },
      },
    ];
  }
  const { type, number, state, session } = bill;
  const where = [state, session].filter(Boolean).join(' ');
  return [
    {
      id: `bill-${type}-${number}-${where}`,
      name: `Open MasterBill ${type} ${number}${where ? ` (${where})` : ''}`,
      detail:
        state && session
          ? 'the bill of that state and session'
          : where
            ? `every ${where} bill with that type and number`
            : 'every bill with that type and number',
      target: { kind: 'bill', type, number, state, session },
    },
  ];
}

// lib/row-key's KEY_SEPARATOR, written out: imported, that module would become a chunk of its own
// loaded by every table screen (it is shared with this lazy one). Its test joins ids with
// row-key's `joinKey`, so the two cannot drift apart.
const KEY_SEPARATOR = '~';

/** Whether `id` can be a key of `d`: a value for each of its key fields (joined as ids join them), and
 * digits for a number's ('States TX' cannot: a state's key is its StateId). */
export function fitsKey(id: string, d: Pick<DatasetConfig, 'primaryKey' | 'columns'>): boolean {
  const parts = id.split(KEY_SEPARATOR);
  return (
    parts.length === d.primaryKey.length &&
    d.primaryKey.every((k, i) => {
      const type = d.columns.find((c) => c.key === k)?.type;
      return (type !== 'number' && type !== 'bigint') || /^-?\d+$/.test(parts[i] as string);
    })
  );
}

export type BillFound =
  | { kind: 'record'; id: string }
  | { kind: 'list'; search: Record<string, string | number> }
  | { kind: 'none'; message: string };

interface BillRow {
  MasterBillId: number | string;
  StateCode: string | null;
  SessionCode: string | null;
  Type: string | null;
  Number: number | string | null;
}

const same = (a: unknown, b: string | undefined) =>
  b === undefined || String(a ?? '').toUpperCase() === b.toUpperCase();

/** The bill a typed bill names: one (open it), several (list them), or none (say so). */
export async function findBill(t: Extract<RecordTarget, { kind: 'bill' }>): Promise<BillFound> {
  const d = await loadDataset(BILLS_ROUTE);
  if (!d) return { kind: 'none', message: 'Bills cannot be looked up: the MasterBills dataset is missing.' };
  const filters: Record<string, string> = { Type: t.type, Number: t.number };
  if (t.state) filters.StateCode = t.state;
  if (t.session) filters.SessionCode = t.session;
  const q = new URLSearchParams({ page: '1', limit: '100', ...filters });
  const answer = await apiCall<{ data: BillRow[] }>(d.operations.list, `${d.endpoint}?${q}`);
  // The list call matches text by substring: keep the bills that are exactly the one typed.
  const bills = answer.data.filter(
    (b) => same(b.Type, t.type) && same(b.StateCode, t.state) && same(b.SessionCode, t.session),
  );
  const where = [t.state, t.session].filter(Boolean).join(' ');
  const named = `${t.type} ${t.number}${where ? ` in ${where}` : ''}`;
  if (bills.length === 0) return { kind: 'none', message: `No bill ${named}.` };
  if (bills.length === 1) return { kind: 'record', id: String((bills[0] as BillRow).MasterBillId) };
  return { kind: 'list', search: { page: 1, ...filters } };
}
