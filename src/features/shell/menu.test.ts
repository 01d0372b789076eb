import { describe, expect, it } from 'vitest';
import { adminMenu } from '../../api/gen/registry/menu';
import { buildMenu, filterMenu, ORIGINALS_TITLE } from './menu';

const names = (states: string[]) => buildMenu(states)[0]?.options.map((o) => o.name);

describe('buildMenu', () => {
  it('puts Originals Options first, with the TX/LA screens only for TX or LA users', () => {
    expect(buildMenu(['OH', 'IL'])[0]?.title).toBe(ORIGINALS_TITLE);
    expect(names(['OH', 'IL'])).toEqual(['Summary', 'Run Tools']);
    const all = ['Summary', 'Run Tools', 'Transcripts', 'Link Finder', 'Speaker Assignment'];
    expect(names(['LA'])).toEqual(all);
    expect(names(['OH', 'TX'])).toEqual(all);
    expect(names([])).toEqual(['Summary', 'Run Tools']);
  });

  it('lists every sidebar dataset once, in registry order, each with one Actions link', () => {
    const groups = buildMenu(['TX']).slice(1);
    const sidebar = adminMenu.filter((e) => e.sidebar);
    expect(groups.map((g) => g.title)).toEqual(sidebar.map((e) => e.name));
    expect(groups).toHaveLength(68);
    for (const [i, g] of groups.entries()) {
      expect(g.options).toEqual([
        { id: g.id, name: 'Actions', target: { kind: 'admin', route: sidebar[i]?.route } },
      ]);
    }
    expect(groups.map((g) => g.title)).not.toContain('BillCalendar');
    expect(groups.map((g) => g.title)).toContain('Lobbyists');
  });
});

describe('filterMenu', () => {
  const groups = buildMenu(['TX']);

  it('shows everything for an empty or blank query, keeping each group its own options array', () => {
    const visible = filterMenu(groups, '  ');
    expect(visible.size).toBe(groups.length);
    for (const g of groups) expect(visible.get(g.id)).toBe(g.options);
  });

  it('matches group titles case-insensitively and shows the whole group', () => {
    const visible = filterMenu(groups, 'MASTERbills');
    expect([...visible.keys()]).toEqual(['admin-master-bills']);
    expect(filterMenu(groups, 'originals').get('originals')).toHaveLength(5);
  });

  it('matches option names and then shows only the matching options', () => {
    const visible = filterMenu(groups, 'run');
    expect(visible.get('originals')?.map((o) => o.name)).toEqual(['Run Tools']);
    expect(visible.has('admin-master-bills')).toBe(false);
  });

  it("finds every dataset group by its 'Actions' option", () => {
    expect(filterMenu(groups, 'actions').size).toBe(groups.length - 1);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterMenu(groups, 'zzz').size).toBe(0);
  });
});
