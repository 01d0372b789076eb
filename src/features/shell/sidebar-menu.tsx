// The expanded sidebar's menu: the search box and the groups it filters. Groups are memoised and
// their props change only with their visibility, so a keystroke re-renders just the groups that
// appear or disappear; their entries (router links, each resolving its address when rendered)
// are memoised on the menu's own option objects, so they do not render again at all.
import { useRouterState } from '@tanstack/react-router';
import { memo, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { ToolIcon } from './icons';
import { filterMenu, type MenuGroup, type MenuOption } from './menu';
import { MenuLink } from './menu-link';

const ToolEntry = memo(function ToolEntry({ option: o }: { option: MenuOption }) {
  return (
    <MenuLink target={o.target} className="menu-tool">
      {o.target.kind === 'screen' && <ToolIcon path={o.target.path} />}
      <span>{o.name}</span>
    </MenuLink>
  );
});

const DatasetEntry = memo(function DatasetEntry({ title, option: o }: { title: string; option: MenuOption }) {
  return (
    <MenuLink target={o.target} className="menu-action">
      <span className="menu-group-title">{title}</span> <span className="menu-action-word">{o.name}</span>
    </MenuLink>
  );
});

// Groups stay mounted when filtered out (only `hidden` changes), so clearing the search does not
// re-create seventy router links.
const ToolGroup = memo(function ToolGroup({
  group,
  visible,
}: {
  group: MenuGroup;
  /** The options the search leaves, or undefined when the whole group is filtered out. */
  visible: readonly MenuOption[] | undefined;
}) {
  const titleId = `menu-title-${group.id}`;
  return (
    <li className="menu-section" hidden={!visible}>
      <span id={titleId} className="menu-section-title">
        {group.title}
      </span>
      <ul aria-labelledby={titleId} className="menu-tools">
        {group.options.map((o) => (
          <li key={o.id} hidden={!visible?.includes(o)}>
            <ToolEntry option={o} />
          </li>
        ))}
      </ul>
    </li>
  );
});

// A dataset group is one row, and the row is its 'Actions' link (SPEC §2): the link holds the
// group title and the word, so its name is '<Dataset> Actions' (seventy links all named 'Actions'
// told a screen reader nothing). The word is shown only where it says something: on the row
// pointed at, focused or current. Its single option is shown or hidden with the group, so the
// group needs only `hidden`.
const DatasetGroup = memo(function DatasetGroup({ group, hidden }: { group: MenuGroup; hidden: boolean }) {
  return (
    <li className="menu-group" hidden={hidden}>
      {group.options.map((o) => (
        <DatasetEntry key={o.id} title={group.title} option={o} />
      ))}
    </li>
  );
});

interface SidebarMenuProps {
  groups: readonly MenuGroup[];
  searchRef: RefObject<HTMLInputElement | null>;
}

export function SidebarMenu({ groups, searchRef }: SidebarMenuProps) {
  const [query, setQuery] = useState('');
  // Filtering is cheap and synchronous: the keystroke and the filtered menu land in one frame.
  const visible = useMemo(() => filterMenu(groups, query), [groups, query]);
  const navRef = useRef<HTMLElement>(null);
  const [originals, ...datasets] = groups;
  const datasetsShown = datasets.some((g) => visible.has(g.id));
  const typed = query.trim();
  const shown = [...visible.values()].flat().length;

  // Bring the current screen's entry into view: in the middle when the menu first appears, and
  // just into view when a screen is reached otherwise (a record's reference, the palette).
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    const block = first.current ? 'center' : 'nearest';
    first.current = false;
    // By its address (its aria-current may follow a render later), and after the frame: the
    // router's scroll restoration puts the menu back where it was on this navigation.
    const frame = requestAnimationFrame(() =>
      navRef.current?.querySelector(`a[href="${CSS.escape(pathname)}"]`)?.scrollIntoView({ block }),
    );
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

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
            // Enter opens the one entry that matches, as the dashboard's filter does (Tab goes to the
            // first entry shown).
            if (e.key === 'Enter' && typed && shown === 1)
              // The one on screen (a group the search hides is left out).
              [...(navRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])]
                .find((a) => a.offsetParent !== null)
                ?.click();
          }}
          aria-controls="sidebar-menu"
        />
      </div>
      <nav id="sidebar-menu" ref={navRef} className="sidebar-menu" aria-label="Main menu">
        <ul className="menu-list">
          {originals && <ToolGroup group={originals} visible={visible.get(originals.id)} />}
          <li className="menu-divider" hidden={!datasetsShown} aria-hidden="true">
            Datasets
          </li>
          {datasets.map((g) => (
            <DatasetGroup key={g.id} group={g} hidden={!visible.has(g.id)} />
          ))}
        </ul>
        {/* Said as the menu is searched, not only when nothing is left: a screen reader hears how
            many entries remain without going through them. */}
        <p className="menu-empty" role="status">
          {typed &&
            (shown
              ? `${shown} ${shown === 1 ? 'entry matches' : 'entries match'}`
              : `Nothing in the menu matches “${typed}”.`)}
        </p>
      </nav>
    </>
  );
}
