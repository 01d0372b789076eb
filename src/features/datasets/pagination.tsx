// Pagination (SPEC §2): 'Page {n} of {totalPages}'; Previous is disabled on page 1 and Next
// follows hasNextPage. Around it: the rows shown, 'Rows per page', First and Last, and a page
// number that can be typed (refused in words when there is no such page).
import { useId, useState } from 'react';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { formatCount } from '../../lib/format';
import type { Pagination } from './list-query';
import { PAGE_SIZES } from './list-search';

interface Props {
  pagination: Pagination;
  /** Rows on this page. */
  count: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

export function Pager({ pagination: p, count, onPage, onLimit }: Props) {
  // While deletes wait out their Undo, the total leaves them out but a later page's rows still sit
  // where the server has them: the range never runs past the total.
  const first = Math.max(1, Math.min((p.page - 1) * p.limit + 1, p.total - count + 1));
  const ids = useId();
  const [typed, setTyped] = useState('');
  const last = Math.max(1, p.totalPages);
  // A refusal is about the pages there were when it was said: another page, size or count ends it.
  const at = `${p.page}:${p.limit}:${last}`;
  const [refusal, setRefusal] = useState<{ text: string; at: string } | null>(null);
  const problem = refusal?.at === at ? refusal.text : null;
  const setProblem = (text: string | null) => setRefusal(text === null ? null : { text, at });

  const go = () => {
    const text = typed.trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > last) {
      setProblem(last === 1 ? 'There is only page 1' : `Enter a page from 1 to ${formatCount(last)}`);
      return;
    }
    setProblem(null);
    setTyped('');
    if (n !== p.page) onPage(n);
  };

  const range =
    count > 0
      ? `Rows ${formatCount(first)}–${formatCount(first + count - 1)} of ${formatCount(p.total)}`
      : `${formatCount(p.total)} rows`;
  return (
    <nav className="pager" aria-label="Pagination">
      {/* One announcement for a page, a size or a filter that changes the rows shown. */}
      <span className="visually-hidden" role="status">
        {range}, page {p.page} of {p.totalPages}
      </span>
      <span className="pager-range" aria-hidden="true">
        {range}
      </span>
      <label className="pager-size">
        Rows per page
        <select
          className="select select-sm"
          value={p.limit}
          onChange={(e) => onLimit(Number(e.target.value))}
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {/* The ends keep the focus: Next pressed into the last page stays focused there. */}
      <div className="pager-controls">
        <FocusKeepingButton className="btn btn-sm" inactive={p.page <= 1} onClick={() => onPage(1)}>
          First
        </FocusKeepingButton>
        <FocusKeepingButton className="btn btn-sm" inactive={p.page <= 1} onClick={() => onPage(p.page - 1)}>
          Previous
        </FocusKeepingButton>
        <span className="pager-page" aria-hidden="true">
          Page {p.page} of {p.totalPages}
        </span>
        <FocusKeepingButton
          className="btn btn-sm"
          inactive={!p.hasNextPage}
          onClick={() => onPage(p.page + 1)}
        >
          Next
        </FocusKeepingButton>
        <FocusKeepingButton
          className="btn btn-sm"
          inactive={p.page >= p.totalPages}
          onClick={() => onPage(p.totalPages)}
        >
          Last
        </FocusKeepingButton>
      </div>
      <form
        className="pager-jump"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <label htmlFor={`${ids}-page`}>Go to page</label>
        <input
          id={`${ids}-page`}
          className="input input-sm"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-problem` : undefined}
        />
        <button type="submit" className="btn btn-sm">
          Go
        </button>
        {problem && (
          <span className="field-error pager-problem" id={`${ids}-problem`} role="alert">
            {problem}
          </span>
        )}
      </form>
    </nav>
  );
}
