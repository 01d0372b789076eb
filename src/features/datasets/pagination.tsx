// Pagination (SPEC §2): 'Page {n} of {totalPages}'; Previous is disabled on page 1 and Next
// follows hasNextPage.
import type { Pagination } from './list-query';

interface Props {
  pagination: Pagination;
  /** Rows on this page. */
  count: number;
  onPage: (page: number) => void;
}

export function Pager({ pagination: p, count, onPage }: Props) {
  const first = (p.page - 1) * p.limit + 1;
  return (
    <nav className="pager" aria-label="Pagination">
      <span className="pager-range">
        {count > 0 ? `Rows ${first}–${first + count - 1} of ${p.total}` : `${p.total} rows`}
      </span>
      <div className="pager-controls">
        <button
          type="button"
          className="btn btn-sm"
          disabled={p.page <= 1}
          onClick={() => onPage(p.page - 1)}
        >
          Previous
        </button>
        <span className="pager-page" aria-live="polite">
          Page {p.page} of {p.totalPages}
        </span>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!p.hasNextPage}
          onClick={() => onPage(p.page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
