import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigErrorPage } from './config-error';

describe('ConfigErrorPage', () => {
  it('reads as sentences: a space before each name, the names whole', () => {
    const { container } = render(<ConfigErrorPage message="The API address is not an address." />);
    expect(container.textContent).toContain(
      "Its configuration needs fixing by whoever runs it: /config.json, or the build's VITE_API_BASE_URL (README, Deploying).",
    );
  });
});
