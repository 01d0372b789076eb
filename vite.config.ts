import type { ServerResponse } from 'node:http';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, loadEnv, type Plugin } from 'vite';
import { originOf, securityHeaders } from './deploy/headers.ts';
import { DEMO_ACCOUNTS } from './mocks/env.ts';

// The mock layer (MSW worker, store, seed data) is imported only when no API base URL is set, and
// only through a dynamic import in src/main.tsx, so a production build with VITE_API_BASE_URL
// never contains it; see tests/build/bundle.test.ts.
export default defineConfig(({ command, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    compileHints(),
    sonnerStylesheet(),
    renderBlockingEntry(),
    consoleServer(command === 'serve' && !loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL),
  ],
  // The MSW worker script lives with the mocks and is served only by the dev server.
  publicDir: command === 'serve' ? 'mocks/public' : false,
  build: {
    target: 'es2023',
    // Every browser of that target preloads modules itself; the polyfill only cost every route.
    modulePreload: { polyfill: false },
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

/**
 * Every chunk of the build starts with V8's explicit compile hint: Chromium compiles all of the
 * chunk's functions while it loads (off the main thread when the script is streamed) instead of
 * each one on its first call, which landed in the first interactions (sign-in, View data).
 * The hint only counts as the file's first line, so it goes in after Vite has written its own
 * preamble; the source map moves down one line with it. Decision 0017.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  // hls.js (the player's stream engine, 570 KB) is left to compile lazily: a hearing uses a small
  // part of it, and compiling all of it would compete with the hearing's first render.
  const BIG_AND_MOSTLY_UNUSED = '/node_modules/hls.js/';
  return {
    name: 'console:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.moduleIds.every((id) => id.includes(BIG_AND_MOSTLY_UNUSED)))
            continue;
          chunk.code = HINT + chunk.code;
          if (!chunk.map) continue;
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') mapAsset.source = chunk.map.toString();
        }
      },
    },
  };
}

/**
 * sonner (the toasts) injects its stylesheet as a <style> element when it loads, which the Content
 * Security Policy (style-src 'self') refuses: the toasts then lose their layout and fall below the
 * window. The build leaves the injection out; the root route imports sonner's own stylesheet
 * (sonner/dist/styles.css), which ships with the console's CSS. Decision 0039.
 */
function sonnerStylesheet(): Plugin {
  return {
    name: 'console:sonner-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return;
      const out = code.replace(/__insertCSS\("(?:[^"\\]|\\.)*"\);?/, '');
      if (out === code) this.error('sonner no longer injects its CSS through __insertCSS: see decision 0039');
      return { code: out, map: null };
    },
  };
}

/** The mock backend's sign-in pairs, as /config.json announces them (decision 0027). */
function mockDemoAccounts() {
  return DEMO_ACCOUNTS.map(({ username, password, stateConfigs: states }) => ({
    username,
    password,
    note: `${states.length > 2 ? `${states.length} states` : states.join(' and ')}, ${
      states.some((s) => s === 'TX' || s === 'LA')
        ? 'every screen'
        : 'no Transcripts, Link Finder or Speakers'
    }`,
  }));
}

/**
 * The entry script holds the first paint until it has run (`blocking="render"`): it sets the
 * stored light/dark choice on <html> first thing, and the page, empty until then anyway, is never
 * painted in the other theme. The Content Security Policy refuses an inline script, the usual
 * place for this. Vite writes the entry's tag itself, so the attribute goes in afterwards.
 * Decision 0025.
 */
function renderBlockingEntry(): Plugin {
  return {
    name: 'console:render-blocking-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/;
        if (!entry.test(html)) throw new Error('render-blocking-entry: the entry script tag has changed');
        return html.replace(entry, '<script type="module" crossorigin src="$1" blocking="render"></script>');
      },
    },
  };
}

/**
 * What the console's web server does beyond serving files, for `npm run dev` and `npm run
 * preview`: /config.json (the runtime configuration, decision 0037) from CONSOLE_API_BASE_URL, and
 * in preview the security headers of the production server (deploy/headers.ts). The dev server
 * sends no CSP: its hot reload injects styles inline. /config.json names the mock backend's demo
 * accounts when one answers: in dev with the in-browser mock (`mockInBrowser`), in preview when
 * CONSOLE_DEMO_ACCOUNTS=mock says that /api goes to the mock server (the browser tests).
 */
function consoleServer(mockInBrowser: boolean): Plugin {
  const runtimeApi = process.env.CONSOLE_API_BASE_URL;
  const demoSetting = process.env.CONSOLE_DEMO_ACCOUNTS;
  if (demoSetting !== undefined && demoSetting !== '' && demoSetting !== 'mock')
    throw new Error(`CONSOLE_DEMO_ACCOUNTS is "${demoSetting}"; the one value it takes is "mock".`);
  const config = (demo: boolean) =>
    JSON.stringify({
      ...(runtimeApi === undefined ? {} : { apiBaseUrl: runtimeApi }),
      ...(demo ? { demoAccounts: mockDemoAccounts() } : {}),
    });
  const configJson =
    (demo: boolean) => (_req: Connect.IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
      if (_req.url?.split('?')[0] !== '/config.json') return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(config(demo));
    };
  return {
    name: 'console:server',
    configureServer(server) {
      server.middlewares.use(configJson(mockInBrowser || demoSetting === 'mock'));
    },
    configurePreviewServer(server) {
      const headers = securityHeaders(originOf(runtimeApi) || originOf(process.env.VITE_API_BASE_URL));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
      server.middlewares.use(configJson(demoSetting === 'mock'));
    },
  };
}
