import fc from 'fast-check';

/** A JSON schema as the OpenAPI document has it (OpenAPI 3.0: `nullable`, boolean exclusives). */
export type Schema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};

/** Text that has broken servers: NUL, lone surrogates, injections, traversal, huge, prototype keys. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFFFF',
  '𝕂𝖊𝖊𝖑𝖎𝖓𝖌',
  "' or '1'='1",
  '1; drop table users; --',
  '%',
  '_',
  '\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '\r\nX-Injected: 1',
  'NaN',
  '-1',
  '1e309',
  '9999-99-99',
  'a'.repeat(10_000),
];

/** URL fields get addresses the SSRF guard refuses at once: no test reaches the network. */
const URLS = [
  'http://127.0.0.1:9/a.csv',
  'http://169.254.169.254/latest/meta-data',
  'http://[::1]/a.csv',
  'file:///etc/passwd',
  'ftp://127.0.0.1/a.csv',
  'not a url',
];

const LIMIT = 1e9;

function stringArbitrary(schema: Schema, name?: string): fc.Arbitrary<string> {
  if (name === 'url' || schema.format === 'uri' || schema.format === 'url') {
    return fc.constantFrom(...URLS);
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length < 500);
    } catch {
      // an expression fast-check cannot read: plain text below
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 64, Math.max(minLength, 64));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function objectArbitrary(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, valid(value, depth + 1, key)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in model) });
}

/** Values the schema accepts (mostly: patterns and formats are approximated). */
export function valid(schema: Schema, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const inner = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return fc.oneof(...options.map((s) => valid(s, depth + 1, name)));
    if (schema.allOf?.length) return valid(schema.allOf[0] ?? {}, depth + 1, name);
    switch (schema.type) {
      case 'string':
        return stringArbitrary(schema, name);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -LIMIT, -LIMIT),
          max: Math.min(schema.maximum ?? LIMIT, LIMIT),
        });
      case 'number':
        return fc.double({
          min: Math.max(schema.minimum ?? -LIMIT, -LIMIT),
          max: Math.min(schema.maximum ?? LIMIT, LIMIT),
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valid(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
        });
      case 'object':
        return objectArbitrary(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(inner, { nil: null }) : inner;
}

/** Anything a hostile client may send in place of a value of `schema`. */
export function hostile(schema: Schema, depth = 0, name?: string): fc.Arbitrary<unknown> {
  const base = valid(schema, depth, name);
  const broken: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(null, true, -1, 0, 2 ** 53, -(2 ** 63), 1.5, [], {}, [null], { __proto__: 1 }),
  ];
  if (schema.type === 'object' && schema.properties) {
    const keys = Object.keys(schema.properties);
    // a valid object with one field broken, one dropped, or an unknown one added
    broken.push(
      fc
        .tuple(
          objectArbitrary(schema, depth),
          fc.constantFrom(...keys),
          fc.constantFrom(...HOSTILE_STRINGS),
        )
        .map(([object, key, value]) => ({ ...object, [key]: value })),
      fc
        .tuple(objectArbitrary(schema, depth), fc.constantFrom(...keys))
        .map(([object, key]) =>
          Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)),
        ),
      objectArbitrary(schema, depth).map((object) => ({ ...object, role: 'admin', isAdmin: true })),
    );
  }
  return fc.oneof(
    { weight: 5, arbitrary: base },
    ...broken.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}
