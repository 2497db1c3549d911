/**
 * Generates the seed content of the site as a `contentful space export` file.
 *
 *   npx tsx seed/generate.ts        writes seed/export.json
 *
 * `generateSeed()` is pure and deterministic: no clock, no Math.random. Sys
 * dates are SEED_TIMESTAMP, numbers that should look varied (prices,
 * discounts, file sizes) come from a PRNG seeded per key (random.ts), and
 * asset URL tokens are digests of the asset ids. The committed export.json is
 * therefore exactly what the generator writes, and the seed tests fail when
 * it is stale.
 *
 * The content itself is curated in data/; this file only turns it into
 * entries and assets, checking each value against the content model as it
 * goes (unknown field, localized value for a non-localized field, ...).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  contentModel,
  type ContentfulLocaleCode,
  type ContentTypeId,
  defaultContentfulLocale,
  getContentType,
} from '@travel/cms/model';
import { toContentfulLocale } from '@/lib/content/model';
import { locales as siteLocales, type Locale } from '@/lib/i18n/locales';
import { ASSET_HOST, BOOKING_BASE_URL, ENVIRONMENT_ID, SEED_TIMESTAMP, SPACE_ID } from './constants';
import {
  actionButtonGroups,
  actionButtonItems,
  allSearchBoxes,
  allSearchBoxTitle,
  areas,
  bannerGroups,
  catalogues,
  categories,
  cities,
  contactDetails,
  continents,
  countries,
  type CountryKey,
  type DestinationData,
  destinationSlugs,
  dropdownItems,
  heroBanners,
  type HeroBannerData,
  includedItems,
  journeyPath,
  journeys,
  type JourneyData,
  type LandingData,
  landings,
  links,
  type LinkData,
  linksModules,
  type Localized,
  loopSliders,
  type MarketIso,
  type MarketPrices,
  markets,
  type ModuleSectionData,
  moduleSections,
  type NewsletterData,
  newsletters,
  notIncludedItems,
  type PackageData,
  packageGalleries,
  packageItineraries,
  type PackageItineraryDayData,
  packages,
  type PageData,
  pages,
  pageTree,
  pageUrl,
  parentOf,
  partners,
  priceBasisOf,
  productTypes,
  redirects,
  type SearchboxItemData,
  siteSettings,
  searchboxItems,
  slides,
  type SlideData,
  slugify,
  slugsOf,
  sponsors,
  superareas,
  tabs,
  thingsToDo,
  type TaxonomyData,
} from './data';
import { bulletList, documentOf, heading, hyperlink, paragraph, text } from './rich-text';
import { randomFor } from '@travel/cms/random';
import {
  type EntityLink,
  type ExportAsset,
  type ExportContentType,
  type ExportEditorInterface,
  type ExportEntry,
  type ExportFields,
  type ExportLocale,
  type ExportSys,
  type Link,
  type RichTextDocument,
  type SpaceExport,
} from '@travel/cms/export/types';

export type { SpaceExport } from '@travel/cms/export/types';

// ---------------------------------------------------------------------------
// Image sizes of the seed's assets (SPEC section 9 gives the first three)

export const IMAGE_SIZES = {
  /** Continents, superareas, countries, areas and cities (SPEC: 1200 x 800 destination photo). */
  destinationPhoto: { width: 1200, height: 800 },
  /** Packages (SPEC: 850 x 650 package card). Country thumbnails (80 x 80) are Images API renditions of the country photo. */
  packageCard: { width: 850, height: 650 },
  /** The photos of a package page's gallery, below its main photo. */
  packageGallery: { width: 1200, height: 800 },
  heroBanner: { width: 1920, height: 800 },
  /** Pictures shown when a page or landing is shared. */
  sharePicture: { width: 1200, height: 630 },
  slide: { width: 1200, height: 800 },
  newsletter: { width: 800, height: 600 },
  partnerLogo: { width: 240, height: 80 },
  sponsorLogo: { width: 400, height: 200 },
  landingLogo: { width: 400, height: 400 },
  landingBox: { width: 1200, height: 800 },
  journeyImage: { width: 1920, height: 1080 },
  itineraryPhoto: { width: 1200, height: 800 },
  catalogueCover: { width: 600, height: 850 },
} as const;

type ImageSize = (typeof IMAGE_SIZES)[keyof typeof IMAGE_SIZES];

// ---------------------------------------------------------------------------
// sys

const spaceLink: Link<'Space'> = { sys: { type: 'Link', linkType: 'Space', id: SPACE_ID } };
const environmentLink: Link<'Environment'> = { sys: { id: ENVIRONMENT_ID, type: 'Link', linkType: 'Environment' } };

/** An entity's sys as contentful-export writes it; a draft has no published* properties. */
function entitySys<T extends string>(id: string, type: T, draft: boolean): ExportSys & { type: T } {
  return {
    space: spaceLink,
    id,
    type,
    createdAt: SEED_TIMESTAMP,
    updatedAt: SEED_TIMESTAMP,
    environment: environmentLink,
    ...(draft ? {} : { publishedVersion: 1, publishedAt: SEED_TIMESTAMP, firstPublishedAt: SEED_TIMESTAMP }),
    publishedCounter: draft ? 0 : 1,
    version: draft ? 1 : 2,
    revision: 1,
  };
}

function entityLink(linkType: 'Entry' | 'Asset', id: string): EntityLink {
  return { sys: { type: 'Link', linkType, id } };
}

const entry = (id: string): EntityLink => entityLink('Entry', id);
const asset = (id: string): EntityLink => entityLink('Asset', id);

// ---------------------------------------------------------------------------
// Values

function toContentfulLocales<T>(value: Localized<T>): Record<ContentfulLocaleCode, T> {
  return Object.fromEntries(siteLocales.map((locale) => [toContentfulLocale(locale), value[locale]])) as Record<
    ContentfulLocaleCode,
    T
  >;
}

function isLocalized(value: unknown): value is Localized<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === siteLocales.length && siteLocales.every((locale) => keys.includes(locale));
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isLocalized(value)) return siteLocales.every((locale) => isEmpty(value[locale]));
  return false;
}

/** Field values as the data gives them: a `Localized` value for localized fields, a plain value otherwise. */
type FieldValues = Record<string, unknown>;

/** A 32-hex-digit token (Contentful's asset URL segment), a digest of the asset id. */
export function assetToken(assetId: string): string {
  return createHash('sha256').update(assetId).digest('hex').slice(0, 32);
}

interface AssetSpec {
  id: string;
  title: Localized;
  description?: Localized;
  size: ImageSize;
  /** File name without extension; defaults to the slugified English title. */
  name?: string;
}

/** Collects entries and assets, checking every value against the content model as it is added. */
class SeedBuilder {
  readonly entries: ExportEntry[] = [];
  readonly assets: ExportAsset[] = [];
  private readonly entryIds = new Set<string>();
  private readonly assetIds = new Set<string>();

  entry(contentTypeId: ContentTypeId, id: string, values: FieldValues, options: { draft?: boolean } = {}): EntityLink {
    if (this.entryIds.has(id)) throw new Error(`Entry id "${id}" is used twice`);
    const contentType = getContentType(contentTypeId);
    if (!contentType) throw new Error(`Unknown content type "${contentTypeId}"`);
    const fields: ExportFields = {};
    for (const [fieldId, value] of Object.entries(values)) {
      if (isEmpty(value)) continue;
      const field = contentType.fields.find((item) => item.id === fieldId);
      if (!field) throw new Error(`${id}: content type "${contentTypeId}" has no field "${fieldId}"`);
      if (field.localized) {
        if (!isLocalized(value))
          throw new Error(`${id}: field "${fieldId}" is localized and needs a value per language`);
        fields[fieldId] = toContentfulLocales(value);
      } else {
        if (isLocalized(value)) throw new Error(`${id}: field "${fieldId}" is not localized`);
        fields[fieldId] = { [defaultContentfulLocale]: value };
      }
    }
    this.entryIds.add(id);
    this.entries.push({
      metadata: { tags: [] },
      sys: {
        ...entitySys(id, 'Entry', options.draft ?? false),
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentTypeId } },
      },
      fields,
    });
    return entry(id);
  }

  asset({ id, title, description, size, name }: AssetSpec): EntityLink {
    if (this.assetIds.has(id)) throw new Error(`Asset id "${id}" is used twice`);
    this.assetIds.add(id);
    const fileName = `${name ?? slugify(title.en)}.webp`;
    const random = randomFor(`${id}:size`);
    // A WebP photo at quality 80 weighs roughly 0.08-0.2 bytes per pixel.
    const bytes = Math.round(size.width * size.height * (0.08 + random() * 0.12));
    const { sys, ...rest } = {
      sys: entitySys(id, 'Asset', false),
      fields: {
        title: toContentfulLocales(title),
        ...(description ? { description: toContentfulLocales(description) } : {}),
        file: {
          [defaultContentfulLocale]: {
            url: `//${ASSET_HOST}/${SPACE_ID}/${id}/${assetToken(id)}/${fileName}`,
            fileName,
            contentType: 'image/webp',
            details: { size: bytes, image: { width: size.width, height: size.height } },
          },
        },
      },
    };
    this.assets.push({ metadata: { tags: [] }, sys, ...rest });
    return asset(id);
  }

  /** Every link of every entry must point at an entity the seed holds. */
  checkLinks(): void {
    const visit = (owner: string, value: unknown): void => {
      if (Array.isArray(value)) {
        for (const item of value) visit(owner, item);
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
      if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && sys.id) {
        const known = sys.linkType === 'Entry' ? this.entryIds : this.assetIds;
        if (!known.has(sys.id))
          throw new Error(`${owner} links to the missing ${sys.linkType.toLowerCase()} "${sys.id}"`);
        return;
      }
      for (const item of Object.values(value)) visit(owner, item);
    };
    for (const item of this.entries) visit(item.sys.id, item.fields);
  }
}

// ---------------------------------------------------------------------------
// Content

const slugOf = (item: DestinationData | TaxonomyData): Localized => slugsOf(item.name, item.slug);

function buildMarkets(seed: SeedBuilder): void {
  for (const market of markets) {
    seed.entry('market', marketId(market.iso), { name: market.name, iso: market.iso, currency: market.currency });
  }
}

function marketId(iso: MarketIso): string {
  return `market-${iso.toLowerCase()}`;
}

function buildTaxonomies(seed: SeedBuilder): void {
  for (const category of categories)
    seed.entry('category', `category-${category.key}`, { name: category.name, slug: slugOf(category) });
  for (const type of productTypes) {
    seed.entry('productType', `product-type-${type.key}`, {
      name: type.name,
      slug: slugOf(type),
      description: type.description,
    });
  }
  for (const thing of thingsToDo)
    seed.entry('thingToDo', `thing-to-do-${thing.key}`, { name: thing.name, slug: slugOf(thing) });
}

function destinationFields(seed: SeedBuilder, id: string, destination: DestinationData): FieldValues {
  return {
    name: destination.name,
    slug: destinationSlugs(destination),
    description: destination.description,
    spelling: destination.spelling,
    photo: seed.asset({
      id: `${id}-photo`,
      title: destination.name,
      description: destination.description,
      size: IMAGE_SIZES.destinationPhoto,
    }),
  };
}

function buildDestinations(seed: SeedBuilder): void {
  for (const continent of continents) {
    const id = `continent-${continent.key}`;
    seed.entry('continent', id, destinationFields(seed, id, continent));
  }
  for (const superarea of superareas) {
    const id = `superarea-${superarea.key}`;
    seed.entry('superarea', id, {
      ...destinationFields(seed, id, superarea),
      continent: entry(`continent-${superarea.continent}`),
    });
  }
  for (const country of countries) {
    const id = `country-${country.key}`;
    seed.entry('country', id, {
      ...destinationFields(seed, id, country),
      continent: entry(`continent-${country.continent}`),
      superareas: country.superareas.map((key) => entry(`superarea-${key}`)),
    });
  }
  for (const area of areas) {
    const id = `area-${area.key}`;
    seed.entry('area', id, { ...destinationFields(seed, id, area), country: entry(`country-${area.country}`) });
  }
  for (const city of cities) {
    const id = `city-${city.key}`;
    seed.entry('city', id, { ...destinationFields(seed, id, city), country: entry(`country-${city.country}`) });
  }
}

/** Countries of the EU/EEA: visitors from there travel with an identity card. */
const EUROPEAN_DOCUMENT_COUNTRIES: ReadonlySet<CountryKey> = new Set([
  'italy',
  'spain',
  'portugal',
  'greece',
  'france',
  'croatia',
  'norway',
  'finland',
  'iceland',
]);

function countriesOf(destinationIds: readonly string[]): CountryKey[] {
  return destinationIds.flatMap((id): CountryKey[] => {
    const [kind, ...rest] = id.split('-');
    const key = rest.join('-');
    if (kind === 'country') return [key as CountryKey];
    if (kind === 'area') return areas.filter((item) => item.key === key).map((item) => item.country);
    if (kind === 'city') return cities.filter((item) => item.key === key).map((item) => item.country);
    return [];
  });
}

const extraTexts = {
  heading: { en: 'Good to know', it: 'Da sapere', pt: 'Bom saber', es: 'Conviene saber' },
  documentsLabel: { en: 'Documents: ', it: 'Documenti: ', pt: 'Documentos: ', es: 'Documentación: ' },
  europeanDocuments: {
    en: 'EU and EEA citizens can travel with a valid identity card or passport; UK citizens need a passport valid for at least three months after the return date.',
    it: "Ai cittadini dell'UE e dello SEE basta una carta d'identità valida per l'espatrio o il passaporto; i cittadini britannici hanno bisogno del passaporto, valido almeno tre mesi oltre la data di rientro.",
    pt: 'Os cidadãos da UE e do EEE podem viajar com cartão de cidadão ou passaporte válido; os cidadãos britânicos precisam de passaporte válido pelo menos três meses após a data de regresso.',
    es: 'Los ciudadanos de la UE y del EEE pueden viajar con DNI o pasaporte en vigor; los ciudadanos británicos necesitan pasaporte con validez de al menos tres meses tras la fecha de regreso.',
  },
  passportDocuments: {
    en: 'You need a passport valid for at least six months after your return. Depending on your nationality you may also need a visa or an electronic travel authorisation: please check before you book.',
    it: "Serve un passaporto valido almeno sei mesi oltre la data di rientro. In base alla nazionalità potrebbe servire anche un visto o un'autorizzazione elettronica di viaggio: verificalo prima di prenotare.",
    pt: 'É necessário um passaporte válido pelo menos seis meses após o regresso. Consoante a nacionalidade, pode ser também necessário um visto ou uma autorização eletrónica de viagem: confirme antes de reservar.',
    es: 'Necesitas un pasaporte con validez de al menos seis meses tras la vuelta. Según tu nacionalidad, puede que también necesites un visado o una autorización electrónica de viaje: compruébalo antes de reservar.',
  },
  prices: {
    en: 'Prices are per person, based on two adults sharing a double room, and vary with the travel dates.',
    it: 'I prezzi sono a persona, in camera doppia con due adulti, e variano in base alle date di viaggio.',
    pt: 'Os preços são por pessoa, com base em dois adultos em quarto duplo, e variam consoante as datas da viagem.',
    es: 'Los precios son por persona, en habitación doble con dos adultos, y varían según las fechas del viaje.',
  },
  order: {
    en: 'The order of the visits may change for operational reasons; the content of the trip stays the same.',
    it: "L'ordine delle visite può cambiare per motivi operativi; il contenuto del viaggio resta invariato.",
    pt: 'A ordem das visitas pode mudar por razões operacionais; o conteúdo da viagem mantém-se.',
    es: 'El orden de las visitas puede cambiar por motivos operativos; el contenido del viaje se mantiene.',
  },
  driving: {
    en: 'Drivers need a full driving licence held for at least one year and a credit card in their own name.',
    it: 'Il conducente deve avere la patente da almeno un anno e una carta di credito a proprio nome.',
    pt: 'O condutor precisa de ter carta de condução há pelo menos um ano e um cartão de crédito em seu nome.',
    es: 'El conductor necesita el carné de conducir con al menos un año de antigüedad y una tarjeta de crédito a su nombre.',
  },
  journeyBefore: {
    en: 'Day by day, weather and tips: see the ',
    it: 'Giorno per giorno, meteo e consigli: scopri il ',
    pt: 'Dia a dia, meteorologia e conselhos: veja a ',
    es: 'Día a día, tiempo y consejos: descubre el ',
  },
  journeyLink: { en: 'special journey', it: 'viaggio speciale', pt: 'viagem especial', es: 'viaje especial' },
  conditionsBefore: {
    en: 'Before you book, please read our ',
    it: 'Prima di prenotare, leggi le nostre ',
    pt: 'Antes de reservar, leia as nossas ',
    es: 'Antes de reservar, lee nuestras ',
  },
  conditionsLink: {
    en: 'booking conditions',
    it: 'condizioni di prenotazione',
    pt: 'condições de reserva',
    es: 'condiciones de reserva',
  },
} as const satisfies Record<string, Localized>;

/** The package's "extra information": documents, what prices mean, and links to its journey and the booking conditions. */
function informationExtra(pkg: PackageData): Localized<RichTextDocument> {
  const countryKeys = countriesOf(pkg.destinations);
  const european = countryKeys.length > 0 && countryKeys.every((key) => EUROPEAN_DOCUMENT_COUNTRIES.has(key));
  const conditions = pageUrl('page-booking-conditions');
  const journey = pkg.journey ? journeyPath(pkg.journey) : undefined;
  const build = (locale: Locale): RichTextDocument => {
    const tips: string[] = [extraTexts.prices[locale], extraTexts.order[locale]];
    if (pkg.included.includes('car-hire')) tips.push(extraTexts.driving[locale]);
    return documentOf(
      heading(3, extraTexts.heading[locale]),
      paragraph(
        text(extraTexts.documentsLabel[locale], 'bold'),
        text((european ? extraTexts.europeanDocuments : extraTexts.passportDocuments)[locale]),
      ),
      bulletList(tips),
      ...(journey
        ? [
            paragraph(
              text(extraTexts.journeyBefore[locale]),
              hyperlink(journey[locale], extraTexts.journeyLink[locale]),
              text('.'),
            ),
          ]
        : []),
      paragraph(
        text(extraTexts.conditionsBefore[locale]),
        hyperlink(conditions[locale], extraTexts.conditionsLink[locale]),
        text('.'),
      ),
    );
  };
  return { en: build('en'), it: build('it'), pt: build('pt'), es: build('es') };
}

/**
 * Without `markets`, packages are sold in two markets, rotating through every pair so each market gets its share;
 * `everyMarket` adds the other two (the rotation goes on as if it did not, so no other package's markets move).
 */
const MARKET_PAIRS: readonly (readonly [MarketIso, MarketIso])[] = [
  ['UK', 'IT'],
  ['PT', 'ES'],
  ['UK', 'PT'],
  ['IT', 'ES'],
  ['UK', 'ES'],
  ['IT', 'PT'],
];

/** The site language a market's visitors read (lib/content/markets.ts): the booking link uses the package's slug in it. */
export const LOCALE_BY_MARKET: Readonly<Record<MarketIso, Locale>> = { UK: 'en', IT: 'it', PT: 'pt', ES: 'es' };

/** Pounds per euro for the UK market's prices. */
const GBP_PER_EUR = 0.86;

const roundTo5 = (amount: number): number => Math.round(amount / 5) * 5;

/** The price in one market, and a discounted price on about a third of them. */
function marketPrice(pkg: PackageData, iso: MarketIso): { price: number; priceWithDiscount?: number } {
  const random = randomFor(`package-${pkg.key}:${iso}`);
  const rate = iso === 'UK' ? GBP_PER_EUR : 1;
  const price = roundTo5(pkg.price * rate * (0.96 + random() * 0.08));
  if (random() >= 0.3) return { price };
  const priceWithDiscount = roundTo5(price * (0.8 + random() * 0.12));
  return priceWithDiscount < price ? { price, priceWithDiscount } : { price };
}

/** The package page's gallery: an image asset per photo of data/galleries.ts, `package-{key}-gallery-{n}`. */
function packageGallery(seed: SeedBuilder, pkg: PackageData): EntityLink[] {
  const photos = packageGalleries[pkg.key as keyof typeof packageGalleries] ?? [];
  return photos.map((photo, index) =>
    seed.asset({
      id: `package-${pkg.key}-gallery-${index + 1}`,
      title: photo.title,
      description: photo.description,
      size: IMAGE_SIZES.packageGallery,
    }),
  );
}

/**
 * The package's days: a journey day entry per day of data/itineraries.ts (`day-{key}-{first day}`), each with its
 * itinerary items (`item-{key}-{first day}-{n}`); a package with a special journey links the journey's days instead.
 */
function packageItinerary(seed: SeedBuilder, pkg: PackageData, draft: boolean): EntityLink[] {
  const days: readonly PackageItineraryDayData[] | undefined =
    packageItineraries[pkg.key as keyof typeof packageItineraries];
  if (!days) {
    const journey = pkg.journey
      ? (journeys as readonly JourneyData[]).find((item) => item.id === pkg.journey)
      : undefined;
    // The journey's entries are created with the journey (buildJourneys); links are checked once everything is built.
    return journey ? journey.itinerary.map((day) => entry(day.id)) : [];
  }
  return days.map((day) => {
    const dayId = `day-${pkg.key}-${day.from}`;
    return seed.entry(
      'journeyDay',
      dayId,
      {
        name: day.name,
        itinerary: day.items.map((item, index) =>
          seed.entry(
            'itineraryItem',
            `item-${pkg.key}-${day.from}-${index + 1}`,
            { title: item.title, description: item.description },
            { draft },
          ),
        ),
      },
      { draft },
    );
  });
}

function buildPackages(seed: SeedBuilder): void {
  const list: readonly PackageData[] = packages;
  let rotation = 0;
  for (const pkg of list) {
    const id = `package-${pkg.key}`;
    const draft = pkg.draft ?? false;
    const slug = slugsOf(pkg.name);
    let sold: readonly MarketIso[] = [];
    if (pkg.markets !== 'none') {
      sold = pkg.markets ?? MARKET_PAIRS[rotation % MARKET_PAIRS.length]!;
      if (!pkg.markets) rotation += 1;
      // Its pair first, as before the package was sold everywhere: the pair's entries keep their ids and prices.
      if (pkg.everyMarket)
        sold = [...sold, ...markets.map((market) => market.iso).filter((iso) => !sold.includes(iso))];
    }
    const marketInformation = sold.map((iso) =>
      seed.entry(
        'marketInformation',
        `market-info-${pkg.key}-${iso.toLowerCase()}`,
        {
          name: `${pkg.name.en} – ${iso}`,
          market: entry(marketId(iso)),
          travelcUrl: `${BOOKING_BASE_URL}/${iso.toLowerCase()}/${slug[LOCALE_BY_MARKET[iso]]}`,
          ...marketPrice(pkg, iso),
          priceBasis: priceBasisOf(pkg, iso),
        },
        { draft },
      ),
    );
    const localizedList = (keys: readonly string[], items: Record<string, Localized>): Localized<string[]> => ({
      en: keys.map((key) => items[key]!.en),
      it: keys.map((key) => items[key]!.it),
      pt: keys.map((key) => items[key]!.pt),
      es: keys.map((key) => items[key]!.es),
    });
    seed.entry(
      'package',
      id,
      {
        name: pkg.name,
        slug,
        shortDescription: pkg.shortDescription,
        informationExtra: informationExtra(pkg),
        included: localizedList(pkg.included, includedItems),
        notIncluded: localizedList(pkg.notIncluded, notIncludedItems),
        outstanding: pkg.outstanding ?? false,
        typeSites: pkg.sections,
        numberOfDays: pkg.days,
        numberOfNights: pkg.nights ?? pkg.days - 1,
        departureMonths: pkg.months,
        // The booking engine (TravelC) is another site: its links open in a new tab.
        external: true,
        parallax: pkg.journey !== undefined,
        parallaxUrl: pkg.journey ? journeyPath(pkg.journey) : undefined,
        recommended: pkg.recommended ?? false,
        unPublish: pkg.unPublish ?? false,
        photo: seed.asset({
          id: `${id}-photo`,
          title: pkg.name,
          description: pkg.shortDescription,
          size: IMAGE_SIZES.packageCard,
        }),
        gallery: packageGallery(seed, pkg),
        itinerary: packageItinerary(seed, pkg, draft),
        categories: pkg.categories.map((key) => entry(`category-${key}`)),
        productTypes: pkg.productTypes.map((key) => entry(`product-type-${key}`)),
        thingsToDo: pkg.thingsToDo.map((key) => entry(`thing-to-do-${key}`)),
        marketInformation,
        destinations: pkg.destinations.map(entry),
      },
      { draft },
    );
  }
}

/**
 * A special journey's or a hero banner's "from" price in each market it has one for, as packages hold
 * theirs: a market information entry per market (no booking link: a journey books at its own, a
 * banner has none), in the markets' order.
 */
function marketPrices(
  seed: SeedBuilder,
  ownerId: string,
  label: string,
  prices: MarketPrices | undefined,
): EntityLink[] {
  return markets.flatMap(({ iso }) => {
    const price = prices?.[iso];
    if (price === undefined) return [];
    return [
      seed.entry('marketInformation', `market-info-${ownerId}-${iso.toLowerCase()}`, {
        name: `${label} – ${iso}`,
        market: entry(marketId(iso)),
        price,
      }),
    ];
  });
}

function buildJourneys(seed: SeedBuilder): void {
  const list: readonly JourneyData[] = journeys;
  for (const journey of list) {
    const days = journey.itinerary.map((day) =>
      seed.entry('journeyDay', day.id, {
        name: day.name,
        itinerary: day.itinerary.map((item) =>
          seed.entry('itineraryItem', item.id, {
            title: item.title,
            description: item.description,
            photo: item.photo
              ? seed.asset({
                  id: `${item.id}-photo`,
                  title: item.title,
                  description: item.description,
                  size: IMAGE_SIZES.itineraryPhoto,
                })
              : undefined,
          }),
        ),
      }),
    );
    const weather = journey.weather.map((season) =>
      seed.entry('weather', season.id, {
        title: season.title,
        months: season.months,
        temperature: season.temperature,
        icon: season.icon,
        description: season.description,
        specialNote: season.specialNote,
      }),
    );
    const recommendations = journey.recommendations.map((tip) =>
      seed.entry('recommendation', tip.id, { title: tip.title, description: tip.description }),
    );
    seed.entry('specialJourney', journey.id, {
      title: journey.title,
      description: journey.description,
      marketInformation: marketPrices(seed, journey.id, journey.title.en, journey.prices),
      numberOfDays: journey.days,
      numberOfNights: journey.nights,
      travelcUrl: journey.travelcUrl,
      external: true,
      image: seed.asset({ id: `${journey.id}-image`, title: journey.title, size: IMAGE_SIZES.journeyImage }),
      days,
      weather,
      recommendations,
    });
  }
}

function buildHeroBanners(seed: SeedBuilder): void {
  const list: readonly HeroBannerData[] = heroBanners;
  for (const banner of list) {
    seed.entry('heroBanner', banner.id, {
      name: banner.name,
      header: banner.header,
      description: banner.description,
      link: banner.link,
      cta: banner.cta,
      external: banner.external ?? false,
      layout: banner.layout,
      align: banner.align,
      marketInformation: marketPrices(seed, banner.id, banner.name, banner.prices),
      discount: banner.discount,
      tags: banner.tags,
      videoUrl: banner.videoUrl,
      bgColor: banner.bgColor,
      textColor: banner.textColor,
      photo: seed.asset({
        id: `${banner.id}-photo`,
        title: banner.header,
        description: banner.description,
        size: IMAGE_SIZES.heroBanner,
      }),
    });
  }
}

function buildSearchboxItems(seed: SeedBuilder): void {
  const list: readonly SearchboxItemData[] = searchboxItems;
  for (const item of list) {
    seed.entry('searchboxItem', item.id, {
      name: item.name,
      slug: slugsOf(item.name, item.slug),
      component: item.component,
      url: item.url,
      external: item.external ?? false,
    });
  }
}

function buildModules(seed: SeedBuilder): void {
  for (const button of actionButtonItems) {
    const data: { link?: Localized; icon?: string } = button;
    seed.entry('actionButton', button.id, {
      text: button.text,
      type: button.type,
      link: data.link,
      external: false,
      action: button.action,
      icon: data.icon,
    });
  }
  for (const group of actionButtonGroups) {
    seed.entry('actionButtons', group.id, { title: group.title, buttons: group.buttons.map(entry) });
  }
  const newsletterList: readonly NewsletterData[] = newsletters;
  for (const newsletter of newsletterList) {
    seed.entry(
      'newsletter',
      newsletter.id,
      {
        name: newsletter.name,
        description: newsletter.description,
        image: newsletter.image
          ? seed.asset({
              id: `${newsletter.id}-image`,
              title: newsletter.name,
              description: newsletter.description,
              size: IMAGE_SIZES.newsletter,
            })
          : undefined,
        url: newsletter.url,
        external: newsletter.external ?? false,
        cta: newsletter.cta,
      },
      { draft: newsletter.draft },
    );
  }
  for (const group of bannerGroups) {
    seed.entry('banners', group.id, { name: group.name, banners: group.banners.map(entry) });
  }
  const slideList: readonly SlideData[] = slides;
  for (const slide of slideList) {
    seed.entry('slide', slide.id, {
      title: slide.title,
      description: slide.description,
      photo: seed.asset({
        id: `${slide.id}-photo`,
        title: slide.title,
        description: slide.description,
        size: IMAGE_SIZES.slide,
      }),
      link: slide.link,
      external: slide.external ?? false,
    });
  }
  for (const item of dropdownItems) {
    seed.entry('dropdownItem', item.id, { title: item.title, description: item.description, icon: item.icon });
  }
  for (const tab of tabs) {
    seed.entry('tab', tab.id, { name: tab.name, products: tab.products.map(entry) });
  }
  const sectionList: readonly ModuleSectionData[] = moduleSections;
  for (const section of sectionList) {
    seed.entry(
      'modules',
      section.id,
      {
        name: section.name,
        layout: section.layout,
        description: section.description,
        dark: section.dark ?? false,
        unPublish: false,
        leftSliders: section.leftSliders?.map(entry),
        rightSliders: section.rightSliders?.map(entry),
        dropdownList: section.dropdownList?.map(entry),
        hideTabsMenu: section.layout === 'tabs' ? (section.hideTabsMenu ?? false) : undefined,
        tabs: section.tabs?.map(entry),
      },
      { draft: section.draft },
    );
  }
  const linkList: readonly LinkData[] = links;
  for (const item of linkList) {
    seed.entry('link', item.id, { name: item.name, slug: item.slug, external: false, typeSites: item.typeSites });
  }
  for (const partner of partners) {
    seed.asset({
      id: partner.id,
      title: partner.title,
      size: IMAGE_SIZES.partnerLogo,
      name: `${slugify(partner.title.en)}-logo`,
    });
  }
  for (const linksModule of linksModules) {
    seed.entry('linksModule', linksModule.id, {
      name: linksModule.name,
      slug: slugsOf(linksModule.name),
      partners: linksModule.partners.map(asset),
      links: linksModule.links.map(entry),
    });
  }
  for (const box of allSearchBoxes) {
    seed.entry('allSearchBoxModule', box.id, {
      title: allSearchBoxTitle,
      market: entry(marketId(box.market)),
      countries: box.countries.map((key) => entry(`country-${key}`)),
      regions: box.regions.map(entry),
    });
  }
  for (const slider of loopSliders) {
    seed.entry('loopSlider', slider.id, {
      title: slider.title,
      continents: slider.continents.map((key) => entry(`continent-${key}`)),
    });
  }
}

function buildLandings(seed: SeedBuilder): void {
  for (const sponsor of sponsors) {
    seed.entry('sponsor', sponsor.id, {
      name: sponsor.name,
      logo: seed.asset({
        id: `${sponsor.id}-logo`,
        title: { en: sponsor.name, it: sponsor.name, pt: sponsor.name, es: sponsor.name },
        size: IMAGE_SIZES.sponsorLogo,
        name: `${slugify(sponsor.name)}-logo`,
      }),
      url: sponsor.url,
    });
  }
  const list: readonly LandingData[] = landings;
  for (const landing of list) {
    const boxes = landing.boxes.map((box) =>
      seed.entry('landingBox', box.id, {
        title: box.title,
        pretitle: box.pretitle,
        headlineBox: box.headlineBox ?? false,
        slug: box.slug,
        image: box.image
          ? seed.asset({ id: `${box.id}-image`, title: box.title, size: IMAGE_SIZES.landingBox })
          : undefined,
        videoUrl: box.videoUrl,
        bgCover: box.bgCover ?? false,
        bgColor: box.bgColor,
        textColor: box.textColor,
        columns: box.columns,
        carrusel: box.carrusel ?? false,
        link: box.link,
        external: box.external ?? false,
        products: box.products?.map(entry),
      }),
    );
    seed.entry('landing', landing.id, {
      name: landing.name,
      slug: slugsOf(landing.name),
      typeClient: landing.typeClient,
      title: landing.title,
      description: landing.description,
      specialNote: landing.specialNote,
      logoHeader: seed.asset({
        id: `${landing.id}-logo`,
        title: landing.name,
        size: IMAGE_SIZES.landingLogo,
        name: `${slugify(landing.name.en)}-logo`,
      }),
      photoHeader: seed.asset({ id: `${landing.id}-header`, title: landing.title, size: IMAGE_SIZES.heroBanner }),
      image: seed.asset({
        id: `${landing.id}-image`,
        title: landing.name,
        size: IMAGE_SIZES.sharePicture,
        name: `${slugify(landing.name.en)}-share`,
      }),
      startDate: landing.event?.startDate,
      endDate: landing.event?.endDate,
      venueName: landing.event?.venueName,
      venueStreet: landing.event?.venueStreet,
      venueCity: landing.event?.venueCity,
      venueCountry: landing.event?.venueCountry,
      markets: landing.markets.map((iso) => entry(marketId(iso))),
      sponsors: landing.sponsors.map(entry),
      boxes,
    });
  }
}

function buildCatalogues(seed: SeedBuilder): void {
  for (const catalogue of catalogues) {
    seed.entry('catalogue', catalogue.id, {
      title: catalogue.title,
      cover: seed.asset({
        id: `${catalogue.id}-cover`,
        title: catalogue.title,
        description: catalogue.description,
        size: IMAGE_SIZES.catalogueCover,
        name: `${catalogue.id}-cover`,
      }),
      description: catalogue.description,
    });
  }
}

function buildContactDetails(seed: SeedBuilder): void {
  const { id, name, intro, phone, email, openingHours, address } = contactDetails;
  seed.entry('contactDetails', id, { name, intro, phone, email, openingHours, address });
}

function buildRedirects(seed: SeedBuilder): void {
  for (const { id, from, toEntry, toAddress, toUrl, permanent, startDate, endDate } of redirects) {
    seed.entry('redirect', id, {
      from,
      toEntry: toEntry ? entry(toEntry) : undefined,
      toAddress,
      toUrl,
      permanent,
      startDate,
      endDate,
    });
  }
}

function buildSiteSettings(seed: SeedBuilder): void {
  const { id, name, routeRules } = siteSettings;
  seed.entry('siteSettings', id, { name, routeRules });
}

function buildPages(seed: SeedBuilder): void {
  const list: readonly PageData[] = pages;
  for (const page of list) {
    const parent = parentOf(page.id);
    seed.entry(
      'page',
      page.id,
      {
        name: page.name,
        slug: pageTree[page.id].slug,
        layout: page.layout,
        shortTitle: page.shortTitle,
        description: page.description,
        photo: page.photo
          ? seed.asset({
              id: `${page.id}-photo`,
              title: page.name,
              description: page.description,
              size: IMAGE_SIZES.sharePicture,
              name: `${page.id}-share`,
            })
          : undefined,
        campaignProduct: page.campaignProduct ? entry(page.campaignProduct) : undefined,
        heroBanners: page.heroBanners?.map(entry),
        searchboxItems: page.searchboxItems?.map(entry),
        modules: page.modules?.map(entry),
        markets: page.markets?.map((iso) => entry(marketId(iso))),
        parent: parent ? entry(parent) : undefined,
        seoTitle: page.seo?.title,
        seoDescription: page.seo?.description,
        noindex: page.seo?.noindex,
      },
      { draft: page.draft },
    );
  }
}

// ---------------------------------------------------------------------------
// The export

function contentTypes(): ExportContentType[] {
  return contentModel.contentTypes.map((contentType) => {
    const { sys, ...rest } = structuredClone(contentType);
    // publishedVersion makes contentful-import publish the content type, which entries need before they can be created.
    const { revision: _revision, ...published } = entitySys(sys.id, 'ContentType', false);
    return { sys: published, ...rest };
  });
}

function editorInterfaces(): ExportEditorInterface[] {
  return contentModel.editorInterfaces.map((editorInterface) => {
    const { sys, ...rest } = structuredClone(editorInterface);
    return {
      sys: {
        ...sys,
        space: spaceLink,
        environment: environmentLink,
        version: 1,
        createdAt: SEED_TIMESTAMP,
        updatedAt: SEED_TIMESTAMP,
      },
      ...rest,
    };
  });
}

function exportLocales(): ExportLocale[] {
  // contentful-import reads `sys.id` of every locale it is given.
  return contentModel.locales.map((locale) => ({
    ...structuredClone(locale),
    sys: {
      id: `locale-${locale.code.toLowerCase()}`,
      type: 'Locale',
      version: 1,
      space: spaceLink,
      environment: environmentLink,
      createdAt: SEED_TIMESTAMP,
      updatedAt: SEED_TIMESTAMP,
    },
  }));
}

/** The seed as a `contentful space export` file. Pure: every call returns an equal value. */
export function generateSeed(): SpaceExport {
  const seed = new SeedBuilder();
  buildMarkets(seed);
  buildTaxonomies(seed);
  buildDestinations(seed);
  buildPackages(seed);
  buildJourneys(seed);
  buildHeroBanners(seed);
  buildSearchboxItems(seed);
  buildModules(seed);
  buildLandings(seed);
  buildCatalogues(seed);
  buildContactDetails(seed);
  buildPages(seed);
  buildRedirects(seed);
  buildSiteSettings(seed);
  seed.checkLinks();
  return {
    contentTypes: contentTypes(),
    tags: [],
    editorInterfaces: editorInterfaces(),
    entries: seed.entries,
    assets: seed.assets,
    locales: exportLocales(),
    webhooks: [],
    roles: [],
  };
}

/** The file's text: two-space indentation and a trailing newline. */
export function serializeSeed(space: SpaceExport): string {
  return `${JSON.stringify(space, null, 2)}\n`;
}

/** Where the CLI writes the export: seed/export.json, whatever the working directory. */
export const EXPORT_PATH = fileURLToPath(new URL('./export.json', import.meta.url));

/** Entries per content type, for the CLI's summary. */
export function countEntries(space: SpaceExport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of space.entries) {
    const type = item.sys.contentType.sys.id;
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const space = generateSeed();
  writeFileSync(EXPORT_PATH, serializeSeed(space));
  const drafts = space.entries.filter((item) => item.sys.publishedVersion === undefined).length;
  console.log(
    `Wrote ${EXPORT_PATH}: ${space.entries.length} entries (${drafts} drafts), ${space.assets.length} assets.`,
  );
  for (const [type, count] of Object.entries(countEntries(space))) console.log(`  ${type.padEnd(20)} ${count}`);
}
