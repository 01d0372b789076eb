import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { lastList } from '../../lib/last-list';
import type { MenuTarget } from './menu';

// Search ignored: /admin/states?page=2 still marks the States entry current. Exact: an unknown
// address below a screen (/run-tools/extra) is not that screen.
const ACTIVE = { includeSearch: false, exact: true } as const;

interface MenuLinkProps {
  target: MenuTarget;
  className?: string;
  title?: string;
  'aria-label'?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A typed router link to a menu target; the router marks it aria-current="page" when current
 * (through its own subscription, so a memoised entry around it does not freeze that mark).
 */
export function MenuLink({ target, children, ...rest }: MenuLinkProps) {
  if (target.kind === 'screen') {
    return (
      <Link to={target.path} activeOptions={ACTIVE} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link
      to="/admin/$name"
      params={{ name: target.route }}
      // A dataset opens on the list this tab last had for it.
      search={() => lastList(target.route)}
      activeOptions={ACTIVE}
      {...rest}
    >
      {children}
    </Link>
  );
}
