// What the command palette offers: every screen the user may open and every dataset of the
// registry (sidebar or not), and how a typed name ranks them.
import { adminMenu } from '../../api/gen/registry/menu';
import { rankMatches } from '../../lib/rank-match';
import { domainLabel, toolScreens } from '../../lib/screens';
import type { MenuTarget } from './menu';

export interface PaletteEntry {
  readonly id: string;
  readonly name: string;
  /** The section the entry is listed under: 'Screens' or the dataset's domain. */
  readonly section: string;
  /** The address, shown beside the name. */
  readonly detail: string;
  readonly target: MenuTarget;
}

export function paletteEntries(stateConfigs: readonly string[]): readonly PaletteEntry[] {
  const screens: PaletteEntry[] = [
    {
      id: 'screen-dashboard',
      name: 'Dashboard',
      section: 'Screens',
      detail: '/dashboard',
      target: { kind: 'screen', path: '/dashboard' },
    },
    ...toolScreens(stateConfigs).map((s) => ({
      id: `screen-${s.path}`,
      name: s.name,
      section: 'Screens',
      detail: s.path,
      target: { kind: 'screen', path: s.path } as const,
    })),
  ];
  const datasets = adminMenu.map((e) => ({
    id: `admin-${e.route}`,
    name: e.name,
    section: domainLabel(e.domain),
    detail: `/admin/${e.route}`,
    target: { kind: 'admin', route: e.route } as const,
  }));
  return [...screens, ...datasets];
}

/**
 * Entries matching `query`, best first (src/lib/rank-match.ts): the name exactly, then its start,
 * then a word's start ('bills' finds MasterBills), then anywhere, then fuzzily ('lobyist' finds
 * Lobbyists); the address last ('loggyists'). Ties go to the shorter name, then the list order.
 */
export function searchPalette(entries: readonly PaletteEntry[], query: string): readonly PaletteEntry[] {
  return rankMatches(entries, query, (e) => [e.name, e.detail]);
}
