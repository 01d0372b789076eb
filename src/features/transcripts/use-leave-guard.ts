// Leaving the open hearing with unsaved changes asks first: in-app navigation through the
// router's blocker (Back to Search, the sidebar, another route, the browser's back button), and
// closing or reloading the tab through the browser's beforeunload prompt. Once the session has
// ended (signed out, here or in another tab) there is nothing to stay for, and nothing is asked.
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { readSession } from '../../api/session';

function videoOf(search: unknown): unknown {
  return (search as { video?: unknown } | undefined)?.video;
}

export function useLeaveGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  return useBlocker({
    shouldBlockFn: ({ current, next }) =>
      dirtyRef.current &&
      readSession() !== null &&
      (next.pathname !== current.pathname || videoOf(next.search) !== videoOf(current.search)),
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
}
