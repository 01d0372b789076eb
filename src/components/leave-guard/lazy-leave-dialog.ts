// The leave question's code, loaded only on a screen that has something to lose: useLeaveGuard
// starts loading it once the screen holds unsaved work, so that the question shows at once. If
// its code cannot be loaded, the user stays (nothing is left behind unasked) and is told why.
import { preloadable } from '../../lib/preloadable';

export const LazyLeaveDialog = preloadable(() => import('./leave-dialog').then((m) => m.LeaveDialog), {
  what: 'The question before leaving',
  giveUp: (props) => props.onStay(),
});
