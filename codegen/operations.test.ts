import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, Kind, print, visit, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '@/codegen/generated/graphql';
import { createContentService } from '@travel/cms/graphql';
import { limits } from '@travel/cms/model';
import { readSeedExport } from '@/seed/load';
import { EMBEDDED_SPACE } from '@/lib/content/endpoint';

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
  SpecialJourneyById: { locale: 'it-IT', id: 'journey-iceland-fire-and-ice' },
  Catalogues: { locale: 'en-UK' },
  ContactDetails: { locale: 'it-IT' },
  PageBasic: { locale: 'en-UK', slug: 'home' },
  PageSlugs: { id: 'page-about-us' },
  NotFoundPage: { locale: 'es-ES' },
  PagesBySlug: { locale: 'it-IT', slug: 'chi-siamo' },
  PageCampaign: { locale: 'en-UK', id: 'page-home', market: 'UK' },
  PageHeroBanners: { locale: 'pt-PT', id: 'page-home' },
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

describe('every operation under codegen/ against the embedded service with the seed', () => {
  it('covers every operation', () => {
    const names = operations.map((document) => getOperationAST(document)!.name!.value).sort();
    expect(names).toEqual(Object.keys(variables).sort());
  });

  for (const document of operations) {
    const name = getOperationAST(document)!.name!.value;
    it(`${name} returns data without errors`, async () => {
      const result = await service.execute({ query: document, variables: variables[name], token: EMBEDDED_SPACE.deliveryToken });
      expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
      expect(result.status).toBe(200);
      expect(hasContent(result.body.data), `${name}: ${JSON.stringify(result.body.data).slice(0, 200)}`).toBe(true);
    });
  }
});

describe('prices in every operation', () => {
  /** Every `marketInformationCollection` selection of the operations (fragments included), printed. */
  const selections = Object.entries(generated)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object')
    .flatMap(([name, document]) => {
      const found: { name: string; field: FieldNode }[] = [];
      visit(document as TypedDocumentNode, { Field: (field) => void (field.name.value === 'marketInformationCollection' && found.push({ name, field })) });
      return found;
    });

  it('ask for the visitor’s market only, at most the spec’s 2 (a package may have a price in all four)', () => {
    expect(selections.map(({ name }) => name)).toEqual(expect.arrayContaining(['ResultsPackagesDocument', 'PageModulesDocument', 'PageCampaignDocument', 'LandingBySlugDocument', 'PackagesByDestinationDocument']));
    for (const { name, field } of selections) {
      const argument = (argumentName: string) => field.arguments?.find((item) => item.name.value === argumentName)?.value;
      const limit = argument('limit');
      expect(limit?.kind === Kind.INT ? Number(limit.value) : undefined, name).toBe(limits.marketInformationInQueries);
      expect(print(argument('where')!), name).toBe('{market: {iso: $market}}');
    }
  });

  it('give each market its own price, currency and booking link of a package sold in all four', async () => {
    const query = generated.PageCampaignDocument;
    const offers = await Promise.all(
      [['en-UK', 'UK'], ['it-IT', 'IT'], ['pt-PT', 'PT'], ['es-ES', 'ES']].map(async ([locale, market]) => {
        const result = await service.execute({ query, variables: { locale, id: 'page-home', market }, token: EMBEDDED_SPACE.deliveryToken });
        return (result.body.data as { page: { campaignProduct: { marketInformationCollection: { items: unknown[] } } } }).page.campaignProduct.marketInformationCollection.items;
      }),
    );
    // The seed's campaign product, the Grand Tour of Italy, is sold in the four markets; its UK and IT entries come first.
    expect(offers).toEqual([
      [{ market: { iso: 'UK', currency: 'GBP' }, travelcUrl: 'https://booking.example.com/uk/grand-tour-of-italy', price: 2055, priceWithDiscount: null }],
      [{ market: { iso: 'IT', currency: 'EUR' }, travelcUrl: 'https://booking.example.com/it/grand-tour-d-italia', price: 2455, priceWithDiscount: 2055 }],
      [{ market: { iso: 'PT', currency: 'EUR' }, travelcUrl: 'https://booking.example.com/pt/grand-tour-de-italia', price: 2325, priceWithDiscount: null }],
      [{ market: { iso: 'ES', currency: 'EUR' }, travelcUrl: 'https://booking.example.com/es/gran-tour-de-italia', price: 2365, priceWithDiscount: null }],
    ]);
  });
});
