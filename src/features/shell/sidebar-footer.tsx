import { useState } from 'react';
import type { AccessClaims } from '../../api/session';
import { FocusKeepingButton } from '../../components/focus-keeping-button';
import { sayNotLoaded } from '../../components/toasts';
import { preloadable } from '../../lib/preloadable';
import { LogOutIcon } from './icons';
import type { Losses } from './log-out-losses';
import { ThemeChoiceControl } from './theme-choice';
import { useSignOut } from './use-sign-out';

// Mock mode only, and loaded on demand: the condition is written out here so that a
// production build folds it to null and ships neither the button nor its dialog.
const ResetDemoData =
  import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL
    ? preloadable(() => import('./reset-demo-data').then((m) => m.ResetDemoData))
    : null;

const SignOutConfirm = preloadable(() => import('./sign-out-confirm').then((m) => m.default), {
  what: 'The Log Out question',
  giveUp: (props) => props.onStay(),
});
const loadLosses = () => import('./log-out-losses');

function statesLabel(states: readonly string[]): string {
  if (states.length === 0) return 'No states';
  if (states.length <= 4) return states.join(', ');
  return `${states.slice(0, 3).join(', ')} +${states.length - 3}`;
}

export function SidebarFooter({ user, compact }: { user: AccessClaims; compact: boolean }) {
  const { signOut, pending } = useSignOut();
  // What Log Out would discard (hearings with transcript drafts, the screen's unsaved work), while
  // it asks whether to.
  const [unsaved, setUnsaved] = useState<Losses | null>(null);
  const [asking, setAsking] = useState(false);
  const logOut = async () => {
    if (asking) return;
    setAsking(true);
    try {
      // Its code comes when it is asked, as the sign-out's own does (use-sign-out.ts).
      const losses = await (await loadLosses()).logOutLosses(user);
      if (losses.hearings.length > 0 || losses.work.length > 0) setUnsaved(losses);
      else signOut();
    } catch (err) {
      // What Log Out would discard is not known: nothing is discarded unasked.
      sayNotLoaded('The Log Out question', err);
    } finally {
      setAsking(false);
    }
  };
  const name = user.username ?? user.sub ?? 'Signed in';
  return (
    <div className="sidebar-footer">
      {!compact && (
        <div className="sidebar-user" title={`States: ${user.stateConfigs.join(', ') || 'none'}`}>
          <span className="sidebar-avatar" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <span className="sidebar-user-text">
            <span className="sidebar-user-name">{name}</span>
            <span className="sidebar-user-states">{statesLabel(user.stateConfigs)}</span>
          </span>
        </div>
      )}
      <ThemeChoiceControl compact={compact} />
      {ResetDemoData && <ResetDemoData compact={compact} />}
      <FocusKeepingButton
        className={compact ? 'btn btn-ghost sidebar-icon-btn' : 'btn btn-sm sidebar-footer-btn'}
        onClick={() => void logOut()}
        inactive={pending || asking}
        aria-label={compact ? 'Log Out' : undefined}
        title={compact ? 'Log Out' : undefined}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : <LogOutIcon />}
        {!compact && <span>Log Out</span>}
      </FocusKeepingButton>
      {unsaved && (
        <SignOutConfirm
          hearings={unsaved.hearings}
          work={unsaved.work}
          onStay={() => setUnsaved(null)}
          onSignOut={() => {
            setUnsaved(null);
            // Discarded as chosen (the code is in: it made the question).
            void loadLosses()
              .then((m) => m.discardDrafts(user))
              .catch(() => undefined)
              .finally(signOut);
          }}
        />
      )}
    </div>
  );
}
