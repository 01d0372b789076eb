import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { useThemeChoice } from '../lib/theme';
// sonner's stylesheet as a file of the build: its own injection of a <style> element is left out
// (vite.config.ts), as the Content Security Policy refuses it.
import 'sonner/dist/styles.css';
import '../styles/toasts.css';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toasts />
    </>
  ),
});

/** sonner draws its toasts in the console's light or dark theme (or follows the system's), at the
 * top's middle: over the top bar's empty middle, not over the table manager's pager (bottom
 * right), which an Undo toast held out of reach for its whole time. */
function Toasts() {
  const theme = useThemeChoice();
  return <Toaster position="top-center" offset={{ top: 8 }} richColors closeButton theme={theme} />;
}
