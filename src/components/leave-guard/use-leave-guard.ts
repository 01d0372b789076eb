// While a screen holds work that is not saved, leaving it asks first: in-app navigation through
// the router's blocker (a link, the sidebar, another route, the browser's Back), and closing or
// reloading the tab through the browser's own beforeunload prompt. Once the session has ended
// (signed out, here or in another tab) there is nothing to stay for, and nothing is asked.
// One hook for every screen that can lose work (transcripts, the table manager's form, summaries),
// shown with LeaveDialog (LazyLeaveDialog where the screen loads it only when needed: this hook
// starts loading it once there is work to lose), so that the question reads the same everywhere.
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { readSession } from '../../api/session';
import { LazyLeaveDialog } from './lazy-leave-dialog';

export type LeaveTest = (args: Parameters<ShouldBlockFn>[0]) => boolean;

/** Leaving is going to another path; a change of the search alone stays on the screen. */
export const leavesPath: LeaveTest = ({ current, next }) => next.pathname !== current.pathname;

const videoOf = (search: unknown): unknown => (search as { video?: unknown } | undefined)?.video;

/** The hearing screens (Transcripts, Speaker Assignment): another screen, or another video (or the
 * list) on this one. */
export const leavesVideo: LeaveTest = ({ current, next }) =>
  next.pathname !== current.pathname || videoOf(next.search) !== videoOf(current.search);

/** The guards holding unsaved work now. */
const dirtyGuards = new Set<object>();

/** Whether leaving the screen for another may ask first: a dialog about to navigate (the palette)
 * makes way before it, so that only one dialog is open at a time. */
export const leavingMayAsk = (): boolean => dirtyGuards.size > 0;

/**
 * `dirty`: the screen holds unsaved work. `leaves`: which navigations leave it (default: every
 * one). Returns the router's blocker: status 'blocked' while the question is open, with proceed()
 * and reset() as the answers.
 */
export function useLeaveGuard(dirty: boolean, leaves?: LeaveTest) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leavesRef = useRef(leaves);
  leavesRef.current = leaves;
  useEffect(() => {
    if (!dirty) return;
    LazyLeaveDialog.prefetch();
    const guard = {};
    dirtyGuards.add(guard);
    return () => {
      dirtyGuards.delete(guard);
    };
  }, [dirty]);
  return useBlocker({
    shouldBlockFn: (args) =>
      dirtyRef.current && readSession() !== null && (leavesRef.current?.(args) ?? true),
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
}
