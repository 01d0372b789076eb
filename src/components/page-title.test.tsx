import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle, pageTitle } from './page-title';

describe('page titles', () => {
  it('names the screen first, then the console', () => {
    expect(pageTitle('Members Management')).toBe('Members Management · Legislative Data');
  });

  it('puts the newest screen title first in <head> and takes it out with the screen', () => {
    document.title = 'Legislative Data Console';
    const { rerender, unmount } = render(<PageTitle screen="Run Tools" />);
    expect(document.title).toBe('Run Tools · Legislative Data');
    rerender(<PageTitle screen="Dashboard" />);
    expect(document.title).toBe('Dashboard · Legislative Data');
    unmount();
    expect(document.title).toBe('Legislative Data Console');
  });
});
