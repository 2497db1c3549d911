import { describe, expect, it } from 'vitest';
import {
  boolean,
  defineContentType,
  entryLinks,
  HELP_TEXT_MAX_LENGTH,
  humanize,
  SLUG_PATTERN,
  slug,
  symbol,
  symbols,
  text,
  type ContentTypeField,
  type FieldValidation,
} from './define';
import {
  contentfulLocaleCodes,
  contentModel,
  languageOf,
  contentTypeIds,
  getContentType,
  limits,
  pageModuleContentTypeIds,
  productSections,
} from './index';
import { REDIRECT_FROM_PATTERN } from './redirects';

const contentTypes = contentModel.contentTypes;
const ids = contentTypes.map((contentType) => contentType.sys.id);

function field(contentTypeId: string, fieldId: string): ContentTypeField {
  const contentType = getContentType(contentTypeId);
  if (!contentType) throw new Error(`no content type ${contentTypeId}`);
  const found = contentType.fields.find((item) => item.id === fieldId);
  if (!found) throw new Error(`no field ${contentTypeId}.${fieldId}`);
  return found;
}

function allValidations(item: ContentTypeField): FieldValidation[] {
  return [...item.validations, ...(item.items?.validations ?? [])];
}

function linkTargets(item: ContentTypeField): string[] {
  return allValidations(item).flatMap((validation) => validation.linkContentType ?? []);
}

function sizeMax(item: ContentTypeField): number | undefined {
  return item.validations.find((validation) => validation.size)?.size?.max;
}

describe('content type ids', () => {
  it('are unique, lowerCamelCase, and exactly the listed contentTypeIds', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect([...ids].sort()).toEqual([...contentTypeIds].sort());
  });

  it('give distinct GraphQL type names that Contentful does not reserve', () => {
    const reserved = new Set([
      'Query',
      'String',
      'Int',
      'Float',
      'Boolean',
      'Location',
      'Circle',
      'Rectangle',
      'DateTime',
      'RichText',
      'Asset',
      'AssetCollection',
      'Entry',
      'EntryCollection',
      'Sys',
      'ContentfulMetadata',
      'ContentfulTag',
      'Dimension',
      'HexColor',
      'Quality',
      'ResourceSys',
      'ResourceLink',
      'Never',
    ]);
    const typeNames = ids.map((id) => id.charAt(0).toUpperCase() + id.slice(1));
    expect(new Set(typeNames).size).toBe(typeNames.length);
    for (const name of typeNames) expect(reserved.has(name)).toBe(false);
    expect(typeNames).toContain('Continent');
  });

  it('cover every entity of SPEC section 3', () => {
    for (const id of [
      'continent',
      'superarea',
      'area',
      'country',
      'city',
      'category',
      'productType',
      'thingToDo',
      'market',
      'marketInformation',
      'package',
      'page',
      'heroBanner',
      'searchboxItem',
      'landing',
      'landingBox',
      'sponsor',
      'linksModule',
      'specialJourney',
      'journeyDay',
      'weather',
      'recommendation',
      'catalogue',
    ]) {
      expect(ids).toContain(id);
    }
  });
});

describe('content types', () => {
  it('have a display field that exists and is a Symbol', () => {
    for (const contentType of contentTypes) {
      const display = contentType.fields.find((item) => item.id === contentType.displayField);
      expect(display, contentType.sys.id).toBeDefined();
      expect(display?.type, contentType.sys.id).toBe('Symbol');
    }
  });

  it('have unique field ids, at most 50 fields, a name and a description', () => {
    for (const contentType of contentTypes) {
      const fieldIds = contentType.fields.map((item) => item.id);
      expect(new Set(fieldIds).size, contentType.sys.id).toBe(fieldIds.length);
      expect(fieldIds.length).toBeLessThanOrEqual(50);
      expect(contentType.name.length).toBeGreaterThan(0);
      expect(contentType.description.length).toBeGreaterThan(0);
    }
  });

  it('only link to content types that exist', () => {
    for (const contentType of contentTypes) {
      for (const item of contentType.fields) {
        const isEntryLink = item.linkType === 'Entry' || item.items?.linkType === 'Entry';
        const targets = linkTargets(item);
        if (isEntryLink) expect(targets.length, `${contentType.sys.id}.${item.id}`).toBeGreaterThan(0);
        for (const target of targets) expect(ids, `${contentType.sys.id}.${item.id} -> ${target}`).toContain(target);
      }
    }
  });

  it('are in the shape of a space export', () => {
    for (const contentType of contentTypes) {
      expect(contentType.sys).toEqual({ id: contentType.sys.id, type: 'ContentType' });
      for (const item of contentType.fields) {
        expect(item.disabled).toBe(false);
        expect(item.omitted).toBe(false);
        expect(Array.isArray(item.validations)).toBe(true);
        expect(item.type === 'Link').toBe(item.linkType !== undefined);
        expect(item.type === 'Array').toBe(item.items !== undefined);
        for (const validation of allValidations(item)) {
          if (validation.regexp) expect(() => new RegExp(validation.regexp!.pattern)).not.toThrow();
        }
      }
    }
    expect(field('continent', 'slug')).toEqual({
      id: 'slug',
      name: 'Slug',
      type: 'Symbol',
      localized: true,
      required: true,
      disabled: false,
      omitted: false,
      validations: [
        { unique: true },
        { size: { max: 80 } },
        {
          regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', flags: null },
          message: 'Use lower-case letters, digits and single hyphens only, e.g. "south-america".',
        },
      ],
    });
    expect(field('country', 'superareas')).toMatchObject({
      type: 'Array',
      items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['superarea'] }] },
    });
    expect(JSON.parse(JSON.stringify(contentModel))).toEqual(contentModel);
  });

  it('keep numbers, switches and links shared by all languages', () => {
    for (const contentType of contentTypes) {
      for (const item of contentType.fields) {
        if (['Boolean', 'Integer', 'Number', 'Link'].includes(item.type) || item.items?.type === 'Link') {
          expect(item.localized, `${contentType.sys.id}.${item.id}`).toBe(false);
        }
      }
    }
    expect(field('package', 'name').localized).toBe(true);
    expect(field('package', 'shortDescription').localized).toBe(true);
    expect(field('marketInformation', 'price').localized).toBe(false);
  });
});

describe('slugs', () => {
  it('are lower-case kebab-case Symbols of at most 80 characters', () => {
    const slugFields = contentTypes.flatMap((contentType) => contentType.fields.filter((item) => item.id === 'slug'));
    expect(slugFields.length).toBeGreaterThan(10);
    for (const item of slugFields) {
      expect(item.type).toBe('Symbol');
      expect(item.localized).toBe(true);
      expect(item.validations).toContainEqual(
        expect.objectContaining({ regexp: { pattern: SLUG_PATTERN, flags: null } }),
      );
      expect(sizeMax(item)).toBe(80);
    }
    const pattern = new RegExp(SLUG_PATTERN);
    expect(pattern.test('south-america')).toBe(true);
    expect(pattern.test('South-America')).toBe(false);
    expect(pattern.test('south--america')).toBe(false);
    expect(pattern.test('-rome')).toBe(false);
  });

  it('identify destinations, taxonomies, packages, pages, landings and link lists uniquely', () => {
    for (const id of [
      'continent',
      'superarea',
      'area',
      'country',
      'city',
      'category',
      'productType',
      'thingToDo',
      'package',
      'page',
      'landing',
      'linksModule',
    ]) {
      const item = field(id, 'slug');
      expect(item.required, id).toBe(true);
      expect(item.validations, id).toContainEqual({ unique: true });
    }
  });
});

describe('destinations', () => {
  it('have the common fields and their place in the hierarchy', () => {
    for (const id of ['continent', 'superarea', 'area', 'country', 'city']) {
      const fieldIds = getContentType(id)?.fields.map((item) => item.id);
      expect(fieldIds).toEqual(expect.arrayContaining(['name', 'slug', 'description', 'spelling', 'photo']));
    }
    expect(linkTargets(field('superarea', 'continent'))).toEqual(['continent']);
    expect(linkTargets(field('country', 'continent'))).toEqual(['continent']);
    expect(linkTargets(field('country', 'superareas'))).toEqual(['superarea']);
    expect(linkTargets(field('area', 'country'))).toEqual(['country']);
    expect(linkTargets(field('city', 'country'))).toEqual(['country']);
    expect(field('continent', 'spelling')).toMatchObject({ type: 'Array', items: { type: 'Symbol' } });
  });

  it('can all be linked from a package', () => {
    expect([...linkTargets(field('package', 'destinations'))].sort()).toEqual([
      'area',
      'city',
      'continent',
      'country',
      'superarea',
    ]);
  });
});

describe('value lists', () => {
  it('offers the ten product sections of SPEC section 1 wherever a section is chosen', () => {
    expect([...productSections]).toEqual([
      'Cruises',
      'DesignYourJourney',
      'Experience',
      'FlightHotel',
      'Houses',
      'OnlyHotel',
      'RentACar',
      'Transfer',
      'Transport',
      'TravelPackages',
    ]);
    expect(field('package', 'typeSites').items?.validations).toEqual([{ in: [...productSections] }]);
    expect(field('searchboxItem', 'component').validations).toEqual([{ in: [...productSections] }]);
    expect(field('link', 'typeSites').validations).toEqual([{ in: [...productSections] }]);
  });

  it('offers the page layouts of SPEC section 1', () => {
    expect(field('page', 'layout').validations).toEqual([{ in: ['default', '404', 'landing', 'parallax'] }]);
  });

  it('identifies markets by a unique code and a known currency', () => {
    expect(field('market', 'iso').validations).toContainEqual({ unique: true });
    expect(field('market', 'currency').validations[0]?.in).toEqual(expect.arrayContaining(['EUR', 'GBP']));
  });
});

describe('contact details (the contact page)', () => {
  it('holds a phone, an e-mail and opening hours per language, an intro and an address optional', () => {
    for (const id of ['phone', 'email', 'openingHours'])
      expect(field('contactDetails', id), id).toMatchObject({ localized: true, required: true });
    for (const id of ['intro', 'address'])
      expect(field('contactDetails', id), id).toMatchObject({ localized: true, required: false });
    expect(field('contactDetails', 'openingHours')).toMatchObject({ type: 'Array', items: { type: 'Symbol' } });
  });

  it('accepts numbers and addresses a tel: or mailto: link can carry, and nothing else', () => {
    const pattern = (id: string) =>
      new RegExp(allValidations(field('contactDetails', id)).find((validation) => validation.regexp)!.regexp!.pattern);
    expect(pattern('phone').test('+44 20 7946 0321')).toBe(true);
    expect(pattern('phone').test('(06) 555-0134')).toBe(true);
    expect(pattern('phone').test('call us')).toBe(false);
    expect(pattern('email').test('hello@ventura.example')).toBe(true);
    expect(pattern('email').test('hello at ventura')).toBe(false);
    expect(pattern('email').test('a@b.example, c@d.example')).toBe(false);
  });
});

describe('redirects', () => {
  const pattern = (fieldId: string) =>
    new RegExp(allValidations(field('redirect', fieldId)).find((validation) => validation.regexp)!.regexp!.pattern);

  it('take an address of one language or of all four, ending with a slash, and nothing else', () => {
    const from = pattern('from');
    for (const ok of ['/en/offers/', '/it/offerte/', '/*/carnival/', '/en/old/caf%C3%A9/', '/pt/'])
      expect(from.test(ok), ok).toBe(true);
    for (const bad of [
      '/offers/',
      '/en/offers',
      '/fr/offers/',
      'https://evil.example/',
      '//evil.example/',
      '/en//x/',
      '/en/a b/',
      '/en/x/?q=1',
    ])
      expect(from.test(bad), bad).toBe(false);
    expect(field('redirect', 'from')).toMatchObject({ required: true, localized: false });
  });

  it('lead to an entry with an address, an address of the site (a query allowed) or an allowed website', () => {
    expect([...linkTargets(field('redirect', 'toEntry'))].sort()).toEqual([
      'area',
      'city',
      'continent',
      'country',
      'landing',
      'page',
      'specialJourney',
      'superarea',
    ]);
    const address = pattern('toAddress');
    for (const ok of ['/en/results/packages/', '/*/ai-tours/', '/en/results/packages/?categories=beach'])
      expect(address.test(ok), ok).toBe(true);
    for (const bad of ['https://help.example.com/', '/en/results', '//evil.example/'])
      expect(address.test(bad), bad).toBe(false);
    const url = pattern('toUrl');
    for (const ok of ['https://help.example.com/en/', 'https://booking.example.com', 'https://help.example.com?x=1'])
      expect(url.test(ok), ok).toBe(true);
    for (const bad of [
      'http://help.example.com/',
      'https://evil.example/',
      'https://help.example.com.evil.example/',
      'https://help.example.com@evil.example/',
      'https://help.example.comx/',
    ]) {
      expect(url.test(bad), bad).toBe(false);
    }
  });

  it('are permanent or temporary, with an optional start and end (date and time)', () => {
    expect(field('redirect', 'permanent')).toMatchObject({ type: 'Boolean', required: true });
    for (const id of ['startDate', 'endDate'])
      expect(field('redirect', id)).toMatchObject({ type: 'Date', required: false });
    const control = contentModel.editorInterfaces
      .find((item) => item.sys.contentType.sys.id === 'redirect')
      ?.controls.find((item) => item.fieldId === 'startDate');
    expect(control?.settings.format).toBe('timeZ');
  });
});

describe('site settings', () => {
  it('hold the route rules as JSON in the build metadata’s shape, edited in the JSON editor', () => {
    expect(field('siteSettings', 'routeRules')).toMatchObject({ type: 'Object', localized: false, required: false });
    const control = contentModel.editorInterfaces
      .find((item) => item.sys.contentType.sys.id === 'siteSettings')
      ?.controls.find((item) => item.fieldId === 'routeRules');
    expect(control?.widgetId).toBe('objectEditor');
    expect(control?.settings.helpText).toContain('"statusCode": 307');
  });
});

describe('limits (SPEC section 9)', () => {
  const cases: [string, string, number][] = [
    ['page', 'heroBanners', 3],
    ['page', 'modules', 10],
    ['modules', 'leftSliders', 5],
    ['modules', 'rightSliders', 5],
    ['modules', 'dropdownList', 17],
    ['tab', 'products', 9],
    ['package', 'categories', 10],
    ['package', 'productTypes', 10],
    ['package', 'thingsToDo', 10],
    ['package', 'marketInformation', 4],
    ['specialJourney', 'marketInformation', 4],
    ['heroBanner', 'marketInformation', 4],
    ['landingBox', 'products', 3],
    ['allSearchBoxModule', 'countries', 10],
    ['allSearchBoxModule', 'regions', 10],
    ['page', 'searchboxItems', 20],
    ['specialJourney', 'days', 10],
    ['specialJourney', 'weather', 4],
    ['specialJourney', 'recommendations', 10],
  ];

  it.each(cases)('%s.%s holds at most %i entries', (contentTypeId, fieldId, max) => {
    expect(sizeMax(field(contentTypeId, fieldId))).toBe(max);
  });

  it('exports the numbers once for queries and renderers', () => {
    expect(limits).toMatchObject({
      heroBanners: 3,
      pageModules: 10,
      slidersPerSide: 5,
      dropdownItems: 17,
      tabProducts: 9,
      productCategories: 10,
      productCategoriesInLists: 7,
      packageMarketInformation: 4,
      journeyMarketInformation: 4,
      heroBannerMarketInformation: 4,
      marketInformationInQueries: 2,
      landingBoxProducts: 3,
      searchBoxCountries: 10,
      searchBoxRegions: 10,
      pageSearchboxItems: 20,
      journeyDays: 10,
      journeyWeather: 4,
      journeyRecommendations: 10,
    });
  });
});

describe('prices per market', () => {
  it('hold one entry per market: up to the four markets, never two for one market', () => {
    const prices = field('package', 'marketInformation');
    expect(sizeMax(prices)).toBe(4);
    expect(linkTargets(prices)).toEqual(['marketInformation']);
    // Contentful checks the size (with the rule's words); the rule over the linked entries is the model's own.
    const rule = contentModel.rules.find(
      (item) => item.contentTypeId === 'package' && item.fieldId === 'marketInformation',
    );
    expect(rule).toMatchObject({ distinctBy: 'market', message: expect.stringMatching(/one price per market/) });
    expect(prices.validations).toEqual([{ size: { max: 4 }, message: rule!.message }]);
    expect(field('marketInformation', 'market')).toMatchObject({ type: 'Link', required: true });
  });

  it('are the same field for a package, a special journey and a hero banner: no price without its market', () => {
    const shape = (contentTypeId: string) => {
      const { validations, ...rest } = field(contentTypeId, 'marketInformation');
      return { ...rest, validations: validations.map(({ size }) => ({ size })) };
    };
    expect(shape('specialJourney')).toEqual(shape('package'));
    expect(shape('heroBanner')).toEqual(shape('package'));
    expect(field('specialJourney', 'marketInformation')).toMatchObject({
      name: 'Prices per market',
      type: 'Array',
      localized: false,
      required: false,
    });
    for (const contentTypeId of ['specialJourney', 'heroBanner']) {
      const rule = contentModel.rules.find(
        (item) => item.contentTypeId === contentTypeId && item.fieldId === 'marketInformation',
      );
      expect(rule, contentTypeId).toMatchObject({
        distinctBy: 'market',
        message: expect.stringMatching(/one price per market/),
      });
      expect(field(contentTypeId, 'marketInformation').validations).toEqual([
        { size: { max: 4 }, message: rule!.message },
      ]);
      // The single number for every market is gone: a price exists only with its market, hence its currency.
      expect(
        getContentType(contentTypeId)?.fields.map((item) => item.id),
        contentTypeId,
      ).not.toContain('price');
    }
    expect(
      contentModel.contentTypes.flatMap((contentType) =>
        contentType.fields.filter((item) => item.type === 'Number').map((item) => `${contentType.sys.id}.${item.id}`),
      ),
    ).toEqual(['marketInformation.price', 'marketInformation.priceWithDiscount']);
  });

  it('keep the market and the price required; the booking link is required only by what a package needs', () => {
    expect(field('marketInformation', 'market').required).toBe(true);
    expect(field('marketInformation', 'price')).toMatchObject({
      type: 'Number',
      required: true,
      validations: [{ range: { min: 0 } }],
    });
    // A banner's price has no booking page; a package's card without one has no booking button (and the seed gives every package one).
    expect(field('marketInformation', 'travelcUrl')).toMatchObject({ required: false });
    const help = contentModel.editorInterfaces
      .find((item) => item.sys.contentType.sys.id === 'marketInformation')
      ?.controls.find((control) => control.fieldId === 'travelcUrl');
    expect(help?.settings.helpText).toMatch(/A package needs one/);
  });

  it('are rules of their content type, not part of what Contentful stores', () => {
    const defined = defineContentType({
      id: 'package',
      name: 'Package',
      description: 'd',
      displayField: 'name',
      fields: [
        symbol('name', { help: 'The name.' }),
        entryLinks('prices', ['marketInformation'], {
          help: 'Prices.',
          max: 4,
          distinct: { by: 'market', message: 'One per market.' },
        }),
      ],
    });
    expect(defined.rules).toEqual([
      { contentTypeId: 'package', fieldId: 'prices', distinctBy: 'market', message: 'One per market.' },
    ]);
    expect(JSON.stringify(defined.contentType)).not.toContain('distinct');
    expect(() =>
      entryLinks('prices', ['marketInformation'], { help: 'Prices.', distinct: { by: 'Market-Code', message: 'x' } }),
    ).toThrow(/field id/);
    expect(() =>
      entryLinks('prices', ['marketInformation'], { help: 'Prices.', distinct: { by: 'market', message: ' ' } }),
    ).toThrow(/message/);
  });
});

describe('page modules', () => {
  it('accept exactly the module kinds', () => {
    const expected = [
      'actionButtons',
      'allSearchBoxModule',
      'banners',
      'linksModule',
      'loopSlider',
      'modules',
      'newsletter',
    ];
    expect([...linkTargets(field('page', 'modules'))].sort()).toEqual(expected);
    expect([...pageModuleContentTypeIds].sort()).toEqual(expected);
  });

  it('are made of the right entries', () => {
    expect(linkTargets(field('actionButtons', 'buttons'))).toEqual(['actionButton']);
    expect(linkTargets(field('modules', 'leftSliders'))).toEqual(['slide']);
    expect(linkTargets(field('modules', 'dropdownList'))).toEqual(['dropdownItem']);
    expect(linkTargets(field('modules', 'tabs'))).toEqual(['tab']);
    expect(linkTargets(field('tab', 'products'))).toEqual(['package']);
    expect(linkTargets(field('linksModule', 'links'))).toEqual(['link']);
    expect(linkTargets(field('allSearchBoxModule', 'market'))).toEqual(['market']);
    expect(linkTargets(field('loopSlider', 'continents'))).toEqual(['continent']);
    expect(linkTargets(field('page', 'parent'))).toEqual(['page']);
    expect(linkTargets(field('page', 'campaignProduct'))).toEqual(['package']);
    expect(linkTargets(field('landing', 'boxes'))).toEqual(['landingBox']);
    expect(linkTargets(field('specialJourney', 'days'))).toEqual(['journeyDay']);
    expect(linkTargets(field('journeyDay', 'itinerary'))).toEqual(['itineraryItem']);
  });
});

describe('editor interfaces', () => {
  it('give every field a widget and a help text', () => {
    expect(contentModel.editorInterfaces).toHaveLength(contentTypes.length);
    for (const contentType of contentTypes) {
      const editorInterface = contentModel.editorInterfaces.find(
        (item) => item.sys.contentType.sys.id === contentType.sys.id,
      );
      expect(editorInterface?.sys).toEqual({
        id: 'default',
        type: 'EditorInterface',
        contentType: { sys: { id: contentType.sys.id, type: 'Link', linkType: 'ContentType' } },
      });
      expect(editorInterface?.controls.map((control) => control.fieldId)).toEqual(
        contentType.fields.map((item) => item.id),
      );
      for (const control of editorInterface?.controls ?? []) {
        expect(control.widgetNamespace).toBe('builtin');
        expect(control.settings.helpText.trim().length, `${contentType.sys.id}.${control.fieldId}`).toBeGreaterThan(10);
        expect(control.settings.helpText.length).toBeLessThanOrEqual(HELP_TEXT_MAX_LENGTH);
      }
    }
  });

  it('use builtin widgets that fit the field type', () => {
    const fits: Record<string, string[]> = {
      Symbol: ['singleLine', 'slugEditor', 'urlEditor', 'dropdown', 'radio'],
      Text: ['multipleLine', 'markdown'],
      RichText: ['richTextEditor'],
      Integer: ['numberEditor', 'dropdown'],
      Number: ['numberEditor', 'dropdown'],
      Boolean: ['boolean'],
      Date: ['datePicker'],
      Object: ['objectEditor'],
      'Link:Entry': ['entryLinkEditor'],
      'Link:Asset': ['assetLinkEditor'],
      'Array:Entry': ['entryLinksEditor'],
      'Array:Asset': ['assetLinksEditor'],
      'Array:Symbol': ['tagEditor', 'checkbox', 'listInput'],
    };
    for (const editorInterface of contentModel.editorInterfaces) {
      const contentType = getContentType(editorInterface.sys.contentType.sys.id);
      for (const control of editorInterface.controls) {
        const item = contentType?.fields.find((candidate) => candidate.id === control.fieldId);
        if (!item) throw new Error(`control without field: ${control.fieldId}`);
        const key =
          item.type === 'Link'
            ? `Link:${item.linkType}`
            : item.type === 'Array'
              ? `Array:${item.items?.linkType ?? item.items?.type}`
              : item.type;
        expect(fits[key], `${contentType?.sys.id}.${item.id}`).toContain(control.widgetId);
      }
    }
    const controlOf = (contentTypeId: string, fieldId: string) =>
      contentModel.editorInterfaces
        .find((item) => item.sys.contentType.sys.id === contentTypeId)
        ?.controls.find((control) => control.fieldId === fieldId);
    expect(controlOf('page', 'layout')?.widgetId).toBe('dropdown');
    expect(controlOf('page', 'slug')?.widgetId).toBe('slugEditor');
    expect(controlOf('marketInformation', 'travelcUrl')?.widgetId).toBe('urlEditor');
    expect(controlOf('package', 'typeSites')?.widgetId).toBe('checkbox');
    expect(controlOf('continent', 'spelling')?.widgetId).toBe('tagEditor');
  });
});

describe('locales', () => {
  it('have en-UK as the default and the others falling back to it', () => {
    expect(contentModel.locales.map((locale) => locale.code)).toEqual(['en-UK', 'it-IT', 'pt-PT', 'es-ES']);
    const [english, ...others] = contentModel.locales;
    expect(english).toMatchObject({ code: 'en-UK', default: true, fallbackCode: null, optional: false });
    for (const locale of others) {
      expect(locale).toMatchObject({
        default: false,
        fallbackCode: 'en-UK',
        contentDeliveryApi: true,
        contentManagementApi: true,
      });
    }
    expect(contentModel.locales.filter((locale) => locale.default)).toHaveLength(1);
  });

  it('name the language of each locale, which the redirect addresses begin with', () => {
    expect(contentfulLocaleCodes.map(languageOf)).toEqual(['en', 'it', 'pt', 'es']);
    expect(new RegExp(REDIRECT_FROM_PATTERN).test('/pt/ofertas/')).toBe(true);
    expect(new RegExp(REDIRECT_FROM_PATTERN).test('/fr/offres/')).toBe(false);
  });
});

describe('the DSL', () => {
  const help = 'Explains the field to an editor.';

  it('derives readable names from ids', () => {
    expect(humanize('numberOfDays')).toBe('Number of days');
    expect(humanize('name')).toBe('Name');
    expect(symbol('shortTitle', { help }).field.name).toBe('Short title');
    expect(symbol('iso', { help, name: 'Market code' }).field.name).toBe('Market code');
  });

  it('builds the validations Contentful expects', () => {
    expect(entryLinks('items', ['page'], { help, min: 1, max: 4 }).field).toEqual({
      id: 'items',
      name: 'Items',
      type: 'Array',
      localized: false,
      required: false,
      disabled: false,
      omitted: false,
      validations: [{ size: { min: 1, max: 4 } }],
      items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['page'] }] },
    });
    expect(symbols('tags', { help, in: ['a', 'b'], max: 2 }).field.items).toEqual({
      type: 'Symbol',
      validations: [{ in: ['a', 'b'] }],
    });
    expect(symbol('code', { help, in: ['x'] }).control.widgetId).toBe('dropdown');
    expect(boolean('on', { help }).control.settings).toEqual({ helpText: help, trueLabel: 'Yes', falseLabel: 'No' });
    expect(slug('slug', { help }).control.widgetId).toBe('slugEditor');
  });

  it('refuses a field without help text or a bad display field', () => {
    expect(() => symbol('name', { help: '  ' })).toThrow(/help text/);
    expect(() => symbol('name', { help: 'x'.repeat(HELP_TEXT_MAX_LENGTH + 1) })).toThrow(/help text/);
    expect(() => symbol('Bad-Id', { help })).toThrow(/lowerCamelCase/);
    expect(() =>
      defineContentType({
        id: 'page',
        name: 'P',
        description: 'd',
        displayField: 'body',
        fields: [text('body', { help })],
      }),
    ).toThrow(/must be a Symbol/);
    expect(() =>
      defineContentType({
        id: 'page',
        name: 'P',
        description: 'd',
        displayField: 'title',
        fields: [text('body', { help })],
      }),
    ).toThrow(/not one of its fields/);
    expect(() =>
      defineContentType({
        id: 'page',
        name: 'P',
        description: 'd',
        displayField: 'title',
        fields: [symbol('title', { help }), symbol('title', { help })],
      }),
    ).toThrow(/twice/);
  });
});
