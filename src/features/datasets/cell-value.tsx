// A stored value as the grid and the record view show it (cell-text.ts says how it reads): empty
// as a muted dash, booleans as a mark with words for screen readers, web addresses as links
// (http and https only), long text clipped with the whole of it in a tooltip, and the stored form
// on hover where the shown one differs (a date, an amount).
import type { ColumnConfig } from '../../api/gen/registry/types';
import { cellText, rawIfDifferent, safeHref } from './cell-text';

type Column = Pick<ColumnConfig, 'type' | 'format'>;

/** Text longer than this is clipped in a grid cell; the tooltip holds all of it. A name gives way
 * as a title does, so that a dataset's default columns fit beside the menu. */
const CLIP = 20;

export function CellValue({
  column,
  value,
  clip = true,
}: {
  column: Column;
  value: unknown;
  clip?: boolean;
}) {
  const text = cellText(column, value);
  if (text === null) {
    return (
      <span className="cell-empty">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Empty</span>
      </span>
    );
  }
  if (column.type === 'boolean' && typeof value === 'boolean') {
    // A mark in a grid cell (the word for screen readers); the mark and the word in a record.
    return (
      <span className={value ? 'cell-yes' : 'cell-no'}>
        <span aria-hidden="true">{value ? '✓' : '✕'}</span>
        <span className={clip ? 'visually-hidden' : 'cell-word'}>{text}</span>
      </span>
    );
  }
  const long = clip && text.length > CLIP;
  const href = column.type === 'text' || column.type === 'textarea' ? safeHref(value) : null;
  if (href) {
    // In a cell the scheme goes (every link is http or https): the host and path tell rows apart,
    // and a narrow column clipped them to "https://l…". The tooltip has the whole address.
    const shown = clip ? text.replace(/^https?:\/\//i, '') : text;
    return (
      <a
        className={shown.length > CLIP ? 'cell-link cell-clip' : 'cell-link'}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={clip ? text : undefined}
      >
        {shown}
      </a>
    );
  }
  const title = rawIfDifferent(value, text) ?? (long ? text : undefined);
  const mono = column.type === 'bigint' ? 'cell-mono' : '';
  const className = [mono, long && 'cell-clip'].filter(Boolean).join(' ') || undefined;
  if (!title && !className) return text;
  // A clipped text starts where its own direction starts (a right-to-left title shows its first
  // words, not its last).
  return (
    <span className={className} title={title} dir={long ? 'auto' : undefined}>
      {text}
    </span>
  );
}
