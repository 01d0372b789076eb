// 'Columns': every field of the dataset, the viewer's first, each a checkbox; the choice is kept
// per dataset and user (use-column-choice.ts), and 'Reset columns' goes back to the viewer's.

import { flushSync } from 'react-dom';
import type { DatasetConfig } from '../../api/gen/registry/types';
import { Popover } from '../../components/popover/popover';
import { formatCount } from '../../lib/format';
import type { ColumnChoice } from './use-column-choice';
import { gridColumns } from './viewer-columns';

export function ColumnsMenu({ dataset: d, choice }: { dataset: DatasetConfig; choice: ColumnChoice }) {
  const columns = gridColumns(d);
  const count = choice.shown.size;
  return (
    <Popover
      title={`Columns of ${d.name}`}
      buttonClassName="btn btn-sm"
      panelClassName="columns-menu-panel"
      label={
        <>
          Columns{' '}
          <span className="columns-menu-count">{`${formatCount(count)} of ${formatCount(columns.length)}`}</span>
        </>
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset's content does not scroll in Chromium */}
      <div className="columns-menu-list" role="group" aria-label={`Columns of ${d.name} to show`}>
        {columns.map((c, i) => {
          const on = choice.shown.has(c.key);
          const last = on && count === 1;
          return (
            <div key={c.key}>
              {i === d.viewer.length && <hr className="columns-menu-rule" />}
              <label
                className="columns-menu-item"
                title={last ? 'At least one column stays shown' : undefined}
              >
                <input
                  type="checkbox"
                  checked={on}
                  disabled={last}
                  onChange={(e) => choice.toggle(c.key, e.target.checked)}
                />
                <span>{c.label}</span>
              </label>
            </div>
          );
        })}
      </div>
      <div className="columns-menu-footer">
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={(e) => {
            // The button is disabled once the choice is back to the viewer's: the focus stays in
            // the menu, on its first column, instead of falling out of it.
            const list = e.currentTarget.closest('.columns-menu-panel');
            flushSync(() => choice.reset());
            list?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
          }}
          disabled={!choice.custom}
        >
          Reset columns
        </button>
      </div>
    </Popover>
  );
}
