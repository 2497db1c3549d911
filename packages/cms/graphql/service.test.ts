import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { MAX_ANSWER_SIZE } from './answer-budget';

import { ENDPOINT, errorCodes, post, testService } from './fixtures/http';
import { DELIVERY_TOKEN, PREVIEW_TOKEN, space } from './fixtures/space';
import { INPUT_LIMITS } from './input-size';
import { MAX_ALIASES, MAX_BODY_BYTES, MAX_QUERY_BYTES } from './service';
import { ContentStore } from './store';

const service = testService();

async function send(request: Request) {
  const response = await service.handle(request);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

describe('HTTP endpoint', () => {
  it('answers POST with a JSON body', async () => {
    const { status, headers, body } = await post(service, '{ country(id: "italy") { slug } }');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('x-contentful-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({ data: { country: { slug: 'italy' } } });
  });

  it('answers GET with query, variables and operationName in the query string', async () => {
    const url = new URL(ENDPOINT);
    url.searchParams.set(
      'query',
      'query One($id: String!) { country(id: $id) { slug } } query Two { asset(id: "guide") { fileName } }',
    );
    url.searchParams.set('variables', JSON.stringify({ id: 'japan' }));
    url.searchParams.set('operationName', 'One');
    const { status, body } = await send(new Request(url, { headers: { authorization: `Bearer ${DELIVERY_TOKEN}` } }));
    expect(status).toBe(200);
    expect(body).toEqual({ data: { country: { slug: 'japan' } } });
  });

  it('refuses the token in the address (access_token): 401, saying to send it in the Authorization header', async () => {
    const url = new URL(ENDPOINT);
    url.searchParams.set('query', '{ country(id: "france") { slug } }');
    url.searchParams.set('access_token', DELIVERY_TOKEN);
    const inAddress = await send(new Request(url));
    expect(inAddress.status).toBe(401);
    expect(errorCodes(inAddress.body)).toEqual(['ACCESS_TOKEN_MISSING']);
    expect(inAddress.body.errors[0].message).toContain('send it in the Authorization header');
    expect(inAddress.body.data).toBeUndefined();
    expect(inAddress.headers.get('cache-control')).toBe('no-store');
    // Beside a good header too: the token has reached the address, and the refusal says so.
    const both = await send(new Request(url, { headers: { authorization: `Bearer ${DELIVERY_TOKEN}` } }));
    expect(both.status).toBe(401);
    expect(errorCodes(both.body)).toEqual(['ACCESS_TOKEN_INVALID']);
    const posted = await send(
      new Request(`${ENDPOINT}?access_token=${PREVIEW_TOKEN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );
    expect(posted.status).toBe(401);
    expect(errorCodes(posted.body)).toEqual(['ACCESS_TOKEN_MISSING']);
  });

  it('accepts a form-encoded POST body', async () => {
    const form = new URLSearchParams({ query: '{ city(id: "rome") { slug } }' });
    const { status, body } = await send(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { authorization: `Bearer ${DELIVERY_TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      }),
    );
    expect(status).toBe(200);
    expect(body.data.city.slug).toBe('rome');
  });

  it('answers CORS preflight and refuses other methods with 405', async () => {
    const preflight = await service.handle(new Request(ENDPOINT, { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    const put = await send(new Request(ENDPOINT, { method: 'PUT', headers: bearer(DELIVERY_TOKEN), body: '{}' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(errorCodes(put.body)).toEqual(['METHOD_NOT_ALLOWED']);
  });

  it('checks the space and environment of a Contentful-shaped path', async () => {
    const wrongSpace = await send(
      new Request('https://cms.test/content/v1/spaces/other/environments/master', {
        method: 'POST',
        headers: bearer(DELIVERY_TOKEN),
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );
    expect(wrongSpace.status).toBe(400);
    expect(errorCodes(wrongSpace.body)).toEqual(['UNKNOWN_SPACE']);
    const wrongEnvironment = await send(
      new Request('https://cms.test/content/v1/spaces/testspace/environments/staging', {
        method: 'POST',
        headers: bearer(DELIVERY_TOKEN),
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );
    expect(errorCodes(wrongEnvironment.body)).toEqual(['UNKNOWN_ENVIRONMENT']);
  });

  it('serves introspection, so codegen can read the schema', async () => {
    const { status, body } = await post(
      service,
      '{ __schema { queryType { name } } __type(name: "Country") { name } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } }, __type: { name: 'Country' } });
  });
});

describe('CORS: which pages may read answers in a browser', () => {
  const SITE = 'https://www.example.com';
  const preflight = (target: ReturnType<typeof testService>, origin: string) =>
    target.handle(
      new Request(ENDPOINT, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      }),
    );
  const fromPage = (target: ReturnType<typeof testService>, origin: string) =>
    target.handle(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { ...bearer(DELIVERY_TOKEN), origin },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    );

  it('allows no other origin unless told: no allow-origin header, for preflights and answers alike', async () => {
    for (const origin of [SITE, 'https://evil.example', 'null']) {
      const asked = await preflight(service, origin);
      expect(asked.status).toBe(204);
      expect(asked.headers.get('access-control-allow-origin')).toBeNull();
      expect(asked.headers.get('access-control-allow-headers')).toBeNull();
      const answered = await fromPage(service, origin);
      // The request itself is answered (a browser hides the answer from the page; a client outside one needs no CORS).
      expect(answered.status).toBe(200);
      expect(answered.headers.get('access-control-allow-origin')).toBeNull();
      expect(answered.headers.get('vary')).toBe('Origin');
    }
  });

  it('allows the listed origins only, naming the one that asked', async () => {
    const listed = testService({ corsOrigins: [SITE, 'http://localhost:3000/'] });
    const site = await preflight(listed, SITE);
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(site.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(site.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(site.headers.get('vary')).toBe('Origin');
    expect((await fromPage(listed, 'http://localhost:3000')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3000',
    );
    for (const origin of [
      'https://evil.example',
      'https://www.example.com.evil.example',
      'http://www.example.com',
      'null',
    ]) {
      expect((await preflight(listed, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
      expect((await fromPage(listed, origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('allows every origin with "*", said as "*"', async () => {
    const open = testService({ corsOrigins: ['*'] });
    expect((await preflight(open, 'https://evil.example')).headers.get('access-control-allow-origin')).toBe('*');
    const answered = await fromPage(open, 'https://tools.example');
    expect(answered.headers.get('access-control-allow-origin')).toBe('*');
    expect(answered.headers.get('vary')).toBeNull();
  });
});

describe('how long an answer may be kept', () => {
  it('a delivery answer by its client only, checked again before each use; drafts and refusals never', async () => {
    const published = await post(service, '{ country(id: "italy") { slug } }');
    expect(published.headers.get('cache-control')).toBe('private, no-cache');
    const drafts = await post(service, '{ country(id: "spain", preview: true) { slug } }', { token: PREVIEW_TOKEN });
    expect(drafts.status).toBe(200);
    expect(drafts.headers.get('cache-control')).toBe('no-store');
    const refused = await post(service, '{ countryCollection(limit: 5000) { total } }');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const unauthorised = await post(service, '{ country(id: "italy") { slug } }', { token: 'wrong-token-0123456789' });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('cache-control')).toBe('no-store');
  });
});

describe('in-process execute', () => {
  it('runs a query text or a parsed document', async () => {
    const text = await service.execute({ token: DELIVERY_TOKEN, query: '{ city(id: "paris") { name } }' });
    expect(text).toEqual({ status: 200, body: { data: { city: { name: 'Paris' } } }, access: 'delivery' });
    const document = parse('query ($id: String!) { city(id: $id) { name } }');
    const parsed = await service.execute({ token: DELIVERY_TOKEN, query: document, variables: { id: 'milan' } });
    expect(parsed).toEqual({ status: 200, body: { data: { city: { name: 'Milan' } } }, access: 'delivery' });
  });
});

describe('tokens and preview', () => {
  it('shows published content only with the delivery token', async () => {
    const { body } = await post(service, '{ country(id: "spain") { slug } countryCollection { total } }');
    expect(body).toEqual({ data: { country: null, countryCollection: { total: 5 } } });
  });

  it('shows published content only with the preview token unless preview is true', async () => {
    const published = await post(service, '{ country(id: "spain") { slug } countryCollection { total } }', {
      token: PREVIEW_TOKEN,
    });
    expect(published.body).toEqual({ data: { country: null, countryCollection: { total: 5 } } });
    const drafts = await post(
      service,
      '{ country(id: "spain", preview: true) { slug sys { publishedAt publishedVersion } } countryCollection(preview: true) { total } }',
      { token: PREVIEW_TOKEN },
    );
    expect(drafts.body).toEqual({
      data: {
        country: { slug: 'spain', sys: { publishedAt: null, publishedVersion: null } },
        countryCollection: { total: 6 },
      },
    });
  });

  it('cascades preview to references and ordering sees drafts first by update time', async () => {
    const { body } = await post(
      service,
      '{ countryCollection(preview: true, limit: 2) { items { slug continent { slug } } } }',
      { token: PREVIEW_TOKEN },
    );
    expect(body.data.countryCollection.items).toEqual([
      { slug: 'spain', continent: { slug: 'europe' } },
      { slug: 'italy', continent: { slug: 'europe' } },
    ]);
  });

  it('refuses preview: true with the delivery token (401 ACCESS_TOKEN_INVALID), also through a variable', async () => {
    const literal = await post(service, '{ countryCollection(preview: true) { total } }');
    expect(literal.status).toBe(401);
    expect(errorCodes(literal.body)).toEqual(['ACCESS_TOKEN_INVALID']);
    expect(literal.body.data).toBeUndefined();
    const variable = await post(
      service,
      'query ($p: Boolean) { country(id: "italy") { continent(preview: $p) { slug } } }',
      {
        variables: { p: true },
      },
    );
    expect(variable.status).toBe(401);
    const off = await post(service, 'query ($p: Boolean) { countryCollection(preview: $p) { total } }', {
      variables: { p: false },
    });
    expect(off.status).toBe(200);
  });
});

describe('without a preview token', () => {
  it.each([undefined, ''])(
    'refuses preview: true to every token (401), and keeps published content public (previewToken %j)',
    async (previewToken) => {
      const closed = testService({ previewToken });
      for (const token of [DELIVERY_TOKEN, PREVIEW_TOKEN, '']) {
        const drafts = await post(closed, '{ countryCollection(preview: true) { total } }', { token });
        expect(drafts.status).toBe(401);
        expect(drafts.body.data).toBeUndefined();
      }
      const published = await post(closed, '{ countryCollection { total } }');
      expect(published).toMatchObject({ status: 200, body: { data: { countryCollection: { total: 5 } } } });
    },
  );
});

describe('the size of filters and arguments, bounded before they are read', () => {
  const filtered = 'query($w: CountryFilter) { countryCollection(where: $w, limit: 1) { total } }';
  const detailsOf = (body: { errors: { extensions: { contentful: { details: unknown } } }[] }) =>
    body.errors[0]!.extensions.contentful.details;

  it(`an OR of up to ${INPUT_LIMITS.listLength} entries is answered; one more is a 400 naming the limit`, async () => {
    const or = (count: number) => ({ OR: Array.from({ length: count }, (_, index) => ({ slug: `place-${index}` })) });
    const within = await post(service, filtered, { variables: { w: or(INPUT_LIMITS.listLength) } });
    expect(within.status).toBe(200);
    expect(within.body.data.countryCollection.total).toBe(0);
    const over = await post(service, filtered, { variables: { w: or(INPUT_LIMITS.listLength + 1) } });
    expect(over.status).toBe(400);
    expect(errorCodes(over.body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(over.body.errors[0].message).toBe(
      `Query cannot be executed. A list in the filters or arguments has ${INPUT_LIMITS.listLength + 1} entries; at most ${INPUT_LIMITS.listLength} are allowed.`,
    );
    expect(detailsOf(over.body)).toEqual({
      limit: 'listLength',
      found: INPUT_LIMITS.listLength + 1,
      maximum: INPUT_LIMITS.listLength,
    });
    // `_in` lists likewise.
    const inList = await post(service, filtered, {
      variables: { w: { slug_in: Array.from({ length: 500 }, (_, index) => `p${index}`) } },
    });
    expect(inList.status).toBe(400);
  });

  it('an AND nested 3,000 deep is a 400 naming the depth, not a stack overflow', async () => {
    // Written out: JSON.stringify itself overflows at this depth.
    const deep = `${'{"AND":['.repeat(3000)}{"slug":"italy"}${']}'.repeat(3000)}`;
    const answer = await send(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: bearer(DELIVERY_TOKEN),
        body: `{"query":${JSON.stringify(filtered)},"variables":{"w":${deep}}}`,
      }),
    );
    expect(answer.status).toBe(400);
    expect(errorCodes(answer.body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(answer.body.errors[0].message).toMatch(/nested \d+ levels deep; at most 12 are allowed/);
  });

  it('many small lists count together, and the query’s own arguments are bounded the same way', async () => {
    const wide = {
      OR: Array.from({ length: 90 }, () => ({ slug_in: Array.from({ length: 30 }, (_, index) => `p${index}`) })),
    };
    const answer = await post(service, filtered, { variables: { w: wide } });
    expect(answer.status).toBe(400);
    expect(detailsOf(answer.body)).toMatchObject({ limit: 'values', maximum: INPUT_LIMITS.values });
    const inline = `{ countryCollection(limit: 1, where: { slug_in: [${Array.from({ length: 101 }, (_, index) => `"p${index}"`).join(',')}] }) { total } }`;
    const literal = await post(service, inline);
    expect(literal.status).toBe(400);
    expect(detailsOf(literal.body)).toEqual({ limit: 'listLength', found: 101, maximum: INPUT_LIMITS.listLength });
  });
});

describe('caps beside the cost limit', () => {
  const aliased = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: countryCollection(limit: 1) { total }`).join(' ')} }`;

  it(`takes up to ${MAX_ALIASES} aliases and refuses more (400 TOO_COMPLEX_QUERY), also hidden in fragments`, async () => {
    const within = await post(service, aliased(MAX_ALIASES));
    expect(within.status).toBe(200);
    expect(Object.keys(within.body.data)).toHaveLength(MAX_ALIASES);
    const over = await post(service, aliased(MAX_ALIASES + 1));
    expect(over.status).toBe(400);
    expect(errorCodes(over.body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(over.body.errors[0].extensions.contentful.details).toEqual({
      aliases: MAX_ALIASES + 1,
      maximumAliases: MAX_ALIASES,
    });
    expect(over.body.data).toBeUndefined();
    const scalars = Array.from({ length: MAX_ALIASES + 1 }, (_, index) => `t${index}: __typename`).join(' ');
    const inFragment = await post(service, `query { ...F } fragment F on Query { ${scalars} }`);
    expect(inFragment.status).toBe(400);
    expect(errorCodes(inFragment.body)).toEqual(['TOO_COMPLEX_QUERY']);
  });

  it('refuses batched operations (a JSON array body) with a 400 that says to send one', async () => {
    const batch = await send(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { ...bearer(DELIVERY_TOKEN), 'content-type': 'application/json' },
        body: JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ countryCollection { total } }' }))),
      }),
    );
    expect(batch.status).toBe(400);
    expect(errorCodes(batch.body)).toEqual(['INVALID_QUERY_FORMAT']);
    expect(batch.body.errors[0].message).toContain('Batched operations are not supported');
  });
});

describe('introspection and the size and time of answers', () => {
  const schemas = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: __schema { ...S }`).join(' ')} } fragment S on __Schema { types { name fields { name type { name } } } }`;

  it('takes the schema once per query: the 30-alias introspection is a 400 before it runs', async () => {
    const once = await post(service, schemas(1));
    expect(once.status).toBe(200);
    expect(once.body.data.a0.types.length).toBeGreaterThan(20);
    const bomb = await post(service, schemas(MAX_ALIASES));
    expect(bomb.status).toBe(400);
    expect(errorCodes(bomb.body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(bomb.body.errors[0].message).toContain('__schema');
    expect(bomb.body.errors[0].extensions.contentful.details).toEqual({
      schemaFields: MAX_ALIASES,
      maximumSchemaFields: 1,
    });
    expect(bomb.body.data).toBeUndefined();
  });

  it('counts introspection in the cost: copies of a type under aliases are a 400 once past it', async () => {
    const copies = Array.from({ length: MAX_ALIASES }, (_, index) => `t${index}: __type(name: "Query") { ...T }`).join(
      ' ',
    );
    const { status, body } = await post(
      service,
      `{ ${copies} } fragment T on __Type { fields { name args { name type { name inputFields { name type { name ofType { name } } } } } } }`,
    );
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(body.errors[0].extensions.contentful.details).toMatchObject({ maximumCost: 11000, atLeast: true });
  });

  it(`stops an answer once it passes the size bound (${MAX_ANSWER_SIZE} characters of JSON by default): 400 RESOURCES_EXHAUSTED, nothing more fetched`, async () => {
    const bounded = testService({ maxAnswerSize: 500 });
    const copies = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `c${index}: country(id: "italy") { slug name }`).join(' ')} }`;
    expect((await post(bounded, copies(3))).status).toBe(200);
    const entries = vi.spyOn(ContentStore.prototype, 'entry');
    const { status, body, headers } = await post(bounded, copies(MAX_ALIASES));
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['RESOURCES_EXHAUSTED']);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toContain('Query too complex to be executed in allocated resources');
    expect(body.errors[0].extensions.contentful.details).toEqual({ limit: 'answerSize', maximumSize: 500 });
    expect(body.errors[0].path[0]).toMatch(/^c\d+$/);
    expect(body.data).toBeUndefined();
    expect(headers.get('cache-control')).toBe('no-store');
    // Each copy is about 40 characters: the store was asked for the first dozen or so, not for all 30.
    expect(entries.mock.calls.length).toBeGreaterThan(0);
    expect(entries.mock.calls.length).toBeLessThan(MAX_ALIASES);
  });

  it('counts the __typenames asked beside each object, fragments and aliases included', async () => {
    const bounded = testService({ maxAnswerSize: 2000 });
    const names = Array.from({ length: MAX_ALIASES }, (_, index) => `t${index}: __typename`).join(' ');
    const { status, body } = await post(
      bounded,
      `{ countryCollection { items { ...T } } } fragment T on Country { ${names} }`,
    );
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['RESOURCES_EXHAUSTED']);
    // Without them the same collection is a small answer.
    expect((await post(bounded, '{ countryCollection { items { __typename } } }')).status).toBe(200);
  });

  it('refuses an introspection larger than the bound before anything runs', async () => {
    const { status, body } = await post(testService({ maxAnswerSize: 2000 }), '{ __schema { types { name } } }');
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['RESOURCES_EXHAUSTED']);
    expect(body.errors[0].extensions.contentful.details).toEqual({ limit: 'answerSize', maximumSize: 2000 });
  });

  it('stops an execution past its time bound (RESOURCES_EXHAUSTED), unless the caller lifts it for its own queries', async () => {
    const hurried = testService({ maxExecutionMs: 0 });
    const query = `{ ${Array.from({ length: 10 }, (_, index) => `c${index}: countryCollection { items { slug name continent { slug } } }`).join(' ')} }`;
    const { status, body } = await post(hurried, query);
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['RESOURCES_EXHAUSTED']);
    expect(body.errors[0].extensions.contentful.details).toEqual({ limit: 'executionTime', maximumMs: 0 });
    expect(body.errors[0].message).toContain('longer than 0 ms');
    const own = await hurried.execute({ query, token: DELIVERY_TOKEN, timeLimited: false });
    expect(own.status).toBe(200);
    const ownOverHttp = await hurried.handle(
      new Request(ENDPOINT, { method: 'POST', headers: bearer(DELIVERY_TOKEN), body: JSON.stringify({ query }) }),
      { timeLimited: false },
    );
    expect(ownOverHttp.status).toBe(200);
  });
});

describe('error codes and statuses', () => {
  it('ACCESS_TOKEN_MISSING, 401', async () => {
    const { status, body } = await post(service, '{ __typename }', { token: null });
    expect(status).toBe(401);
    expect(errorCodes(body)).toEqual(['ACCESS_TOKEN_MISSING']);
    expect(typeof body.errors[0].extensions.contentful.requestId).toBe('string');
  });

  it('ACCESS_TOKEN_INVALID, 401, checked before the body is read', async () => {
    const wrong = await post(service, '{ __typename }', { token: 'not-a-token' });
    expect(wrong.status).toBe(401);
    expect(errorCodes(wrong.body)).toEqual(['ACCESS_TOKEN_INVALID']);
    const malformed = await send(
      new Request(ENDPOINT, { method: 'POST', headers: bearer('not-a-token'), body: '{oops' }),
    );
    expect(malformed.status).toBe(401);
  });

  it('UNKNOWN_LOCALE on a collection, 200 with partial data', async () => {
    const { status, body } = await post(
      service,
      '{ countryCollection(locale: "fr-FR") { total } cityCollection { total } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ countryCollection: null, cityCollection: { total: 3 } });
    expect(errorCodes(body)).toEqual(['UNKNOWN_LOCALE']);
    expect(body.errors[0].path).toEqual(['countryCollection']);
  });

  it('UNRESOLVABLE_LINK, 200 with partial data', async () => {
    const { status, body } = await post(
      service,
      '{ countryCollection(where: { slug: "portugal" }) { items { slug continent { slug } } } }',
    );
    expect(status).toBe(200);
    expect(body.data.countryCollection.items).toEqual([{ slug: 'portugal', continent: null }]);
    expect(errorCodes(body)).toEqual(['UNRESOLVABLE_LINK']);
    expect(body.errors[0].path).toEqual(['countryCollection', 'items', 0, 'continent']);
  });

  it('TOO_COMPLEX_QUERY, 400, with the computed cost', async () => {
    const { status, body } = await post(
      service,
      '{ countryCollection(limit: 200) { items { citiesCollection(limit: 60) { items { slug } } } } }',
    );
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(body.errors[0].message).toContain('12000');
    expect(body.errors[0].extensions.contentful.details).toEqual({ cost: 12000, maximumCost: 11000 });
    expect(body.data).toBeUndefined();
  });

  it('a collection limit over 1000, 400', async () => {
    const { status, body } = await post(service, '{ countryCollection(limit: 1001) { total } }');
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(body.errors[0].extensions.contentful.details).toEqual({
      field: 'countryCollection',
      limit: 1001,
      maximumLimit: 1000,
    });
    const viaVariable = await post(service, 'query ($n: Int) { cityCollection(limit: $n) { total } }', {
      variables: { n: 5000 },
    });
    expect(viaVariable.status).toBe(400);
  });

  it('a negative skip, 400', async () => {
    const { status, body } = await post(service, '{ countryCollection(skip: -1) { total } }');
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['INVALID_QUERY_FORMAT']);
  });

  it('nesting deeper than the maximum, 400', async () => {
    const depth = 20;
    let selection = 'slug';
    for (let level = 0; level < depth; level++) {
      selection = `linkedFrom { countryCollection(limit: 1) { items { continent { ${selection} } } } }`;
    }
    const { status, body } = await post(service, `{ continent(id: "europe") { ${selection} } }`);
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['TOO_COMPLEX_QUERY']);
    expect(body.errors[0].extensions.contentful.details.maximumDepth).toBe(15);
  });

  it('malformed JSON, 400', async () => {
    const { status, body } = await send(
      new Request(ENDPOINT, { method: 'POST', headers: bearer(DELIVERY_TOKEN), body: '{"query": ' }),
    );
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['INVALID_QUERY_FORMAT']);
    const notAnObject = await send(
      new Request(ENDPOINT, { method: 'POST', headers: bearer(DELIVERY_TOKEN), body: '[1, 2]' }),
    );
    expect(notAnObject.status).toBe(400);
  });

  it('a body over 64 KB (the largest query with room to spare), 413, with or without Content-Length', async () => {
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
    const huge = JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const declared = await send(new Request(ENDPOINT, { method: 'POST', headers: bearer(DELIVERY_TOKEN), body: huge }));
    expect(declared.status).toBe(413);
    expect(errorCodes(declared.body)).toEqual(['REQUEST_TOO_LARGE']);
    const encoded = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < encoded.length; offset += 64 * 1024)
          controller.enqueue(encoded.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await send(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: bearer(DELIVERY_TOKEN),
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });

  it('MISSING_QUERY and QUERY_TOO_BIG, 400', async () => {
    const missing = await send(new Request(ENDPOINT, { method: 'POST', headers: bearer(DELIVERY_TOKEN), body: '{}' }));
    expect(missing.status).toBe(400);
    expect(errorCodes(missing.body)).toEqual(['MISSING_QUERY']);
    const big = await post(service, `{ __typename ${' '.repeat(MAX_QUERY_BYTES)} }`);
    expect(big.status).toBe(400);
    expect(errorCodes(big.body)).toEqual(['QUERY_TOO_BIG']);
  });

  it('a syntax error, 400', async () => {
    const { status, body } = await post(service, '{ country(id: "italy") { slug }');
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['INVALID_QUERY_FORMAT']);
    expect(body.errors[0].locations).toBeDefined();
  });

  it('an unknown field or argument, 400, with every validation error', async () => {
    const { status, body } = await post(
      service,
      '{ country(id: "italy") { slug nope } cityCollection(first: 2) { total } }',
    );
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['INVALID_QUERY_FORMAT', 'INVALID_QUERY_FORMAT']);
    expect(body.errors[0].message).toMatch(/^Cannot query field "nope" on type "Country"\./);
    expect(body.errors[0].locations).toEqual([{ line: 1, column: 31 }]);
  });

  it('omitted fields are not in the schema', async () => {
    const { status } = await post(service, '{ country(id: "italy") { internalNote } }');
    expect(status).toBe(400);
  });

  it('a variable of the wrong type, 400 INVALID_VARIABLES_FORMAT', async () => {
    const { status, body } = await post(service, 'query ($limit: Int) { countryCollection(limit: $limit) { total } }', {
      variables: { limit: 'ten' },
    });
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['INVALID_VARIABLES_FORMAT']);
    const notAnObject = await send(
      new Request(ENDPOINT, {
        method: 'POST',
        headers: bearer(DELIVERY_TOKEN),
        body: JSON.stringify({ query: '{ __typename }', variables: [1] }),
      }),
    );
    expect(notAnObject.status).toBe(400);
    expect(errorCodes(notAnObject.body)).toEqual(['INVALID_VARIABLES_FORMAT']);
  });

  it('an invalid image transform, 400', async () => {
    const { status, body } = await post(service, '{ asset(id: "flag-it") { url(transform: { width: 5000 }) } }');
    expect(status).toBe(400);
    expect(errorCodes(body)).toEqual(['INVALID_QUERY_FORMAT']);
  });

  it('QUERY_OPERATION_NAME_MISMATCH, and several operations without a name, 400', async () => {
    const twoOperations = 'query A { __typename } query B { __typename }';
    const mismatch = await post(service, twoOperations, { operationName: 'C' });
    expect(mismatch.status).toBe(400);
    expect(errorCodes(mismatch.body)).toEqual(['QUERY_OPERATION_NAME_MISMATCH']);
    const unnamed = await post(service, twoOperations);
    expect(unnamed.status).toBe(400);
    const named = await post(service, twoOperations, { operationName: 'B' });
    expect(named.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses mutations, 400 (the API is read-only)', async () => {
    const { status } = await post(service, 'mutation { __typename }');
    expect(status).toBe(400);
  });
});

describe('construction', () => {
  it('refuses a content model Contentful would refuse', () => {
    const colliding = {
      ...space,
      contentTypes: [...space.contentTypes, { sys: { id: 'landing_page' }, name: 'Clash', fields: [] }],
    };
    expect(() => testService({ space: colliding })).toThrow(/COLLIDING|same/);
    const reserved = {
      ...space,
      contentTypes: [
        { sys: { id: 'odd' }, name: 'Odd', fields: [{ id: 'linkedFrom', name: 'x', type: 'Symbol' as const }] },
      ],
    };
    expect(() => testService({ space: reserved })).toThrow(/reserved/);
  });
});
