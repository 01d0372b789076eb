// The record view's links into the rest of the data (docs/decisions/0024): a referring value is a
// link to the record it refers to, with that record's name beside it; and each dataset whose
// records refer to this one has a section with their count and first rows, opening the full list
// in that dataset's manager, filtered. Sections load on their own, a few list calls at a time; one
// that fails says why and leaves the others be.
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { apiCall, errorMessage } from '../../api/fetcher';
import type { DatasetConfig, Reference, ReferringField } from '../../api/gen/registry/types';
import { LoadFailure } from '../../components/alert';
import { focusIsLost } from '../../lib/focus-screen';
import { formatCount } from '../../lib/format';
import { lastList } from '../../lib/last-list';
import { limiter } from '../../lib/limit';
import { keyLabel, rowKey, rowKeysInOrder } from '../../lib/row-key';
import { cellText, isEmptyValue, isNumeric } from './cell-text';
import { CellValue } from './cell-value';
import { filtersKey, useHiddenIds, withoutHidden } from './hidden-rows';
import { type ListAnswer, listQueryKey, listUrl, type Row, recordQueryOptions } from './list-query';
import { DEFAULT_LIMIT, type ListSearch, toSearch, withRecord } from './list-search';
import { titleOf } from './record-title';
import { useDatasetConfig } from './use-dataset-config';
import { viewerColumns } from './viewer-columns';

/** Rows shown in a related section; the rest are a click away. */
const FIRST_ROWS = 5;
/** Related list calls in flight at once (a master bill has sixteen sections): more at once make the
 * first rows later, the calls then compete with the page (docs/performance.md). */
const related = limiter(3);

/**
 * The search that opens a record of `route`: a record of the dataset on screen opens over its list
 * as it is (page, sort, filters); another dataset's over the list this tab last had for it.
 */
function useRecordSearch() {
  const here = useParams({ strict: false }).name;
  // Written as the address writes a key (withRecord): '40003' as 40003, not in quotes.
  return (route: string, record: string | number) => (prev: Record<string, unknown>) =>
    withRecord(route === here ? (prev as ListSearch) : lastList(route), String(record));
}

/** A link to what a referring value refers to: the record, when the value is its whole key; else
 * the referred dataset's list, filtered by the value. */
function ReferenceLink({
  reference: r,
  value,
  name,
  children,
}: {
  reference: Reference;
  value: string | number;
  /** The referred record's name, when it is known. */
  name?: string;
  children: ReactNode;
}) {
  const recordSearch = useRecordSearch();
  return (
    <Link
      to="/admin/$name"
      params={{ name: r.route }}
      search={r.byKey ? recordSearch(r.route, value) : { page: 1, [r.targetField]: value }}
      className="ref-link"
      aria-label={`${r.name} ${value}${name ? `, ${name}` : ''}`}
    >
      {children}
    </Link>
  );
}

/** A referring value: a link to the record it refers to, and that record's name beside it. */
export function ReferenceValue({ reference: r, value }: { reference: Reference; value: unknown }) {
  const id = String(value);
  const target = useDatasetConfig(r.route);
  const found = useQuery(
    target && r.byKey
      ? { ...recordQueryOptions(target, id), staleTime: 60_000 }
      : { queryKey: ['table', r.dataset, 'record', id], queryFn: skipToken },
  );
  const missing = found.isError && (found.error as { status?: number }).status === 404;
  // Any other failure is not "no name": the lookup did not answer, and the value says so.
  const unread = found.isError && !missing ? errorMessage(found.error) : null;
  const name = found.data && target ? titleOf(target, found.data.data) : '';
  return (
    <span className="ref-value">
      <ReferenceLink reference={r} value={value as string | number} name={name}>
        {id}
      </ReferenceLink>
      {name && <span className="ref-name">{name}</span>}
      {missing && <span className="ref-missing">no such {r.name} record</span>}
      {unread && (
        <span className="ref-missing" title={unread}>
          name not loaded<span className="visually-hidden">: {unread}</span>
        </span>
      )}
    </span>
  );
}

interface SectionProps {
  referring: ReferringField;
  /** This record's value of the field the referring dataset's field holds. */
  value: unknown;
}

/** The records of one dataset that refer to this record. */
function RelatedSection({ referring: rf, value }: SectionProps) {
  const d = useDatasetConfig(rf.route);
  const recordSearch = useRecordSearch();
  const view = { page: 1, limit: FIRST_ROWS, sort: [], filters: { [rf.field]: String(value) } };
  const list = useQuery<ListAnswer>({
    queryKey: d ? listQueryKey(d, view) : ['table', rf.dataset, 'list', 'waiting for its configuration'],
    queryFn: d
      ? ({ signal }) =>
          related.run(() => apiCall<ListAnswer>(d.operations.list, listUrl(d, view), { signal }))
      : skipToken,
    staleTime: 30_000,
  });
  // Try again answered: the button is gone with the failure, and the focus it had goes to the
  // section's heading (it was left on the page's body).
  const heading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (!retried.current || list.isError || list.isFetching) return;
    retried.current = false;
    if (focusIsLost()) heading.current?.focus();
  }, [list.isError, list.isFetching]);
  // Rows being deleted (Undo still offered) are left out here as in their own list.
  const hidden = useHiddenIds(rf.dataset);
  const answer = d ? withoutHidden(d, list.data, hidden, filtersKey(view.filters)) : list.data;
  const total = answer?.pagination.total;
  const headingId = `related-${rf.dataset}-${rf.field}`;
  // The full list at the manager's own page size (the section's five rows are not one of its sizes).
  const all = {
    to: '/admin/$name',
    params: { name: rf.route },
    search: toSearch({ ...view, limit: DEFAULT_LIMIT }),
  } as const;
  const viewer = d ? viewerColumns(d) : [];
  // What its rows refer to besides this record, by field: links of their own.
  const refersTo = new Map(d?.references.filter((r) => r.field !== rf.field).map((r) => [r.field, r]));
  // The link to each row's record comes first (never beyond the section's width), on its key: not
  // the field referring to this record, which every row shares (a BillSubjects row keyed by
  // MasterBillId and SubjectCode read as a link to this bill), nor a key that refers to another
  // record (its SubjectCode read as a link to that subject). A row with no such key shown gets an
  // "Open" link of its own: on another value (a State Code) it read as a link to that.
  const linkColumn = viewer.find(
    (c) => c.key !== rf.field && d?.primaryKey.includes(c.key) && !refersTo.has(c.key),
  );
  const columns = linkColumn ? [linkColumn, ...viewer.filter((c) => c !== linkColumn)] : viewer;
  const via = d?.columns.find((c) => c.key === rf.field)?.label ?? rf.field;
  // Rows a server sends with one key (BillHistory's) are each a row of their own.
  const rowKeys = d && answer ? rowKeysInOrder(answer.data.map((row) => rowKey(d, row))) : [];

  return (
    <section
      className={total === 0 ? 'related is-empty' : 'related'}
      aria-labelledby={headingId}
      aria-busy={list.isPending || undefined}
    >
      <h3 id={headingId} className="related-title" ref={heading} tabIndex={-1}>
        {rf.name}
        {rf.field !== rf.targetField && <span className="related-via"> by {via}</span>}
        {total !== undefined && <span className="related-count">{formatCount(total)}</span>}
        {total === 0 && <span className="related-none">none</span>}
      </h3>
      {list.isError ? (
        <LoadFailure
          what={rf.name}
          error={list.error}
          onRetry={() => {
            retried.current = true;
            void list.refetch();
          }}
          className="related-error"
        />
      ) : !answer || !d ? (
        <p className="related-note">Loading…</p>
      ) : answer.data.length === 0 ? null : (
        <>
          <div className="related-scroll">
            <table className="related-table" aria-labelledby={headingId}>
              <thead>
                <tr>
                  {!linkColumn && (
                    <th scope="col">
                      <span className="visually-hidden">Record</span>
                    </th>
                  )}
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className={isNumeric(c.type) ? 'is-number' : undefined}>
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.data.map((row, i) => {
                  const id = rowKey(d, row);
                  // The link's name holds what it shows (a voice command says what it sees), then
                  // which record it opens.
                  const opens = `${rf.name} ${keyLabel(d, row)}`;
                  const shown = linkColumn ? cellText(linkColumn, row[linkColumn.key]) : null;
                  const name = !linkColumn
                    ? `Open ${opens}`
                    : shown && !opens.includes(shown)
                      ? `${shown}, ${opens}`
                      : opens;
                  const link = (content: ReactNode) => (
                    <Link
                      to="/admin/$name"
                      params={{ name: rf.route }}
                      search={recordSearch(rf.route, id)}
                      aria-label={name}
                    >
                      {content}
                    </Link>
                  );
                  return (
                    <tr key={rowKeys[i]}>
                      {!linkColumn && <td>{link('Open')}</td>}
                      {columns.map((c) => (
                        <td key={c.key} className={isNumeric(c.type) ? 'is-number' : undefined}>
                          {c === linkColumn ? (
                            link(<CellValue column={c} value={row[c.key]} />)
                          ) : refersTo.has(c.key) && !isEmptyValue(row[c.key]) ? (
                            // What the row refers to besides this record (a bill, a member) is
                            // a step further in the walk.
                            <ReferenceLink
                              reference={refersTo.get(c.key) as Reference}
                              value={row[c.key] as string | number}
                            >
                              <CellValue column={c} value={row[c.key]} />
                            </ReferenceLink>
                          ) : (
                            <CellValue column={c} value={row[c.key]} />
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Link {...all} className="related-all">
            {total !== undefined && total > FIRST_ROWS
              ? `All ${formatCount(total)} in ${rf.name} Management`
              : `Open in ${rf.name} Management`}
          </Link>
        </>
      )}
    </section>
  );
}

/** Every dataset whose records refer to this one, in the registry's order. */
export function RelatedRecords({ dataset: d, row }: { dataset: DatasetConfig; row: Row }) {
  const sections = d.referencedBy.filter((rf) => {
    const v = row[rf.targetField];
    return v !== null && v !== undefined && v !== '';
  });
  if (sections.length === 0) return null;
  return (
    <div className="related-records">
      <h2 className="related-records-title">Related records</h2>
      {sections.map((rf) => (
        <RelatedSection key={`${rf.dataset}.${rf.field}`} referring={rf} value={row[rf.targetField]} />
      ))}
    </div>
  );
}
