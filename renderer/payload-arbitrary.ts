import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for CMS payloads, derived from a module's zod schema
 * (for the renderer's fuzz test). zod-fast-check supports zod 3 only, so this
 * walks the schema's JSON Schema (`z.toJSONSchema`, input side: what the CMS
 * sends before transforms): objects, arrays, strings with lengths and patterns,
 * numbers, booleans, null, enums, constants and unions. Refinements a JSON
 * Schema cannot carry are not followed, so a few payloads are invalid; the
 * renderer must cope with those too.
 *
 * Strings come with hostile values mixed in (markup, `javascript:` URLs in
 * several disguises, markdown links), since CMS text reaches links, images
 * and markdown.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
};

/** Values an attacker (or a careless paste) could put in any CMS text field. */
export const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'javascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1) "t")',
  '<a href="javascript:alert(1)">x</a>',
  '![x](javascript:alert(1))',
  '[x]: javascript:alert(1)\n\n[y][x]',
  '<javascript:alert(1)>',
  '//evil.example/',
  '/\\evil.example/',
  'https://evil.example/"onmouseover="alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '__proto__',
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Addresses editors do enter: paths of the site, other websites, anchors, phone and mail links. */
const URL_SAMPLES = [
  '/en/',
  '/it/contattaci/',
  '/content/images/ventura/a/b/c.webp',
  'https://example.com/a?b=c',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://cdn.example.com/v.mp4',
  '#search',
  'tel:+351210000000',
  'mailto:a@example.com',
];

function lengthWithin(minLength = 0, maxLength = Number.POSITIVE_INFINITY) {
  return (value: string) => value.length >= minLength && value.length <= maxLength;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength } = schema;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    try {
      return fc.stringMatching(pattern).filter(lengthWithin(minLength, maxLength));
    } catch {
      // A pattern fast-check cannot generate from (lookahead): the samples that match it, else any text.
      const samples = [...URL_SAMPLES, ...HOSTILE_STRINGS].filter(
        (sample) => pattern.test(sample) && lengthWithin(minLength, maxLength)(sample),
      );
      return samples.length > 0 ? fc.constantFrom(...samples) : fc.string({ minLength, maxLength: minLength + 40 });
    }
  }
  const plain =
    schema.format === 'uri' || schema.format === 'url'
      ? fc.webUrl()
      : fc.string({ minLength, maxLength: Math.min(maxLength ?? 40, minLength + 40), unit: 'grapheme' });
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    { weight: 1, arbitrary: hostileString.filter(lengthWithin(minLength, maxLength)) },
    { weight: 1, arbitrary: fc.constantFrom(...URL_SAMPLES).filter(lengthWithin(minLength, maxLength)) },
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer)
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values the JSON Schema describes; `maxItems` is capped to keep renders small. */
export function arbitraryOfJsonSchema(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    if (!target || depth > 6) return fc.constant(null);
    return arbitraryOfJsonSchema(target, root, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => arbitraryOfJsonSchema(alternative, root, depth + 1)));
  if (schema.allOf?.length) return arbitraryOfJsonSchema(schema.allOf[0]!, root, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryOfJsonSchema({ ...schema, type }, root, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryOfJsonSchema(item, root, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, minLength + 3));
      return fc.array(arbitraryOfJsonSchema(schema.items ?? {}, root, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, arbitraryOfJsonSchema(property, root, depth + 1)]),
      );
      const requiredKeys = Object.keys(shape).filter((key) => required.has(key));
      return fc.record(shape, { requiredKeys });
    }
    default:
      // Unconstrained (`{}`), or something JSON Schema could not say: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Payloads of a zod schema, as the CMS would send them (the schema's input side). */
export function arbitraryOfSchema(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOfJsonSchema(json);
}

type Mutation = {
  kind: 'wrong-type' | 'remove' | 'extra' | 'huge' | 'hostile';
  at: number;
  value: unknown;
  hostile: string;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('wrong-type', 'remove', 'extra', 'huge', 'hostile'),
  at: fc.nat(),
  value: fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom(null, undefined, 0, -1, true, [], {}, '', ' ')),
  hostile: hostileString,
});

type Container = Record<string, unknown> | unknown[];

/** Every object and array in a value, with its keys: the places a mutation can strike. */
function places(value: unknown, found: { container: Container; key: string | number }[] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push({ container: value, key: index });
      places(item, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push({ container: value as Record<string, unknown>, key });
      places(item, found);
    }
  }
  return found;
}

function applyMutation(payload: unknown, { kind, at, value, hostile }: Mutation): unknown {
  const spots = places(payload);
  if (spots.length === 0) return payload;
  const { container, key } = spots[at % spots.length]!;
  const set = (next: unknown) => {
    if (Array.isArray(container)) container[key as number] = next;
    else container[key as string] = next;
  };
  switch (kind) {
    case 'wrong-type':
      set(value);
      break;
    case 'remove':
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
      break;
    case 'extra':
      if (!Array.isArray(container)) container[`extra${at % 7}`] = value;
      else container.push(value);
      break;
    case 'huge':
      set(`${hostile} ${'x'.repeat(20_000)}`);
      break;
    case 'hostile':
      set(hostile);
      break;
  }
  return payload;
}

/** Payloads pushed outside the schema: wrong types, missing and extra fields, huge and hostile strings. */
export function mutatedArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([payload, mutations]) => {
    const copy = structuredClone(payload);
    return mutations.reduce(applyMutation, copy);
  });
}
