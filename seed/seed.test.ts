import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ContentfulImport from 'contentful-import';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contentfulLocaleCodes,
  contentModel,
  defaultContentfulLocale,
  limits,
  pageModuleContentTypeIds,
  productSections,
} from '@travel/cms/model';
import { pageSlugSchema } from '@/lib/routes/params';
import { BOOKING_BASE_URL, SEED_TIMESTAMP, SPACE_ID } from './constants';
import { assetToken, EXPORT_PATH, generateSeed, IMAGE_SIZES, LOCALE_BY_MARKET, serializeSeed } from './generate';
import { type ExportAsset, type ExportEntry, type SpaceExport } from '@travel/cms/export/types';
import { main as validateCommand, validateSpaceExport } from '@travel/cms/export/validate';

const REGENERATE = 'npx tsx seed/generate.ts';

/**
 * contentful-import's ESM build imports date-fns folders, which Node's ESM
 * loader refuses ("Directory import ... is not supported"); its CommonJS
 * build is what its own CLI runs.
 */
const runContentfulImport = createRequire(import.meta.url)('contentful-import') as typeof ContentfulImport;
const EN = defaultContentfulLocale;

let seed: SpaceExport;
let byId: Map<string, ExportEntry>;
let assetsById: Map<string, ExportAsset>;

beforeAll(() => {
  seed = generateSeed();
  byId = new Map(seed.entries.map((item) => [item.sys.id, item]));
  assetsById = new Map(seed.assets.map((item) => [item.sys.id, item]));
});

// ---------------------------------------------------------------------------
// Helpers

const isPublished = (item: { sys: { publishedVersion?: number } }): boolean => item.sys.publishedVersion !== undefined;

function entriesOf(contentTypeId: string): ExportEntry[] {
  return seed.entries.filter((item) => item.sys.contentType.sys.id === contentTypeId);
}

function published(contentTypeId: string): ExportEntry[] {
  return entriesOf(contentTypeId).filter(isPublished);
}

function value<T = unknown>(item: ExportEntry, fieldId: string, locale: string = EN): T | undefined {
  return item.fields[fieldId]?.[locale as keyof (typeof item.fields)[string]] as T | undefined;
}

function linkIds(item: ExportEntry, fieldId: string): string[] {
  const raw = value<{ sys: { id: string } } | { sys: { id: string } }[]>(item, fieldId);
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).map((link) => link.sys.id);
}

function get(id: string): ExportEntry {
  const found = byId.get(id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
}

function typeOf(id: string): string {
  return get(id).sys.contentType.sys.id;
}

/** Packages the site lists: published, not hidden. */
function visiblePackages(): ExportEntry[] {
  return published('package').filter((item) => value(item, 'unPublish') !== true);
}

function marketIso(marketInformationId: string): string {
  return value<string>(get(linkIds(get(marketInformationId), 'market')[0]!), 'iso')!;
}

// ---------------------------------------------------------------------------

describe('determinism', () => {
  it('gives deep-equal exports on every call', () => {
    expect(generateSeed()).toEqual(generateSeed());
  });

  it('reads neither the clock nor Math.random', () => {
    vi.useFakeTimers({ now: new Date('2031-07-04T12:00:00.000Z') });
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('generateSeed() must not call Math.random');
    });
    try {
      expect(generateSeed()).toEqual(seed);
      expect(random).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('matches the committed export.json byte for byte', () => {
    const committed = readFileSync(EXPORT_PATH, 'utf8');
    const expected = serializeSeed(seed);
    if (committed !== expected) {
      const committedLines = committed.split('\n');
      const expectedLines = expected.split('\n');
      const line = expectedLines.findIndex((text, index) => text !== committedLines[index]);
      expect.fail(
        `seed/export.json is stale (first difference at line ${line + 1}). Run \`${REGENERATE}\` and commit the result.\n` +
          `  committed: ${committedLines[line]?.trim() ?? '(end of file)'}\n  generated: ${expectedLines[line]?.trim() ?? '(end of file)'}`,
      );
    }
    expect(committed.endsWith('}\n')).toBe(true);
    expect(committed.split('\n')[1]).toMatch(/^ {2}"contentTypes": \[$/);
  });
});

describe('the export file', () => {
  it('has the top-level lists contentful-export writes, with the model copied in', () => {
    expect(Object.keys(seed)).toEqual([
      'contentTypes',
      'tags',
      'editorInterfaces',
      'entries',
      'assets',
      'locales',
      'webhooks',
      'roles',
    ]);
    expect(seed.tags).toEqual([]);
    expect(seed.webhooks).toEqual([]);
    expect(seed.roles).toEqual([]);
    const withoutSys = <T extends { sys: unknown }>({ sys: _sys, ...rest }: T) => rest;
    expect(seed.contentTypes.map(withoutSys)).toEqual(contentModel.contentTypes.map(withoutSys));
    expect(seed.contentTypes.map((item) => item.sys.id)).toEqual(contentModel.contentTypes.map((item) => item.sys.id));
    expect(seed.editorInterfaces.map(withoutSys)).toEqual(contentModel.editorInterfaces.map(withoutSys));
    expect(seed.editorInterfaces.map((item) => item.sys.contentType)).toEqual(
      contentModel.editorInterfaces.map((item) => item.sys.contentType),
    );
    expect(seed.locales.map(withoutSys)).toEqual(contentModel.locales.map((locale) => ({ ...locale })));
  });

  it('publishes the content types, so an import can create entries of them', () => {
    for (const contentType of seed.contentTypes) {
      expect(contentType.sys).toMatchObject({ type: 'ContentType', publishedVersion: 1, publishedAt: SEED_TIMESTAMP });
    }
    // contentful-import reads every locale's sys.id.
    for (const locale of seed.locales) expect(locale.sys.id).toMatch(/^[a-z-]+$/);
  });

  it('gives every entity a readable id and an export-shaped sys; drafts have no publication dates', () => {
    const space = { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } };
    const environment = { sys: { id: 'master', type: 'Link', linkType: 'Environment' } };
    for (const item of [...seed.entries, ...seed.assets]) {
      expect(item.sys.id).toMatch(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/);
      expect(item.sys.id.length).toBeLessThanOrEqual(64);
      expect(item.metadata).toEqual({ tags: [] });
      expect(item.sys).toMatchObject({
        space,
        environment,
        createdAt: SEED_TIMESTAMP,
        updatedAt: SEED_TIMESTAMP,
        revision: 1,
      });
      if (isPublished(item)) {
        expect(item.sys).toMatchObject({
          publishedVersion: 1,
          publishedAt: SEED_TIMESTAMP,
          firstPublishedAt: SEED_TIMESTAMP,
          publishedCounter: 1,
          version: 2,
        });
      } else {
        expect(item.sys).not.toHaveProperty('publishedAt');
        expect(item.sys).not.toHaveProperty('firstPublishedAt');
        expect(item.sys.version).toBe(1);
      }
    }
    for (const item of seed.entries)
      expect(item.sys.contentType.sys).toMatchObject({ type: 'Link', linkType: 'ContentType' });
    expect(seed.assets.every(isPublished)).toBe(true);
  });

  it('names ids after what they are (package-amalfi-coast-classic, country-italy, ...)', () => {
    for (const id of [
      'continent-europe',
      'country-italy',
      'city-rome',
      'area-tuscany',
      'superarea-scandinavia',
      'package-amalfi-coast-classic',
      'page-home',
      'market-uk',
    ]) {
      expect(byId.has(id), id).toBe(true);
    }
    const prefixes: Record<string, string> = {
      package: 'package-',
      country: 'country-',
      city: 'city-',
      page: 'page-',
      landing: 'landing-',
      specialJourney: 'journey-',
    };
    for (const [type, prefix] of Object.entries(prefixes)) {
      for (const item of entriesOf(type)) expect(item.sys.id.startsWith(prefix), item.sys.id).toBe(true);
    }
  });
});

describe('the seed satisfies the content model', () => {
  it('has no validation problems: types, locales, required fields, sizes, in, regexps, unique, link types and targets', () => {
    expect(validateSpaceExport(seed, contentModel, { completeLocales: true })).toEqual([]);
  });

  it('gives localized fields all four locales and non-localized fields only en-UK', () => {
    for (const item of seed.entries) {
      const contentType = contentModel.contentTypes.find((type) => type.sys.id === item.sys.contentType.sys.id)!;
      for (const [fieldId, values] of Object.entries(item.fields)) {
        const field = contentType.fields.find((candidate) => candidate.id === fieldId)!;
        expect(Object.keys(values).sort(), `${item.sys.id}.${fieldId}`).toEqual(
          field.localized ? [...contentfulLocaleCodes].sort() : [EN],
        );
      }
    }
  });

  it('has unique slugs per content type and locale', () => {
    const seen = new Map<string, string>();
    for (const item of seed.entries) {
      for (const code of contentfulLocaleCodes) {
        const slug = value<string>(item, 'slug', code);
        if (slug === undefined) continue;
        const key = `${item.sys.contentType.sys.id}/${code}/${slug}`;
        expect(seen.get(key), `${item.sys.id} and ${seen.get(key)} share the slug ${key}`).toBeUndefined();
        seen.set(key, item.sys.id);
      }
    }
  });

  it('gives top-level pages slugs that no fixed path of the site uses', () => {
    for (const page of entriesOf('page').filter((item) => linkIds(item, 'parent').length === 0)) {
      for (const code of contentfulLocaleCodes) {
        expect(pageSlugSchema.safeParse(value(page, 'slug', code)).success, `${page.sys.id} [${code}]`).toBe(true);
      }
    }
  });

  it('has no dangling links, and published entries link only to published entities', () => {
    const problems = validateSpaceExport(seed, contentModel).filter((problem) => /missing|draft/.test(problem));
    expect(problems).toEqual([]);
  });

  it('describes images as WebP files on the space CDN with a token derived from the asset id and the spec sizes', () => {
    for (const item of seed.assets) {
      const file = item.fields.file[EN]!;
      expect(file.url).toBe(
        `//images.ctfassets.net/${SPACE_ID}/${item.sys.id}/${assetToken(item.sys.id)}/${file.fileName}`,
      );
      expect(file.fileName).toMatch(/^[a-z0-9-]+\.webp$/);
      expect(file.contentType).toBe('image/webp');
      expect(file.details.size).toBeGreaterThan(1000);
      expect(Object.keys(item.fields.title).sort()).toEqual([...contentfulLocaleCodes].sort());
    }
    expect(assetToken('x')).toMatch(/^[0-9a-f]{32}$/);
    const sizeOf = (assetId: string) => assetsById.get(assetId)!.fields.file[EN]!.details.image;
    for (const type of ['continent', 'superarea', 'country', 'area', 'city']) {
      for (const item of entriesOf(type))
        expect(sizeOf(linkIds(item, 'photo')[0]!)).toEqual(IMAGE_SIZES.destinationPhoto);
    }
    for (const item of entriesOf('package'))
      expect(sizeOf(linkIds(item, 'photo')[0]!)).toEqual({ width: 850, height: 650 });
    for (const item of entriesOf('heroBanner'))
      expect(sizeOf(linkIds(item, 'photo')[0]!)).toEqual({ width: 1920, height: 800 });
    expect(IMAGE_SIZES.destinationPhoto).toEqual({ width: 1200, height: 800 });
  });
});

describe('the model validator', () => {
  /** The problems of a copy of the seed after `change`. */
  function problemsAfter(change: (copy: SpaceExport, entry: (id: string) => ExportEntry) => void): string[] {
    const copy = structuredClone(seed);
    const entry = (id: string) => copy.entries.find((item) => item.sys.id === id)!;
    change(copy, entry);
    return validateSpaceExport(copy, contentModel, { completeLocales: true });
  }
  const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });

  it.each([
    [
      'a missing required field',
      (_: SpaceExport, e: (id: string) => ExportEntry) => delete e('country-italy').fields.continent,
      'country-italy.continent: required',
    ],
    [
      'an unknown field',
      (_: SpaceExport, e: (id: string) => ExportEntry) => (e('city-rome').fields.population = { [EN]: 1 }),
      '"city" has no field "population"',
    ],
    [
      'a non-localized field in it-IT',
      (_: SpaceExport, e: (id: string) => ExportEntry) => (e('market-uk').fields.iso = { [EN]: 'UK', 'it-IT': 'UK' }),
      'market-uk.iso: not localized',
    ],
    [
      'a localized field without es-ES',
      (_: SpaceExport, e: (id: string) => ExportEntry) => delete e('city-rome').fields.name!['es-ES'],
      'city-rome.name: localized, but has no value in es-ES',
    ],
    [
      'a value outside `in`',
      (_: SpaceExport, e: (id: string) => ExportEntry) => (e('page-home').fields.layout = { [EN]: 'fancy' }),
      '"fancy" is not one of',
    ],
    [
      'a slug against the regexp',
      (_: SpaceExport, e: (id: string) => ExportEntry) => (e('city-rome').fields.slug!['it-IT'] = 'Roma Città'),
      'does not match',
    ],
    [
      'a list over its size',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('page-home').fields.heroBanners = { [EN]: Array.from({ length: 4 }, () => link('hero-help')) }),
      'size 4 outside 0..3',
    ],
    [
      'a number out of range',
      (_: SpaceExport, e: (id: string) => ExportEntry) => (e('hero-home-last-minute').fields.discount = { [EN]: 120 }),
      '120 outside 1..99',
    ],
    [
      'a wrong value type',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('package-rome-city-break').fields.numberOfDays = { [EN]: 3.5 }),
      'Integer must be a whole number',
    ],
    [
      'a dangling link',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('city-rome').fields.country = { [EN]: link('country-atlantis') }),
      'missing entry "country-atlantis"',
    ],
    [
      'a link to the wrong content type',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('city-rome').fields.country = { [EN]: link('continent-europe') }),
      'not one of country',
    ],
    [
      'a published entry linking to a draft',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('tab-home-beach').fields.products = { [EN]: [link('package-kyoto-in-autumn-colours')] }),
      'links to the draft',
    ],
    [
      'a duplicate unique slug',
      (_: SpaceExport, e: (id: string) => ExportEntry) => (e('city-florence').fields.slug!['pt-PT'] = 'roma'),
      'is not unique',
    ],
    [
      'a rich-text node the field does not enable',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('package-rome-city-break').fields.informationExtra![EN] as { content: unknown[] }).content.push({
          nodeType: 'embedded-entry-block',
          data: { target: link('city-rome') },
          content: [],
        }),
      'node type "embedded-entry-block" is not enabled',
    ],
    [
      'an asset link to a non-image',
      (copy: SpaceExport) =>
        (copy.assets.find((item) => item.sys.id === 'city-rome-photo')!.fields.file[EN]!.contentType =
          'application/pdf'),
      'is application/pdf, not image',
    ],
    [
      'a gallery over its size',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('package-amalfi-coast-classic').fields.gallery = {
          [EN]: Array.from({ length: limits.packageGallery + 1 }, () =>
            link('package-amalfi-coast-classic-gallery-1', 'Asset'),
          ),
        }),
      `size ${limits.packageGallery + 1} outside 0..${limits.packageGallery}`,
    ],
    [
      'an itinerary linking to an itinerary item instead of a day',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('package-amalfi-coast-classic').fields.itinerary = { [EN]: [link('item-amalfi-coast-classic-1-1')] }),
      'not one of journeyDay',
    ],
    [
      'a price basis over 80 characters',
      (_: SpaceExport, e: (id: string) => ExportEntry) =>
        (e('market-info-amalfi-coast-classic-uk').fields.priceBasis = { [EN]: 'per person, '.repeat(7) }),
      'size 84 outside 0..80',
    ],
  ])('catches %s', (_name, change, message) => {
    expect(problemsAfter(change)).toContainEqual(expect.stringContaining(message));
  });

  /** A second price of a package for the UK market, as an editor would add it beside the first. */
  const secondUkPrice = (key: string) => (copy: SpaceExport, entry: (id: string) => ExportEntry) => {
    const first = entry(`market-info-${key}-uk`);
    copy.entries.push({
      ...structuredClone(first),
      sys: { ...structuredClone(first.sys), id: `market-info-${key}-uk-offer` },
    });
    const prices = entry(`package-${key}`).fields.marketInformation!;
    prices[EN] = [...(prices[EN] as unknown[]), link(`market-info-${key}-uk-offer`)];
  };

  it('refuses a package with two prices for one market, saying which and why', () => {
    // Rome city break is sold in the UK and Portugal: a second UK price is its third entry, within the size.
    expect(problemsAfter(secondUkPrice('rome-city-break'))).toEqual([
      'package-rome-city-break.marketInformation[en-UK]: market-info-rome-city-break-uk and market-info-rome-city-break-uk-offer have the same market ("market-uk"). ' +
        'A package has one price per market: one entry for each market it is sold in (at most 4), never two for the same market.',
    ]);
    // The same entry twice is two prices for its market as well.
    const twice = problemsAfter((_, entry) => {
      const prices = entry('package-rome-city-break').fields.marketInformation!;
      prices[EN] = [...(prices[EN] as unknown[]), link('market-info-rome-city-break-uk')];
    });
    expect(twice).toEqual([
      expect.stringMatching(
        /^package-rome-city-break\.marketInformation\[en-UK\]: market-info-rome-city-break-uk and market-info-rome-city-break-uk have the same market/,
      ),
    ]);
  });

  it('checks a file from the command line, exit code 1 with each problem', () => {
    const directory = mkdtempSync(join(tmpdir(), 'seed-validate-'));
    try {
      const copy = structuredClone(seed);
      secondUkPrice('rome-city-break')(copy, (id) => copy.entries.find((item) => item.sys.id === id)!);
      const file = join(directory, 'space.json');
      writeFileSync(file, JSON.stringify(copy));
      const lines: string[] = [];
      expect(validateCommand([file], (line) => lines.push(line))).toBe(1);
      expect(lines).toEqual([expect.stringContaining('have the same market ("market-uk")'), `${file}: 1 problem.`]);
      writeFileSync(file, JSON.stringify(seed));
      expect(validateCommand([file], () => undefined)).toBe(0);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses a fifth price: four markets, one each', () => {
    const problems = problemsAfter(secondUkPrice('amalfi-coast-classic'));
    expect(problems).toContainEqual('package-amalfi-coast-classic.marketInformation[en-UK]: size 5 outside 0..4');
    expect(problems).toContainEqual(expect.stringContaining('have the same market ("market-uk")'));
  });
});

describe('destinations', () => {
  it('cover six continents, superareas, areas, at least 20 countries and 30 cities', () => {
    expect(
      published('continent')
        .map((item) => value(item, 'name'))
        .sort(),
    ).toEqual(['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America']);
    expect(published('superarea').length).toBeGreaterThanOrEqual(10);
    expect(published('area').length).toBeGreaterThanOrEqual(15);
    expect(published('country').length).toBeGreaterThanOrEqual(20);
    expect(published('city').length).toBeGreaterThanOrEqual(30);
    for (const id of [
      'superarea-mediterranean',
      'superarea-scandinavia',
      'superarea-southeast-asia',
      'superarea-caribbean',
      'area-tuscany',
      'area-amalfi-coast',
      'area-algarve',
      'area-andalusia',
      'area-lapland',
    ]) {
      expect(byId.has(id), id).toBe(true);
    }
  });

  it('place cities and areas in countries, countries on continents, and superareas on their countries’ continent', () => {
    const continentOf = (countryId: string) => linkIds(get(countryId), 'continent')[0];
    for (const item of [...entriesOf('city'), ...entriesOf('area')]) {
      const [country] = linkIds(item, 'country');
      expect(typeOf(country!)).toBe('country');
      expect(typeOf(continentOf(country!)!)).toBe('continent');
    }
    for (const country of entriesOf('country')) {
      for (const superarea of linkIds(country, 'superareas')) {
        expect(linkIds(get(superarea), 'continent'), `${country.sys.id} in ${superarea}`).toEqual([
          continentOf(country.sys.id),
        ]);
      }
    }
    expect(continentOf(linkIds(get('city-rome'), 'country')[0]!)).toBe('continent-europe');
    expect(continentOf(linkIds(get('city-cusco'), 'country')[0]!)).toBe('continent-south-america');
    expect(value(get('city-florence'), 'name', 'it-IT')).toBe('Firenze');
    expect(value(get('city-lisbon'), 'slug', 'pt-PT')).toBe('lisboa');
  });
});

describe('markets', () => {
  it('are UK in pounds and Italy, Portugal and Spain in euros', () => {
    const currencies = Object.fromEntries(
      published('market').map((item) => [value(item, 'iso'), value(item, 'currency')]),
    );
    expect(currencies).toEqual({ UK: 'GBP', IT: 'EUR', PT: 'EUR', ES: 'EUR' });
  });
});

describe('packages', () => {
  it('at least 60 visible packages are sold, each with one price and TravelC link per market it is sold in', () => {
    const sold = visiblePackages().filter((item) => linkIds(item, 'marketInformation').length > 0);
    expect(sold.length).toBeGreaterThanOrEqual(60);
    for (const item of sold) {
      const infos = linkIds(item, 'marketInformation');
      const isos = infos.map(marketIso);
      expect(infos.length, item.sys.id).toBeLessThanOrEqual(limits.packageMarketInformation);
      expect(new Set(isos).size, `${item.sys.id} has one entry per market`).toBe(isos.length);
      for (const info of infos.map(get)) {
        const iso = marketIso(info.sys.id) as keyof typeof LOCALE_BY_MARKET;
        expect(info.sys.id).toBe(`market-info-${item.sys.id.replace(/^package-/, '')}-${iso.toLowerCase()}`);
        const slug = value<string>(
          item,
          'slug',
          { en: 'en-UK', it: 'it-IT', pt: 'pt-PT', es: 'es-ES' }[LOCALE_BY_MARKET[iso]],
        );
        expect(value(info, 'travelcUrl')).toBe(`${BOOKING_BASE_URL}/${iso.toLowerCase()}/${slug}`);
        expect(value<number>(info, 'price')).toBeGreaterThan(0);
        const discounted = value<number>(info, 'priceWithDiscount');
        if (discounted !== undefined) expect(discounted).toBeLessThan(value<number>(info, 'price')!);
      }
    }
    expect(
      published('marketInformation').filter((info) => value(info, 'priceWithDiscount') !== undefined).length,
    ).toBeGreaterThanOrEqual(10);
    for (const iso of ['UK', 'IT', 'PT', 'ES']) {
      const inMarket = sold.filter((item) =>
        linkIds(item, 'marketInformation').some((info) => marketIso(info) === iso),
      );
      expect(inMarket.length, iso).toBeGreaterThanOrEqual(25);
    }
  });

  it('a dozen or more are sold in all four markets, the others in one or two, so each market’s results differ', () => {
    const sold = visiblePackages().filter((item) => linkIds(item, 'marketInformation').length > 0);
    const everywhere = sold.filter((item) => linkIds(item, 'marketInformation').length === 4);
    expect(everywhere.length).toBeGreaterThanOrEqual(12);
    for (const item of everywhere)
      expect(linkIds(item, 'marketInformation').map(marketIso).sort(), item.sys.id).toEqual(['ES', 'IT', 'PT', 'UK']);
    const others = sold.filter((item) => !everywhere.includes(item));
    expect(others.length).toBeGreaterThan(everywhere.length);
    for (const item of others) expect(linkIds(item, 'marketInformation').length, item.sys.id).toBeLessThanOrEqual(2);
    // Each market's packages are its own: no two markets sell the same set.
    const setOf = (iso: string) =>
      sold
        .filter((item) => linkIds(item, 'marketInformation').some((info) => marketIso(info) === iso))
        .map((item) => item.sys.id)
        .sort()
        .join();
    expect(new Set(['UK', 'IT', 'PT', 'ES'].map(setOf)).size).toBe(4);
    // And the price differs from market to market: its own amount, in its own currency, with its own booking link.
    const amalfi = everywhere.find((item) => item.sys.id === 'package-amalfi-coast-classic')!;
    const prices = linkIds(amalfi, 'marketInformation').map((id) => value<number>(get(id), 'price'));
    expect(new Set(prices).size).toBe(4);
  });

  it('sold everywhere kept the prices of their first two markets (new markets were added, none replaced)', () => {
    // The rotation and the prices are per package and market: adding markets leaves every existing price as it was.
    expect(value(get('market-info-amalfi-coast-classic-uk'), 'price')).toBe(1110);
    expect(value(get('market-info-amalfi-coast-classic-it'), 'price')).toBe(1245);
    expect(value(get('market-info-amalfi-coast-classic-it'), 'priceWithDiscount')).toBe(1010);
    expect(linkIds(get('package-amalfi-coast-classic'), 'marketInformation').slice(0, 2)).toEqual([
      'market-info-amalfi-coast-classic-uk',
      'market-info-amalfi-coast-classic-it',
    ]);
  });

  it('have categories, product types, things to do and destinations; some are recommended, some outstanding', () => {
    for (const item of published('package')) {
      for (const fieldId of ['categories', 'productTypes', 'thingsToDo', 'destinations']) {
        expect(linkIds(item, fieldId).length, `${item.sys.id}.${fieldId}`).toBeGreaterThan(0);
      }
      expect(value<number>(item, 'numberOfNights')).toBeLessThan(value<number>(item, 'numberOfDays')!);
    }
    expect(visiblePackages().filter((item) => value(item, 'recommended') === true).length).toBeGreaterThanOrEqual(5);
    expect(visiblePackages().filter((item) => value(item, 'outstanding') === true).length).toBeGreaterThanOrEqual(5);
  });

  it('include at least 4 without market information, 3 hidden with unPublish and a draft', () => {
    expect(
      published('package').filter((item) => linkIds(item, 'marketInformation').length === 0).length,
    ).toBeGreaterThanOrEqual(4);
    const hidden = published('package').filter((item) => value(item, 'unPublish') === true);
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    expect(entriesOf('package').filter((item) => !isPublished(item)).length).toBeGreaterThanOrEqual(1);
  });

  it('with a special journey point their parallax link at it', () => {
    const withJourney = published('package').filter((item) => value(item, 'parallax') === true);
    expect(withJourney.length).toBeGreaterThanOrEqual(2);
    for (const item of withJourney) {
      const url = value<string>(item, 'parallaxUrl')!;
      const journeyId = url.split('/').at(-2)!;
      expect(typeOf(journeyId)).toBe('specialJourney');
      expect(url).toBe(`/en/specialjourney/${journeyId}/`);
      expect(value(item, 'parallaxUrl', 'it-IT')).toBe(`/it/viaggio-speciale/${journeyId}/`);
    }
  });

  it('write their extra information as rich text in every language', () => {
    const document = value<{ nodeType: string; content: { nodeType: string }[] }>(
      get('package-amalfi-coast-classic'),
      'informationExtra',
      'pt-PT',
    )!;
    expect(document.nodeType).toBe('document');
    expect(document.content.map((node) => node.nodeType)).toEqual([
      'heading-3',
      'paragraph',
      'unordered-list',
      'paragraph',
    ]);
    expect(JSON.stringify(document)).toContain('/pt/ajuda/condicoes-de-reserva/');
  });
});

describe('the home page', () => {
  let home: ExportEntry;
  beforeAll(() => {
    home = get('page-home');
  });

  it('is published with the slug "home" in every locale', () => {
    expect(isPublished(home)).toBe(true);
    for (const code of contentfulLocaleCodes) expect(value(home, 'slug', code)).toBe('home');
  });

  it('uses every module kind a page accepts', () => {
    const kinds = new Set(linkIds(home, 'modules').map(typeOf));
    expect([...kinds].sort()).toEqual([...pageModuleContentTypeIds].sort());
  });

  it('has 3 hero banners, a search box tab per product section, a campaign product and every market', () => {
    expect(linkIds(home, 'heroBanners')).toHaveLength(3);
    const sections = linkIds(home, 'searchboxItems').map((id) => value(get(id), 'component'));
    expect([...sections].sort()).toEqual([...productSections].sort());
    const [campaign] = linkIds(home, 'campaignProduct');
    expect(typeOf(campaign!)).toBe('package');
    expect(linkIds(get(campaign!), 'marketInformation').length).toBeGreaterThan(0);
    expect(linkIds(get(campaign!), 'categories').length).toBeGreaterThan(limits.productCategoriesInLists);
    expect(
      linkIds(home, 'markets')
        .map((id) => value(get(id), 'iso'))
        .sort(),
    ).toEqual(['ES', 'IT', 'PT', 'UK']);
  });

  it('offers one destination search list per market among its modules', () => {
    const lists = linkIds(home, 'modules').filter((id) => typeOf(id) === 'allSearchBoxModule');
    expect(lists.map((id) => value(get(linkIds(get(id), 'market')[0]!), 'iso')).sort()).toEqual([
      'ES',
      'IT',
      'PT',
      'UK',
    ]);
  });

  it('has tabs that exercise the site’s filtering: a package without prices and a hidden one', () => {
    const products = linkIds(home, 'modules')
      .filter((id) => typeOf(id) === 'modules')
      .flatMap((id) => linkIds(get(id), 'tabs'))
      .flatMap((id) => linkIds(get(id), 'products'))
      .map(get);
    expect(products.some((item) => linkIds(item, 'marketInformation').length === 0)).toBe(true);
    expect(products.some((item) => value(item, 'unPublish') === true)).toBe(true);
  });
});

describe('generic pages', () => {
  it('at least 3 published pages each have a published subpage, with slugs translated per locale', () => {
    const topLevel = published('page').filter(
      (item) => linkIds(item, 'parent').length === 0 && item.sys.id !== 'page-home',
    );
    const withSubpages = topLevel.filter((item) =>
      published('page').some((sub) => linkIds(sub, 'parent')[0] === item.sys.id),
    );
    expect(withSubpages.length).toBeGreaterThanOrEqual(3);
    for (const page of [...withSubpages, ...published('page').filter((item) => linkIds(item, 'parent').length > 0)]) {
      const slugs = contentfulLocaleCodes.map((code) => value(page, 'slug', code));
      expect(new Set(slugs).size, page.sys.id).toBeGreaterThan(1);
    }
    expect(contentfulLocaleCodes.map((code) => value(get('page-about-us'), 'slug', code))).toEqual([
      'about-us',
      'chi-siamo',
      'sobre-nos',
      'sobre-nosotros',
    ]);
  });
});

describe('package pages: itineraries, galleries and price basis', () => {
  const LOCALES = [...contentfulLocaleCodes];
  /** "Day 1 – …" / "Days 3–4 – …" in each language; the numbers are captured. */
  const DAY_HEADING: Record<string, RegExp> = {
    'en-UK': /^Days? (\d+)(?:–(\d+))? – \S/,
    'it-IT': /^Giorn[oi] (\d+)(?:[–-](\d+))? – \S/,
    'pt-PT': /^Dias? (\d+)(?:[–-](\d+))? – \S/,
    'es-ES': /^Días? (\d+)(?:[–-](\d+))? – \S/,
  };
  const soldPackages = () => visiblePackages().filter((item) => linkIds(item, 'marketInformation').length > 0);
  const keyOf = (item: ExportEntry) => item.sys.id.replace(/^package-/, '');
  const text = (
    item: { fields: Record<string, Partial<Record<string, unknown>> | undefined> },
    fieldId: string,
    code: string,
  ) => item.fields[fieldId]?.[code];

  it('gives at least 20 published, sold packages a day-by-day itinerary, every best seller among them', () => {
    const withItinerary = soldPackages().filter((item) => linkIds(item, 'itinerary').length > 0);
    expect(withItinerary.length).toBeGreaterThanOrEqual(20);
    const ids = withItinerary.map((item) => item.sys.id);
    expect(ids).toEqual(expect.arrayContaining(['package-amalfi-coast-classic', 'package-tuscany-by-train']));
    // Every package sold in all four markets has one.
    for (const item of soldPackages().filter((pkg) => linkIds(pkg, 'marketInformation').length === 4))
      expect(ids, item.sys.id).toContain(item.sys.id);
  });

  it('writes every day of an itinerary in four languages, covering the package’s days in order, with one or two items each', () => {
    for (const item of entriesOf('package').filter((pkg) => linkIds(pkg, 'itinerary').length > 0)) {
      const days = linkIds(item, 'itinerary');
      expect(days.length, item.sys.id).toBeLessThanOrEqual(Math.min(limits.packageItineraryDays, 8));
      let next = 1;
      for (const dayId of days) {
        const day = get(dayId);
        expect(typeOf(dayId), dayId).toBe('journeyDay');
        expect(isPublished(day), dayId).toBe(isPublished(item));
        const numbers = LOCALES.map((code) => {
          const name = text(day, 'name', code);
          expect(typeof name === 'string' && DAY_HEADING[code]!.test(name), `${dayId} [${code}]: ${String(name)}`).toBe(
            true,
          );
          const [, from, to] = DAY_HEADING[code]!.exec(name as string)!;
          return [Number(from), Number(to ?? from)];
        });
        // The four headings number the same days, and the days follow on from the previous entry.
        for (const pair of numbers) expect(pair, dayId).toEqual(numbers[0]);
        const [from, to] = numbers[0]!;
        expect(from, `${dayId} starts where the previous day ended`).toBe(next);
        expect(to!, dayId).toBeGreaterThanOrEqual(from!);
        next = to! + 1;
        const items = linkIds(day, 'itinerary');
        expect(items.length, dayId).toBeGreaterThanOrEqual(1);
        for (const itemId of items) {
          expect(typeOf(itemId)).toBe('itineraryItem');
          for (const code of LOCALES)
            expect(text(get(itemId), 'title', code), `${itemId}.title [${code}]`).toEqual(expect.stringMatching(/\S/));
        }
        // A journey's days are the journey's (tested with it); the package's own follow data/itineraries.ts.
        if (item.fields.parallaxUrl !== undefined) continue;
        expect(dayId).toBe(`day-${keyOf(item)}-${from}`);
        expect(items.length, dayId).toBeLessThanOrEqual(2);
        expect(items).toEqual(items.map((_, index) => `item-${keyOf(item)}-${from}-${index + 1}`));
        for (const itemId of items) {
          const descriptions = LOCALES.map((code) => text(get(itemId), 'description', code));
          for (const [index, description] of descriptions.entries()) {
            expect(description, `${itemId}.description [${LOCALES[index]}]`).toEqual(expect.stringMatching(/\S/));
          }
          // Translated, not copied: no two languages share a description.
          expect(new Set(descriptions).size, itemId).toBe(LOCALES.length);
        }
      }
      expect(next - 1, `${item.sys.id}: the itinerary ends on the package's last day`).toBe(
        value<number>(item, 'numberOfDays'),
      );
    }
  });

  it('links the special journeys’ own days from the packages that have a journey', () => {
    expect(linkIds(get('package-iceland-fire-and-ice'), 'itinerary')).toEqual(
      linkIds(get('journey-iceland-fire-and-ice'), 'days'),
    );
    expect(linkIds(get('package-japan-cherry-blossom'), 'itinerary')).toEqual(
      linkIds(get('journey-japan-cherry-blossom'), 'days'),
    );
    expect(value(get(linkIds(get('package-amalfi-coast-classic'), 'itinerary')[0]!), 'name', 'it-IT')).toBe(
      'Giorno 1 – Arrivo a Sorrento',
    );
  });

  it('gives at least 10 packages a gallery of 3 to 6 photos within the limit, each with a title and a description in every language', () => {
    const withGallery = entriesOf('package').filter((item) => linkIds(item, 'gallery').length > 0);
    expect(withGallery.length).toBeGreaterThanOrEqual(10);
    const seen = new Set<string>();
    for (const item of withGallery) {
      const gallery = linkIds(item, 'gallery');
      expect(gallery.length, item.sys.id).toBeLessThanOrEqual(limits.packageGallery);
      expect(gallery.length, item.sys.id).toBeGreaterThanOrEqual(3);
      expect(gallery.length, item.sys.id).toBeLessThanOrEqual(6);
      expect(gallery).toEqual(gallery.map((_, index) => `${item.sys.id}-gallery-${index + 1}`));
      expect(gallery, 'the main photo is not repeated').not.toContain(linkIds(item, 'photo')[0]);
      for (const assetId of gallery) {
        expect(seen.has(assetId), `${assetId} is in one gallery`).toBe(false);
        seen.add(assetId);
        const found = assetsById.get(assetId);
        if (!found) expect.fail(`${item.sys.id} links to the missing asset ${assetId}`);
        const { title, description, file } = found.fields;
        expect(file[EN]!.contentType).toBe('image/webp');
        expect(file[EN]!.details.image).toEqual(IMAGE_SIZES.packageGallery);
        for (const code of contentfulLocaleCodes) {
          expect(title[code], `${assetId}.title [${code}]`).toEqual(expect.stringMatching(/\S/));
          expect(description?.[code], `${assetId}.description [${code}]`).toEqual(expect.stringMatching(/\S{3}/));
        }
        expect(description?.[EN], `${assetId}: the description says more than the title`).not.toBe(title[EN]);
      }
    }
  });

  it('states a price basis on some market information entries, in the market’s language and at most 80 characters, leaving the others to the site’s wording', () => {
    const infos = soldPackages()
      .flatMap((item) => linkIds(item, 'marketInformation'))
      .map(get);
    const withBasis = infos.filter((info) => value(info, 'priceBasis') !== undefined);
    expect(withBasis.length).toBeGreaterThanOrEqual(10);
    const opening: Record<string, RegExp> = {
      UK: /^per person\b/,
      IT: /^a persona\b/,
      PT: /^por pessoa\b/,
      ES: /^por persona\b/,
    };
    for (const info of withBasis) {
      const basis = value<string>(info, 'priceBasis')!;
      expect(basis.length, info.sys.id).toBeLessThanOrEqual(80);
      expect(basis, info.sys.id).toMatch(opening[marketIso(info.sys.id)]!);
      expect(Object.keys(info.fields.priceBasis!), `${info.sys.id}: not localized`).toEqual([EN]);
    }
    expect(value(get('market-info-amalfi-coast-classic-uk'), 'priceBasis')).toBe('per person, based on two sharing');
    expect(value(get('market-info-amalfi-coast-classic-it'), 'priceBasis')).toBe('a persona, in camera doppia');
    // Every market has entries without one, where the site's dictionary default is shown.
    for (const iso of ['UK', 'IT', 'PT', 'ES']) {
      expect(
        infos.some((info) => marketIso(info.sys.id) === iso && value(info, 'priceBasis') === undefined),
        iso,
      ).toBe(true);
    }
    expect(value(get('market-info-amalfi-coast-classic-pt'), 'priceBasis')).toBeUndefined();
    // Journeys' and banners' prices have none.
    for (const owner of [...published('specialJourney'), ...published('heroBanner')]) {
      for (const id of linkIds(owner, 'marketInformation')) expect(value(get(id), 'priceBasis'), id).toBeUndefined();
    }
  });
});

describe('events, journeys and the other modules', () => {
  it('has at least 2 event landings with sponsors and boxes of at most 3 packages', () => {
    const landings = published('landing');
    expect(landings.length).toBeGreaterThanOrEqual(2);
    for (const landing of landings) {
      expect(linkIds(landing, 'sponsors').length).toBeGreaterThan(0);
      const boxes = linkIds(landing, 'boxes').map(get);
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.some((box) => linkIds(box, 'products').length > 0)).toBe(true);
      for (const box of boxes) expect(linkIds(box, 'products').length).toBeLessThanOrEqual(limits.landingBoxProducts);
    }
  });

  it('has at least 2 special journeys with days, itinerary items, weather and tips within the limits', () => {
    const journeys = published('specialJourney');
    expect(journeys.length).toBeGreaterThanOrEqual(2);
    for (const journey of journeys) {
      const days = linkIds(journey, 'days');
      expect(days.length).toBeGreaterThan(0);
      expect(days.length).toBeLessThanOrEqual(limits.journeyDays);
      for (const day of days) expect(linkIds(get(day), 'itinerary').length).toBeGreaterThan(0);
      expect(linkIds(journey, 'weather').length).toBeGreaterThan(0);
      expect(linkIds(journey, 'weather').length).toBeLessThanOrEqual(limits.journeyWeather);
      expect(linkIds(journey, 'recommendations').length).toBeGreaterThan(0);
      expect(linkIds(journey, 'recommendations').length).toBeLessThanOrEqual(limits.journeyRecommendations);
    }
  });

  it('prices special journeys and banners per market, each market in its currency’s own amount', () => {
    const pricesOf = (item: ExportEntry) =>
      Object.fromEntries(
        linkIds(item, 'marketInformation').map((id) => [marketIso(id), value<number>(get(id), 'price')]),
      );
    // Every journey is shown in the four languages, so it has a price in each market.
    for (const journey of published('specialJourney')) {
      expect(linkIds(journey, 'marketInformation').map(marketIso), journey.sys.id).toEqual(['UK', 'IT', 'PT', 'ES']);
      expect(value(journey, 'price'), journey.sys.id).toBeUndefined();
    }
    expect(pricesOf(get('journey-iceland-fire-and-ice'))).toEqual({ UK: 2190, IT: 2540, PT: 2540, ES: 2540 });
    expect(pricesOf(get('hero-offer-iceland-journey'))).toEqual({ UK: 2190, IT: 2540, PT: 2540, ES: 2540 });
    const priced = published('heroBanner').filter((banner) => linkIds(banner, 'marketInformation').length > 0);
    expect(priced.length).toBeGreaterThanOrEqual(4);
    for (const item of [...published('specialJourney'), ...priced]) {
      const prices = pricesOf(item);
      // A pound amount is not the euro amount: the same figure in both currencies is the mistake this guards against.
      expect(prices.UK, item.sys.id).toBeLessThan(prices.IT!);
      for (const id of linkIds(item, 'marketInformation')) {
        expect(id).toBe(`market-info-${item.sys.id}-${marketIso(id).toLowerCase()}`);
        expect(value(get(id), 'travelcUrl'), id).toBeUndefined();
      }
    }
    // The last-minute strip has a discount but no price; the banners without one show none.
    expect(linkIds(get('hero-home-last-minute'), 'marketInformation')).toEqual([]);
  });

  it('has a links module, one search-list module per market, a five-continent slider and at least 4 catalogues', () => {
    expect(published('linksModule').some((item) => linkIds(item, 'links').length > 0)).toBe(true);
    const markets = published('allSearchBoxModule').map((item) => value(get(linkIds(item, 'market')[0]!), 'iso'));
    expect([...markets].sort()).toEqual(['ES', 'IT', 'PT', 'UK']);
    const [slider] = published('loopSlider');
    expect(linkIds(slider!, 'continents')).toHaveLength(5);
    expect(linkIds(slider!, 'continents').every((id) => typeOf(id) === 'continent')).toBe(true);
    expect(published('catalogue').length).toBeGreaterThanOrEqual(4);
  });

  it('has one contact details entry with a phone, an e-mail and opening hours in every language', () => {
    const [details, ...others] = published('contactDetails');
    expect(others).toHaveLength(0);
    for (const id of ['phone', 'email', 'openingHours']) {
      expect(Object.keys(details!.fields[id] ?? {}).sort(), id).toEqual(['en-UK', 'es-ES', 'it-IT', 'pt-PT']);
    }
  });
});

describe('redirects', () => {
  it('send the campaign addresses /en/offers/ and /it/offerte/ permanently to the results page of their language', () => {
    const offers = published('redirect').map((item) => [
      value(item, 'from'),
      value(item, 'toAddress'),
      value(item, 'permanent'),
    ]);
    expect(offers).toEqual(
      expect.arrayContaining([
        ['/en/offers/', '/en/results/packages/', true],
        ['/it/offerte/', '/it/risultati/pacchetti/', true],
      ]),
    );
  });

  it('include one for every language that leads to an entry (its address comes from its slugs)', () => {
    const marathon = byId.get('redirect-marathon')!;
    expect(value(marathon, 'from')).toBe('/*/marathon/');
    expect(linkIds(marathon, 'toEntry')).toEqual(['landing-rome-marathon-2026']);
  });
});

describe('site settings', () => {
  it('are one published entry holding the route rules the code held before: the help centre in English and Italian', () => {
    const [settings, ...others] = published('siteSettings');
    expect(others).toEqual([]);
    expect(value(settings!, 'routeRules')).toEqual({
      '/en/help-centre/': { redirect: { to: 'https://help.example.com/en/', statusCode: 307 } },
      '/it/centro-assistenza/': { redirect: { to: 'https://help.example.com/it/', statusCode: 307 } },
    });
  });
});

describe('drafts', () => {
  it('include a package and a generic page', () => {
    expect(entriesOf('package').some((item) => !isPublished(item))).toBe(true);
    expect(entriesOf('page').some((item) => !isPublished(item) && item.sys.id !== 'page-preview-diagnostics')).toBe(
      true,
    );
  });

  it('include the preview-diagnostics page, whose modules the renderer cannot render', () => {
    const page = get('page-preview-diagnostics');
    expect(isPublished(page)).toBe(false);
    for (const code of contentfulLocaleCodes) expect(value(page, 'slug', code)).toBe('preview-diagnostics');
    const modules = linkIds(page, 'modules').map(get);
    const tabsWithoutTabs = modules.find(
      (item) =>
        typeOf(item.sys.id) === 'modules' && value(item, 'layout') === 'tabs' && linkIds(item, 'tabs').length === 0,
    );
    const newsletterWithoutUrl = modules.find(
      (item) => typeOf(item.sys.id) === 'newsletter' && value(item, 'url') === undefined,
    );
    expect(tabsWithoutTabs).toBeDefined();
    expect(newsletterWithoutUrl).toBeDefined();
    expect(modules.some((item) => typeOf(item.sys.id) === 'actionButtons')).toBe(true);
  });
});

describe('importability', () => {
  /*
   * contentful-import bundles its payload validation (assertPayload, Joi
   * schemas in lib/utils/schema.ts) and default-locale check
   * (assertDefaultLocale) into dist/index.js without exporting them, so the
   * test runs the real import against a local stand-in for the Management
   * API. The stand-in answers the reads the import makes before writing
   * (space, environment, existing content types, locales, tags, entries,
   * assets: an empty space whose default locale is en-UK) and refuses the
   * second "get space", with which the import starts pushing. An import that
   * reaches that request has passed the Joi validation, the default-locale
   * check and the transformation of every entity; an invalid payload never
   * sends a request at all.
   */
  interface Stub {
    host: string;
    requests: string[];
    close: () => Promise<void>;
  }

  async function startStub(defaultLocale = 'en-UK'): Promise<Stub> {
    const requests: string[] = [];
    let spaceReads = 0;
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const path = new URL(request.url ?? '/', 'http://stub').pathname;
      requests.push(`${request.method} ${path}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json' });
        response.end(JSON.stringify(body));
      };
      const list = (items: unknown[]) =>
        send(200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items });
      if (request.method !== 'GET')
        return send(403, { sys: { type: 'Error', id: 'AccessDenied' }, message: 'The stub is read-only' });
      if (path === `/spaces/${SPACE_ID}`) {
        spaceReads += 1;
        if (spaceReads === 1) return send(200, { sys: { type: 'Space', id: SPACE_ID, version: 1 }, name: 'Stub' });
        return send(404, {
          sys: { type: 'Error', id: 'NotFound' },
          message: 'stub: the import reached the push phase',
        });
      }
      if (path === `/spaces/${SPACE_ID}/environments/master`) {
        return send(200, {
          sys: {
            type: 'Environment',
            id: 'master',
            version: 1,
            space: { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } },
          },
          name: 'master',
        });
      }
      if (path.endsWith('/locales')) {
        return list([
          {
            sys: { type: 'Locale', id: 'stub-default', version: 1 },
            code: defaultLocale,
            name: 'Default',
            default: true,
            fallbackCode: null,
            optional: false,
            contentDeliveryApi: true,
            contentManagementApi: true,
          },
        ]);
      }
      return list([]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      host: `127.0.0.1:${port}`,
      requests,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  interface ImportFailure {
    name?: string;
    /** The import's error log: each entry's error is the SDK error (or Joi's ValidationError) with the API's answer in `data`. */
    errors?: {
      error?: { name?: string; message?: string; originalError?: { name?: string }; data?: { message?: string } };
    }[];
  }

  /** Runs contentful-import on `content` against the stub; returns how it failed. */
  async function importInto(stub: Stub, content: object): Promise<ImportFailure> {
    const directory = mkdtempSync(join(tmpdir(), 'seed-import-'));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const params: Parameters<typeof runContentfulImport>[0] & { insecure: boolean } = {
      spaceId: SPACE_ID,
      managementToken: 'stub-token',
      content,
      host: stub.host,
      insecure: true,
      useVerboseRenderer: true,
      errorLogFile: join(directory, 'import-errors.json'),
    };
    try {
      await runContentfulImport(params);
      throw new Error('the stub refuses every write, so the import cannot succeed');
    } catch (error) {
      return error as ImportFailure;
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }

  let stub: Stub | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  it('passes contentful-import’s own payload validation, default-locale check and transformation', async () => {
    stub = await startStub();
    // The import mutates what it is given (it drops unknown lists, rewrites locales), so it gets a copy.
    const failure = await importInto(stub, structuredClone(seed));
    expect(failure.errors?.map((item) => item.error?.originalError?.name ?? item.error?.name)).toEqual(['NotFound']);
    expect(failure.errors?.[0]?.error?.data?.message).toBe('stub: the import reached the push phase');
    expect(stub.requests.filter((request) => request === `GET /spaces/${SPACE_ID}`)).toHaveLength(2);
    expect(stub.requests).toContain(`GET /spaces/${SPACE_ID}/environments/master/entries`);
  }, 30_000);

  it('is a test that can fail: a payload the import rejects never reaches the API', async () => {
    stub = await startStub();
    const broken = structuredClone(seed) as unknown as {
      assets: { fields: { file: Record<string, { url?: string }> } }[];
    };
    delete broken.assets[0]!.fields.file[EN]!.url;
    const failure = await importInto(stub, broken);
    expect(failure.errors?.[0]?.error?.name).toBe('ValidationError');
    expect(stub.requests).toEqual([]);
  }, 30_000);

  it('is a test that can fail: a space with another default locale is refused', async () => {
    stub = await startStub('en-US');
    const failure = await importInto(stub, structuredClone(seed));
    expect(failure.errors?.[0]?.error?.message).toContain('same default locale');
    expect(stub.requests.filter((request) => request === `GET /spaces/${SPACE_ID}`)).toHaveLength(1);
  }, 30_000);
});
