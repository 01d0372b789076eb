// The expanded sidebar's menu: the search box and the groups it filters. Every group stays mounted
// and is only hidden when filtered out; groups are memoised, so a keystroke re-renders just the
// groups whose visibility changed (about seventy groups, filtered on every key).
import { memo, type RefObject, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { ToolIcon } from './icons';
import { filterMenu, type MenuGroup, type MenuOption } from './menu';
import { MenuLink } from './menu-link';

interface GroupProps {
  group: MenuGroup;
  /** The options to show, or null when the group is filtered out. */
  options: readonly MenuOption[] | null;
}

const ToolGroup = memo(function ToolGroup({ group, options }: GroupProps) {
  const titleId = `menu-title-${group.id}`;
  return (
    <li className="menu-section" hidden={options === null}>
      <span id={titleId} className="menu-section-title">
        {group.title}
      </span>
      <ul aria-labelledby={titleId} className="menu-tools">
        {options?.map((o) => (
          <li key={o.id}>
            <MenuLink target={o.target} className="menu-tool">
              {o.target.kind === 'screen' && <ToolIcon path={o.target.path} />}
              <span>{o.name}</span>
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
});

// A dataset group is one row: its title, and its 'Actions' link stretched over the whole row so
// that a click anywhere on it works. The link's name stays 'Actions' (SPEC §2); the list around it
// is labelled with the group title for assistive technology.
const DatasetGroup = memo(function DatasetGroup({ group, options }: GroupProps) {
  const titleId = `menu-title-${group.id}`;
  return (
    <li className="menu-group" hidden={options === null}>
      <span id={titleId} className="menu-group-title">
        {group.title}
      </span>
      <ul aria-labelledby={titleId} className="menu-group-options">
        {options?.map((o) => (
          <li key={o.id}>
            <MenuLink target={o.target} className="menu-action">
              {o.name}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
});

interface SidebarMenuProps {
  groups: readonly MenuGroup[];
  searchRef: RefObject<HTMLInputElement | null>;
}

export function SidebarMenu({ groups, searchRef }: SidebarMenuProps) {
  const [query, setQuery] = useState('');
  // The box updates at once; the filtering follows as soon as React has time.
  const deferred = useDeferredValue(query);
  const visible = useMemo(() => filterMenu(groups, deferred), [groups, deferred]);
  const navRef = useRef<HTMLElement>(null);
  const [originals, ...datasets] = groups;
  const datasetsShown = datasets.some((g) => visible.has(g.id));

  // Bring the current screen's entry into view once, when the menu first appears.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
  }, []);

  return (
    <>
      <div className="sidebar-search">
        <label htmlFor="sidebar-search" className="visually-hidden">
          Search menu
        </label>
        <input
          ref={searchRef}
          id="sidebar-search"
          type="search"
          className="input"
          placeholder="Search menu…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            // Esc empties the box first; an empty box lets Esc through (it closes the slide-in menu).
            if (e.key === 'Escape' && query !== '') {
              e.stopPropagation();
              setQuery('');
            }
          }}
          aria-controls="sidebar-menu"
        />
      </div>
      <nav id="sidebar-menu" ref={navRef} className="sidebar-menu" aria-label="Main menu">
        <ul className="menu-list">
          {originals && <ToolGroup group={originals} options={visible.get(originals.id) ?? null} />}
          <li className="menu-divider" hidden={!datasetsShown} aria-hidden="true">
            Datasets
          </li>
          {datasets.map((g) => (
            <DatasetGroup key={g.id} group={g} options={visible.get(g.id) ?? null} />
          ))}
        </ul>
        <p className="menu-empty" role="status">
          {visible.size === 0 ? `Nothing in the menu matches “${deferred.trim()}”.` : ''}
        </p>
      </nav>
    </>
  );
}
