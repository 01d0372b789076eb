import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../api/session';
import { LeaveDialog } from './leave-dialog';
import { leavesPath, useLeaveGuard } from './use-leave-guard';

function Editor({ onlyPath }: { onlyPath: boolean }) {
  const [text, setText] = useState('');
  const blocker = useLeaveGuard(text !== '', onlyPath ? leavesPath : undefined);
  return (
    <>
      <label>
        Text
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/dashboard">Other</Link>
      <Link to="/" search={{ state: 'LA' }}>
        Louisiana
      </Link>
      <LeaveDialog
        open={blocker.status === 'blocked'}
        what="the text"
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}

function setup(onlyPath = false, history = createMemoryHistory({ initialEntries: ['/'] })) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: (s: Record<string, unknown>): { state?: string } =>
      typeof s.state === 'string' ? { state: s.state } : {},
    component: () => <Editor onlyPath={onlyPath} />,
  });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    component: () => <p>Elsewhere</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, dashboard]),
    history,
  });
  render(<RouterProvider router={router as never} />);
  return router;
}

describe('useLeaveGuard with LeaveDialog', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', () => {});
    writeSession({ accessToken: 'a', refreshToken: 'r' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets a screen without changes go without asking', async () => {
    const router = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Other' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks in the same words; Keep editing stays with the text, Leave without saving goes', async () => {
    const router = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Text'), 'draft');
    await user.click(screen.getByRole('link', { name: 'Other' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(ask).toHaveAccessibleDescription(
      'You have unsaved changes to the text. If you leave now, they are lost.',
    );
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Text')).toHaveValue('draft');

    await user.click(screen.getByRole('link', { name: 'Other' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('with leavesPath, a change of the search alone is not leaving', async () => {
    const router = setup(true);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Text'), 'draft');
    await user.click(screen.getByRole('link', { name: 'Louisiana' }));
    expect(router.state.location.search).toEqual({ state: 'LA' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('asks the browser before the tab closes or reloads, only while there are changes', async () => {
    // The browser's history (the memory one has no tab to close).
    window.history.replaceState(null, '', '/');
    setup(false, createBrowserHistory());
    const user = userEvent.setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText('Text');
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Text'), 'x');
    expect(unload()).toBe(true);
  });

  it('does not hold back a signed-out user', async () => {
    const router = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Text'), 'draft');
    localStorage.removeItem('user');
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
