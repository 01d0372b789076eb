import { useRouter, useRouterState } from '@tanstack/react-router';
import { type MouseEvent, memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { lastList } from '../../lib/last-list';
import type { MenuTarget } from './menu';

interface MenuLinkProps {
  target: MenuTarget;
  className?: string;
  title?: string;
  'aria-label'?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** The router's options for opening a menu target: typed, as a <Link>'s would be. */
function navigation(target: MenuTarget) {
  return target.kind === 'screen'
    ? { to: target.path }
    : ({ to: '/admin/$name', params: { name: target.route } } as const);
}

const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * A menu entry: an anchor to a fixed target, marked aria-current="page" on that exact path (its
 * search ignored: /admin/states?page=2 still marks States). Not a router <Link>: a Link builds
 * its location again on every navigation, to tell whether it is active, and the sidebar holds
 * about seventy-five of them; that was ~20 ms of every route change at 4x CPU slowdown (decision
 * 0016). A menu target never depends on where the user is, so its href is built once, and each
 * entry's only subscription compares one string. It behaves as a Link: a plain click navigates
 * in the app (a modified click or the middle button is the browser's), and pointing at it or
 * focusing it preloads the screen (the router's intent preload, after its delay).
 */
export const MenuLink = memo(function MenuLink({ target, children, onClick, ...rest }: MenuLinkProps) {
  const router = useRouter();
  const options = useMemo(() => navigation(target), [target]);
  // As a Link makes it: the location the router would go to, written out by its history (which
  // adds a base path or a hash, were the app served under one).
  const { href, path } = useMemo(() => {
    const next = router.buildLocation(options);
    return { href: router.history.createHref(next.publicHref), path: next.pathname };
  }, [router, options]);
  const current = useRouterState({ select: (s) => s.location.pathname === path });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const preload = () => {
    clearTimeout(pending.current);
    void router.preloadRoute(options).catch(() => undefined);
  };
  const preloadSoon = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(preload, router.options.defaultPreloadDelay ?? 50);
  };

  return (
    <a
      {...rest}
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(e) => {
        onClick?.();
        if (!isPlainClick(e)) return;
        e.preventDefault();
        // A dataset opens on the list this tab last had for it.
        void router.navigate(
          target.kind === 'screen' ? options : { ...options, search: lastList(target.route) },
        );
      }}
      onMouseEnter={preloadSoon}
      onMouseLeave={() => clearTimeout(pending.current)}
      onFocus={preload}
    >
      {children}
    </a>
  );
});
