// The dashboard's content: the tool screens and every dataset of the registry, grouped by domain,
// narrowed by the filter box (name or address, case-insensitive: a dataset's address is its
// manager's, /admin/{route}, as a link pasted from the address bar holds it).
import { adminMenu, type MenuEntry } from '../../api/gen/registry/menu';
import { DOMAINS, includesFolded, type ToolScreen, toolScreens } from '../../lib/screens';

interface DomainSection {
  readonly id: string;
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

export interface DashboardContent {
  readonly tools: readonly ToolScreen[];
  readonly sections: readonly DomainSection[];
  /** How many datasets match, of how many. */
  readonly shown: number;
  readonly total: number;
}

export function dashboardContent(stateConfigs: readonly string[], filter: string): DashboardContent {
  // An address pasted whole is its path: 'http://host/admin/loggyists?page=1' → '/admin/loggyists'.
  const q = filter
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/, '')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
  const tools = toolScreens(stateConfigs).filter(
    (t) => includesFolded(t.name, q) || includesFolded(t.path, q) || includesFolded(t.description, q),
  );
  const sections = DOMAINS.map((d) => ({
    ...d,
    entries: adminMenu
      .filter(
        (e) => e.domain === d.id && (includesFolded(e.name, q) || includesFolded(`/admin/${e.route}`, q)),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
  })).filter((s) => s.entries.length > 0);
  const shown = sections.reduce((n, s) => n + s.entries.length, 0);
  return { tools, sections, shown, total: adminMenu.length };
}
