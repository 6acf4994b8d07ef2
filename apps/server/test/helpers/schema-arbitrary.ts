import fc from 'fast-check';
import { EMOTIONS } from '@moodcraft/core/emotions/catalogue';
import { FACTORS } from '@moodcraft/core/emotions/factors';
import type { JsonSchema } from './api-routes';
import {
  ODD_DATES,
  ODD_STRINGS,
  SNEAKY_KEYS,
  TIME_ZONES,
  garbage,
  ownKeys,
  plainEmail,
  pngDataUrl,
} from './fuzz-values';

/**
 * Request values generated from a route's JSON Schema: valid ones (to reach the handler), valid ones
 * with one thing wrong, and anything at all — the right types at and just past every limit, odd
 * text, wrong enum values, missing and extra fields, and garbage (wrong types, null, deep nesting).
 */

const SUB_EMOTIONS = [...new Set(EMOTIONS.flatMap((e) => e.subEmotions))];

const MISSING = Symbol('missing');

const numberLimits = (schema: JsonSchema) => ({
  min:
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000),
  max:
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000),
});

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = numberLimits(schema);
  const safe = (n: number) =>
    Math.max(Number.MIN_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, n));
  const inRange = integer
    ? fc.integer({ min: safe(min), max: safe(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 5, arbitrary: inRange },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        min,
        max,
        min - 1,
        max + 1,
        0,
        -0,
        -1,
        0.5,
        min + 0.5,
        Number.MAX_SAFE_INTEGER,
        Number.MIN_SAFE_INTEGER,
        2 ** 31,
        -(2 ** 31) - 1,
        2 ** 53 + 2,
        1e21,
        1e308,
        -1e308,
        Number.EPSILON,
        Number.MIN_VALUE,
      ),
    },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

function stringValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const fitting = Math.min(max, 60);
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 4, arbitrary: fc.string({ minLength: Math.min(min, fitting), maxLength: fitting }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    // at the limit, one past it, and far past it
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'x'.repeat(Math.min(max, 200_000)),
        'é'.repeat(Math.min(max + 1, 200_001)),
        'x'.repeat(Math.max(min - 1, 0)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1000, max: 120_000 }).map((n) => 'long '.repeat(n / 5)),
    },
  ];
  const hint = (arbitrary: fc.Arbitrary<string>, weight = 6) => options.push({ weight, arbitrary });
  if (schema.format === 'uuid') {
    hint(fc.uuid({ version: [1, 4, 7] }));
    hint(
      fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '00000000-0000-0000-0000-00000000000g',
      ),
      2,
    );
  } else if (schema.pattern?.startsWith('^data:image')) {
    hint(fc.constant(pngDataUrl));
    hint(
      fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`),
    );
  } else if (schema.pattern) {
    try {
      hint(fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(max, 60) }));
    } catch {
      // a pattern fast-check cannot generate from: the other options still apply
    }
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    hint(fc.emailAddress());
    hint(plainEmail);
  }
  if (/^(date|from|to|fromDay|toDay)$/.test(name)) {
    hint(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
    hint(
      fc
        .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2100-01-01') })
        .map((d) => d.toISOString().slice(0, 10)),
    );
    hint(fc.constantFrom(...ODD_DATES));
  }
  if (name === 'primaryEmotion')
    hint(fc.constantFrom(...EMOTIONS.map((e) => e.id), 'Joy', 'JOY', 'joy '));
  if (name === 'subEmotion') hint(fc.constantFrom(...SUB_EMOTIONS));
  if (name === 'factors') hint(fc.constantFrom(...FACTORS, 'work', 'Work '));
  if (name === 'timeZone') hint(fc.constantFrom(...TIME_ZONES));
  return fc.oneof(...options);
}

function arrayValue(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown[]> {
  const item = schema.items ? valueFor(schema.items, name, depth + 1) : garbage;
  const max = schema.maxItems ?? 10;
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(item, {
        minLength: Math.min(schema.minItems ?? 0, 8),
        maxLength: Math.min(max, 8),
      }),
    },
    { weight: 1, arbitrary: fc.array(item, { minLength: max + 1, maxLength: max + 1 }) },
    { weight: 1, arbitrary: fc.constant<unknown[]>([]) },
  );
}

function objectValue(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc
      .option(valueFor(property, key, depth + 1), {
        freq: required.has(key) ? 12 : 2,
        nil: MISSING,
      })
      .map((value) => [key, value] as const),
  );
  const extraValue =
    typeof schema.additionalProperties === 'object'
      ? valueFor(schema.additionalProperties, '', depth + 1)
      : garbage;
  const extraKeys = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...SNEAKY_KEYS));
  const extras = fc.dictionary(extraKeys, extraValue, {
    maxKeys: typeof schema.additionalProperties === 'object' ? 4 : 2,
  });
  return fc
    .tuple(
      fc.tuple(...properties),
      fc.option(extras, { freq: typeof schema.additionalProperties === 'object' ? 1 : 5, nil: {} }),
    )
    .map(([known, extra]) =>
      ownKeys([
        ...known.filter(([, v]) => v !== MISSING).map(([k, v]) => [k, v] as [string, unknown]),
        ...Object.entries(extra),
      ]),
    );
}

function typedValue(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => valueFor(branch, name, depth)));
  if (schema.allOf?.length)
    return valueFor(Object.assign({}, ...schema.allOf) as JsonSchema, name, depth);
  const choices = schema.const !== undefined ? [schema.const] : schema.enum;
  if (choices?.length) {
    const near = choices.flatMap((c) =>
      typeof c === 'string' ? [`${c}x`, c.toUpperCase(), ` ${c}`, ''] : [String(c), null],
    );
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...choices) },
      { weight: 2, arbitrary: fc.constantFrom(...near) },
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, name);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.oneof(
        { weight: 6, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: fc.constantFrom('true', 1, 0, 'false') },
      );
    case 'array':
      return arrayValue(schema, name, depth);
    case 'object':
      return objectValue(schema, depth);
    case 'null':
      return fc.constant(null);
    default:
      return garbage;
  }
}

/** A value for `schema`; `name` is the property it fills, which hints at realistic values. */
export function valueFor(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return garbage;
  return fc.oneof(
    { weight: 9, arbitrary: typedValue(schema, name, depth) },
    { weight: 1, arbitrary: garbage },
  );
}

const VALID_TIME_ZONES = TIME_ZONES.slice(0, 6);
const realDay = fc.date({
  noInvalidDate: true,
  min: new Date('1990-01-01'),
  max: new Date('2040-12-31'),
});

function validString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (name === 'primaryEmotion') return fc.constantFrom(...EMOTIONS.map((e) => e.id));
  if (name === 'subEmotion') return fc.constantFrom(...SUB_EMOTIONS);
  if (name === 'factors') return fc.constantFrom(...FACTORS);
  if (name === 'timeZone') return fc.constantFrom(...VALID_TIME_ZONES);
  if (/^(date|from|to)$/.test(name))
    return realDay.map((d) => (schema.pattern ? d.toISOString().slice(0, 10) : d.toISOString()));
  if (/email/i.test(name) || schema.format === 'email') return plainEmail;
  if (schema.pattern?.startsWith('^data:image')) return fc.constant(pngDataUrl);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern), { maxLength: max })
        .filter((v) => v.length >= min);
    } catch {
      // fall through to plain text
    }
  }
  return fc
    .string({ minLength: min, maxLength: max })
    .filter((v) => v.trim().length >= Math.min(min, 1));
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    (required.has(key)
      ? validFor(property, key, depth + 1)
      : fc.option(validFor(property, key, depth + 1), { nil: MISSING })
    ).map((value) => [key, value] as const),
  );
  const emotion = fc
    .constantFrom(...EMOTIONS)
    .chain((e) => fc.constantFrom(...e.subEmotions).map((sub) => [e.id, sub] as const));
  return fc.tuple(fc.tuple(...properties), emotion).map(([known, [primary, sub]]) =>
    ownKeys(
      known
        .filter(([, v]) => v !== MISSING)
        // the sub-emotion has to belong to the primary emotion
        .map(
          ([k, v]) =>
            [k, k === 'primaryEmotion' ? primary : k === 'subEmotion' ? sub : v] as [
              string,
              unknown,
            ],
        ),
    ),
  );
}

/** A value that satisfies `schema` as far as JSON Schema can say: right types, within every limit. */
export function validFor(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => validFor(branch, name, depth)));
  if (schema.allOf?.length)
    return validFor(Object.assign({}, ...schema.allOf) as JsonSchema, name, depth);
  const choices = schema.const !== undefined ? [schema.const] : schema.enum;
  if (choices?.length) return fc.constantFrom(...choices);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const { min, max } = numberLimits(schema);
  switch (type) {
    case 'string':
      return validString(schema, name);
    case 'integer':
      return fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min, max, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const item = schema.items ? validFor(schema.items, name, depth + 1) : fc.string();
      return fc.array(item, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    }
    case 'object':
      return schema.properties ? validObject(schema, depth) : fc.constant({});
    default:
      return fc.constant(null);
  }
}

/** A valid object with one thing wrong: a field replaced by a near-valid or garbage value, dropped, or added. */
function mutatedOnce(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (!keys.length) return valueFor(schema);
  const replace = fc
    .constantFrom(...keys)
    .chain((key) =>
      valueFor(schema.properties![key]!, key).map((value) => ({ key, value, drop: false })),
    );
  const drop = fc
    .constantFrom(...keys)
    .map((key) => ({ key, value: undefined as unknown, drop: true }));
  const extra = fc
    .tuple(fc.constantFrom(...SNEAKY_KEYS), garbage)
    .map(([key, value]) => ({ key, value, drop: false }));
  return fc
    .tuple(
      validObject(schema, 0),
      fc.oneof(
        { weight: 6, arbitrary: replace },
        { weight: 2, arbitrary: drop },
        { weight: 1, arbitrary: extra },
      ),
    )
    .map(([valid, change]) => {
      const entries = Object.entries(valid).filter(([k]) => k !== change.key);
      return ownKeys(change.drop ? entries : [...entries, [change.key, change.value]]);
    });
}

/** What a request carries for `schema`: valid, valid but for one thing, or anything at all. */
export function requestValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const branches = schema.oneOf ?? schema.anyOf;
  const objects = branches?.length ? branches : [schema];
  return fc.oneof(
    { weight: 3, arbitrary: validFor(schema) },
    {
      weight: 4,
      arbitrary: fc.oneof(
        ...objects.map((branch) => (branch.properties ? mutatedOnce(branch) : valueFor(branch))),
      ),
    },
    { weight: 3, arbitrary: valueFor(schema) },
  );
}
