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
    expect(changes.map((change) => change.contentTypeId)).toEqual(contentModel.contentTypes.map((contentType) => contentType.sys.id));
    expect(changes[0]?.summary).toBe(
      'create content type "continent" (Continent) with 5 fields: name, slug, description, spelling, photo',
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
    city.fields.push({ id: 'population', name: 'Population', type: 'Integer', localized: false, required: false, validations: [] });
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
      'city: reorder fields to name, slug, description, spelling, photo, country',
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
    space.locales = [{ code: 'en-US', name: 'English (United States)', default: true, fallbackCode: null, sys: { id: 'x' } }, ...remoteLocales.slice(1).map((locale) => ({ ...locale, optional: false }))];
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
      fields: [symbol('name', { help: 'The label.' }), entryLinks('products', ['package'], { help: 'The packages.', max: 9 })],
    });
    const changes = planModelChanges([], { contentTypes: [small.contentType] });
    expect(formatPlan(changes)).toBe('1 change:\n  + create content type "tab" (Tab) with 2 fields: name, products');
  });
});

/** A ModelClient that records calls instead of talking to Contentful. */
function fakeClient(space: { contentTypes: RemoteContentType[]; editorInterfaces: RemoteEditorInterface[]; locales: RemoteLocale[] }) {
  const calls: string[] = [];
  const bodies = new Map<string, unknown[]>();
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
  };
  return { client, calls, bodies };
}

const token = 'CFPAT-0123456789abcdefghijklmnop';

describe('applyModel', () => {
  it('refuses to apply without a token, naming CONTENTFUL_MANAGEMENT_TOKEN', async () => {
    const connect = vi.fn();
    await expect(
      applyModel({ spaceId: 'abc123', environmentId: 'master', managementToken: undefined, dryRun: false }, { connect, log: () => {} }),
    ).rejects.toThrow(/CONTENTFUL_MANAGEMENT_TOKEN: is required to apply the model/);
    expect(connect).not.toHaveBeenCalled();
  });

  it('names each bad variable', async () => {
    const failure = applyModel({ managementToken: token, environmentId: 'bad env' }, { connect: vi.fn(), log: () => {} });
    await expect(failure).rejects.toThrow(/CONTENTFUL_SPACE_ID: is required/);
    await expect(failure).rejects.toThrow(/CONTENTFUL_ENVIRONMENT: must be an environment id/);
    await expect(applyModel({ spaceId: 'abc123', managementToken: 'short' }, { connect: vi.fn(), log: () => {} })).rejects.toThrow(
      /CONTENTFUL_MANAGEMENT_TOKEN: does not look like/,
    );
  });

  it('plans against an empty space in a dry run without a token', async () => {
    const connect = vi.fn();
    const lines: string[] = [];
    const result = await applyModel({ dryRun: true }, { connect, log: (line) => lines.push(line) });
    expect(connect).not.toHaveBeenCalled();
    expect(result.applied).toBe(false);
    expect(result.changes.filter((change) => change.kind === 'createContentType')).toHaveLength(contentModel.contentTypes.length);
    expect(lines.join('\n')).toMatch(/empty space[\s\S]*\+ create content type "package" \(Package\)/);
    expect(lines).toContain('Not checked by Contentful (validateSpaceExport in packages/cms/export/validate.ts checks an export): package.marketInformation, one per market');
  });

  it('reads the space but changes nothing in a dry run with a token', async () => {
    const space = matchingSpace();
    space.contentTypes = space.contentTypes.filter((contentType) => contentType.sys.id !== 'catalogue');
    const fake = fakeClient(space);
    const result = await applyModel({ spaceId: 'abc123', managementToken: token, dryRun: true }, { connect: async () => fake.client, log: () => {} });
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
    city.fields.push({ id: 'population', name: 'Population', type: 'Integer', localized: false, required: false, validations: [] });
    const fake = fakeClient(space);
    const result = await applyModel({ spaceId: 'abc123', managementToken: token }, { connect: async () => fake.client, log: () => {} });
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
    const [omit, remove] = fake.bodies.get('city') as { fields: { id: string; omitted?: boolean; deleted?: boolean }[] }[];
    expect(omit?.fields.find((field) => field.id === 'population')).toMatchObject({ omitted: true });
    expect(omit?.fields.find((field) => field.id === 'population')?.deleted).toBeUndefined();
    expect(remove?.fields.find((field) => field.id === 'population')).toMatchObject({ omitted: true, deleted: true });
    expect(remove?.fields.map((field) => field.id).slice(0, -1)).toEqual(['name', 'slug', 'description', 'spelling', 'photo', 'country']);
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

describe('prices per market: the migration of package.marketInformation (issue 26)', () => {
  /** A space the model was applied to before: at most 2 prices per package, and the help text of then. */
  function spaceBefore() {
    const space = matchingSpace();
    const pkg = space.contentTypes.find((contentType) => contentType.sys.id === 'package');
    const prices = pkg?.fields.find((field) => field.id === 'marketInformation');
    const control = space.editorInterfaces.find((item) => item.sys.contentType.sys.id === 'package')?.controls?.find((item) => item.fieldId === 'marketInformation');
    if (!prices || !control) throw new Error('fixture');
    prices.validations = [{ size: { max: 2 } }];
    control.settings = { helpText: 'The price and booking link for each market it is sold in (at most 2). A package without one is not shown.' };
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
    const result = await applyModel({ spaceId: 'abc123', managementToken: token }, { connect: async () => fake.client, log: () => {} });
    expect(result.applied).toBe(true);
    expect(fake.calls).toEqual(['update package', 'publish package', 'editorInterface package']);
    const [update, ...more] = fake.bodies.get('package') as { fields: { id: string; omitted?: boolean; deleted?: boolean; validations?: unknown }[] }[];
    expect(more).toEqual([]);
    const prices = update!.fields.filter((field) => field.id === 'marketInformation');
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({ type: 'Array', omitted: false, validations: [{ size: { max: 4 }, message: expect.stringMatching(/one price per market/) }] });
    expect(update!.fields.some((field) => field.deleted)).toBe(false);
    // Applied once, the space matches the model.
    const after = spaceBefore();
    after.contentTypes = after.contentTypes.map((contentType) => (contentType.sys.id === 'package' ? asRemote('package') : contentType));
    after.editorInterfaces = after.editorInterfaces.map((item) => (item.sys.contentType.sys.id === 'package' ? remoteEditorInterface('package') : item));
    expect(planModelChanges(after, contentModel)).toEqual([]);
  });
});
