// The sidebar's menu (SPEC §2): the 'Originals Options' group of tool screens, then one group per
// dataset of the registry that the spec's sidebar lists, each with its 'Actions' link.
import { adminMenu } from '../../api/gen/registry/menu';
import { includesFolded, type ToolPath, toolScreens } from '../../lib/screens';

export type MenuTarget = { kind: 'screen'; path: ToolPath | '/dashboard' } | { kind: 'admin'; route: string };

export interface MenuOption {
  readonly id: string;
  readonly name: string;
  readonly target: MenuTarget;
}

export interface MenuGroup {
  readonly id: string;
  readonly title: string;
  readonly options: readonly MenuOption[];
}

export const ORIGINALS_TITLE = 'Originals Options';

const datasetGroups: readonly MenuGroup[] = adminMenu
  .filter((e) => e.sidebar)
  .map((e) => ({
    id: `admin-${e.route}`,
    title: e.name,
    options: [{ id: `admin-${e.route}`, name: 'Actions', target: { kind: 'admin', route: e.route } }],
  }));

export function buildMenu(stateConfigs: readonly string[]): readonly MenuGroup[] {
  const originals: MenuGroup = {
    id: 'originals',
    title: ORIGINALS_TITLE,
    options: toolScreens(stateConfigs).map((s) => ({
      id: `tool-${s.path}`,
      name: s.name,
      target: { kind: 'screen', path: s.path },
    })),
  };
  return [originals, ...datasetGroups];
}

/**
 * The visible options of each group for a search (SPEC §2: by group title or option name,
 * case-insensitive). A group whose title matches shows all its options, otherwise only the options
 * whose name matches; a group with neither is absent. Unfiltered groups keep their own `options`
 * array, so a memoised group view sees the same reference and does not re-render.
 */
export function filterMenu(
  groups: readonly MenuGroup[],
  query: string,
): ReadonlyMap<string, readonly MenuOption[]> {
  const q = query.trim().toLowerCase();
  const visible = new Map<string, readonly MenuOption[]>();
  for (const g of groups) {
    if (includesFolded(g.title, q)) {
      visible.set(g.id, g.options);
      continue;
    }
    const options = g.options.filter((o) => includesFolded(o.name, q));
    if (options.length === g.options.length) visible.set(g.id, g.options);
    else if (options.length > 0) visible.set(g.id, options);
  }
  return visible;
}
