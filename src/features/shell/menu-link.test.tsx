import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuLink } from './menu-link';

function setup(start: string, basepath?: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <MenuLink target={{ kind: 'screen', path: '/transcripts' }}>Transcripts</MenuLink>
        <MenuLink target={{ kind: 'admin', route: 'master-bills' }}>Master bills</MenuLink>
        <Outlet />
      </>
    ),
  });
  const transcripts = createRoute({ getParentRoute: () => root, path: '/transcripts' });
  const admin = createRoute({ getParentRoute: () => root, path: '/admin/$name' });
  const router = createRouter({
    routeTree: root.addChildren([transcripts, admin]),
    history: createMemoryHistory({ initialEntries: [start] }),
    basepath,
  });
  render(<RouterProvider router={router as never} />);
  return router;
}

describe('MenuLink', () => {
  // jsdom has no scrolling (the router restores scroll on every navigation).
  beforeEach(() => vi.stubGlobal('scrollTo', () => {}));
  afterEach(() => vi.unstubAllGlobals());

  it('links to its target and marks it current on that path, whatever the search', async () => {
    setup('/admin/master-bills?page=2');
    const bills = await screen.findByRole('link', { name: 'Master bills' });
    const transcripts = screen.getByRole('link', { name: 'Transcripts' });
    expect(bills.getAttribute('href')).toBe('/admin/master-bills');
    expect(transcripts.getAttribute('href')).toBe('/transcripts');
    expect(bills.getAttribute('aria-current')).toBe('page');
    expect(transcripts.hasAttribute('aria-current')).toBe(false);
  });

  it('writes its href as the router does, with the base path the app is served under', async () => {
    setup('/console/admin/master-bills', '/console');
    const bills = await screen.findByRole('link', { name: 'Master bills' });
    expect(bills.getAttribute('href')).toBe('/console/admin/master-bills');
    expect(bills.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Transcripts' }).getAttribute('href')).toBe(
      '/console/transcripts',
    );
  });

  it('navigates in the app on a plain click, and the current mark follows', async () => {
    const router = setup('/admin/master-bills');
    const transcripts = await screen.findByRole('link', { name: 'Transcripts' });
    await act(async () => {
      fireEvent.click(transcripts);
    });
    expect(router.state.location.pathname).toBe('/transcripts');
    expect(transcripts.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Master bills' }).hasAttribute('aria-current')).toBe(false);
  });
});
