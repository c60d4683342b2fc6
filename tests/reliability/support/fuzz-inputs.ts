import fc from 'fast-check';

/**
 * Hostile and half-valid inputs for fuzzing the services' public endpoints, guided by the JSON Schemas
 * of their OpenAPI documents: most fields get a value of the declared shape or a hostile one, so some
 * requests pass validation and reach the service's rules and database with NUL bytes, lone surrogates,
 * huge strings and other oddities, while the rest probe validation itself.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

const hostileConstants = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  'ℌ𝔢𝔩𝔩𝔬 🧠 世界',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0024{7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  'null',
  '__proto__',
  'constructor',
] as const;

/** Strings a careless service chokes on (huge ones come as whole bodies, see `requestBodies`). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileConstants), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 3 },
  { arbitrary: fc.string({ maxLength: 40 }).map((text) => `${text}\u0000${text}`), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.integer({ min: 201, max: 6000 }).map((length) => 'é'.repeat(length)), weight: 1 },
);

/**
 * The same, at most a few hundred characters: for paths and query strings, which a request line
 * carries (Node refuses request heads over 16 KB before any service sees them).
 */
const shortHostileString = hostileString.filter((text) => text.length <= 300);

/** Lone surrogates become U+FFFD, as a browser would send them; `encodeURIComponent` throws on them. */
export function encodeSegment(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** A value of another JSON type than the field wants. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

export type SchemaResolver = (schema: JsonSchema) => JsonSchema;

/** `$ref`s of `#/components/schemas/...` in one OpenAPI document. */
export function schemaResolver(document: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const resolve: SchemaResolver = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** A value of the declared shape, often at or past its limits; never deeper than `depth`. */
function shapedValue(schema: JsonSchema, resolve: SchemaResolver, depth: number): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => shapedValue(variant, resolve, depth)));
  if (resolved.allOf?.[0]) return shapedValue(resolved.allOf[0], resolve, depth);
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum && resolved.enum.length > 0) return fc.constantFrom(...resolved.enum);
  const [type = 'string'] = typesOf(resolved);
  switch (type) {
    case 'object':
      return depth <= 0 ? fc.constant({}) : objectValue(resolved, resolve, depth - 1);
    case 'array':
      return fc.array(
        resolved.items && depth > 0 ? fieldValue(resolved.items, resolve, depth - 1) : fc.jsonValue(),
        {
          maxLength: 6,
        },
      );
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(
        fc.integer({ min: resolved.minimum ?? -1000, max: resolved.maximum ?? 1000 }),
        fc.integer(),
      );
    case 'number':
      return fc.oneof(
        fc.double({ min: resolved.minimum ?? -1e6, max: resolved.maximum ?? 1e6 }),
        fc.double(),
      );
    case 'null':
      return fc.constant(null);
    default:
      return stringValue(resolved);
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email/i.test(schema.pattern ?? '')) return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot compile: plain strings instead.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 120, 5000);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 80)) }),
    fc.string({ unit: 'binary', minLength, maxLength: Math.max(minLength, Math.min(maxLength, 80)) }),
    // One past the limit: the boundary validation must hold.
    fc.constant('x'.repeat(maxLength + 1)),
  );
}

/** A field's value: mostly of its shape, else hostile or of the wrong type. */
function fieldValue(schema: JsonSchema, resolve: SchemaResolver, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shapedValue(schema, resolve, depth), weight: 5 },
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: wrongType, weight: 1 },
  );
}

function objectValue(
  schema: JsonSchema,
  resolve: SchemaResolver,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, fieldValue(property, resolve, depth)]),
  );
  return fc
    .tuple(
      fc.record(fields, {
        // Required fields are usually there, so that many bodies get past the first check.
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      }),
      fc.subarray([...required]),
      fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')),
        wrongType,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([record, dropped, extra]) => {
      const body: Record<string, unknown> = { ...extra, ...record };
      // Now and then a required field goes missing.
      for (const name of dropped.slice(0, 1)) delete body[name];
      return body;
    });
}

/** Nested arrays or objects thousands deep, as raw JSON. */
const deepJson = fc
  .tuple(fc.integer({ min: 64, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Raw request bodies for an endpoint whose JSON body has `schema` (or none declared). */
export function requestBodies(schema: JsonSchema | undefined, resolve: SchemaResolver): fc.Arbitrary<string> {
  const arbitraries: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: deepJson, weight: 1 },
    // Malformed JSON, and strings that are not JSON at all.
    {
      arbitrary: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('{', '{"a":', '[1,]', '\u0000', '{"a":1}{"b":2}'),
      ),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true,"roles":["admin"]}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
      weight: 1,
    },
  ];
  if (schema) {
    const resolved = resolve(schema);
    const body = objectValue(resolved, resolve, 3).map((value) => JSON.stringify(value));
    arbitraries.push({ arbitrary: body, weight: 30 });
    // Huge: one field of the form holding up to 1.2 MB, past the hosts' 1 MB body limit at the top.
    const field = resolved.required?.[0] ?? Object.keys(resolved.properties ?? {})[0] ?? 'text';
    const huge = fc
      .integer({ min: 50_000, max: 1_200_000 })
      .map((length) => JSON.stringify({ [field]: 'A'.repeat(length) }));
    arbitraries.push({ arbitrary: huge, weight: 1 });
  }
  return fc.oneof(...arbitraries);
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  schema?: JsonSchema;
}

/** Query strings: declared parameters with shaped or hostile values, repeated keys, raw bad escapes. */
export function queryStrings(
  parameters: readonly OpenApiParameter[],
  resolve: SchemaResolver,
): fc.Arbitrary<string> {
  const declared = parameters.filter((parameter) => parameter.in === 'query');
  const value = (parameter: OpenApiParameter) =>
    fc.oneof(
      { arbitrary: shapedValue(parameter.schema ?? {}, resolve, 1).map(String), weight: 3 },
      { arbitrary: shortHostileString, weight: 2 },
    );
  const pairs = fc.tuple(
    ...declared.map((parameter) =>
      fc.option(fc.array(value(parameter), { minLength: 1, maxLength: 2 }), { nil: undefined }),
    ),
    fc.dictionary(fc.string({ maxLength: 10 }), shortHostileString, { maxKeys: 2 }),
    fc.constantFrom('', '&%', '&a=%E0%A4%A', '&%ZZ=1', '&=', '&a[b][c]=1'),
  );
  return pairs.map((items) => {
    const raw = items.pop() as string;
    const extra = items.pop() as Record<string, string>;
    const search = new URLSearchParams();
    items.forEach((values, index) => {
      for (const entry of (values as string[] | undefined) ?? []) search.append(declared[index]!.name, entry);
    });
    for (const [key, entry] of Object.entries(extra)) search.append(key, entry);
    const text = search.toString() + raw;
    return text ? `?${text}` : '';
  });
}

/** A path with each `{param}` replaced by a shaped or hostile segment. */
export function paths(
  template: string,
  parameters: readonly OpenApiParameter[],
  resolve: SchemaResolver,
): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(template);
  const segment = (name: string) => {
    const schema =
      parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {};
    return fc.oneof(
      { arbitrary: shapedValue(schema, resolve, 0).map(String), weight: 3 },
      { arbitrary: shortHostileString, weight: 2 },
    );
  };
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, encodeSegment(values[index]!)), template),
    );
}
