// Sidebar search over every group, per keystroke (src/features/shell/sidebar-menu.tsx). The menu
// filters through a deferred value, so a keystroke is timed until the frame in which every group's
// shown/hidden state matches the query, not just the frame after the key.
import { adminMenu } from '../../../src/api/gen/registry/menu.ts';
import { inPage, interaction } from '../probe.ts';
import type { Scenario } from '../types.ts';
import { needVisible, typedThenErased } from './common.ts';

const GROUPS = '#sidebar-menu li.menu-group, #sidebar-menu li.menu-section';
/** The tool group and one group per dataset in the sidebar (the registry's menu). */
const ALL_GROUPS = 1 + adminMenu.filter((e) => e.sidebar).length;
/** Typed, then erased: narrowing and widening the menu. */
export const WORD = 'members';

interface Group {
  title: string;
  options: string[];
}

/** Page expression: the menu shows exactly the groups whose title or an option matches `query`
 * (the rule of filterMenu: trimmed, case-insensitive substring). */
function settled(groups: Group[], query: string): string {
  return `(() => {
    const q = ${JSON.stringify(query.trim().toLowerCase())};
    const groups = ${JSON.stringify(groups)};
    const items = document.querySelectorAll(${JSON.stringify(GROUPS)});
    if (items.length !== groups.length) return false;
    return groups.every((g, i) => {
      const match = q === '' || g.title.toLowerCase().includes(q) || g.options.some((o) => o.toLowerCase().includes(q));
      return items[i].hidden === !match;
    });
  })()`;
}

export const sidebarSearch: Scenario = {
  name: 'sidebar-search',
  title: 'sidebar search',
  metrics: [
    { id: 'keystroke', label: `sidebar search, per keystroke ("${WORD}" typed and erased)`, unit: 'ms' },
  ],
  async run({ page, signIn, record }) {
    await signIn();
    await page.goto('/dashboard');
    const box = page.locator('#sidebar-search');
    await needVisible(box, 'no sidebar search box (#sidebar-search) on /dashboard');
    // Every dataset group is read below: wait until all of them are there.
    await page
      .waitForFunction(
        ([sel, n]) => document.querySelectorAll(sel as string).length >= (n as number),
        [GROUPS, ALL_GROUPS],
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    // Every group with its options, read while the box is empty and everything is shown.
    const groups = await inPage(
      page,
      (sel: string) =>
        [...document.querySelectorAll(sel)].map((li) => ({
          // A dataset's row is its link: the title, then the option's word ('Actions').
          title: li.querySelector('[id^="menu-title-"], .menu-group-title')?.textContent?.trim() ?? '',
          options: [...li.querySelectorAll('a')].map(
            (a) => (a.querySelector('.menu-action-word') ?? a).textContent?.trim() ?? '',
          ),
        })),
      GROUPS,
    );
    if (groups.length !== ALL_GROUPS) {
      throw new Error(`the sidebar shows ${groups.length} groups, not ${ALL_GROUPS}`);
    }
    await box.focus();
    for (const k of typedThenErased(WORD)) {
      const r = await interaction(page, () => page.keyboard.press(k.key), {
        on: ['keydown'],
        until: settled(groups, k.text),
      });
      record('keystroke', r.ms, {
        nextFrame: r.nextFrame,
        eventTiming: r.eventTiming,
        longestTask: r.longestTask,
      });
    }
  },
};
