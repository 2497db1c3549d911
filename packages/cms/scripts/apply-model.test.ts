import { describe, expect, it, vi } from 'vitest';
import { contentModel } from '../model';
import { defineContentType, entryLinks, symbol } from '../model/define';
import {
  applyModel,
  formatPlan,
  main,
  planModelChanges,
  readApplyModelEnv,
  unmanagedContentTypes,
  type ModelClient,
  type RemoteContentType,
  type RemoteEditorInterface,
  type RemoteEntry,
  type RemoteLocale,
} from './apply-model';

/** What a space returns for a content type of the model: the definition plus server sys properties. */
function asRemote(id: string): RemoteContentType {
  const definition = contentModel.contentTypes.find((contentType) => contentType.sys.id === id);
  if (!definition) throw new Error(id);
  const copy = structuredClone(definition) as unknown as RemoteContentType;
  copy.sys = { id, type: 'ContentType', version: 3, publishedVersion: 2 };
  return copy;
}

function remoteEditorInterface(id: string): RemoteEditorInterface {
  const definition = contentModel.editorInterfaces.find((item) => item.sys.contentType.sys.id === id);
  if (!definition) throw new Error(id);
  return structuredClone(definition) as unknown as RemoteEditorInterface;
}

const remoteLocales: RemoteLocale[] = contentModel.locales.map((locale) => ({
  ...locale,
  sys: { id: `locale-${locale.code}` },
}));

function matchingSpace() {
  const ids = contentModel.contentTypes.map((contentType) => contentType.sys.id);
  return {
    contentTypes: ids.map(asRemote),
    editorInterfaces: ids.map(remoteEditorInterface),
    locales: remoteLocales,
  };
}

describe('planModelChanges', () => {
  it('creates every content type in an empty space', () => {
    const changes = planModelChanges([], contentModel);
    expect(changes).toHaveLength(contentModel.contentTypes.length);
    expect(changes.every((change) => change.kind === 'createContentType')).toBe(true);
    expect(changes.map((change) => change.contentTypeId)).toEqual(
      contentModel.contentTypes.map((contentType) => contentType.sys.id),
    );
    expect(changes[0]?.summary).toBe(
      'create content type "continent" (Continent) with 9 fields: name, slug, description, spelling, photo, seoTitle, seoDescription, shareImage, noindex',
    );
  });

  it('also creates the locales when the space has none', () => {
    const changes = planModelChanges({ contentTypes: [], locales: [] }, contentModel);
    const locales = changes.filter((change) => change.kind === 'createLocale').map((change) => change.summary);
    expect(locales).toEqual([
      'create locale en-UK "English (United Kingdom)" (default)',
      'create locale it-IT "Italian (Italy)", falls back to en-UK, optional',
      'create locale pt-PT "Portuguese (Portugal)", falls back to en-UK, optional',
      'create locale es-ES "Spanish (Spain)", falls back to en-UK, optional',
    ]);
  });

  it('finds no changes when the space matches the model', () => {
    expect(planModelChanges(matchingSpace(), contentModel)).toEqual([]);
    expect(planModelChanges(matchingSpace().contentTypes, contentModel)).toEqual([]);
    expect(formatPlan([])).toMatch(/No changes/);
  });

  it('ignores how the API spells empty values (null flags and messages, missing validations)', () => {
    const space = matchingSpace();
    const continent = space.contentTypes.find((contentType) => contentType.sys.id === 'continent');
    const photo = continent?.fields.find((field) => field.id === 'photo');
    const name = continent?.fields.find((field) => field.id === 'name');
    if (!photo || !name) throw new Error('fixture');
    photo.validations = [{ linkMimetypeGroup: ['image'], message: null }];
    delete (name as { disabled?: boolean }).disabled;
    expect(planModelChanges(space, contentModel)).toEqual([]);
  });

  it('describes a changed field', () => {
    const space = matchingSpace();
    const pkg = space.contentTypes.find((contentType) => contentType.sys.id === 'package');
    const categories = pkg?.fields.find((field) => field.id === 'categories');
    const name = pkg?.fields.find((field) => field.id === 'name');
    if (!categories || !name) throw new Error('fixture');
    categories.validations = [{ size: { max: 7 } }];
    name.localized = false;
    const changes = planModelChanges(space, contentModel);
    expect(changes).toEqual([
      {
        kind: 'changeField',
        contentTypeId: 'package',
        fieldId: 'name',
        summary: 'package: change field "name": localized no → yes',
      },
      {
        kind: 'changeField',
        contentTypeId: 'package',
        fieldId: 'categories',
        summary: 'package: change field "categories": validations [at most 7 items] → [at most 10 items]',
      },
    ]);
  });

  it('describes added and removed fields', () => {
    const space = matchingSpace();
    const city = space.contentTypes.find((contentType) => contentType.sys.id === 'city');
    if (!city) throw new Error('fixture');
    city.fields = city.fields.filter((field) => field.id !== 'spelling');
    city.fields.push({
      id: 'population',
      name: 'Population',
      type: 'Integer',
      localized: false,
      required: false,
      validations: [],
    });
    const summaries = planModelChanges(space, contentModel).map((change) => `${change.kind}: ${change.summary}`);
    expect(summaries).toEqual([
      'addField: city: add field "spelling" (Array of Symbol, localized)',
      'removeField: city: remove field "population" (Integer); it is omitted, published, then deleted, and its content is lost',
    ]);
  });

  it('notices fields in a different order', () => {
    const space = matchingSpace();
    const city = space.contentTypes.find((contentType) => contentType.sys.id === 'city');
    if (!city) throw new Error('fixture');
    city.fields.reverse();
    expect(planModelChanges(space, contentModel).map((change) => change.summary)).toEqual([
      'city: reorder fields to name, slug, description, spelling, photo, seoTitle, seoDescription, shareImage, noindex, country',
    ]);
  });

  it('blocks a change of field type, which Contentful cannot make', () => {
    const space = matchingSpace();
    const page = space.contentTypes.find((contentType) => contentType.sys.id === 'page');
    const description = page?.fields.find((field) => field.id === 'description');
    if (!description) throw new Error('fixture');
    description.type = 'Symbol';
    const [first] = planModelChanges(space, contentModel);
    expect(first?.kind).toBe('blocked');
    expect(first?.summary).toMatch(/page: field "description" cannot change type Symbol → Text/);
  });

  it('reports changed help texts and a wrong default locale', () => {
    const space = matchingSpace();
    const editorInterface = space.editorInterfaces.find((item) => item.sys.contentType.sys.id === 'market');
    const control = editorInterface?.controls?.find((item) => item.fieldId === 'iso');
    if (!control) throw new Error('fixture');
    control.settings = { helpText: 'old text' };
    space.locales = [
      { code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null, sys: { id: 'x' } },
      ...remoteLocales.slice(1).map((locale) => ({ ...locale, optional: false })),
    ];
    const summaries = planModelChanges(space, contentModel).map((change) => change.summary);
    expect(summaries[0]).toMatch(/default locale of the environment is en-US, the model needs en-UK/);
    expect(summaries).toContain('create locale en-UK "English (United Kingdom)" (default)');
    expect(summaries).toContain('update locale it-IT: optional no → yes');
    expect(summaries).toContain('market: update editor widgets and help texts of iso');
  });

  it('lists content types of the space that the model does not define', () => {
    const extra: RemoteContentType = { sys: { id: 'legacyPromo' }, name: 'Legacy', fields: [] };
    expect(unmanagedContentTypes([extra, asRemote('page')], contentModel)).toEqual(['legacyPromo']);
  });

  it('works on any desired model', () => {
    const small = defineContentType({
      id: 'tab',
      name: 'Tab',
      description: 'A tab.',
      displayField: 'name',
      fields: [
        symbol('name', { help: 'The label.' }),
        entryLinks('products', ['package'], { help: 'The packages.', max: 9 }),
      ],
    });
    const changes = planModelChanges([], { contentTypes: [small.contentType] });
    expect(formatPlan(changes)).toBe('1 change:\n  + create content type "tab" (Tab) with 2 fields: name, products');
  });
});

/** A ModelClient that records calls instead of talking to Contentful; `entries` are the space's, by content type. */
function fakeClient(
  space: { contentTypes: RemoteContentType[]; editorInterfaces: RemoteEditorInterface[]; locales: RemoteLocale[] },
  entries: Record<string, RemoteEntry[]> = {},
) {
  const calls: string[] = [];
  const bodies = new Map<string, unknown[]>();
  /** Every entry as it is now, by id (created ones as `new-1`, `new-2`, ...). */
  const stored = new Map(
    Object.values(entries)
      .flat()
      .map((item) => [item.sys.id, structuredClone(item)]),
  );
  let created = 0;
  const client: ModelClient = {
    getLocales: async () => space.locales,
    getContentTypes: async () => space.contentTypes,
    getEditorInterfaces: async () => space.editorInterfaces,
    createLocale: async (locale) => void calls.push(`createLocale ${locale.code}`),
    updateLocale: async (_current, locale) => void calls.push(`updateLocale ${locale.code}`),
    createContentType: async (id, body) => {
      calls.push(`create ${id}`);
      return { sys: { id, version: 1 }, ...body };
    },
    updateContentType: async (current, body) => {
      calls.push(`update ${current.sys.id}`);
      bodies.set(current.sys.id, [...(bodies.get(current.sys.id) ?? []), body]);
      return { ...current, ...body, sys: { ...current.sys, version: (current.sys.version ?? 0) + 1 } };
    },
    publishContentType: async (current) => {
      calls.push(`publish ${current.sys.id}`);
      return current;
    },
    updateEditorInterface: async (id) => void calls.push(`editorInterface ${id}`),
    getEntries: async (contentTypeId) => {
      calls.push(`getEntries ${contentTypeId}`);
      return [...stored.values()]
        .filter((item) => item.sys.contentType?.sys.id === contentTypeId)
        .map((item) => structuredClone(item));
    },
    createEntry: async (contentTypeId, fields) => {
      created += 1;
      const id = `new-${created}`;
      calls.push(`createEntry ${contentTypeId} ${id}`);
      const item: RemoteEntry = { sys: { id, version: 1, contentType: { sys: { id: contentTypeId } } }, fields };
      stored.set(id, item);
      return structuredClone(item);
    },
    updateEntry: async (current, fields) => {
      calls.push(`updateEntry ${current.sys.id}`);
      const item: RemoteEntry = { sys: { ...current.sys, version: (current.sys.version ?? 0) + 1 }, fields };
      stored.set(current.sys.id, item);
      return structuredClone(item);
    },
    publishEntry: async (current) => {
      calls.push(`publishEntry ${current.sys.id}`);
      const item: RemoteEntry = {
        ...current,
        sys: { ...current.sys, publishedVersion: current.sys.version, version: (current.sys.version ?? 0) + 1 },
      };
      stored.set(current.sys.id, item);
      return structuredClone(item);
    },
  };
  return { client, calls, bodies, stored };
}

const token = 'CFPAT-0123456789abcdefghijklmnop';

describe('applyModel', () => {
  it('refuses to apply without a token, naming CONTENTFUL_MANAGEMENT_TOKEN', async () => {
    const connect = vi.fn();
    await expect(
      applyModel(
        { spaceId: 'abc123', environmentId: 'master', managementToken: undefined, dryRun: false },
        { connect, log: () => {} },
      ),
    ).rejects.toThrow(/CONTENTFUL_MANAGEMENT_TOKEN: is required to apply the model/);
    expect(connect).not.toHaveBeenCalled();
  });

  it('names each bad variable', async () => {
    const failure = applyModel(
      { managementToken: token, environmentId: 'bad env' },
      { connect: vi.fn(), log: () => {} },
    );
    await expect(failure).rejects.toThrow(/CONTENTFUL_SPACE_ID: is required/);
    await expect(failure).rejects.toThrow(/CONTENTFUL_ENVIRONMENT: must be an environment id/);
    await expect(
      applyModel({ spaceId: 'abc123', managementToken: 'short' }, { connect: vi.fn(), log: () => {} }),
    ).rejects.toThrow(/CONTENTFUL_MANAGEMENT_TOKEN: does not look like/);
  });

  it('plans against an empty space in a dry run without a token', async () => {
    const connect = vi.fn();
    const lines: string[] = [];
    const result = await applyModel({ dryRun: true }, { connect, log: (line) => lines.push(line) });
    expect(connect).not.toHaveBeenCalled();
    expect(result.applied).toBe(false);
    expect(result.changes.filter((change) => change.kind === 'createContentType')).toHaveLength(
      contentModel.contentTypes.length,
    );
    expect(lines.join('\n')).toMatch(/empty space[\s\S]*\+ create content type "package" \(Package\)/);
    expect(lines).toContain(
      'Not checked by Contentful (validateSpaceExport in packages/cms/export/validate.ts checks an export): package.marketInformation, one per market; heroBanner.marketInformation, one per market; specialJourney.marketInformation, one per market',
    );
  });

  it('reads the space but changes nothing in a dry run with a token', async () => {
    const space = matchingSpace();
    space.contentTypes = space.contentTypes.filter((contentType) => contentType.sys.id !== 'catalogue');
    const fake = fakeClient(space);
    const result = await applyModel(
      { spaceId: 'abc123', managementToken: token, dryRun: true },
      { connect: async () => fake.client, log: () => {} },
    );
    expect(result.changes.map((change) => change.summary)).toEqual([
      'create content type "catalogue" (Catalogue) with 3 fields: title, cover, description',
    ]);
    expect(fake.calls).toEqual([]);
  });

  it('creates, updates and publishes content types, then their editor interfaces', async () => {
    const space = matchingSpace();
    space.contentTypes = space.contentTypes.filter((contentType) => contentType.sys.id !== 'catalogue');
    space.editorInterfaces = space.editorInterfaces.filter((item) => item.sys.contentType.sys.id !== 'catalogue');
    space.locales = remoteLocales.filter((locale) => locale.code !== 'es-ES');
    const city = space.contentTypes.find((contentType) => contentType.sys.id === 'city');
    if (!city) throw new Error('fixture');
    city.fields.push({
      id: 'population',
      name: 'Population',
      type: 'Integer',
      localized: false,
      required: false,
      validations: [],
    });
    const fake = fakeClient(space);
    const result = await applyModel(
      { spaceId: 'abc123', managementToken: token },
      { connect: async () => fake.client, log: () => {} },
    );
    expect(result.applied).toBe(true);
    expect(fake.calls).toEqual([
      'createLocale es-ES',
      'update city',
      'publish city',
      'update city',
      'publish city',
      'create catalogue',
      'publish catalogue',
      'editorInterface catalogue',
    ]);
    // First the removed field is omitted, then deleted in the update that sets the model's fields.
    const [omit, remove] = fake.bodies.get('city') as {
      fields: { id: string; omitted?: boolean; deleted?: boolean }[];
    }[];
    expect(omit?.fields.find((field) => field.id === 'population')).toMatchObject({ omitted: true });
    expect(omit?.fields.find((field) => field.id === 'population')?.deleted).toBeUndefined();
    expect(remove?.fields.find((field) => field.id === 'population')).toMatchObject({ omitted: true, deleted: true });
    expect(remove?.fields.map((field) => field.id).slice(0, -1)).toEqual([
      'name',
      'slug',
      'description',
      'spelling',
      'photo',
      'seoTitle',
      'seoDescription',
      'shareImage',
      'noindex',
      'country',
    ]);
  });

  it('applies nothing while a change is blocked', async () => {
    const space = matchingSpace();
    space.locales = [{ code: 'en-US', name: 'English', default: true, fallbackCode: null, sys: { id: 'x' } }];
    const fake = fakeClient(space);
    await expect(
      applyModel({ spaceId: 'abc123', managementToken: token }, { connect: async () => fake.client, log: () => {} }),
    ).rejects.toThrow(/Not applied[\s\S]*default locale/);
    expect(fake.calls).toEqual([]);
  });
});

describe('the command line', () => {
  it('reads the environment variables, CONTENTFUL_ENVIRONMENT defaulting to master', async () => {
    expect(readApplyModelEnv({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_MANAGEMENT_TOKEN: '' }, true)).toEqual({
      spaceId: 'abc',
      environmentId: undefined,
      managementToken: undefined,
      dryRun: true,
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await main(['--dry-run'], {})).toBe(0);
    expect(log).toHaveBeenCalled();
    expect(await main([], { CONTENTFUL_SPACE_ID: 'abc123' })).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/CONTENTFUL_MANAGEMENT_TOKEN/));
  });
});

describe('prices per market: the migration of package.marketInformation', () => {
  /** A space the model was applied to before: at most 2 prices per package, and the help text of then. */
  function spaceBefore() {
    const space = matchingSpace();
    const pkg = space.contentTypes.find((contentType) => contentType.sys.id === 'package');
    const prices = pkg?.fields.find((field) => field.id === 'marketInformation');
    const control = space.editorInterfaces
      .find((item) => item.sys.contentType.sys.id === 'package')
      ?.controls?.find((item) => item.fieldId === 'marketInformation');
    if (!prices || !control) throw new Error('fixture');
    prices.validations = [{ size: { max: 2 } }];
    control.settings = {
      helpText:
        'The price and booking link for each market it is sold in (at most 2). A package without one is not shown.',
    };
    return space;
  }

  it('is a change of the existing field and its help text: nothing added, removed or blocked', () => {
    expect(planModelChanges(spaceBefore(), contentModel).map((change) => `${change.kind}: ${change.summary}`)).toEqual([
      'changeField: package: change field "marketInformation": validations [at most 2 items] → [at most 4 items]',
      'updateEditorInterface: package: update editor widgets and help texts of marketInformation',
    ]);
  });

  it('updates the field in place, so every package keeps its prices, then its help text', async () => {
    const fake = fakeClient(spaceBefore());
    const result = await applyModel(
      { spaceId: 'abc123', managementToken: token },
      { connect: async () => fake.client, log: () => {} },
    );
    expect(result.applied).toBe(true);
    expect(fake.calls).toEqual(['update package', 'publish package', 'editorInterface package']);
    const [update, ...more] = fake.bodies.get('package') as {
      fields: { id: string; omitted?: boolean; deleted?: boolean; validations?: unknown }[];
    }[];
    expect(more).toEqual([]);
    const prices = update!.fields.filter((field) => field.id === 'marketInformation');
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({
      type: 'Array',
      omitted: false,
      validations: [{ size: { max: 4 }, message: expect.stringMatching(/one price per market/) }],
    });
    expect(update!.fields.some((field) => field.deleted)).toBe(false);
    // Applied once, the space matches the model.
    const after = spaceBefore();
    after.contentTypes = after.contentTypes.map((contentType) =>
      contentType.sys.id === 'package' ? asRemote('package') : contentType,
    );
    after.editorInterfaces = after.editorInterfaces.map((item) =>
      item.sys.contentType.sys.id === 'package' ? remoteEditorInterface('package') : item,
    );
    expect(planModelChanges(after, contentModel)).toEqual([]);
  });
});

describe('prices per market for special journeys and hero banners: the migration of their single price', () => {
  const oldPrice = {
    id: 'price',
    name: 'Price',
    type: 'Number',
    localized: false,
    required: false,
    disabled: false,
    omitted: false,
    validations: [{ range: { min: 0 } }],
  };

  /** A space the model was applied to before: one `price` (Number) on journeys and banners, a booking link every price needed. */
  function spaceBefore() {
    const space = matchingSpace();
    const contentType = (id: string) => space.contentTypes.find((item) => item.sys.id === id)!;
    const controls = (id: string) =>
      space.editorInterfaces.find((item) => item.sys.contentType.sys.id === id)!.controls!;
    for (const [id, help] of [
      ['specialJourney', 'The "from" price per person, without the currency sign.'],
      ['heroBanner', 'A "from" price to show on the banner, without the currency sign. Leave empty to show no price.'],
    ] as const) {
      contentType(id).fields = contentType(id).fields.map((field) =>
        field.id === 'marketInformation' ? { ...oldPrice } : field,
      );
      const all = controls(id);
      all.splice(
        all.findIndex((control) => control.fieldId === 'marketInformation'),
        1,
        { fieldId: 'price', widgetId: 'numberEditor', widgetNamespace: 'builtin', settings: { helpText: help } },
      );
    }
    const prices = contentType('marketInformation');
    prices.description = 'The price and booking link of one package in one market.';
    prices.fields.find((field) => field.id === 'travelcUrl')!.required = true;
    controls('marketInformation').find((control) => control.fieldId === 'travelcUrl')!.settings = {
      helpText: 'The full address of the booking page in TravelC for this market, starting with https://',
    };
    return space;
  }

  const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
  const en = <T>(value: T) => ({ 'en-UK': value });
  const entryOf = (
    contentTypeId: string,
    id: string,
    fields: RemoteEntry['fields'],
    sys: Partial<RemoteEntry['sys']> = { version: 5, publishedVersion: 4 },
  ): RemoteEntry => ({
    sys: { id, contentType: { sys: { id: contentTypeId } }, ...sys },
    fields,
  });
  /** Two published markets and a draft one; a journey and banners in every state an entry can be in. */
  const entries = () => ({
    market: [
      entryOf('market', 'market-uk', { iso: en('UK'), currency: en('GBP') }),
      entryOf('market', 'market-it', { iso: en('IT'), currency: en('EUR') }),
      entryOf('market', 'market-fr', { iso: en('FR'), currency: en('EUR') }, { version: 1 }),
    ],
    specialJourney: [
      entryOf('specialJourney', 'journey-iceland', {
        title: { 'en-UK': 'Iceland: Fire and Ice', 'it-IT': 'Islanda' },
        price: en(2190),
      }),
    ],
    heroBanner: [
      // Changed by an editor since it was published: updated, but not published for them.
      entryOf(
        'heroBanner',
        'hero-summer',
        { name: en('Home – Summer in Italy'), price: en(540) },
        { version: 9, publishedVersion: 4 },
      ),
      entryOf('heroBanner', 'hero-no-price', { name: en('About us – header') }),
      entryOf('heroBanner', 'hero-draft', { name: en('Cruises'), price: en(990) }, { version: 2 }),
      entryOf(
        'heroBanner',
        'hero-archived',
        { name: en('Old sale'), price: en(300) },
        { version: 5, publishedVersion: 3, archivedVersion: 5 },
      ),
      // Converted by a run that stopped before removing the old field.
      entryOf('heroBanner', 'hero-done', {
        name: en('Safari'),
        price: en(2390),
        marketInformation: en([link('mi-1')]),
      }),
    ],
  });

  it('adds the new field, moves the prices, then removes the old field; the booking link becomes optional', () => {
    expect(planModelChanges(spaceBefore(), contentModel).map((change) => `${change.kind}: ${change.summary}`)).toEqual([
      'updateContentType: marketInformation: change description',
      'changeField: marketInformation: change field "travelcUrl": required yes → no',
      'updateEditorInterface: marketInformation: update editor widgets and help texts of travelcUrl',
      'addField: heroBanner: add field "marketInformation" (Array of Link to Entry (marketInformation))',
      'removeField: heroBanner: remove field "price" (Number) once its content is in "marketInformation": each price becomes one market information entry per market with the same amount (what every market showed), to be set per market by editors; then it is omitted, published and deleted',
      'updateEditorInterface: heroBanner: update editor widgets and help texts of marketInformation',
      'addField: specialJourney: add field "marketInformation" (Array of Link to Entry (marketInformation))',
      'removeField: specialJourney: remove field "price" (Number) once its content is in "marketInformation": each price becomes one market information entry per market with the same amount (what every market showed), to be set per market by editors; then it is omitted, published and deleted',
      'updateEditorInterface: specialJourney: update editor widgets and help texts of marketInformation',
    ]);
  });

  it('gives every priced entry one price per published market, with the old amount, before the old field goes', async () => {
    const fake = fakeClient(spaceBefore(), entries());
    const lines: string[] = [];
    const result = await applyModel(
      { spaceId: 'abc123', managementToken: token },
      { connect: async () => fake.client, log: (line) => lines.push(line) },
    );
    expect(result.applied).toBe(true);
    const journeyCalls = fake.calls.slice(
      fake.calls.indexOf('update specialJourney'),
      fake.calls.indexOf('editorInterface marketInformation'),
    );
    expect(journeyCalls).toEqual([
      'update specialJourney',
      'publish specialJourney',
      'getEntries market',
      'getEntries specialJourney',
      'createEntry marketInformation new-5',
      'publishEntry new-5',
      'createEntry marketInformation new-6',
      'publishEntry new-6',
      'updateEntry journey-iceland',
      'publishEntry journey-iceland',
      'update specialJourney',
      'publish specialJourney',
      'update specialJourney',
      'publish specialJourney',
    ]);
    // The banners first (pages come before journeys in the model): two of them have a price to move.
    expect(fake.calls.filter((call) => call.startsWith('updateEntry') || call.startsWith('publishEntry hero'))).toEqual(
      ['updateEntry hero-summer', 'updateEntry hero-draft', 'updateEntry journey-iceland'],
    );

    const stored = (id: string) => fake.stored.get(id)!;
    // The journey: its price in each market, published, linked from the journey, which is published again.
    expect(stored('journey-iceland').fields.marketInformation).toEqual(en([link('new-5'), link('new-6')]));
    expect(stored('journey-iceland').sys).toMatchObject({ version: 7, publishedVersion: 6 });
    expect(stored('new-5')).toMatchObject({
      sys: { version: 2, publishedVersion: 1, contentType: { sys: { id: 'marketInformation' } } },
      fields: { name: en('Iceland: Fire and Ice – UK'), market: en(link('market-uk')), price: en(2190) },
    });
    expect(stored('new-6').fields).toEqual({
      name: en('Iceland: Fire and Ice – IT'),
      market: en(link('market-it')),
      price: en(2190),
    });
    // The banner with an editor's pending changes keeps them unpublished; the draft stays a draft; the others are left alone.
    expect(stored('hero-summer').sys).toMatchObject({ version: 10, publishedVersion: 4 });
    expect(stored('hero-summer').fields.marketInformation).toEqual(en([link('new-1'), link('new-2')]));
    expect(stored('hero-draft').sys.publishedVersion).toBeUndefined();
    expect(stored('hero-no-price').fields.marketInformation).toBeUndefined();
    expect(stored('hero-archived').fields.marketInformation).toBeUndefined();
    expect(stored('hero-done').fields.marketInformation).toEqual(en([link('mi-1')]));

    // The content type holds both fields while the prices move, then the old one is omitted, then deleted.
    const [both, omit, remove] = fake.bodies.get('specialJourney') as {
      fields: { id: string; omitted?: boolean; deleted?: boolean }[];
    }[];
    expect(both!.fields.filter((field) => ['price', 'marketInformation'].includes(field.id))).toEqual([
      expect.objectContaining({ id: 'marketInformation', omitted: false }),
      expect.objectContaining({ id: 'price', omitted: false }),
    ]);
    expect(omit!.fields.find((field) => field.id === 'price')).toMatchObject({ omitted: true });
    expect(remove!.fields.find((field) => field.id === 'price')).toMatchObject({ omitted: true, deleted: true });

    // Editors learn what to check and what could not be moved.
    expect(lines).toEqual(
      expect.arrayContaining([
        '  specialJourney journey-iceland ("Iceland: Fire and Ice"): price 2190 → 2 prices per market (UK, IT), 2190 each: set each market\'s amount in its currency',
        '  heroBanner hero-summer ("Home – Summer in Italy"): price 540 → 2 prices per market (UK, IT), 540 each: set each market\'s amount in its currency',
        '  ! heroBanner hero-summer has unpublished changes, so it was updated but not published: until an editor publishes it, the site shows it without its marketInformation.',
        '  ! heroBanner hero-archived is archived and keeps no price (300): Contentful cannot change an archived entry. Unarchive it and run again before it is removed, or enter it again.',
        '  heroBanner: moved "price" into "marketInformation" in 2 entries',
        '  specialJourney: moved "price" into "marketInformation" in 1 entry',
      ]),
    );
    // Applied once, the space matches the model.
    const after = spaceBefore();
    after.contentTypes = after.contentTypes.map((contentType) =>
      ['specialJourney', 'heroBanner', 'marketInformation'].includes(contentType.sys.id)
        ? asRemote(contentType.sys.id)
        : contentType,
    );
    after.editorInterfaces = after.editorInterfaces.map((item) =>
      ['specialJourney', 'heroBanner', 'marketInformation'].includes(item.sys.contentType.sys.id)
        ? remoteEditorInterface(item.sys.contentType.sys.id)
        : item,
    );
    expect(planModelChanges(after, contentModel)).toEqual([]);
  });

  it('stops before removing any price when the space has no published market', async () => {
    const fake = fakeClient(spaceBefore(), { ...entries(), market: [] });
    await expect(
      applyModel({ spaceId: 'abc123', managementToken: token }, { connect: async () => fake.client, log: () => {} }),
    ).rejects.toThrow(/Cannot convert heroBanner\.price: the space has no published market/);
    // The banner's content type got its new field and kept its old one.
    const bodies = fake.bodies.get('heroBanner') as { fields: { id: string; omitted?: boolean }[] }[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.fields.find((field) => field.id === 'price')).toMatchObject({ omitted: false });
  });

  it('converts nothing without a declared conversion: the plan says the content is lost', () => {
    const [removal] = planModelChanges(spaceBefore(), contentModel, []).filter(
      (change) => change.kind === 'removeField',
    );
    expect(removal?.summary).toBe(
      'heroBanner: remove field "price" (Number); it is omitted, published, then deleted, and its content is lost',
    );
  });
});
