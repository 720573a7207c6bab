// Inputs generated from a call's contract (src/lib/shared/contracts): the zod schema becomes JSON Schema
// (z.toJSONSchema, the same conversion /api/openapi.json uses), and from that fast-check builds valid-shaped
// inputs and hostile variants of them — each variant changes one field in one way (wrong type, coercible
// lookalike, out of range, above int4, fractional, huge, overlong, missing, extra, not in the enum).
import fc from 'fast-check';
import { z } from 'zod';
import { ID_MAX } from '~/lib/shared/ids.ts';

export type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  $ref?: string;
};

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const CAP = 6; // longest array or string a valid-shaped input holds (bounded inputs keep the run short)

/** Strings matching a pattern; fast-check cannot generate lookaheads, so those are dropped and checked after. */
function matching(re: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(re);
  } catch {
    return fc.stringMatching(new RegExp(re.source.replace(/\(\?[=!][^)]*\)/g, ''))).filter((v) => re.test(v));
  }
}

/** Valid-shaped values for a JSON Schema (refinements the schema cannot express may still refuse them). */
export function validArb(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(validArb));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer': {
      const min = s.minimum ?? -1000;
      const max = s.maximum ?? 1000;
      // small values first: they are the ones that name real rows
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 50)) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string': {
      const minLength = s.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? CAP * 4, minLength + CAP * 4));
      if (s.pattern) return matching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
      return fc.string({ minLength, maxLength, unit: fc.constantFrom(...'启力印象abcXYZ0123456789 -_') });
    }
    case 'array':
      return fc.array(s.items ? validArb(s.items) : fc.integer(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? CAP, CAP)),
      });
    case 'object': {
      if (!s.properties) return fc.constant({});
      const required = new Set(s.required ?? []);
      return fc.record(Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, validArb(v)])), {
        requiredKeys: Object.keys(s.properties).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.constant('x');
  }
}

export interface Hostile {
  /** e.g. "id: above int4" */
  label: string;
  /** the class it belongs to */
  kind: 'id' | 'coercion' | 'range' | 'type' | 'string' | 'shape';
  value: unknown;
}

const isIdField = (s: JsonSchema) => s.type === 'integer' && s.maximum === ID_MAX;

/** Hostile values for one field schema, by class. */
export function hostileValues(s: JsonSchema, sample: unknown): Hostile[] {
  const out: Hostile[] = [];
  const add = (kind: Hostile['kind'], label: string, value: unknown) => out.push({ kind, label, value });
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.anyOf) {
    // a nullable or a literal union: wrong types are still wrong for every branch
    add('type', 'object', { x: 1 });
    add('type', 'array of objects', [{}]);
    return out;
  }
  if (type === 'integer' || type === 'number') {
    const n = typeof sample === 'number' ? sample : (s.minimum ?? 1);
    add('coercion', 'true', true);
    add('coercion', '[n]', [n]);
    add('coercion', '"n"', String(n));
    add('coercion', '{"n": …}', { [String(n)]: n });
    add('type', 'null', null);
    add('type', 'text', 'abc');
    add('range', 'fractional', n + 0.5);
    add('range', 'negative', -Math.max(1, Math.abs(n)));
    add('range', 'huge', 1e308);
    add('range', '2^53+1', 2 ** 53 + 1);
    if (s.maximum !== undefined && s.maximum < 1e15)
      add(isIdField(s) ? 'id' : 'range', isIdField(s) ? 'above int4' : 'above maximum', s.maximum + 1);
    if (s.minimum !== undefined) add('range', 'below minimum', s.minimum - 1);
    if (isIdField(s)) add('id', '99999999999', 99_999_999_999);
  } else if (type === 'boolean') {
    add('coercion', '1', 1);
    add('coercion', '"true"', 'true');
    add('coercion', '[true]', [true]);
    add('type', 'object', {});
  } else if (type === 'string') {
    add('type', 'number', 12345);
    add('type', 'boolean', true);
    add('type', 'array', ['a']);
    add('type', 'object', {});
    if (s.maxLength !== undefined && s.maxLength < 200_000) add('string', 'one character too long', '启'.repeat(s.maxLength + 1));
    if (s.enum) add('range', 'not in the list', '__not_a_value__');
    if (s.pattern) add('string', 'breaks the pattern', '\u0001<script>');
  } else if (type === 'array') {
    add('type', 'text', '1,2,3');
    add('type', 'object', { 0: 1 });
    add('coercion', 'bare number', 1);
    if (s.maxItems !== undefined && s.maxItems < 10_000) {
      const item = s.items && isIdField(s.items) ? 1 : Array.isArray(sample) && sample.length ? sample[0] : 1;
      add(
        'range',
        'too many items',
        Array.from({ length: s.maxItems + 1 }, () => item),
      );
    }
    if (s.items && (s.items.type === 'integer' || s.items.type === 'number')) {
      for (const h of hostileValues(s.items, Array.isArray(sample) ? sample[0] : undefined)) add(h.kind, `[${h.label}]`, [h.value]);
    }
  } else if (type === 'object') {
    add('type', 'array', []);
    add('type', 'text', 'x');
  }
  return out;
}

export interface Variant {
  /** "field: label" */
  label: string;
  kind: Hostile['kind'];
  input: Record<string, unknown> | unknown;
}

/**
 * Every one-change variant of a valid-shaped object input: each field gets each hostile value (nested objects
 * one level down too), each required field goes missing, and an unknown field is added.
 */
export function variants(schema: JsonSchema, sample: Record<string, unknown>): Variant[] {
  const out: Variant[] = [];
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const [key, field] of Object.entries(props)) {
    for (const h of hostileValues(field, sample[key]))
      out.push({ label: `${key}: ${h.label}`, kind: h.kind, input: { ...sample, [key]: h.value } });
    if (field.type === 'object' && field.properties) {
      const inner = (sample[key] && typeof sample[key] === 'object' ? sample[key] : {}) as Record<string, unknown>;
      for (const v of variants(field, inner)) out.push({ label: `${key}.${v.label}`, kind: v.kind, input: { ...sample, [key]: v.input } });
    }
    if (required.has(key)) {
      const { [key]: _gone, ...rest } = sample;
      out.push({ label: `${key}: missing`, kind: 'shape', input: rest });
    }
  }
  out.push({ label: 'unknown field', kind: 'shape', input: { ...sample, __proto_x: 1, userId: 1 } });
  out.push({ label: 'body is an array', kind: 'shape', input: [sample] });
  return out;
}

/** Id fields of an object schema: JSON integers bounded to int4, or text in the id pattern (paths and queries). */
export function idFields(schema: JsonSchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(
      ([, s]) =>
        isIdField(s) || (s.type === 'string' && s.pattern === '^[1-9]\\d{0,9}$') || (s.type === 'array' && !!s.items && isIdField(s.items)),
    )
    .map(([k]) => k);
}

/** A deterministic valid-shaped sample the zod schema accepts, when one of the first tries is accepted. */
export function sampleFor(schema: z.ZodType, json: JsonSchema, seed = 7, tries = 60): Record<string, unknown> {
  // the one cross-field rule of the forms: the confirmation repeats the password
  const got = (fc.sample(validArb(json), { seed, numRuns: tries }) as Record<string, unknown>[]).map((v) =>
    v && typeof v === 'object' && 'confirm' in (json.properties ?? {}) ? { ...v, confirm: v.password } : v,
  );
  return got.find((v) => schema.safeParse(v).success) ?? got[0] ?? {};
}
