// What the verifier knows of the contract: the operation table and the dataset registry (both
// generated from openapi.yaml), the generated zod schemas of every request and success answer, and
// openapi.yaml itself for the error answers (orval generates no zod for those; zod's own
// fromJSONSchema turns the contract's JSON Schema into one, so nothing here is a hand-written check).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import * as z from 'zod';
import { type DatasetConfig, datasets } from '../../src/api/gen/registry/datasets.ts';
import { type OperationId, type OperationInfo, operations } from '../../src/api/gen/registry/operations.ts';
import * as generated from '../../src/api/gen/zod/index.zod.ts';

export type { DatasetConfig, OperationId, OperationInfo };
export { datasets, operations };

const OPENAPI_FILE = new URL('../../openapi.yaml', import.meta.url);

/** The zod schema shape the verifier uses: the generated schemas (Zod Mini) and the fromJSONSchema
 * ones (classic) alike. */
export type Schema = Pick<z.core.$ZodType, '_zod'> & {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: z.core.$ZodError };
};

const pascal = (id: string) => `${id[0]?.toUpperCase()}${id.slice(1)}`;
const schemas = generated as unknown as Record<string, Schema | undefined>;

export function operation(id: string): OperationInfo {
  const op = (operations as Record<string, OperationInfo>)[id];
  if (!op) throw new Error(`${id} is not an operation of the contract`);
  return op;
}

/** `${Pascal(id)}Response`, `...Body` or `...QueryParams`, as orval names them. */
export function generatedSchema(id: string, part: 'Response' | 'Body' | 'QueryParams'): Schema | undefined {
  return schemas[`${pascal(id)}${part}`];
}

interface OpenApiDoc {
  info: {
    title: string;
    version: string;
    'x-request-body-limits'?: { default: number; operations?: Record<string, number> };
  };
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

let doc: OpenApiDoc | undefined;
function openapi(): OpenApiDoc {
  doc ??= parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDoc;
  return doc;
}

export function contractTitle(): string {
  const { title, version } = openapi().info;
  return `${title} ${version}`;
}

/** Follows local `$ref`s (#/components/...) so that the schema stands on its own. */
function deref(value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(v, seen));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) throw new Error(`openapi.yaml: recursive ${ref} is not supported`);
    let target: unknown = openapi();
    for (const part of ref.slice(2).split('/')) {
      target = (target as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return deref(target, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(v, seen)]));
}

const errorSchemas = new Map<string, Schema | null>();

/** The schema openapi.yaml declares for answering `id` with `status` (e.g. 401); for a failure
 * the operation does not declare (a 405, say), the Error shape every failure has; else null. */
export function declaredErrorSchema(id: string, status: number): Schema | null {
  const key = `${id} ${status}`;
  if (!errorSchemas.has(key)) {
    const op = operation(id);
    const responses = openapi().paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
    const declared =
      responses[String(status)] ??
      responses.default ??
      (status >= 400
        ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } }
        : undefined);
    const json = declared
      ? (deref(declared) as { content?: Record<string, { schema?: unknown }> }).content?.['application/json']
          ?.schema
      : undefined;
    errorSchemas.set(key, json ? z.fromJSONSchema(json as Parameters<typeof z.fromJSONSchema>[0]) : null);
  }
  return errorSchemas.get(key) ?? null;
}

/** The stated maximum of a shared query parameter (components.parameters: Page, Limit). */
export function parameterMaximum(name: 'Page' | 'Limit'): number {
  const doc = openapi() as unknown as {
    components: { parameters: Record<string, { schema?: { maximum?: number } }> };
  };
  const max = doc.components.parameters[name]?.schema?.maximum;
  if (typeof max !== 'number') throw new Error(`openapi.yaml states no maximum for the ${name} parameter`);
  return max;
}

/** How a list filters on a field, as the contract states it in the parameter's description
 * ("Filter on X (case-insensitive substring match)", "(case-insensitive equality)" for a field
 * that refers to another record, docs/decisions/0024, "(equality)" for the rest). */
export type FilterRule = 'substring' | 'equal-ignoring-case' | 'equal';

export function filterRule(id: string, field: string): FilterRule | undefined {
  const op = operation(id);
  const parameters = (
    openapi().paths[op.path]?.[op.method.toLowerCase()] as { parameters?: unknown[] } | undefined
  )?.parameters;
  const param = (parameters ?? [])
    .map((p) => deref(p) as { name?: string; in?: string; description?: string })
    .find((p) => p.in === 'query' && p.name === field);
  const said = param?.description ?? '';
  if (/\(case-insensitive substring match\)/.test(said)) return 'substring';
  if (/\(case-insensitive equality\)/.test(said)) return 'equal-ignoring-case';
  if (/\(equality\)/.test(said)) return 'equal';
  return undefined;
}

/** The largest request body of operation `id`, as the contract states it. */
export function bodyLimit(id: string): number {
  const limits = openapi().info['x-request-body-limits'];
  if (!limits) throw new Error('openapi.yaml states no info.x-request-body-limits');
  return limits.operations?.[id] ?? limits.default;
}

/** The JSON Schema of an operation's request body, its refs resolved (for the input probes). */
export function requestBodySchema(id: string): JsonSchema | undefined {
  const op = operation(id);
  const body = (openapi().paths[op.path]?.[op.method.toLowerCase()] as { requestBody?: unknown } | undefined)
    ?.requestBody;
  if (!body) return undefined;
  return (deref(body) as { content?: Record<string, { schema?: JsonSchema }> }).content?.['application/json']
    ?.schema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

/** Whether a call names a state: a `state` in its request body, its path or its query. */
export function takesState(id: string): boolean {
  if (requestBodySchema(id)?.properties?.state) return true;
  const op = operation(id);
  const item = openapi().paths[op.path] as
    | ({ parameters?: unknown[] } & Record<string, { parameters?: unknown[] } | undefined>)
    | undefined;
  const own = item?.[op.method.toLowerCase()] as { parameters?: unknown[] } | undefined;
  const params = [...((item?.parameters as unknown[] | undefined) ?? []), ...(own?.parameters ?? [])];
  return params.some((p) => (deref(p) as { name?: string }).name === 'state');
}

/** The calls of the contract, outside the datasets, that `pick` selects and `written` leaves out:
 * a suite whose probes are written by hand names them instead of passing over them in silence. */
export function unprobed(written: Iterable<string>, pick: (id: OperationId) => boolean): OperationId[] {
  const have = new Set(written);
  const ofDatasets = new Set(datasets.flatMap((d) => datasetOperations(d)));
  return (Object.keys(operations) as OperationId[]).filter(
    (id) => !have.has(id) && !ofDatasets.has(id) && pick(id),
  );
}

export function datasetOperations(d: DatasetConfig): OperationId[] {
  return (['List', 'Add', 'Get', 'Edit', 'Delete'] as const).map((s) => `${d.key}${s}` as OperationId);
}
