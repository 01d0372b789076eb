import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';

// Generated code lives in src/api/gen only; `npm run gen` rewrites it and the test command fails
// when a regeneration would change it. Two folders, so that neither project's `clean` wipes the
// other's output.
//
// Hooks and request functions only for the calls the screens make with them (decision 0035): the
// seventy datasets' list, add, edit and delete go through one generic table manager, which names
// each call's operation from the registry (src/api/gen/registry/datasets.ts). Their zod schemas are
// generated for every operation: they check every answer at the boundary. No MSW handlers: the mock
// backend is the hand-written stateful store (mocks/).
const CLIENT_TAGS = ['auth', 'crawl', 'bill', 'speaker'];

type Operation = { operationId: string; tags: string[] };
const contract = parse(readFileSync('./openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

// Every generated request function names its operation to the HTTP client (src/api/fetcher.ts),
// which then needs no lookup by method and path: `apiFetch(url, { operation: 'login', ... })`.
const operations = Object.fromEntries(
  Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op.tags.some((t) => CLIENT_TAGS.includes(t)))
    .map((op) => [op.operationId, { requestOptions: { operation: op.operationId } }]),
);

export default defineConfig({
  client: {
    input: { target: './openapi.yaml', filters: { tags: CLIENT_TAGS } },
    output: {
      mode: 'tags-split',
      target: './src/api/gen/client',
      schemas: './src/api/gen/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      override: {
        mutator: { path: './src/api/fetcher.ts', name: 'apiFetch' },
        fetch: { includeHttpResponseReturnType: false },
        operations,
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
      override: { zod: { variant: 'mini', strict: { body: true }, coerce: { query: true, param: true } } },
    },
  },
});
