import { defineConfig } from 'orval';

// Generated code lives in src/api/gen only; `npm run gen` rewrites it and the test command fails
// when a regeneration would change it. Two folders, so that neither project's `clean` wipes the
// other's output.
export default defineConfig({
  client: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: './src/api/gen/client',
      schemas: './src/api/gen/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', delay: false }] },
      override: {
        mutator: { path: './src/api/fetcher.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
  zod: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: './src/api/gen/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: { zod: { strict: { body: true }, coerce: { query: true, param: true } } },
    },
  },
});
