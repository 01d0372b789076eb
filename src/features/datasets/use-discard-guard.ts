// While the add/edit form holds typed changes, leaving the screen asks first: in-app navigation
// through the router's blocker (the sidebar, another route, the browser's back button), and
// closing or reloading the tab through the browser's own beforeunload prompt. Once the session has
// ended there is nothing to stay for, and nothing is asked.
import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { readSession } from '../../api/session';

export function useDiscardGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  return useBlocker({
    shouldBlockFn: () => dirtyRef.current && readSession() !== null,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
}
