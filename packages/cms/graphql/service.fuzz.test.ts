import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_ANSWER_SIZE } from './answer-budget';
import { post, testService } from './fixtures/http';
import type { ContentService } from './service';

/**
 * Query shapes against the bounds: aliases x introspection (`__schema`, `__type`, `__typename`) x
 * fragments (named ones spreading one another, spread again and again, inline ones), beside content fields. Each
 * request is answered 200, or refused with a Contentful-shaped 4xx (never a 500), within the answer-size bound, in
 * bounded time. The time asserted is generous (a loaded test machine): the 100 ms target is measured by
 * `npm run bench:abuse`.
 */

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Per request, far above what any takes here: it catches a runaway, not a slow machine. */
const TIME_BOUND_MS = 500;

type Kind = 'Query' | '__Schema' | '__Type' | '__Field' | '__InputValue' | 'Country';
/**
 * The named fragments a document may define, and the type each is on. A fragment's body spreads only fragments
 * before it in this order (T1 may spread T0 and F0, F0 only T0): no cycles, but fragments inside fragments.
 */
const FRAGMENTS: [string, Kind][] = [
  ['T0', '__Type'],
  ['C0', 'Country'],
  ['F0', '__Field'],
  ['T1', '__Type'],
  ['S0', '__Schema'],
  ['Q0', 'Query'],
];
const TYPE_NAMES = [
  'Query',
  'Country',
  'City',
  'Entry',
  'CountryFilter',
  'CountryOrder',
  'Sys',
  'Asset',
  'String',
  'Nothing',
  '__Type',
];

const leaves: Record<Kind, string[]> = {
  Query: ['__typename'],
  __Schema: ['__typename', 'description'],
  __Type: ['__typename', 'name', 'kind', 'description', 'specifiedByURL'],
  __Field: ['__typename', 'name', 'description', 'isDeprecated', 'deprecationReason'],
  __InputValue: ['__typename', 'name', 'defaultValue', 'description'],
  Country: ['__typename', 'slug', 'name'],
};

/** Fields with a selection: their text before the braces and the kind inside. */
const composites: Record<Kind, [string, Kind][]> = {
  Query: [
    ['__schema', '__Schema'],
    // Aliased by the type it asks for: `__type` twice with different names and no alias only clash.
    ...TYPE_NAMES.map((name): [string, Kind] => [`${name.replace(/_/g, '')}Type: __type(name: "${name}")`, '__Type']),
    ['country(id: "italy")', 'Country'],
  ],
  __Schema: [
    ['types', '__Type'],
    ['queryType', '__Type'],
  ],
  __Type: [
    ['fields(includeDeprecated: true)', '__Field'],
    ['inputFields', '__InputValue'],
    ['interfaces', '__Type'],
    ['possibleTypes', '__Type'],
    ['ofType', '__Type'],
  ],
  __Field: [
    ['args', '__InputValue'],
    ['type', '__Type'],
  ],
  __InputValue: [['type', '__Type']],
  Country: [['continent', 'Country']],
};

/** Now and then an alias (two alike on different fields clash: a validation error, also worth sending now and then). */
const alias = fc.option(fc.constantFrom('a', 'b', 'c', 'x', 'y', 'z'), { nil: undefined, freq: 5 });

/** Mostly one; now and then a bomb's worth (up to the 30 aliases a query may hold, and past them). */
const copiesOf = fc.oneof(
  { arbitrary: fc.constant(1), weight: 10 },
  { arbitrary: fc.integer({ min: 2, max: 31 }), weight: 1 },
);

/** A field under an optional alias, asked `copies` times (each copy its own alias, as a bomb would). */
const repeated = (field: fc.Arbitrary<string>) =>
  fc.tuple(alias, copiesOf, field).map(([name, copies, text]) => {
    // A field that comes with its own alias (`CountryType: __type(...)`) takes the new one in its place.
    const bare = text.replace(/^\w+: /, '');
    if (copies === 1) return name === undefined ? text : `${name}: ${bare}`;
    return Array.from({ length: copies }, (_, index) => `${name ?? 'c'}${index}: ${bare}`).join(' ');
  });

const memo = new Map<string, fc.Arbitrary<string>>();

/** A selection set's contents on `kind`, nested at most `depth` more levels, spreading the first `fragments` fragments. */
function selection(kind: Kind, depth: number, fragments: number): fc.Arbitrary<string> {
  const key = `${kind}/${depth}/${fragments}`;
  const spreads = FRAGMENTS.slice(0, fragments).flatMap(([name, on]) => (on === kind ? [name] : []));
  const known = memo.get(key);
  if (known) return known;
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: repeated(fc.constantFrom(...leaves[kind])), weight: 4 },
  ];
  if (kind === 'Query') {
    const collection = fc
      .integer({ min: 0, max: 1000 })
      .map((limit) => `countryCollection(limit: ${limit}) { total items { slug __typename } }`);
    options.push({ arbitrary: repeated(collection), weight: 1 });
  }
  if (depth > 0) {
    for (const [field, inner] of composites[kind]) {
      options.push({
        arbitrary: repeated(selection(inner, depth - 1, fragments).map((body) => `${field} { ${body} }`)),
        weight: 1,
      });
    }
    options.push({
      arbitrary: selection(kind, depth - 1, fragments).map((body) => `... on ${kind} { ${body} }`),
      weight: 1,
    });
    options.push({ arbitrary: selection(kind, depth - 1, fragments).map((body) => `... { ${body} }`), weight: 1 });
  }
  // A spread may repeat (the same fragment many times over is one of the bomb's shapes).
  if (spreads.length > 0) {
    const spread = fc
      .tuple(fc.constantFrom(...spreads), fc.integer({ min: 1, max: 4 }))
      .map(([name, times]) => Array(times).fill(`...${name}`).join(' '));
    options.push({ arbitrary: spread, weight: 2 });
  }
  const arbitrary = fc.array(fc.oneof(...options), { minLength: 1, maxLength: 3 }).map((items) => items.join(' '));
  memo.set(key, arbitrary);
  return arbitrary;
}

/** The fragments a document may define, each body spreading only fragments before it. */
const fragmentBodies = fc.tuple(...FRAGMENTS.map(([, on], index) => selection(on, 2, index)));

/** An operation and the definitions of the fragments it reaches (an unused one would only be a validation error). */
const documents = fc.tuple(selection('Query', 3, FRAGMENTS.length), fragmentBodies).map(([operation, bodies]) => {
  const used = new Set<number>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/\.\.\.([A-Z]\d)/g)) {
      const index = FRAGMENTS.findIndex(([fragment]) => fragment === name);
      if (used.has(index)) continue;
      used.add(index);
      visit(bodies[index]!);
    }
  };
  visit(operation);
  const definitions = [...used].map(
    (index) => `fragment ${FRAGMENTS[index]![0]} on ${FRAGMENTS[index]![1]} { ${bodies[index]} }`,
  );
  return [`{ ${operation} }`, ...definitions].join('\n');
});

async function check(service: ContentService, query: string, maxAnswerSize: number): Promise<void> {
  const started = performance.now();
  const { status, body } = await post(service, query);
  const elapsed = performance.now() - started;
  const text = JSON.stringify(body);
  expect(status, query).not.toBeGreaterThanOrEqual(500);
  // 413: a body past 64 KB (the copies multiply); 400 also for a query past 8 KB.
  expect([200, 400, 413], query).toContain(status);
  // An answer with data within its bound; a refusal's errors within the default one (graphql-js stops validation at 100).
  expect(text.length, query).toBeLessThanOrEqual(status === 200 ? maxAnswerSize : MAX_ANSWER_SIZE);
  expect(elapsed, query).toBeLessThan(TIME_BOUND_MS);
  for (const error of body.errors ?? []) {
    expect(typeof error.message, query).toBe('string');
    expect(error.extensions?.contentful?.code, query).toMatch(/^[A-Z_]+$/);
    expect(error.extensions.contentful.code, query).not.toBe('INTERNAL_SERVER_ERROR');
  }
  if (status !== 200) expect(body.data, query).toBeUndefined();
}

describe('content API fuzz: aliases x introspection x fragments', () => {
  it('answers within the default bounds: 200 or a Contentful-shaped 4xx, never a 500', async () => {
    const service = testService();
    await fc.assert(
      fc.asyncProperty(documents, (query) => check(service, query, MAX_ANSWER_SIZE)),
      { numRuns: 300, seed },
    );
  });

  it('stops every answer at a small size bound, whatever shape got it there', async () => {
    const maxAnswerSize = 1024;
    const service = testService({ maxAnswerSize });
    await fc.assert(
      fc.asyncProperty(documents, (query) => check(service, query, maxAnswerSize)),
      { numRuns: 300, seed },
    );
  });
});
