import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/chromium.ts';

// Browser tests run the production build (vite preview) against the mock backend over HTTP
// (mocks/server), proxied on the same origin. Ports and the build folder can be moved with
// E2E_PORT and E2E_DIST so that several runs can share a machine.
const port = Number(process.env.E2E_PORT ?? 14173);
const mockPort = port + 1;
const dist = process.env.E2E_DIST ?? 'dist';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // No retries, in CI or here: a test that passes only on a second try is a race to find and fix,
  // and a retry would let it land green.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromium,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx mocks/server/main.ts --port ${mockPort}`,
      url: `http://127.0.0.1:${mockPort}/health`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
      url: `http://127.0.0.1:${port}/sign-in`,
      reuseExistingServer: false,
      // /api goes to the mock server, whose demo accounts /config.json announces (decision 0027).
      env: { API_PROXY_TARGET: `http://127.0.0.1:${mockPort}`, CONSOLE_DEMO_ACCOUNTS: 'mock' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
