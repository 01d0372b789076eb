// Two known quirks of starting the MSW worker in the browser, handled before they reach the dev
// console (mswjs/msw#2006):
// - A hard reload (Shift+Reload) leaves the page without a controlling service worker although
//   the mock worker is registered. MSW then reloads the page, but first schedules an update of the
//   registration and does not catch it; the reload aborts that update, which surfaces as "Uncaught
//   (in promise) TypeError: Failed to update a ServiceWorker … mockServiceWorker.js". Reloading
//   before MSW starts gives the same result without the aborted update.
// - The same update fails when the worker script cannot be fetched at that moment (the dev server
//   restarting, a full reload under way). The worker already running stays in charge, and MSW
//   checks its version on start, so that one rejection is benign and is kept out of the console.

export const WORKER_URL = '/mockServiceWorker.js';

type Registrations = Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations'>;

const isMockWorker = (w: ServiceWorker | null | undefined, url: string) =>
  w?.scriptURL !== undefined && new URL(w.scriptURL).pathname === url;

/** The page was hard-reloaded: the mock worker is registered, yet it does not control this page. */
export async function hardReloaded(container: Registrations, url = WORKER_URL): Promise<boolean> {
  if (container.controller) return false;
  const registrations = await container.getRegistrations();
  return registrations.some((r) => [r.active, r.waiting, r.installing].some((w) => isMockWorker(w, url)));
}

/** The rejected background update of the mock worker's registration, and nothing else. */
export function isMockWorkerUpdateFailure(reason: unknown, url = WORKER_URL): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return message.startsWith('Failed to update a ServiceWorker') && message.includes(url);
}
