// The last handler: an /api call no operation answered. A path of the contract asked with a
// method it does not offer is answered 405 with Allow; any other path 404. Both in the contract's
// error shape, in the browser worker and the HTTP server alike.
import { HttpResponse, http } from 'msw';
import { type OperationInfo, operations } from '../../src/api/gen/registry/operations.ts';

const templates: { pattern: RegExp; method: string; op: OperationInfo }[] = Object.values(
  operations as Record<string, OperationInfo>,
).map((op) => ({
  pattern: new RegExp(`^${op.path.replace(/\{[^/}]+\}/g, '[^/]+')}$`),
  method: op.method,
  op,
}));

/** The operation `method path` calls, if the contract has one. */
export function operationAt(method: string, path: string): OperationInfo | undefined {
  return templates.find((t) => t.method === method && t.pattern.test(path))?.op;
}

/** The methods the contract offers on `path` (empty: no such path). */
export function methodsOf(path: string): string[] {
  return [...new Set(templates.filter((t) => t.pattern.test(path)).map((t) => t.method))];
}

export function fallbackHandlers() {
  return [
    http.all('*/api/*', ({ request }) => {
      const path = new URL(request.url).pathname;
      // '*/api/*' also matches the dev server's own modules (/src/api/fetcher.ts): those pass on.
      if (!path.startsWith('/api/')) return;
      const allowed = methodsOf(path);
      if (allowed.length) {
        return HttpResponse.json(
          {
            message: `${request.method} is not a method of ${path}; it offers ${allowed.join(', ')}`,
            error: 'method_not_allowed',
          },
          { status: 405, headers: { Allow: allowed.join(', ') } },
        );
      }
      return HttpResponse.json(
        { message: `No operation ${request.method} ${path}`, error: 'not_found' },
        { status: 404 },
      );
    }),
  ];
}
