// What the command palette offers: every screen the user may open and every dataset of the
// registry (sidebar or not), and how a typed name ranks them.
import { adminMenu } from '../../api/gen/registry/menu';
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

const words = (name: string) => ` ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
const squash = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Entries matching `query`, best first: the name starts with it, then a word of the name does
 * ('bills' finds MasterBills), then the name contains it (spaces ignored), then the address
 * does ('loggyists'). Ties keep the list order.
 */
export function searchPalette(entries: readonly PaletteEntry[], query: string): readonly PaletteEntry[] {
  const q = query.trim().toLowerCase();
  if (q === '') return entries;
  const flat = squash(q);
  const rank = (e: PaletteEntry): number => {
    const name = e.name.toLowerCase();
    if (name.startsWith(q) || squash(name).startsWith(flat)) return 0;
    if (words(e.name).includes(` ${q}`)) return 1;
    if (squash(name).includes(flat)) return 2;
    if (e.detail.toLowerCase().includes(q)) return 3;
    return -1;
  };
  return entries
    .map((e, i) => ({ e, i, r: rank(e) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.e);
}
