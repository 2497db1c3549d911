import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { formatDocument, type TypedDocumentNode } from '@urql/core';
import { getOperationAST } from 'graphql';
import { createContentService, type ContentService } from '@travel/cms/graphql';
import {
  CitiesByCountryDocument,
  CountriesByRegionDocument,
  CountryByIdDocument,
  LandingBySlugDocument,
  LandingSlugsDocument,
  LoopSliderDocument,
  PackageBySlugDocument,
  PackageSlugsDocument,
  PageHeroBannersDocument,
  PageModulesDocument,
  PageSearchboxDocument,
  SpecialJourneyByIdDocument,
} from '@/codegen/generated/graphql';
import { EMBEDDED_IMAGES_PATH, EMBEDDED_SPACE } from '@/lib/content/endpoint';
import { marketOf } from '@/lib/content/markets';
import { toContentfulLocale } from '@/lib/content/model';
import { packagePage } from '@/lib/content/package-shape';
import { section } from '@/lib/content/sections';
import { eventLanding, heroBanners, pageModules, specialJourney } from '@/lib/content/shapes';
import { withEntryIds } from '@/lib/content/tags';
import type { Locale } from '@/lib/i18n/locales';
import { readSeedExport } from './load';

/**
 * The unit tests' and stories' payloads, taken from the seed through the
 * embedded content service and the site's own operations
 * (codegen/operations): what the loaders receive, reshaped as they reshape it
 * for the renderers (products filtered by market with their offer, list
 * fields as one block). Each folder that uses them gets a
 * `seed.generated.json`: one entry per line, keyed `{locale}:{entry id}`
 * (a list block `{locale}:{owner id}.{field}`). Fixtures derive what the seed
 * does not hold (a missing field, an invalid value) from these entries.
 *
 *   npm run fixtures                   writes the files
 *   npm run fixtures -- --check        exits 1, naming the stale files, when one differs
 *
 * seed/fixtures.test.ts runs the check in `npm test`. The loaders of
 * lib/content import `server-only` and query through Next's cache, so a
 * script cannot call them; it reshapes the answers with the functions they
 * use (lib/content/shapes.ts, `section`).
 */

/** Every generated file, by its path from the repository root. */
export type GeneratedFiles = Record<string, Record<string, unknown>>;

type Run = <Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  preview?: boolean,
) => Promise<Data>;

/**
 * Runs the site's typed operations on an embedded service, in process, as
 * lib/content/server.ts sends them: published queries with `sys { id }` added
 * to every entry and asset (for the cache tags), and every query with the
 * `__typename`s urql's cache adds.
 */
function runner(service: ContentService, previewToken: string): Run {
  return async (document, variables, preview = false) => {
    const token = preview ? previewToken : EMBEDDED_SPACE.deliveryToken;
    const query = formatDocument(preview ? document : withEntryIds(document, service.schema));
    // The site's own documents, run in process as the site runs them: no wall-clock bound (a loaded CI machine trips it).
    const { status, body } = await service.execute({
      query,
      variables: { ...variables, ...(preview ? { preview: true } : {}) },
      token,
      timeLimited: false,
    });
    if (status !== 200 || !body.data || body.errors?.length) {
      const operation = getOperationAST(document)?.name?.value;
      throw new Error(
        `${operation} ${JSON.stringify(variables)}: ${status} ${body.errors?.map((error) => error.message).join('; ') ?? 'no data'}`,
      );
    }
    return body.data as never;
  };
}

/** The pages whose modules, hero banners and search-box tabs the fixtures show, and the locale each is read in. */
const pageReads: ReadonlyArray<{ locale: Locale; id: string; preview?: boolean }> = [
  { locale: 'en', id: 'page-home' },
  { locale: 'it', id: 'page-home' },
  { locale: 'en', id: 'page-about-us' },
  { locale: 'en', id: 'page-help' },
  { locale: 'en', id: 'page-inspiration' },
  { locale: 'en', id: 'page-honeymoons' },
  // A draft: its modules are the seed's unrenderable ones, shown to editors in preview.
  { locale: 'en', id: 'page-preview-diagnostics', preview: true },
];

/** The event landings whose boxes and sponsors the fixtures show. */
const landingReads: ReadonlyArray<{ locale: Locale; id: string }> = [
  { locale: 'en', id: 'landing-rome-marathon-2026' },
  { locale: 'it', id: 'landing-rome-marathon-2026' },
  { locale: 'en', id: 'landing-rio-carnival-2027' },
];

/** The special journeys whose days, weather and tips the fixtures show. */
const journeyReads: ReadonlyArray<{ locale: Locale; id: string }> = [
  { locale: 'en', id: 'journey-iceland-fire-and-ice' },
  { locale: 'it', id: 'journey-iceland-fire-and-ice' },
  { locale: 'en', id: 'journey-japan-cherry-blossom' },
];

/** The packages whose own page the fixtures show (components/package-page/PackageView.stories.tsx): Amalfi with everything, Rome with the default price basis. */
const packageReads: ReadonlyArray<{ locale: Locale; id: string }> = [
  { locale: 'en', id: 'package-amalfi-coast-classic' },
  { locale: 'it', id: 'package-amalfi-coast-classic' },
  { locale: 'en', id: 'package-rome-city-break' },
];

/** The registry folder of a module kind (`AllSearchBoxModule` -> registry/all-search-box-module); a kind without one stops the generator. */
function folderOf(kind: string): string {
  const folder = `registry/${kind.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()}`;
  if (!existsSync(join(process.cwd(), folder)))
    throw new Error(`No registry folder takes ${kind} payloads (looked for ${folder})`);
  return folder;
}

const PRODUCT_CARD = 'components/product-card';
const PACKAGE_PAGE = 'components/package-page';
const DESTINATIONS = 'components/destinations';

/** The places the destination page's story links to (components/destinations/DestinationView.stories.tsx). */
const destinationPlaces = ['city-athens', 'city-barcelona', 'country-argentina', 'country-brazil'];

const GENERATED_NAME = 'seed.generated.json';

/** The file a folder's payloads are written to. */
export const generatedFile = (folder: string) => `${folder}/${GENERATED_NAME}`;

/** Every payload the fixtures take from the seed, by file. */
export async function generateFixtures(space = readSeedExport()): Promise<GeneratedFiles> {
  const previewToken = randomBytes(32).toString('hex');
  const run = runner(
    createContentService({ space, ...EMBEDDED_SPACE, previewToken, assetBaseUrl: EMBEDDED_IMAGES_PATH }),
    previewToken,
  );
  const files: GeneratedFiles = {};
  const put = (folder: string, locale: Locale, id: string, payload: unknown) => {
    const entries = (files[generatedFile(folder)] ??= {});
    const key = `${locale}:${id}`;
    // The same entry read twice (a package in two tabs) must come out the same.
    if (key in entries && !isDeepStrictEqual(entries[key], payload))
      throw new Error(`${key} differs between two reads`);
    entries[key] = payload;
  };
  /** Packages as product cards show them: each with its offer, as sellableProducts hands them over. */
  const putProducts = (locale: Locale, products: ReadonlyArray<{ sys: { id: string } }>) => {
    for (const product of products) put(PRODUCT_CARD, locale, product.sys.id, product);
  };
  /** Modules (and list blocks) into the registry folder of their kind. */
  const putModules = (
    locale: Locale,
    modules: ReadonlyArray<{ __typename: string; sys: { id: string } } & Record<string, unknown>>,
  ) => {
    for (const entry of modules) put(folderOf(entry.__typename), locale, entry.sys.id, entry);
  };

  for (const { locale, id, preview } of pageReads) {
    const market = marketOf(locale);
    const variables = { locale: toContentfulLocale(locale), id };
    // As loadPageModules (lib/content/pages.ts) reads them: other markets' search lists left out, tabs with what the market sells.
    for (const item of pageModules(
      await run(PageModulesDocument, { ...variables, market: market.iso }, preview),
      market,
    )) {
      putModules(locale, [item]);
      if (item.__typename === 'Modules') for (const tab of item.tabs) putProducts(locale, tab.products);
    }
    // loadHeroBanners (each banner with its price in the market) and loadSearchbox: each list as one block.
    putModules(
      locale,
      heroBanners(await run(PageHeroBannersDocument, { ...variables, market: market.iso }, preview), id, market),
    );
    const searchbox = await run(PageSearchboxDocument, variables, preview);
    putModules(locale, section('SearchboxItem', id, 'searchboxItems', searchbox.page?.searchboxItemsCollection?.items));
  }

  for (const { locale, id } of landingReads) {
    const market = marketOf(locale);
    const slug = (await run(LandingSlugsDocument, { id })).landing?.[locale];
    if (!slug) throw new Error(`${id} has no slug in ${locale}`);
    // As loadEvent (lib/content/events.ts) reads it: boxes with the products their market sells, then the sponsors as one block.
    const data = await run(LandingBySlugDocument, { locale: toContentfulLocale(locale), slug, market: market.iso });
    const event = eventLanding(data.landingCollection?.items[0], market);
    if (!event) throw new Error(`${id} (${slug}) is not published in ${locale}`);
    putModules(locale, event.modules);
    for (const box of event.modules) if ('products' in box) putProducts(locale, box.products);
  }

  for (const { locale, id } of journeyReads) {
    // As loadSpecialJourney (lib/content/journeys.ts) reads it: days, weather and recommendations, each as one block.
    const market = marketOf(locale);
    const journey = specialJourney(
      (await run(SpecialJourneyByIdDocument, { locale: toContentfulLocale(locale), id, market: market.iso }))
        .specialJourney,
      market,
    );
    if (!journey) throw new Error(`${id} is not published in ${locale}`);
    putModules(locale, journey.modules);
  }

  for (const { locale, id } of packageReads) {
    // As loadPackage (lib/content/package-page.ts) reads it, by its slug in the language: reshaped by packagePage.
    const market = marketOf(locale);
    const slug = (await run(PackageSlugsDocument, { id })).package?.[locale];
    if (!slug) throw new Error(`${id} has no slug in ${locale}`);
    const page = packagePage(
      (await run(PackageBySlugDocument, { locale: toContentfulLocale(locale), slug, market: market.iso }))
        .packageCollection?.items[0],
      market,
    );
    if (!page) throw new Error(`${id} (${slug}) is not sold in ${locale}`);
    put(PACKAGE_PAGE, locale, id, page);
  }

  // The English pages' pictures and places, read in English's Contentful locale.
  const english = toContentfulLocale('en');
  // Continents as the LoopSlider operation lists them (Oceania among them, which the seed's slider leaves out).
  for (const continent of (await run(LoopSliderDocument, { locale: english })).continentCollection?.items ?? []) {
    if (continent) put(folderOf('LoopSlider'), 'en', continent.sys.id, continent);
  }

  // A destination page's pictures: a country's photo, and the thumbnails of the places it links to.
  const italy = (await run(CountryByIdDocument, { locale: english, id: 'country-italy' })).country;
  if (!italy) throw new Error('country-italy is not published');
  put(DESTINATIONS, 'en', italy.sys.id, italy);
  const places = [
    ...((await run(CitiesByCountryDocument, { locale: english, slug: 'greece' })).cityCollection?.items ?? []),
    ...((await run(CitiesByCountryDocument, { locale: english, slug: 'spain' })).cityCollection?.items ?? []),
    ...((await run(CountriesByRegionDocument, { locale: english, slug: 'south-america' })).countryCollection?.items ??
      []),
  ];
  for (const place of places)
    if (place && destinationPlaces.includes(place.sys.id)) put(DESTINATIONS, 'en', place.sys.id, place);

  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/** A generated file's text: one entry per line, keys sorted, a trailing newline. */
export function serializeFixtures(entries: Record<string, unknown>): string {
  const lines = Object.keys(entries)
    .sort()
    .map((key) => `${JSON.stringify(key)}: ${JSON.stringify(entries[key])}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The folders generated files may sit in. */
const generatedRoots = ['components', 'registry'];

/**
 * The generated files whose committed text differs from what the generator
 * writes now: changed, missing, or left behind by an entry no fixture takes any more.
 */
export function staleFixtures(files: GeneratedFiles, root: string = process.cwd()): string[] {
  const changed = Object.entries(files).flatMap(([file, entries]) => {
    const path = join(root, file);
    return existsSync(path) && readFileSync(path, 'utf8') === serializeFixtures(entries) ? [] : [file];
  });
  const leftOver = generatedRoots.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => basename(path) === GENERATED_NAME)
      .map((path) => `${folder}/${path.split(sep).join('/')}`)
      .filter((file) => !(file in files)),
  );
  return [...changed, ...leftOver];
}

/** What to tell when generated files are stale. */
export function staleMessage(stale: readonly string[]): string {
  return `${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} stale: run \`npm run fixtures\` and commit the result.`;
}

/** The CLI: writes the generated files, or with `--check` names the stale ones and exits 1. */
async function main(check: boolean): Promise<number> {
  const files = await generateFixtures();
  if (check) {
    const stale = staleFixtures(files);
    if (stale.length > 0) console.error(staleMessage(stale));
    return stale.length > 0 ? 1 : 0;
  }
  const stale = staleFixtures(files);
  if (stale.length === 0) console.log('The generated fixtures are up to date.');
  for (const file of stale) {
    const entries = files[file];
    if (entries) {
      writeFileSync(join(process.cwd(), file), serializeFixtures(entries));
      console.log(`Wrote ${file}: ${Object.keys(entries).length} entries.`);
    } else {
      rmSync(join(process.cwd(), file));
      console.log(`Removed ${file}: no fixture takes it any more.`);
    }
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.includes('--check')).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
