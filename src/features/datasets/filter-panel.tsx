// The filter panel (SPEC §2): one input per filterable column, placeholder 'Filtrar por {label}',
// each with its label in view. Stacked in a card before the data is shown, a row of equal fields
// above the table after.
import type { ReactNode } from 'react';
import type { ColumnConfig } from '../../api/gen/registry/types';

interface Props {
  columns: readonly ColumnConfig[];
  layout: 'stacked' | 'inline';
  draft: Record<string, string>;
  problems: Record<string, string>;
  onChange: (key: string, value: string) => void;
  onSubmit: () => void;
  /** The panel's own actions (View data, Clear). */
  actions: ReactNode;
}

// A date is typed (YYYY-MM-DD, checked as typed) into a text box: a date box shows neither the
// spec's placeholder nor the console's date format, and stands taller than its neighbours.
const inputKind = (c: ColumnConfig) =>
  c.type === 'number' || c.type === 'bigint'
    ? {
        type: 'text',
        inputMode: c.type === 'number' && c.format !== 'plain' ? ('decimal' as const) : ('numeric' as const),
      }
    : c.type === 'date'
      ? { type: 'text' }
      : { type: 'search' };

export function FilterPanel({ columns, layout, draft, problems, onChange, onSubmit, actions }: Props) {
  const filters = columns.filter((c) => c.filter);
  return (
    <form
      className={`filter-panel filter-panel-${layout}`}
      aria-label="Filters"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {layout === 'stacked' && <h2 className="filter-panel-title">Filters</h2>}
      {filters.length === 0 ? (
        <p className="filter-panel-none">No hay campos disponibles para filtrar</p>
      ) : (
        <div className="filter-panel-fields">
          {filters.map((c) => {
            const id = `filter-${c.key}`;
            const problem = problems[c.key];
            return (
              <div className="field filter-field" key={c.key}>
                <label htmlFor={id}>{c.label}</label>
                <input
                  id={id}
                  className="input"
                  {...inputKind(c)}
                  placeholder={`Filtrar por ${c.label}`}
                  // The whole placeholder on hover, where a narrow field cuts it.
                  title={`Filtrar por ${c.label}`}
                  value={draft[c.key] ?? ''}
                  onChange={(e) => onChange(c.key, e.target.value)}
                  // Enter applies the filters at once (a form with several inputs does not submit).
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      onSubmit();
                    }
                  }}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  autoComplete="off"
                  spellCheck={false}
                />
                {problem && (
                  <span className="field-error" id={`${id}-error`}>
                    {problem}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      )}
      <div className="filter-panel-actions">{actions}</div>
    </form>
  );
}
