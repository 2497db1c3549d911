import {
  executeSync,
  getOperationAST,
  getVariableValues,
  isWrappingType,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

import { analyzeQuery } from './complexity';
import { testService } from './fixtures/http';
import { buildContentSchema } from './schema';
import { ContentStore } from './store';
import { space } from './fixtures/space';

const { schema, meta } = buildContentSchema(new ContentStore(space), { spaceId: 'testspace', environmentId: 'master' });

function analyze(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = getOperationAST(document);
  if (!operation) throw new Error('no operation');
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) throw coerced.errors[0];
  return analyzeQuery(schema, meta, operation, fragments, coerced.coerced);
}

describe('query cost', () => {
  it('costs a collection its limit, at least one per item', () => {
    expect(analyze('{ countryCollection { total } }').cost).toBe(100);
    expect(analyze('{ countryCollection(limit: 7) { items { slug } } }').cost).toBe(7);
  });

  it('multiplies nested collections and counts single references once', () => {
    expect(
      analyze('{ countryCollection(limit: 10) { items { citiesCollection(limit: 5) { items { slug } } } } }').cost,
    ).toBe(50);
    expect(analyze('{ countryCollection(limit: 10) { items { continent { slug } flag { url } } } }').cost).toBe(20);
    expect(analyze('{ country(id: "italy") { continent { slug } } }').cost).toBe(2);
    expect(analyze('{ country(id: "italy") { citiesCollection(limit: 3) { items { slug } } } }').cost).toBe(4);
  });

  it('resolves variables and follows fragments', () => {
    const query = `
      query ($n: Int) { countryCollection(limit: $n) { ...Items } }
      fragment Items on CountryCollection { items { ...Country } }
      fragment Country on Country { citiesCollection(limit: 4) { items { slug } } linkedFrom { entryCollection(limit: 2) { total } } }
    `;
    expect(analyze(query, { n: 10 }).cost).toBe(10 * (4 + 2));
  });

  it('counts the costliest of alternative fragments on a union, not their sum', () => {
    const query = `{ landingPage(id: "home") { sectionsCollection(limit: 10) { items {
      ... on Country { citiesCollection(limit: 5) { items { slug } } }
      ... on City { linkedFrom { entryCollection(limit: 3) { total } } }
    } } } }`;
    expect(analyze(query).cost).toBe(1 + 10 * 5);
  });

  it('counts each condition of a filter and an order, once per parent item', () => {
    expect(analyze('{ countryCollection(limit: 7, where: { slug: "italy" }) { items { slug } } }').cost).toBe(7 + 5);
    expect(analyze('{ countryCollection(limit: 7, order: [slug_ASC, sys_id_DESC]) { items { slug } } }').cost).toBe(
      7 + 2 * 5,
    );
    const or = (n: number) => ({ OR: Array.from({ length: n }, (_, index) => ({ slug_contains: `zq${index}` })) });
    const query = 'query ($w: CountryFilter) { countryCollection(limit: 1, where: $w) { total } }';
    expect(analyze(query, { w: or(100) }).cost).toBe(1 + 100 * 5);
    // The same filter inside a collection of 50 countries runs once for each of them.
    const nested =
      'query ($w: CityFilter) { countryCollection(limit: 50) { items { citiesCollection(limit: 1, where: $w) { total } } } }';
    expect(analyze(nested, { w: or(100) })).toMatchObject({ cost: 50 * (1 + 100 * 5), violation: { kind: 'cost' } });
  });

  it('counts introspection by what its lists really hold: one per type, field, type reference, ...', () => {
    const types = Object.values(schema.getTypeMap());
    // The schema object, then one per type.
    expect(analyze('{ __schema { types { name } } }').cost).toBe(1 + types.length);
    const country = schema.getType('Country') as GraphQLObjectType;
    const fields = Object.values(country.getFields());
    expect(analyze('{ __type(name: "Country") { fields { name } } }').cost).toBe(1 + fields.length);
    // Each field's type is an object too, and so is what a wrapper (non-null, list) wraps; a missing ofType is null.
    const wrapped = fields.filter((field) => isWrappingType(field.type)).length;
    expect(analyze('{ __type(name: "Country") { fields { type { name ofType { name } } } } }').cost).toBe(
      1 + 2 * fields.length + wrapped,
    );
    // Merged as execution merges them: the same field twice (here through a fragment) is walked once, an alias is another.
    expect(
      analyze('{ __type(name: "Country") { fields { name } ...F } } fragment F on __Type { fields { description } }')
        .cost,
    ).toBe(1 + fields.length);
    expect(
      analyze('{ a: __type(name: "Country") { fields { name } } b: __type(name: "Country") { fields { name } } }').cost,
    ).toBe(2 * (1 + fields.length));
    // An unknown type is null: nothing more to count. `__typename` is a scalar, free here (the answer-size bound counts it).
    expect(analyze('{ __type(name: "Nothing") { fields { name } } }').cost).toBe(0);
    expect(analyze('{ __typename country(id: "italy") { __typename } }').cost).toBe(1);
    // Beside content, both count.
    expect(analyze('{ countryCollection(limit: 7) { total } __type(name: "Country") { name } }').cost).toBe(7 + 1);
  });

  it('takes the schema once per query, and stops counting introspection once past the limit', () => {
    expect(analyze('{ __schema { queryType { name } } }').violation).toBeUndefined();
    // The same response name twice is one field in the answer.
    expect(
      analyze('{ __schema { queryType { name } } ...Q } fragment Q on Query { __schema { types { name } } }').violation,
    ).toBeUndefined();
    expect(analyze('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }').violation).toEqual({
      kind: 'schemas',
      count: 2,
      maximum: 1,
    });
    // 30 copies of the root's fields, their arguments and the filters' fields: more objects than the limit; the walk stops past it.
    const copies = Array.from({ length: 30 }, (_, index) => `t${index}: __type(name: "Query") { ...T }`).join(' ');
    const bomb = analyze(
      `{ ${copies} } fragment T on __Type { fields { name args { name type { name inputFields { name type { name ofType { name } } } } } } }`,
    );
    expect(bomb.violation).toMatchObject({ kind: 'cost', maximum: 11000, atLeast: true });
    expect(bomb.cost).toBe(11001);
    // The size of the answer it would be, counted for the answer-size bound, at least the JSON of the answer itself.
    const small = analyze('{ __type(name: "Country") { name kind fields { name } } }');
    const answer = JSON.stringify(
      executeSync({ schema, document: parse('{ __type(name: "Country") { name kind fields { name } } }') }).data,
    );
    expect(small.introspectionSize).toBeGreaterThanOrEqual(answer.length - '{}'.length);
    expect(small.introspectionSize).toBeLessThan(answer.length * 1.2);
  });

  it('reports preview requests, limits and depth', () => {
    expect(analyze('{ countryCollection(preview: true) { total } }').previewRequested).toBe(true);
    expect(analyze('query ($p: Boolean = false) { countryCollection(preview: $p) { total } }').previewRequested).toBe(
      false,
    );
    expect(analyze('{ countryCollection(limit: 2000) { total } }').violation).toEqual({
      kind: 'limit',
      field: 'countryCollection',
      limit: 2000,
      maximum: 1000,
    });
    expect(analyze('{ countryCollection(limit: 1000) { total } }').violation).toBeUndefined();
    expect(
      analyze('{ countryCollection(limit: 1000) { items { continent { slug } flag { url } } } }').violation,
    ).toBeUndefined();
    // Exactly at the maximum is allowed; one reference more per item is not.
    const atMaximum = analyze(
      '{ countryCollection(limit: 1000) { items { continent { slug } citiesCollection(limit: 10) { total } } } }',
    );
    expect(atMaximum.cost).toBe(11000);
    expect(atMaximum.violation).toBeUndefined();
    expect(
      analyze(
        '{ countryCollection(limit: 1000) { items { flag { url } continent { slug } citiesCollection(limit: 10) { total } } } }',
      ).violation,
    ).toEqual({ kind: 'cost', cost: 12000, maximum: 11000 });
    expect(
      analyze('{ countryCollection(limit: 120) { items { citiesCollection(limit: 100) { total } } } }').violation,
    ).toEqual({
      kind: 'cost',
      cost: 12000,
      maximum: 11000,
    });
  });

  it('counts the depth of nested selections, through fragments', () => {
    expect(analyze('{ country(id: "x") { continent { sys { id } } } }').depth).toBe(4);
    const deep = `{ continent(id: "europe") { ...L } }
      fragment L on Continent { linkedFrom { countryCollection(limit: 1) { items { continent { linkedFrom {
        countryCollection(limit: 1) { items { continent { linkedFrom { countryCollection(limit: 1) { items {
          continent { linkedFrom { countryCollection(limit: 1) { items { slug } } } } } } } } } } } } } } } }`;
    expect(analyze(deep).violation).toMatchObject({ kind: 'depth', maximum: 15 });
  });

  it('is what the HTTP endpoint enforces', async () => {
    const service = testService();
    const response = await service.execute({
      token: 'delivery-token-0123456789',
      query:
        '{ countryCollection(limit: 1000) { items { continent { slug } flag { url } citiesCollection(limit: 10) { total } } } }',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toContain('but it was 12000');
  });
});
