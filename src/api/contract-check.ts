// The contract check at the boundary: every answer's status and body against what openapi.yaml
// declares for the operation the caller named. Loaded with the first call (src/api/contract.ts),
// not with the page: the sign-in screen's first load does not need it.
//
// Bodies are checked with the generated zod schemas (one lazy chunk per tag, so a screen loads only
// the schemas of the calls it makes), except the answers too large for zod's copying parse (a
// 50,000-word transcript): those have a validator compiled ahead of time by Ajv
// (src/api/gen/validators, decision 0036), and zod only words what that validator refused.
import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { answers } from './gen/registry/answers';
import type { OperationId } from './gen/registry/operations';
import type { CompiledValidator } from './gen/validators/getTranscript.js';

// zod probes `new Function` to decide whether it may compile parsers; under the console's Content
// Security Policy (no 'unsafe-eval') that probe is reported as a violation. Set before any schema
// is built: this module loads every zod module of the console. The generated schemas are Zod Mini
// (decision 0043), which carries no messages of its own: the form shows the English ones.
config({ jitless: true, ...en() });

interface ZodIssue {
  path: PropertyKey[];
  message: string;
}
type ZodResult = { success: true; data: unknown } | { success: false; error: { issues: ZodIssue[] } };
export interface ZodSchemaLike {
  safeParse(value: unknown): ZodResult;
}
type ZodModule = Record<string, ZodSchemaLike>;

const zodModules = import.meta.glob<ZodModule>('./gen/zod/*/*.zod.ts');
const compiledModules = import.meta.glob<{ validate: CompiledValidator }>('./gen/validators/*.js');

/** Why an answer is refused: the words of ApiRequestError's 'contract' kind. */
export class ContractMismatch extends Error {
  override name = 'ContractMismatch';
}

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_m, _p, c: string) => c.toUpperCase());

// A module loaded once is used at once afterwards: import() of a loaded module still settles in a
// later task, and other tasks (rendering, media) could run between a large answer's parse and its
// check.
const loaded = new Map<string, unknown>();
async function load<T>(loaders: Record<string, () => Promise<T>>, path: string): Promise<T | undefined> {
  if (loaded.has(path)) return loaded.get(path) as T;
  const loader = loaders[path];
  if (!loader) return undefined;
  const mod = await loader();
  loaded.set(path, mod);
  return mod;
}

const zodPath = (id: OperationId) => {
  const module = answers[id][0];
  return `./gen/zod/${module}/${module}.zod.ts`;
};
const compiledPath = (id: OperationId) => `./gen/validators/${id}.js`;

/** The generated zod schema `{Operation}{Body|Response}` of an operation, if the contract has one. */
export async function zodSchema(
  id: OperationId,
  part: 'Body' | 'Response',
): Promise<ZodSchemaLike | undefined> {
  const mod = await load(zodModules, zodPath(id));
  return mod?.[`${pascal(id)}${part}`];
}

/** Loads what checks the answer to `id` (while its request is on the wire, or ahead of it). */
export function preloadCheck(id: OperationId): void {
  const path = compiledPath(id);
  const work = path in compiledModules ? load(compiledModules, path) : zodSchema(id, 'Response');
  void work.catch(() => undefined);
}

/** The success statuses the contract declares for the operation. */
export function allowsStatus(id: OperationId, status: number): boolean {
  return answers[id].indexOf(status, 1) > 0;
}

/**
 * Checks a body at once with the operation's compiled validator, loaded by an earlier checkAnswer
 * of that operation: null when it matches, else where and why it does not.
 */
export function checkNow(id: OperationId, body: unknown): string | null {
  const compiled = loaded.get(compiledPath(id)) as { validate: CompiledValidator } | undefined;
  if (!compiled) throw new Error(`${id}'s answers have no compiled validator loaded`);
  if (compiled.validate(body)) return null;
  const error = compiled.validate.errors?.[0];
  const where = error?.instancePath ? error.instancePath.slice(1).replaceAll('/', '.') : '(root)';
  return `${where}: ${error?.message ?? 'invalid'}`;
}

/** Checks a body against the operation's answer schema: the value to use, or a ContractMismatch. */
export async function checkAnswer(id: OperationId, body: unknown): Promise<unknown> {
  const compiled = await load(compiledModules, compiledPath(id));
  if (compiled?.validate(body)) return body;
  const schema = await zodSchema(id, 'Response');
  if (!schema) return body;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : '(root)';
  throw new ContractMismatch(
    `The server's answer to ${pascal(id)} does not match the contract at ${where}: ${issue?.message ?? 'invalid'}`,
  );
}
