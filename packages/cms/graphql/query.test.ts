import { describe, expect, it } from 'vitest';

import { errorCodes, post, testService } from './fixtures/http';
import { PREVIEW_TOKEN, space } from './fixtures/space';

const service = testService();

/** Slugs of a `countryCollection` answer, in order. */
async function countrySlugs(where: string, extraArgs = ''): Promise<string[]> {
  const { status, body } = await post(service, `{ countryCollection(where: ${where}${extraArgs}) { items { slug } } }`);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data.countryCollection.items.map((item: { slug: string }) => item.slug);
}

const sorted = (values: string[]) => [...values].sort();

describe('locales and fallback', () => {
  it('reads the default locale when none is given', async () => {
    const { body } = await post(service, '{ country(id: "italy") { name slug } }');
    expect(body.data.country).toEqual({ name: 'Italy', slug: 'italy' });
  });

  it('reads the requested locale, then follows the fallback chain', async () => {
    const { body } = await post(
      service,
      `{
        it: country(id: "italy", locale: "it-IT") { name }
        ptFromIt: country(id: "italy", locale: "pt-PT") { name }
        ptOwn: country(id: "japan", locale: "pt-PT") { name }
        ptFromEn: country(id: "france", locale: "pt-PT") { name }
      }`,
    );
    expect(body.data).toEqual({
      it: { name: 'Italia' },
      ptFromIt: { name: 'Italia' },
      ptOwn: { name: 'Japão' },
      ptFromEn: { name: 'France' },
    });
  });

  it('reads non-localized fields from the default locale whatever the locale', async () => {
    const { body } = await post(service, '{ country(id: "italy", locale: "it-IT") { slug population } }');
    expect(body.data.country).toEqual({ slug: 'italy', population: 59 });
  });

  it('takes a locale per field, so aliases can fetch several', async () => {
    const { body } = await post(service, '{ country(id: "italy") { name it: name(locale: "it-IT") } }');
    expect(body.data.country).toEqual({ name: 'Italy', it: 'Italia' });
  });

  it('cascades the locale to references unless a reference overrides it', async () => {
    const { body } = await post(
      service,
      `{ country(id: "italy", locale: "it-IT") {
          continent { name }
          continentEn: continent(locale: "en-UK") { name }
          citiesCollection(limit: 2) { items { name } }
          citiesEn: citiesCollection(limit: 2, locale: "en-UK") { items { name } }
      } }`,
    );
    expect(body.data.country).toEqual({
      continent: { name: 'Europa' },
      continentEn: { name: 'Europe' },
      citiesCollection: { items: [{ name: 'Roma' }, { name: 'Milano' }] },
      citiesEn: { items: [{ name: 'Rome' }, { name: 'Milan' }] },
    });
  });

  it('filters on the value of the requested locale', async () => {
    const { body } = await post(
      service,
      '{ countryCollection(locale: "it-IT", where: { name: "Italia" }) { items { slug } } }',
    );
    expect(body.data.countryCollection.items).toEqual([{ slug: 'italy' }]);
  });
});

describe('filters', () => {
  it('string operators: equality, _not, _in, _not_in, _exists, _contains, _not_contains', async () => {
    expect(await countrySlugs('{ slug: "italy" }')).toEqual(['italy']);
    expect(sorted(await countrySlugs('{ slug_not: "italy" }'))).toEqual(['france', 'greece', 'japan', 'portugal']);
    expect(sorted(await countrySlugs('{ slug_in: ["japan", "france", "nowhere"] }'))).toEqual(['france', 'japan']);
    expect(sorted(await countrySlugs('{ slug_not_in: ["japan", "france"] }'))).toEqual(['greece', 'italy', 'portugal']);
    expect(sorted(await countrySlugs('{ name_contains: "AN" }'))).toEqual(['france', 'japan']);
    expect(sorted(await countrySlugs('{ name_not_contains: "a" }'))).toEqual(['greece']);
    // The text is taken as it is written, never as a pattern.
    expect(await countrySlugs('{ name_contains: "a.y" }')).toEqual([]);
    expect(await countrySlugs('{ name_contains: "(" }')).toEqual([]);
    expect(await countrySlugs('{ name_contains: "ITAL" }')).toEqual(['italy']);
    expect(await countrySlugs('{ slug_exists: false }')).toEqual([]);
  });

  it('number operators on Integer and Number fields', async () => {
    expect(await countrySlugs('{ population: 59 }')).toEqual(['italy']);
    expect(sorted(await countrySlugs('{ population_not: 10 }'))).toEqual(['france', 'italy', 'japan']);
    expect(sorted(await countrySlugs('{ population_in: [10, 68] }'))).toEqual(['france', 'greece', 'portugal']);
    expect(sorted(await countrySlugs('{ population_not_in: [10, 68] }'))).toEqual(['italy', 'japan']);
    expect(sorted(await countrySlugs('{ population_gt: 59 }'))).toEqual(['france', 'japan']);
    expect(sorted(await countrySlugs('{ population_gte: 59 }'))).toEqual(['france', 'italy', 'japan']);
    expect(sorted(await countrySlugs('{ population_lt: 59 }'))).toEqual(['greece', 'portugal']);
    expect(sorted(await countrySlugs('{ population_lte: 59 }'))).toEqual(['greece', 'italy', 'portugal']);
    expect(await countrySlugs('{ area_gt: 500.5 }')).toEqual(['france']);
    expect(sorted(await countrySlugs('{ area_exists: false }'))).toEqual(['greece', 'portugal']);
  });

  it('date operators compare instants', async () => {
    expect(sorted(await countrySlugs('{ independence_lt: "1900-01-01" }'))).toEqual(['france', 'italy']);
    expect(await countrySlugs('{ independence_gte: "1947-05-03T00:00:00Z" }')).toEqual(['japan']);
    expect(await countrySlugs('{ independence: "1861-03-17T00:00:00.000Z" }')).toEqual(['italy']);
  });

  it('boolean operators', async () => {
    expect(sorted(await countrySlugs('{ isEu: true }'))).toEqual(['france', 'italy', 'portugal']);
    expect(sorted(await countrySlugs('{ isEu_not: true }'))).toEqual(['greece', 'japan']);
    expect(await countrySlugs('{ isEu_exists: false }')).toEqual(['greece']);
  });

  it('array operators: _contains_all, _contains_some, _contains_none, _exists', async () => {
    expect(await countrySlugs('{ keywords_contains_all: ["food", "art"] }')).toEqual(['italy']);
    expect(sorted(await countrySlugs('{ keywords_contains_some: ["wine", "tech"] }'))).toEqual(['france', 'japan']);
    expect(sorted(await countrySlugs('{ keywords_contains_none: ["food"] }'))).toEqual([
      'france',
      'greece',
      'portugal',
    ]);
    expect(sorted(await countrySlugs('{ keywords_exists: true }'))).toEqual(['france', 'italy', 'japan']);
  });

  it('rich text and reference operators', async () => {
    expect(await countrySlugs('{ description_contains: "PASTA" }')).toEqual(['italy']);
    expect(sorted(await countrySlugs('{ description_not_contains: "pasta" }'))).toEqual([
      'france',
      'greece',
      'japan',
      'portugal',
    ]);
    expect(await countrySlugs('{ description_exists: true }')).toEqual(['italy']);
    expect(sorted(await countrySlugs('{ flag_exists: true }'))).toEqual(['france', 'italy']);
    expect(sorted(await countrySlugs('{ citiesCollection_exists: true }'))).toEqual(['france', 'italy']);
    expect(await countrySlugs('{ continent_exists: false }')).toEqual([]);
    expect(await countrySlugs('{ capital_exists: true }')).toEqual(['italy']);
    expect(await countrySlugs('{ extra_exists: true }')).toEqual(['italy']);
  });

  it('sys filters', async () => {
    expect(sorted(await countrySlugs('{ sys: { id_in: ["italy", "japan", "spain"] } }'))).toEqual(['italy', 'japan']);
    expect(await countrySlugs('{ sys: { id: "france" } }')).toEqual(['france']);
    expect(sorted(await countrySlugs('{ sys: { id_not_in: ["italy", "japan", "france"] } }'))).toEqual([
      'greece',
      'portugal',
    ]);
    expect(sorted(await countrySlugs('{ sys: { publishedAt_gte: "2024-03-04T00:00:00Z" } }'))).toEqual([
      'france',
      'italy',
    ]);
    expect(await countrySlugs('{ sys: { id_not: "italy", publishedAt_gt: "2024-03-03T12:00:00Z" } }')).toEqual([
      'france',
    ]);
  });

  it('contentfulMetadata tag filters', async () => {
    expect(sorted(await countrySlugs('{ contentfulMetadata: { tags_exists: true } }'))).toEqual(['italy', 'japan']);
    expect(sorted(await countrySlugs('{ contentfulMetadata: { tags: { id_contains_some: ["featured"] } } }'))).toEqual([
      'italy',
      'japan',
    ]);
    expect(
      await countrySlugs('{ contentfulMetadata: { tags: { id_contains_all: ["featured", "archive"] } } }'),
    ).toEqual(['japan']);
    expect(sorted(await countrySlugs('{ contentfulMetadata: { tags: { id_contains_none: ["archive"] } } }'))).toEqual([
      'france',
      'greece',
      'italy',
      'portugal',
    ]);
  });

  it('combines filters with AND and OR, nested', async () => {
    expect(sorted(await countrySlugs('{ OR: [{ slug: "italy" }, { population_gt: 100 }] }'))).toEqual([
      'italy',
      'japan',
    ]);
    expect(await countrySlugs('{ AND: [{ isEu: true }, { population_gt: 60 }] }')).toEqual(['france']);
    expect(
      sorted(
        await countrySlugs(
          '{ isEu: true, OR: [{ AND: [{ population_lt: 60 }, { keywords_exists: true }] }, { slug: "portugal" }] }',
        ),
      ),
    ).toEqual(['italy', 'portugal']);
  });

  it('filters one level into a single reference', async () => {
    expect(sorted(await countrySlugs('{ continent: { slug: "europe" } }'))).toEqual(['france', 'italy']);
    expect(await countrySlugs('{ continent: { name_contains: "as", sys: { id: "asia" } } }')).toEqual(['japan']);
    expect(await countrySlugs('{ continent: { OR: [{ slug: "asia" }, { slug: "oceania" }] } }')).toEqual(['japan']);
  });

  it('filters into a collection reference: an entry matches when any linked entry does', async () => {
    expect(await countrySlugs('{ cities: { rating_gt: 4.75 } }')).toEqual(['italy']);
    expect(sorted(await countrySlugs('{ cities: { rating_gte: 4.5 } }'))).toEqual(['france', 'italy']);
  });

  it('ignores drafts behind a reference outside preview, and sees them in preview', async () => {
    expect(await countrySlugs('{ continent: { slug: "oceania" } }')).toEqual([]);
    const { body } = await post(
      service,
      '{ countryCollection(preview: true, where: { continent: { slug: "oceania" } }) { items { slug } } }',
      { token: PREVIEW_TOKEN },
    );
    expect(body.data.countryCollection.items).toEqual([{ slug: 'greece' }]);
  });

  it('accepts filters through variables', async () => {
    const { body } = await post(
      service,
      'query ($where: CountryFilter, $limit: Int) { countryCollection(where: $where, limit: $limit) { total items { slug } } }',
      { variables: { where: { continent: { slug: 'europe' }, population_gt: 60 }, limit: 5 } },
    );
    expect(body.data.countryCollection).toEqual({ total: 1, items: [{ slug: 'france' }] });
  });
});

describe('order, skip, limit and total', () => {
  it('orders by a field, and by several', async () => {
    expect(await countrySlugs('{}', ', order: [name_ASC]')).toEqual(['france', 'greece', 'italy', 'japan', 'portugal']);
    expect(await countrySlugs('{}', ', order: [population_DESC, name_DESC]')).toEqual([
      'japan',
      'france',
      'italy',
      'portugal',
      'greece',
    ]);
    expect(await countrySlugs('{}', ', order: [population_ASC, slug_ASC]')).toEqual([
      'greece',
      'portugal',
      'italy',
      'france',
      'japan',
    ]);
    expect(await countrySlugs('{}', ', order: [sys_id_DESC]')).toEqual([
      'portugal',
      'japan',
      'italy',
      'greece',
      'france',
    ]);
  });

  it('sorts entries without the value last', async () => {
    // Without an area, Portugal and Greece keep the default order between them.
    expect(await countrySlugs('{}', ', order: [area_ASC]')).toEqual(['italy', 'japan', 'france', 'portugal', 'greece']);
    expect(await countrySlugs('{}', ', order: [area_DESC]')).toEqual([
      'france',
      'japan',
      'italy',
      'portugal',
      'greece',
    ]);
  });

  it('defaults to the most recently published first', async () => {
    expect(await countrySlugs('{}')).toEqual(['italy', 'france', 'japan', 'portugal', 'greece']);
  });

  it('pages with skip and limit and reports the total', async () => {
    const { body } = await post(
      service,
      '{ countryCollection(skip: 1, limit: 2, order: [slug_ASC]) { total skip limit items { slug } } }',
    );
    expect(body.data.countryCollection).toEqual({
      total: 5,
      skip: 1,
      limit: 2,
      items: [{ slug: 'greece' }, { slug: 'italy' }],
    });
    const past = await post(service, '{ countryCollection(skip: 10) { total skip limit items { slug } } }');
    expect(past.body.data.countryCollection).toEqual({ total: 5, skip: 10, limit: 100, items: [] });
  });
});

describe('references', () => {
  it('pages a reference collection on its own, in link order', async () => {
    const { body } = await post(
      service,
      '{ country(id: "italy") { citiesCollection(skip: 1, limit: 1) { total skip limit items { slug } } } }',
    );
    expect(body.data.country.citiesCollection).toEqual({ total: 4, skip: 1, limit: 1, items: [{ slug: 'milan' }] });
  });

  it('filters and orders a single-type reference collection, skipping unresolvable links', async () => {
    const { body } = await post(
      service,
      `{ country(id: "italy") {
          best: citiesCollection(where: { rating_gt: 4.6 }) { total items { slug } }
          ordered: citiesCollection(order: [rating_ASC]) { total items { slug } }
      } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.country).toEqual({
      best: { total: 1, items: [{ slug: 'rome' }] },
      ordered: { total: 2, items: [{ slug: 'milan' }, { slug: 'rome' }] },
    });
  });

  it('resolves multi-type references through a union and untyped ones through Entry', async () => {
    const { body } = await post(
      service,
      `{ landingPage(id: "home") {
          sectionsCollection { total items { __typename ... on Country { slug } ... on City { name } } }
          hero { __typename sys { id } ... on Country { name } }
          galleryCollection { total items { fileName } }
      } }`,
    );
    expect(body.data.landingPage).toEqual({
      sectionsCollection: {
        total: 3,
        items: [
          { __typename: 'Country', slug: 'italy' },
          { __typename: 'City', name: 'Rome' },
          { __typename: 'Country', slug: 'japan' },
        ],
      },
      hero: { __typename: 'Country', sys: { id: 'japan' }, name: 'Japan' },
      galleryCollection: { total: 2, items: [{ fileName: 'flag-it.png' }, { fileName: 'guide.pdf' }] },
    });
  });

  it('gives sys and contentfulMetadata on every entry', async () => {
    const { body } = await post(
      service,
      '{ country(id: "japan") { sys { id spaceId environmentId publishedAt firstPublishedAt publishedVersion } contentfulMetadata { tags { id name } } } }',
    );
    expect(body.data.country).toEqual({
      sys: {
        id: 'japan',
        spaceId: 'testspace',
        environmentId: 'master',
        publishedAt: '2024-03-03T00:00:00.000Z',
        firstPublishedAt: '2024-01-01T00:00:00.000Z',
        publishedVersion: 2,
      },
      contentfulMetadata: {
        tags: [
          { id: 'featured', name: 'Featured' },
          { id: 'archive', name: 'Archive' },
        ],
      },
    });
  });

  it('lists entries across types with entryCollection', async () => {
    const { body } = await post(
      service,
      '{ entryCollection(where: { sys: { id_in: ["italy", "rome", "home"] } }, order: [sys_id_ASC]) { total items { __typename sys { id } } } }',
    );
    expect(body.data.entryCollection).toEqual({
      total: 3,
      items: [
        { __typename: 'LandingPage', sys: { id: 'home' } },
        { __typename: 'Country', sys: { id: 'italy' } },
        { __typename: 'City', sys: { id: 'rome' } },
      ],
    });
  });

  it('returns null for an unknown id or an id of another type', async () => {
    const { body } = await post(service, '{ a: country(id: "nope") { slug } b: country(id: "rome") { slug } }');
    expect(body).toEqual({ data: { a: null, b: null } });
  });
});

describe('linkedFrom', () => {
  it('lists the entries linking to an entry, per type and across types', async () => {
    const { body } = await post(
      service,
      `{ continent(id: "europe") { linkedFrom {
          countryCollection(order: [slug_ASC]) { total items { slug } }
          entryCollection { total }
      } } }`,
    );
    expect(body.data.continent.linkedFrom).toEqual({
      countryCollection: { total: 2, items: [{ slug: 'france' }, { slug: 'italy' }] },
      entryCollection: { total: 2 },
    });
  });

  it('includes drafts linking in preview only', async () => {
    const { body } = await post(
      service,
      '{ continent(id: "europe", preview: true) { linkedFrom { countryCollection(order: [slug_ASC]) { items { slug } } } } }',
      { token: PREVIEW_TOKEN },
    );
    expect(body.data.continent.linkedFrom.countryCollection.items).toEqual([
      { slug: 'france' },
      { slug: 'italy' },
      { slug: 'spain' },
    ]);
  });

  it('finds entries linking to an asset', async () => {
    const { body } = await post(
      service,
      '{ asset(id: "flag-it") { linkedFrom { countryCollection { items { slug } } landingPageCollection { items { slug } } entryCollection { total } } } }',
    );
    expect(body.data.asset.linkedFrom).toEqual({
      countryCollection: { items: [{ slug: 'italy' }] },
      landingPageCollection: { items: [{ slug: 'home' }] },
      entryCollection: { total: 2 },
    });
  });

  it('looks at the allowed locales only', async () => {
    const { body } = await post(
      service,
      '{ city(id: "rome") { en: linkedFrom { entryCollection { total } } it: linkedFrom(allowedLocales: ["it-IT"]) { entryCollection { total } } } }',
    );
    expect(body.data.city).toEqual({ en: { entryCollection: { total: 2 } }, it: { entryCollection: { total: 0 } } });
  });
});

describe('assets', () => {
  it('exposes the file details, localized with fallback', async () => {
    const { body } = await post(
      service,
      '{ asset(id: "flag-it", locale: "pt-PT") { title description contentType fileName size width height url } }',
    );
    expect(body.data.asset).toEqual({
      title: 'Bandiera italiana',
      description: 'Green, white and red',
      contentType: 'image/png',
      fileName: 'flag-it.png',
      size: 1234,
      width: 640,
      height: 480,
      url: 'https://images.ctfassets.net/testspace/flag-it/abc123/flag-it.png',
    });
  });

  it('maps every transform option to the Images API query', async () => {
    const { body } = await post(
      service,
      `{ asset(id: "flag-it") { url(transform: {
          width: 300, height: 200, quality: 80, cornerRadius: 10, resizeStrategy: FILL,
          resizeFocus: TOP_LEFT, backgroundColor: "rgb:ff0000", format: JPG_PROGRESSIVE
      }) } }`,
    );
    expect(body.data.asset.url).toBe(
      'https://images.ctfassets.net/testspace/flag-it/abc123/flag-it.png?w=300&h=200&q=80&r=10&fit=fill&f=top_left&bg=rgb:ff0000&fm=jpg&fl=progressive',
    );
  });

  it('rewrites URLs to the local image server when assetBaseUrl is set', async () => {
    const local = testService({ assetBaseUrl: 'http://localhost:3000/cms-images/' });
    const { body } = await post(
      local,
      '{ asset(id: "flag-fr") { plain: url webp: url(transform: { width: 640, format: WEBP }) png8: url(transform: { format: PNG8 }) } }',
    );
    expect(body.data.asset).toEqual({
      plain: 'http://localhost:3000/cms-images/testspace/flag-fr/def456/flag-fr.jpg',
      webp: 'http://localhost:3000/cms-images/testspace/flag-fr/def456/flag-fr.jpg?w=640&fm=webp',
      png8: 'http://localhost:3000/cms-images/testspace/flag-fr/def456/flag-fr.jpg?fm=png&fl=png8',
    });
  });

  it('does not transform files that are not images', async () => {
    const { body } = await post(service, '{ asset(id: "guide") { url(transform: { width: 100 }) } }');
    expect(body.data.asset.url).toBe('https://assets.ctfassets.net/testspace/guide/ghi789/guide.pdf');
  });

  it('filters and orders assets', async () => {
    const { body } = await post(
      service,
      '{ assetCollection(where: { contentType_contains: "image" }, order: [width_DESC]) { total items { sys { id } width } } }',
    );
    expect(body.data.assetCollection).toEqual({
      total: 2,
      items: [
        { sys: { id: 'flag-fr' }, width: 900 },
        { sys: { id: 'flag-it' }, width: 640 },
      ],
    });
  });

  it('resolves a draft asset in preview only', async () => {
    const delivery = await post(service, '{ asset(id: "draft-photo") { title } }');
    expect(delivery.body.data.asset).toBeNull();
    const preview = await post(service, '{ asset(id: "draft-photo", preview: true) { title } }', {
      token: PREVIEW_TOKEN,
    });
    expect(preview.body.data.asset).toEqual({ title: 'Unpublished photo' });
  });
});

describe('rich text', () => {
  it('returns the document as json and the resolved links by kind', async () => {
    const { body } = await post(
      service,
      `{ country(id: "italy") { description {
          json
          links {
            entries { inline { sys { id } } block { sys { id } ... on City { name } } hyperlink { sys { id } } }
            assets { block { sys { id } url } hyperlink { fileName } }
          }
      } } }`,
    );
    expect(body.errors).toBeUndefined();
    const description = body.data.country.description;
    expect(description.json).toEqual(
      space.entries.find((entry) => entry.sys.id === 'italy')?.fields.description?.['en-UK'],
    );
    expect(description.links).toEqual({
      entries: {
        inline: [{ sys: { id: 'rome' } }],
        // The block link to a missing entry is left out.
        block: [{ sys: { id: 'rome' }, name: 'Rome' }],
        hyperlink: [{ sys: { id: 'milan' } }],
      },
      assets: {
        block: [{ sys: { id: 'flag-it' }, url: 'https://images.ctfassets.net/testspace/flag-it/abc123/flag-it.png' }],
        hyperlink: [{ fileName: 'flag-it.png' }],
      },
    });
  });

  it('is null when the field has no value', async () => {
    const { body } = await post(service, '{ country(id: "japan") { description { json } } }');
    expect(body).toEqual({ data: { country: { description: null } } });
  });
});

describe('partial results', () => {
  it('returns null and UNRESOLVABLE_LINK with the path for a dangling link, status 200', async () => {
    const { status, body } = await post(service, '{ country(id: "portugal") { slug continent { slug } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ country: { slug: 'portugal', continent: null } });
    expect(errorCodes(body)).toEqual(['UNRESOLVABLE_LINK']);
    expect(body.errors[0].path).toEqual(['country', 'continent']);
    expect(body.errors[0].extensions.contentful.details).toEqual({
      type: 'Country',
      field: 'continent',
      linkType: 'Entry',
      linkId: 'ghost-continent',
    });
    expect(typeof body.errors[0].extensions.contentful.requestId).toBe('string');
  });

  it('reports each unresolvable item of a reference collection as a null item', async () => {
    const { status, body } = await post(
      service,
      '{ country(id: "italy") { citiesCollection { total items { slug } } } }',
    );
    expect(status).toBe(200);
    expect(body.data.country.citiesCollection).toEqual({
      total: 4,
      items: [{ slug: 'rome' }, { slug: 'milan' }, null, null],
    });
    expect(errorCodes(body)).toEqual(['UNRESOLVABLE_LINK', 'UNRESOLVABLE_LINK']);
    expect(body.errors.map((error: { path: unknown }) => error.path)).toEqual([
      ['country', 'citiesCollection', 'items', 2],
      ['country', 'citiesCollection', 'items', 3],
    ]);
  });

  it('treats a link to a draft as unresolvable outside preview only', async () => {
    const delivery = await post(service, '{ country(id: "greece") { continent { slug } } }');
    expect(errorCodes(delivery.body)).toEqual(['UNRESOLVABLE_LINK']);
    const preview = await post(service, '{ country(id: "greece", preview: true) { continent { slug } } }', {
      token: PREVIEW_TOKEN,
    });
    expect(preview.body).toEqual({ data: { country: { continent: { slug: 'oceania' } } } });
  });

  it('returns UNKNOWN_LOCALE for the path that asked for it, status 200', async () => {
    const { status, body } = await post(
      service,
      '{ bad: country(id: "italy", locale: "xx-XX") { name } good: country(id: "france") { name field: name(locale: "de-DE") } }',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ bad: null, good: { name: 'France', field: null } });
    expect(errorCodes(body)).toEqual(['UNKNOWN_LOCALE', 'UNKNOWN_LOCALE']);
    expect(body.errors.map((error: { path: unknown }) => error.path)).toEqual([['bad'], ['good', 'field']]);
  });
});
