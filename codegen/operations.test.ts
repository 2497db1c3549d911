import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, Kind, print, visit, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '@/codegen/generated/graphql';
import { createContentService } from '@travel/cms/graphql';
import { MAX_ANSWER_SIZE } from '@travel/cms/graphql/answer-budget';
import { limits } from '@travel/cms/model';
import { readSeedExport } from '@/seed/load';
import { EMBEDDED_SPACE } from '@/lib/content/endpoint';
import { withEntryIds } from '@/lib/content/tags';

const service = createContentService({ space: readSeedExport(), ...EMBEDDED_SPACE, assetBaseUrl: '/content/images' });

/** Variables for every operation under codegen/operations, with ids and slugs of the seed. */
const variables: Record<string, Record<string, unknown>> = {
  Continents: { locale: 'it-IT' },
  SuperareasByContinent: { locale: 'en-UK', slug: 'europe' },
  CountriesByRegion: { locale: 'pt-PT', slug: 'europe' },
  SimilarCountries: { locale: 'en-UK', slug: 'europe', id: 'country-italy' },
  CitiesByCountry: { locale: 'it-IT', slug: 'italia' },
  ContinentById: { locale: 'es-ES', id: 'continent-europe' },
  SuperareaById: { locale: 'en-UK', id: 'superarea-mediterranean' },
  AreaById: { locale: 'it-IT', id: 'area-tuscany' },
  CountryById: { locale: 'en-UK', id: 'country-italy', onlySlug: true },
  CityById: { locale: 'pt-PT', id: 'city-rome' },
  DestinationSearch: { locale: 'en-UK', search: 'Ital' },
  LoopSlider: { locale: 'en-UK' },
  SearchBoxModuleByMarket: { locale: 'es-ES', market: 'ES' },
  LinksModuleBySlug: { locale: 'en-UK', slug: 'popular-searches' },
  LandingBySlug: { locale: 'en-UK', slug: 'rio-carnival-2027', market: 'UK' },
  LandingSlugs: { id: 'landing-rome-marathon-2026' },
  PackageBySlug: { locale: 'it-IT', slug: 'costiera-amalfitana-classica', market: 'IT' },
  PackageSlugs: { id: 'package-amalfi-coast-classic' },
  SpecialJourneyById: { locale: 'it-IT', id: 'journey-iceland-fire-and-ice', market: 'IT' },
  Catalogues: { locale: 'en-UK' },
  ContactDetails: { locale: 'it-IT' },
  PageBasic: { locale: 'en-UK', slug: 'home' },
  PageSlugs: { id: 'page-about-us' },
  NotFoundPage: { locale: 'es-ES' },
  PagesBySlug: { locale: 'it-IT', slug: 'chi-siamo' },
  PageCampaign: { locale: 'en-UK', id: 'page-home', market: 'UK' },
  PageHeroBanners: { locale: 'pt-PT', id: 'page-home', market: 'PT' },
  PageSearchbox: { locale: 'en-UK', id: 'page-home' },
  PageModules: { locale: 'es-ES', id: 'page-home', market: 'ES' },
  PackagesByDestination: { locale: 'en-UK', slug: 'italy', market: 'UK' },
  FilterOptions: { locale: 'it-IT' },
  ResultsPackages: { locale: 'pt-PT', market: 'PT', limit: 20 },
  ResultsPlaces: { locale: 'es-ES' },
  AiSearchSpellings: { locale: 'pt-PT' },
  PrerenderPaths: { locale: 'pt-PT' },
  DestinationPaths: { locale: 'es-ES' },
  Redirects: {},
  SiteSettings: {},
};

const operations = Object.entries(generated)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object')
  .map(([, document]) => document as TypedDocumentNode)
  .filter((document) => getOperationAST(document)?.operation === 'query');

/** True when the result holds at least one non-empty list or object somewhere below the root fields. */
function hasContent(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value).some(hasContent);
  return typeof value === 'string' || typeof value === 'number';
}

// What the operations answer, not how fast: on a loaded CI machine a page's modules have taken over the 100 ms bound,
// which the section below measures on its own (the site's own queries are not held to it in process either).
describe('every operation under codegen/ against the embedded service with the seed', () => {
  it('covers every operation', () => {
    const names = operations.map((document) => getOperationAST(document)!.name!.value).sort();
    expect(names).toEqual(Object.keys(variables).sort());
  });

  for (const document of operations) {
    const name = getOperationAST(document)!.name!.value;
    it(`${name} returns data without errors`, async () => {
      const result = await service.execute({
        query: document,
        variables: variables[name],
        token: EMBEDDED_SPACE.deliveryToken,
        timeLimited: false,
      });
      expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
      expect(result.status).toBe(200);
      expect(hasContent(result.body.data), `${name}: ${JSON.stringify(result.body.data).slice(0, 200)}`).toBe(true);
    });
  }
});

describe("every operation within the content service's bounds on an answer", () => {
  /** The largest variables the site sends: the results read packages 100 at a time (lib/content/results.ts). */
  const largest: Record<string, Record<string, unknown>> = {
    ...variables,
    ResultsPackages: { ...variables.ResultsPackages, limit: 100 },
  };

  for (const document of operations) {
    const name = getOperationAST(document)!.name!.value;
    it(`${name}, as the site sends it, answers at most a quarter of the size bound, within the time bound`, async () => {
      // With the entry ids the site adds (lib/content/tags.ts), under the service's default bounds, time included.
      const query = withEntryIds(document);
      const request = { query, variables: largest[name], token: EMBEDDED_SPACE.deliveryToken };
      await service.execute(request);
      const result = await service.execute(request);
      expect(result.status, JSON.stringify(result.body.errors)).toBe(200);
      // The largest, a page of 100 results with the seed's 75 packages, is about 130 KB: a full page of 100 fits too.
      expect(JSON.stringify(result.body).length).toBeLessThan(MAX_ANSWER_SIZE / 4);
    });
  }
});

describe('prices in every operation', () => {
  /** Every `marketInformationCollection` selection of the operations (fragments included), printed. */
  const selections = Object.entries(generated)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object')
    .flatMap(([name, document]) => {
      const found: { name: string; field: FieldNode }[] = [];
      visit(document as TypedDocumentNode, {
        Field: (field) => void (field.name.value === 'marketInformationCollection' && found.push({ name, field })),
      });
      return found;
    });

  it('ask for the visitor’s market only, at most the spec’s 2 (a package, a journey or a banner may have a price in all four)', () => {
    expect(selections.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'ResultsPackagesDocument',
        'PageModulesDocument',
        'PageCampaignDocument',
        'LandingBySlugDocument',
        'PackagesByDestinationDocument',
        'PageHeroBannersDocument',
        'SpecialJourneyByIdDocument',
      ]),
    );
    for (const { name, field } of selections) {
      const argument = (argumentName: string) =>
        field.arguments?.find((item) => item.name.value === argumentName)?.value;
      const limit = argument('limit');
      expect(limit?.kind === Kind.INT ? Number(limit.value) : undefined, name).toBe(limits.marketInformationInQueries);
      expect(print(argument('where')!), name).toBe('{market: {iso: $market}}');
    }
  });

  it('give each market its own price and currency of a special journey and of a banner', async () => {
    const answers = await Promise.all(
      [
        ['en-UK', 'UK'],
        ['it-IT', 'IT'],
      ].map(async ([locale, market]) => {
        const journey = await service.execute({
          query: generated.SpecialJourneyByIdDocument,
          variables: { locale, id: 'journey-iceland-fire-and-ice', market },
          token: EMBEDDED_SPACE.deliveryToken,
          timeLimited: false,
        });
        const modules = await service.execute({
          query: generated.PageModulesDocument,
          variables: { locale, id: 'page-home', market },
          token: EMBEDDED_SPACE.deliveryToken,
          timeLimited: false,
        });
        type Prices = { marketInformationCollection: { items: unknown[] } };
        const banners = (
          modules.body.data as {
            page: {
              modulesCollection: {
                items: ({ bannersCollection?: { items: (Prices & { sys: { id: string } })[] } } | null)[];
              };
            };
          }
        ).page.modulesCollection.items.flatMap((item) => item?.bannersCollection?.items ?? []);
        return {
          journey: (journey.body.data as { specialJourney: Prices }).specialJourney.marketInformationCollection.items,
          banner: banners.find((banner) => banner.sys.id === 'hero-offer-iceland-journey')?.marketInformationCollection
            .items,
        };
      }),
    );
    const uk = [{ market: { iso: 'UK', currency: 'GBP' }, travelcUrl: null, price: 2190, priceWithDiscount: null }];
    const it = [{ market: { iso: 'IT', currency: 'EUR' }, travelcUrl: null, price: 2540, priceWithDiscount: null }];
    expect(answers).toEqual([
      { journey: uk, banner: uk },
      { journey: it, banner: it },
    ]);
  });

  it('give each market its own price, currency and booking link of a package sold in all four', async () => {
    const query = generated.PageCampaignDocument;
    const offers = await Promise.all(
      [
        ['en-UK', 'UK'],
        ['it-IT', 'IT'],
        ['pt-PT', 'PT'],
        ['es-ES', 'ES'],
      ].map(async ([locale, market]) => {
        const result = await service.execute({
          query,
          variables: { locale, id: 'page-home', market },
          token: EMBEDDED_SPACE.deliveryToken,
          timeLimited: false,
        });
        return (
          result.body.data as { page: { campaignProduct: { marketInformationCollection: { items: unknown[] } } } }
        ).page.campaignProduct.marketInformationCollection.items;
      }),
    );
    // The seed's campaign product, the Grand Tour of Italy, is sold in the four markets; its UK and IT entries come first.
    expect(offers).toEqual([
      [
        {
          market: { iso: 'UK', currency: 'GBP' },
          travelcUrl: 'https://booking.example.com/uk/grand-tour-of-italy',
          price: 2055,
          priceWithDiscount: null,
        },
      ],
      [
        {
          market: { iso: 'IT', currency: 'EUR' },
          travelcUrl: 'https://booking.example.com/it/grand-tour-d-italia',
          price: 2455,
          priceWithDiscount: 2055,
        },
      ],
      [
        {
          market: { iso: 'PT', currency: 'EUR' },
          travelcUrl: 'https://booking.example.com/pt/grand-tour-de-italia',
          price: 2325,
          priceWithDiscount: null,
        },
      ],
      [
        {
          market: { iso: 'ES', currency: 'EUR' },
          travelcUrl: 'https://booking.example.com/es/gran-tour-de-italia',
          price: 2365,
          priceWithDiscount: null,
        },
      ],
    ]);
  });
});
