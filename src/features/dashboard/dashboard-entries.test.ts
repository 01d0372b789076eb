import { describe, expect, it } from 'vitest';
import { dashboardContent } from './dashboard-entries';

describe('dashboardContent', () => {
  it('lists every dataset once, grouped by domain in a fixed order, names sorted', () => {
    const c = dashboardContent(['TX'], '');
    expect(c.sections.map((s) => s.label)).toEqual([
      'Bills',
      'Members',
      'Candidates and elections',
      'Lobbying and money',
      'Tasks and reports',
      'Reference data',
    ]);
    expect(c.shown).toBe(c.total);
    expect(c.total).toBe(73);
    const members = c.sections.find((s) => s.id === 'members')?.entries.map((e) => e.name);
    expect(members).toEqual([
      'Caucuses',
      'Member session',
      'MemberBios',
      'MemberCounties',
      'Members',
      'Members mapping',
      'Staff',
    ]);
  });

  it('filters by name or address, case-insensitively, and drops empty domains', () => {
    const c = dashboardContent(['TX'], ' LOGGY ');
    expect(c.sections.map((s) => s.entries.map((e) => e.name))).toEqual([['Lobbyists']]);
    expect(c.shown).toBe(1);
    expect(c.tools).toEqual([]);
  });

  it("finds a dataset by its manager's address, with or without the first slash", () => {
    for (const q of [
      '/admin/loggyists',
      'admin/loggyists',
      '/ADMIN/LOGGY',
      'https://console.example.org/admin/loggyists?page=2&StateCode=TX',
      '/admin/loggyists/',
      '/admin/loggyists#top',
    ]) {
      expect(dashboardContent(['TX'], q).sections.map((s) => s.entries.map((e) => e.name))).toEqual([
        ['Lobbyists'],
      ]);
    }
    expect(dashboardContent(['TX'], '/admin/').shown).toBe(dashboardContent(['TX'], '').total);
  });

  it('applies the TX/LA rule to the tool screens', () => {
    expect(dashboardContent(['OH'], '').tools.map((t) => t.name)).toEqual(['Summary', 'Run Tools']);
    expect(dashboardContent(['LA'], 'speaker').tools.map((t) => t.name)).toEqual(['Speaker Assignment']);
  });
});
