// CSV export of a filtered list: every page, fetched in order through the fetch wrapper, with
// progress and cancellation, written as RFC 4180 CSV with every column of the dataset.
import { toast } from 'sonner';
import { apiCall } from '../../api/fetcher';
import type { ColumnType, DatasetConfig } from '../../api/gen/registry/types';
import { plural } from '../../lib/format';
import { rowKey } from '../../lib/row-key';
import { hiddenIds } from './hidden-rows';
import { type ListAnswer, listUrl, type Row } from './list-query';
import type { SortKey } from './list-search';

/** Rows per request while exporting: the contract's largest page. */
const EXPORT_PAGE_SIZE = 100;

// A spreadsheet runs a cell that starts with these as a formula (CSV injection); a leading
// apostrophe makes it text. Only text columns: numbers such as -5 are left alone.
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(type: ColumnType, value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = typeof value === 'string' ? value : String(value);
  if ((type === 'text' || type === 'textarea') && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv(d: DatasetConfig, rows: readonly Row[]): string {
  const head = d.columns.map((c) => csvCell('number', c.key)).join(',');
  const body = rows.map((r) => d.columns.map((c) => csvCell(c.type, r[c.key])).join(','));
  return `${[head, ...body].join('\r\n')}\r\n`;
}

export interface ExportProgress {
  /** Pages fetched so far. */
  done: number;
  /** Pages in all (known after the first answer). */
  total: number;
}

/** Every row of the filtered list, in the list's order, page after page; rejects with an AbortError when cancelled. */
export async function fetchAllRows(
  d: DatasetConfig,
  filters: Record<string, string>,
  sort: readonly SortKey[],
  opts: { signal: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiCall<ListAnswer>(
      d.operations.list,
      listUrl(d, { page, limit: EXPORT_PAGE_SIZE, sort: [...sort], filters }),
      {
        signal: opts.signal,
      },
    );
    rows.push(...answer.data);
    opts.onProgress({ done: page, total: Math.max(page, answer.pagination.totalPages) });
    if (!answer.pagination.hasNextPage) return rows;
  }
}

/** The file's name carries the day it was made where the user is (in the evening, UTC's is tomorrow). */
export const exportFileName = (d: DatasetConfig, today = new Date()): string => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.route}-${today.getFullYear()}-${two(today.getMonth() + 1)}-${two(today.getDate())}.csv`;
};

/** Hands `text` to the browser as a download named `name`. */
function download(name: string, text: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The whole filtered list as a CSV download, with its outcome in a toast; rejects when a page
 * could not be read, or with an AbortError when cancelled. */
export async function exportList(
  d: DatasetConfig,
  filters: Record<string, string>,
  sort: readonly SortKey[],
  opts: { signal: AbortSignal; onProgress: (p: ExportProgress) => void },
): Promise<void> {
  const all = await fetchAllRows(d, filters, sort, opts);
  // Rows being deleted (Undo still offered) are not in the list on screen: nor in its file.
  const hidden = hiddenIds(d.key);
  const rows = hidden.size ? all.filter((r) => !hidden.has(rowKey(d, r))) : all;
  const name = exportFileName(d);
  download(name, toCsv(d, rows));
  toast.success(`Exported ${plural(rows.length, 'row')}`, { description: name });
}
