// The sidebar of every signed-in screen (SPEC §2): logo to /dashboard, search, the menu, Log Out.
// Wide screens: expanded, or collapsed to an icon rail (kept across reloads). At 1280 px or less
// it is a slide-in panel over the page, opened from the top bar.
import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { AccessClaims } from '../../api/session';
import { BrandMark } from '../../components/brand-mark';
import { CloseIcon, CollapseIcon, ExpandIcon, GridIcon, SearchIcon, ToolIcon } from './icons';
import type { MenuGroup } from './menu';
import { MenuLink } from './menu-link';
import { SidebarFooter } from './sidebar-footer';
import { SidebarMenu } from './sidebar-menu';

interface SidebarProps {
  user: AccessClaims;
  groups: readonly MenuGroup[];
  /** Slide-in mode (narrow window). */
  slideIn: boolean;
  /** Slide-in mode: whether the panel is shown. */
  open: boolean;
  onClose: () => void;
  /** Wide mode: the icon rail instead of the full menu. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

export function Sidebar(props: SidebarProps) {
  const { user, groups, slideIn, open, onClose, collapsed, onCollapsedChange, searchRef } = props;
  const rail = collapsed && !slideIn;

  const expandAndSearch = () => {
    // The search box mounts with the expanded menu: it is drawn at once and takes the focus, so
    // what is typed next is in it.
    flushSync(() => onCollapsedChange(false));
    searchRef.current?.focus();
  };

  return (
    <aside
      id="sidebar"
      className="sidebar"
      data-rail={rail}
      data-open={slideIn ? open : undefined}
      aria-label="Sidebar"
      // Off screen in slide-in mode: out of the tab order and the accessibility tree too.
      inert={slideIn && !open}
    >
      <div className="sidebar-head">
        <Link to="/dashboard" className="sidebar-brand" title="Dashboard">
          <BrandMark />
          <span className={rail ? 'visually-hidden' : 'sidebar-brand-name'}>
            Legislative Data <span className="sidebar-brand-sub">Staff console</span>
          </span>
        </Link>
        {slideIn ? (
          <button
            type="button"
            className="btn btn-ghost sidebar-icon-btn"
            onClick={onClose}
            aria-label="Close menu"
          >
            <CloseIcon />
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-ghost sidebar-icon-btn"
            onClick={() => onCollapsedChange(!collapsed)}
            aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
            aria-expanded={!collapsed}
            aria-controls="sidebar"
            title={collapsed ? 'Expand menu' : 'Collapse menu'}
          >
            {collapsed ? <ExpandIcon /> : <CollapseIcon />}
          </button>
        )}
      </div>

      {rail ? (
        <nav className="sidebar-rail" aria-label="Main menu">
          <button
            type="button"
            className="btn btn-ghost sidebar-icon-btn"
            onClick={expandAndSearch}
            aria-label="Search menu"
            title="Search menu"
          >
            <SearchIcon />
          </button>
          <ul>
            {groups[0]?.options.map((o) => (
              <li key={o.id}>
                <MenuLink target={o.target} className="rail-link" aria-label={o.name} title={o.name}>
                  {o.target.kind === 'screen' && <ToolIcon path={o.target.path} />}
                </MenuLink>
              </li>
            ))}
            <li>
              <Link to="/dashboard" className="rail-link" aria-label="All datasets" title="All datasets">
                <GridIcon />
              </Link>
            </li>
          </ul>
        </nav>
      ) : (
        <SidebarMenu groups={groups} searchRef={searchRef} />
      )}

      <SidebarFooter user={user} compact={rail} />
    </aside>
  );
}
