import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mock layer (MSW worker, store, seed data) is imported only when no API base URL is set, and
// only through a dynamic import in src/main.tsx, so a production build with VITE_API_BASE_URL
// never contains it; see tests/build/bundle.test.ts.
export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
  ],
  // The MSW worker script lives with the mocks and is served only by the dev server.
  publicDir: command === 'serve' ? 'mocks/public' : false,
  build: {
    target: 'es2023',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { port: 5173 },
  preview: {
    port: 4173,
    // `npm run preview` against the mock HTTP server (or any backend) without CORS: set
    // API_PROXY_TARGET=http://127.0.0.1:8787 and the build keeps its same-origin API address.
    proxy: process.env.API_PROXY_TARGET
      ? {
          '/api': { target: process.env.API_PROXY_TARGET, changeOrigin: true },
          '/mock-media': { target: process.env.API_PROXY_TARGET, changeOrigin: true },
          '/__mock': { target: process.env.API_PROXY_TARGET, changeOrigin: true },
        }
      : undefined,
  },
}));
