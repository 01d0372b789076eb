// The frame of every signed-in screen: the sidebar, a slim top bar (menu button in slide-in mode,
// the command palette's button) and the screen itself.
import { Link, Outlet, useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BrandMark } from '../../components/brand-mark';
import { preloadable } from '../../lib/preloadable';
import { useMediaQuery } from '../../lib/use-media-query';
import { MenuIcon, SearchIcon } from './icons';
import { buildMenu } from './menu';
import { OfflineNote } from './offline-note';
import { PaletteKeyCatcher } from './palette-key-catcher';
import { Sidebar } from './sidebar';
import { useFocusOnArrival } from './use-focus-on-arrival';
import { useLeftDeletesCheck } from './use-left-deletes-check';
import { usePaletteShortcut } from './use-palette-shortcut';
import { usePersistedFlag } from './use-persisted-flag';
import { useRenewAhead } from './use-renew-ahead';
import { useSessionWatch } from './use-session-watch';
import './shell.css';

// The palette (and the combobox code under it) loads on first use, or when the pointer or focus
// reaches its button: no screen pays for it up front.
const CommandPalette = preloadable(() => import('./command-palette').then((m) => m.default), {
  what: 'The search',
  giveUp: (props) => props.onClose(),
});

/** SPEC §9: the narrow-layout breakpoint. shell.css follows `data-slide-in`, set from this. */
const SLIDE_IN_QUERY = '(max-width: 1280px)';
const COLLAPSED_KEY = 'console.sidebar.collapsed';
const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function AppShell() {
  // The user alone: the same object while the token stays (currentUser), so a navigation does not
  // render the shell again.
  const user = useRouteContext({ from: '/_app', select: (c) => c.user });
  const slideIn = useMediaQuery(SLIDE_IN_QUERY);
  const [collapsed, setCollapsed] = usePersistedFlag(COLLAPSED_KEY);
  const [open, setOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  // Typed before the palette's box has the focus: its first query.
  const typedEarly = useRef('');
  const [paletteReady, setPaletteReady] = useState(false);
  const takeTyped = useCallback(() => {
    const typed = typedEarly.current;
    typedEarly.current = '';
    setPaletteReady(true);
    return typed;
  }, []);
  const searchRef = useRef<HTMLInputElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const statesKey = user.stateConfigs.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the states change, not on every navigation's new claims object
  const groups = useMemo(() => buildMenu(user.stateConfigs), [statesKey]);

  useSessionWatch();

  useRenewAhead();
  useLeftDeletesCheck();
  const arrived = useFocusOnArrival();
  const slotRef = useRef<HTMLDivElement>(null);
  const openPalette = useCallback(() => {
    // From the open slide-in panel: it closes, and the palette will give the focus back to the
    // Menu button (what had it, in the panel, is hidden by then).
    const slot = slotRef.current;
    if (slot?.dataset.open === 'true' && slot.contains(document.activeElement)) {
      flushSync(() => setOpen(false));
      menuButtonRef.current?.focus();
    } else setOpen(false);
    typedEarly.current = '';
    setPaletteReady(false);
    setPaletteOpen(true);
  }, []);
  usePaletteShortcut(openPalette);

  const closeSlideIn = useCallback(() => {
    // Drawn closed first: the Menu button is inert while the panel is open.
    flushSync(() => setOpen(false));
    menuButtonRef.current?.focus();
  }, []);

  // Slide-in panel: focus goes to its search box; Esc closes it and focus returns to the button.
  useEffect(() => {
    if (!slideIn || !open) return;
    searchRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // A dialog over the panel (Log Out's question) takes its own Esc: one layer per key.
      const target = e.target as Node;
      if (target !== document.body && !slotRef.current?.contains(target)) return;
      closeSlideIn();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slideIn, open, closeSlideIn]);

  return (
    <div className="shell" data-slide-in={slideIn} data-rail={!slideIn && collapsed}>
      <a href="#main" className="skip-link" inert={slideIn && open}>
        Skip to content
      </a>
      {/* Following a link in the slide-in panel closes it. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a delegated click listener, not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks already */}
      <div
        ref={slotRef}
        className="shell-sidebar-slot"
        data-open={slideIn && open}
        onClick={(e) => {
          if (!slideIn || !(e.target as Element).closest('a')) return;
          setOpen(false);
          // The link followed is hidden with the panel, later than the new screen may arrive: the
          // focus leaves it now, so that the new screen's heading takes it (useFocusOnArrival).
          if (!e.ctrlKey && !e.metaKey && !e.shiftKey) (document.activeElement as HTMLElement | null)?.blur();
        }}
      >
        <Sidebar
          user={user}
          groups={groups}
          slideIn={slideIn}
          open={open}
          onClose={closeSlideIn}
          collapsed={collapsed}
          onCollapsedChange={setCollapsed}
          searchRef={searchRef}
        />
      </div>
      {/* The screen a menu link opened (the focus stays on the link): said, as the heading a jump focuses is read. */}
      <p className="visually-hidden" role="status">
        {arrived}
      </p>
      {slideIn && open && (
        // The backdrop: a click beside the panel closes it (Esc and 'Close menu' do from the keyboard).
        <div className="shell-overlay" onClick={closeSlideIn} aria-hidden="true" />
      )}
      {/* The open slide-in panel is modal: the page behind it takes neither focus nor clicks. */}
      <div className="shell-body" inert={slideIn && open}>
        <header className="shell-topbar">
          {slideIn && (
            <>
              <button
                ref={menuButtonRef}
                type="button"
                className="btn btn-ghost"
                onClick={() => setOpen(true)}
                aria-expanded={open}
                aria-controls="sidebar"
              >
                <MenuIcon />
                Menu
              </button>
              <Link to="/dashboard" className="shell-topbar-brand">
                <BrandMark size={22} />
                <span>Legislative Data Console</span>
              </Link>
            </>
          )}
          <button
            type="button"
            className="palette-trigger"
            onClick={openPalette}
            onPointerEnter={CommandPalette.prefetch}
            onFocus={CommandPalette.prefetch}
            aria-keyshortcuts="Control+K Meta+K"
          >
            <SearchIcon />
            <span className="palette-trigger-text">Go to a screen or dataset…</span>
            <kbd>{IS_MAC ? '⌘K' : 'Ctrl K'}</kbd>
          </button>
        </header>
        <OfflineNote />
        <main id="main" className="app-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {paletteOpen && !paletteReady && <PaletteKeyCatcher typed={typedEarly} onEscape={closePalette} />}
      {paletteOpen && (
        <CommandPalette stateConfigs={user.stateConfigs} takeTyped={takeTyped} onClose={closePalette} />
      )}
    </div>
  );
}
