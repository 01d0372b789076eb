// A compiled form of a generated zod schema, for large answers (a 50,000-word transcript). zod's
// safeParse builds a copy of every object and array it accepts and collects issues as it goes,
// several times the cost of the JSON parse itself. The predicate compiled here walks the value
// once and allocates nothing. It answers one question: would zod accept this value and hand back
// a value equal to it? `true` means the value can be used as it is; `false` means "ask zod",
// which then gives its own answer (stripped keys, defaults, or the issue to report). Schemas that
// use anything not listed here compile to `null`: zod checks those answers alone.
import type * as z from 'zod/v4/core';

type Check = (v: unknown) => boolean;

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  coerce?: boolean;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  innerType?: Schema;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  when?: unknown;
}

type Schema = { _zod: { def: Def } } | z.$ZodType;

const defOf = (s: Schema): Def => (s as { _zod: { def: Def } })._zod.def;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A check of a string's or an array's length (zod's min_length, max_length, length_equals).
 * Their `when` only skips them for a value without a length, which the type check has ruled out. */
function lengthCheck(c: CheckDef): ((n: number) => boolean) | null {
  if (c.check === 'min_length' && typeof c.minimum === 'number') {
    const min = c.minimum;
    return (n) => n >= min;
  }
  if (c.check === 'max_length' && typeof c.maximum === 'number') {
    const max = c.maximum;
    return (n) => n <= max;
  }
  if (c.check === 'length_equals' && typeof c.length === 'number') {
    const len = c.length;
    return (n) => n === len;
  }
  return null;
}

function stringCheck(def: Def): Check | null {
  if (def.coerce || (def.format !== undefined && def.format !== 'regex')) return null;
  const parts: Check[] = [];
  for (const c of def.checks ?? []) {
    const cd = c._zod.def;
    if (cd.check === 'string_format' && cd.format === 'regex' && cd.pattern instanceof RegExp) {
      if (cd.when !== undefined) return null;
      // A global or sticky pattern keeps state between tests: leave those to zod.
      if (cd.pattern.global || cd.pattern.sticky) return null;
      const re = cd.pattern;
      parts.push((v) => re.test(v as string));
      continue;
    }
    const len = lengthCheck(cd);
    if (!len) return null;
    parts.push((v) => len((v as string).length));
  }
  if (parts.length === 0) return (v) => typeof v === 'string';
  if (parts.length === 1) {
    const only = parts[0] as Check;
    return (v) => typeof v === 'string' && only(v);
  }
  return (v) => typeof v === 'string' && parts.every((p) => p(v));
}

function numberCheck(def: Def): Check | null {
  if (def.coerce) return null;
  const parts: Check[] = [];
  if (def.format === 'safeint') parts.push((v) => Number.isSafeInteger(v));
  else if (def.format !== undefined) return null;
  else parts.push((v) => Number.isFinite(v));
  for (const c of def.checks ?? []) {
    const cd = c._zod.def;
    if (cd.when !== undefined) return null;
    // z.int() is itself its own format check.
    if (cd.check === 'number_format' && cd.format === def.format) continue;
    if ((cd.check === 'greater_than' || cd.check === 'less_than') && typeof cd.value === 'number') {
      const bound = cd.value;
      const inclusive = cd.inclusive === true;
      if (cd.check === 'greater_than')
        parts.push((v) => (inclusive ? (v as number) >= bound : (v as number) > bound));
      else parts.push((v) => (inclusive ? (v as number) <= bound : (v as number) < bound));
      continue;
    }
    return null;
  }
  if (parts.length === 1) {
    const only = parts[0] as Check;
    return (v) => typeof v === 'number' && only(v);
  }
  return (v) => typeof v === 'number' && parts.every((p) => p(v));
}

function objectCheck(def: Def, seen: Map<Schema, Check | null>): Check | null {
  // No catchall strips unknown keys; `never` rejects them. Either way a value with extra keys is
  // zod's to answer (its output, or its issue, differs from the value).
  if (def.catchall !== undefined && defOf(def.catchall).type !== 'never') return null;
  const keys: string[] = [];
  const checks: Check[] = [];
  const optional: boolean[] = [];
  for (const [key, s] of Object.entries(def.shape ?? {})) {
    const check = compile(s, seen);
    if (!check) return null;
    keys.push(key);
    checks.push(check);
    // An absent optional key stays absent in zod's output.
    optional.push(defOf(s).type === 'optional');
  }
  const n = keys.length;
  return (v) => {
    if (!isObject(v)) return false;
    let present = 0;
    for (let i = 0; i < n; i++) {
      const key = keys[i] as string;
      if (key in v) {
        present++;
        if (!(checks[i] as Check)(v[key])) return false;
      } else if (!optional[i]) return false;
    }
    // Counting inherited keys too can only make the count larger, which leaves the value to zod.
    let count = 0;
    for (const _ in v) count++;
    return count === present;
  };
}

function arrayCheck(def: Def, seen: Map<Schema, Check | null>): Check | null {
  if (!def.element) return null;
  const element = compile(def.element, seen);
  if (!element) return null;
  const lengths: ((n: number) => boolean)[] = [];
  for (const c of def.checks ?? []) {
    const len = lengthCheck(c._zod.def);
    if (!len) return null;
    lengths.push(len);
  }
  return (v) => {
    if (!Array.isArray(v)) return false;
    for (const len of lengths) if (!len(v.length)) return false;
    for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
    return true;
  };
}

function build(def: Def, seen: Map<Schema, Check | null>): Check | null {
  switch (def.type) {
    case 'string':
      return stringCheck(def);
    case 'number':
      return numberCheck(def);
    case 'boolean':
      return def.coerce || def.checks?.length ? null : (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'literal': {
      const values = def.values ?? [];
      if (
        !values.every(
          (x) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean' || x === null,
        )
      )
        return null;
      const set = new Set<unknown>(values);
      return (v) => set.has(v);
    }
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (!values.every((x) => typeof x === 'string')) return null;
      const set = new Set<unknown>(values);
      return (v) => set.has(v);
    }
    case 'optional':
    case 'nullable': {
      if (!def.innerType) return null;
      const inner = compile(def.innerType, seen);
      if (!inner) return null;
      return def.type === 'optional' ? (v) => v === undefined || inner(v) : (v) => v === null || inner(v);
    }
    case 'array':
      return arrayCheck(def, seen);
    case 'object':
      return objectCheck(def, seen);
    default:
      return null;
  }
}

function compile(schema: Schema, seen: Map<Schema, Check | null>): Check | null {
  if (seen.has(schema)) return seen.get(schema) ?? null;
  // A schema met again while being compiled (a recursive one) is left to zod.
  seen.set(schema, null);
  const def = defOf(schema);
  // Refinements and transforms are checks or types not handled above: `checks` on the types that
  // take none here, or pipes, defaults, transforms, unions… all compile to null.
  const check = build(def, seen);
  seen.set(schema, check);
  return check;
}

const compiled = new WeakMap<object, Check | null>();

/** The schema's compiled predicate, or null when only zod can check it. */
export function compiledCheckFor(schema: object): Check | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    try {
      check = compile(schema as Schema, new Map());
    } catch {
      check = null;
    }
    compiled.set(schema, check);
  }
  return check;
}
