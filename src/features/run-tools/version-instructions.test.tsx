import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VersionInstructions } from './version-instructions';

describe('VersionInstructions', () => {
  it('lists the codes of a state with a list convention', () => {
    render(<VersionInstructions id="help" state="IN" />);
    const region = screen.getByRole('region', { name: 'IN bill-version codes' });
    expect(region).toHaveTextContent(
      'These strings are used when specifying which bill version to fetch or update.',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'INTR',
      'COMH',
      'ENGH',
      'ENRH',
      'COMS',
      'ENGS',
      'ENRS',
    ]);
    expect(region).toHaveTextContent('HB100 + INTR = HB100INTR');
  });

  it('says so when a state has no codes', () => {
    render(<VersionInstructions id="help" state="CA" />);
    expect(screen.getByRole('region', { name: 'CA bill-version codes' })).toHaveTextContent(
      'No bill-version codes are recorded for California.',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
