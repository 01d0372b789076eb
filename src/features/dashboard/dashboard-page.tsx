// /dashboard (the sidebar logo's target): the overview a staff member starts from. The tool
// screens, then every dataset grouped by domain, each linking to its manager, with a filter box.
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { formatCount, plural } from '../../lib/format';
import { lastList } from '../../lib/last-list';
import { dashboardContent } from './dashboard-entries';
import './dashboard-page.css';

export function DashboardPage() {
  const { user } = useRouteContext({ from: '/_app' });
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const statesKey = user.stateConfigs.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the states change, not on every new claims object
  const content = useMemo(() => dashboardContent(user.stateConfigs, deferred), [statesKey, deferred]);
  const { tools, sections, shown, total } = content;
  const filtering = deferred.trim() !== '';

  const filterRef = useRef<HTMLInputElement>(null);
  // Enter in the filter box opens the first match (of a filter: with none, the first entry is no
  // one's choice) of what the box holds now: the list drawn can still be an earlier filter's.
  const openFirst = () => {
    if (filter.trim() === '') return;
    const now = filter === deferred ? content : dashboardContent(user.stateConfigs, filter);
    const tool = now.tools[0];
    const dataset = now.sections[0]?.entries[0];
    if (tool) void navigate({ to: tool.path });
    else if (dataset)
      void navigate({ to: '/admin/$name', params: { name: dataset.route }, search: lastList(dataset.route) });
  };

  return (
    <div className="page dashboard">
      <header className="page-header">
        <div>
          <h1>Dashboard</h1>
          <p>Every tool and dataset of the console, by domain. Pick one to open it.</p>
        </div>
        <div className="dashboard-filter">
          <label htmlFor="dashboard-filter" className="visually-hidden">
            Filter datasets
          </label>
          <input
            ref={filterRef}
            id="dashboard-filter"
            type="search"
            className="input"
            placeholder="Filter by name or address…"
            autoComplete="off"
            spellCheck={false}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') openFirst();
            }}
          />
        </div>
      </header>

      <p className="dashboard-count" role="status">
        {filtering
          ? `${shown} of ${total} datasets${tools.length ? ` and ${plural(tools.length, 'tool')}` : ''} match “${deferred.trim()}”`
          : `${total} datasets`}
      </p>

      {tools.length > 0 && (
        <section aria-labelledby="dashboard-tools">
          <h2 id="dashboard-tools" className="dashboard-section-title">
            Tools
          </h2>
          <ul className="dashboard-tools">
            {tools.map((t) => (
              <li key={t.path}>
                <Link to={t.path} className="card dashboard-tool">
                  <span className="dashboard-tool-name">{t.name}</span>
                  <span className="dashboard-tool-desc">{t.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {sections.length > 0 && (
        <div className="dashboard-domains">
          {sections.map((s) => (
            <section key={s.id} className="card dashboard-domain" aria-labelledby={`domain-${s.id}`}>
              <h2 id={`domain-${s.id}`} className="dashboard-domain-title">
                {s.label}
                <span className="dashboard-domain-count">{formatCount(s.entries.length)}</span>
              </h2>
              <ul>
                {s.entries.map((e) => (
                  <li key={e.route}>
                    <Link
                      to="/admin/$name"
                      params={{ name: e.route }}
                      // A dataset opens on the list this tab last had for it.
                      search={() => lastList(e.route)}
                      className="dashboard-dataset"
                      title={`/admin/${e.route}`}
                    >
                      {e.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {filtering && tools.length === 0 && sections.length === 0 && (
        <div className="card dashboard-empty">
          <p>Nothing matches “{deferred.trim()}”.</p>
          {/* The button goes with the message: the focus goes back to the filter box. */}
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => {
              filterRef.current?.focus();
              setFilter('');
            }}
          >
            Clear the filter
          </button>
        </div>
      )}
    </div>
  );
}
