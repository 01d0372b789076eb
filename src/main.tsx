import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadRuntimeConfig } from './api/runtime-config';
import { ConfigErrorPage } from './components/config-error';
import { startTheme } from './lib/theme';
import { createAppRouter, queryClient } from './router';
import './styles/global.css';

// The stored light/dark choice, before anything is drawn (decision 0025).
startTheme();

async function start(): Promise<void> {
  // The API's address, from the server's /config.json (decision 0037), read before anything calls.
  const config = loadRuntimeConfig();
  config.catch(() => undefined); // awaited below, after the mock worker in dev
  // Dev only: the mock backend. In a production build this condition is the constant false and
  // the import is dropped, so no mock code or fake data reaches the bundle (tests/build checks).
  // Written out here, not imported from config.ts, so that the bundler can fold it.
  if (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL) {
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  try {
    await config;
  } catch (err) {
    const message = err instanceof ConfigError ? err.message : 'The configuration could not be read.';
    console.error(`Console configuration: ${message}`);
    createRoot(root).render(<ConfigErrorPage message={message} />);
    return;
  }
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
