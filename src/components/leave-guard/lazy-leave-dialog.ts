// The leave question's code, loaded only on a screen that has something to lose: useLeaveGuard
// starts loading it once the screen holds unsaved work, so that the question shows at once.
import { preloadable } from '../../lib/preloadable';

export const LazyLeaveDialog = preloadable(() => import('./leave-dialog').then((m) => m.LeaveDialog));
