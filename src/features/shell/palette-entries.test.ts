import { describe, expect, it } from 'vitest';
import { adminMenu } from '../../api/gen/registry/menu';
import { paletteEntries, searchPalette } from './palette-entries';

describe('paletteEntries', () => {
  it('offers the dashboard, the allowed tool screens and every dataset, sidebar or not', () => {
    const analyst = paletteEntries(['OH', 'IL']);
    expect(analyst.filter((e) => e.section === 'Screens').map((e) => e.name)).toEqual([
      'Dashboard',
      'Summary',
      'Run Tools',
    ]);
    expect(analyst.filter((e) => e.target.kind === 'admin')).toHaveLength(adminMenu.length);
    expect(analyst.map((e) => e.name)).toContain('BillCalendar');
    expect(paletteEntries(['TX']).map((e) => e.name)).toContain('Speaker Assignment');
  });
});

describe('searchPalette', () => {
  const entries = paletteEntries(['TX']);
  const search = (q: string) => searchPalette(entries, q).map((e) => e.name);

  it('returns everything for an empty query', () => {
    expect(searchPalette(entries, ' ')).toBe(entries);
  });

  it('ranks name prefixes first (shorter first), then word starts, then contained text', () => {
    const r = search('bill');
    expect(r.slice(0, 3)).toEqual(['BillTexts', 'BillHistory', 'BillSession']);
    expect(r.indexOf('BillCaptions')).toBeLessThan(r.indexOf('MasterBills'));
    expect(r).toContain('AIBillFiles');
  });

  it('puts the closest name first: Members before MemberBios', () => {
    expect(search('memb')[0]).toBe('Members');
    expect(search('members')[0]).toBe('Members');
  });

  it('forgives a missing letter or a typo', () => {
    expect(search('lobyist')).toEqual(['Lobbyists']);
    expect(search('memebrs')[0]).toBe('Members');
    expect(search('trnscripts')[0]).toBe('Transcripts');
  });

  it('ignores case and spaces', () => {
    expect(search('master bills')[0]).toBe('MasterBills');
    expect(search('SPEAKER')[0]).toBe('Speaker Assignment');
  });

  it('finds a dataset by its address', () => {
    expect(search('loggyists')).toEqual(['Lobbyists']);
  });

  it('finds nothing for a string no entry holds', () => {
    expect(search('qqq')).toEqual([]);
  });
});
