// The leave question's code, loaded only on a screen that has something to lose: useLeaveGuard
// starts loading it once the screen holds unsaved work, so that the question shows at once.
import { lazy } from 'react';

export const loadLeaveDialog = () => import('./leave-dialog');

export const LazyLeaveDialog = lazy(() => loadLeaveDialog().then((m) => ({ default: m.LeaveDialog })));
