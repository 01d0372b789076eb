import { describe, expect, it } from 'vitest';
import { adminMenu } from '../api/gen/registry/menu';
import { DOMAINS, domainLabel, toolScreens } from './screens';

describe('screens', () => {
  it('applies the TX/LA rule', () => {
    expect(toolScreens(['OH', 'IL']).map((s) => s.path)).toEqual(['/', '/run-tools']);
    expect(toolScreens(['IL', 'LA']).map((s) => s.path)).toContain('/speakers');
    expect(toolScreens(['TX']).map((s) => s.path)).toEqual([
      '/',
      '/run-tools',
      '/transcripts',
      '/link-finder',
      '/speakers',
    ]);
    expect(toolScreens(['tx']).map((s) => s.path)).toEqual(['/', '/run-tools']);
  });

  it('names every domain the registry uses', () => {
    const used = new Set(adminMenu.map((e) => e.domain));
    expect([...used].sort()).toEqual(DOMAINS.map((d) => d.id).sort());
    expect(domainLabel('elections')).toBe('Candidates and elections');
  });
});
