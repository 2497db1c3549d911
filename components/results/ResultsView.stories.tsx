import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { productCardSchema } from '@/lib/content/product-card';
import { itPackages, ukPackages, type ProductPayload } from '@/components/product-card/fixtures';
import { marketOf } from '@/lib/content/markets';
import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from '@/lib/routes/href';
import {
  catalogProduct,
  computeResults,
  type CatalogPlace,
  type CatalogProduct,
  type FilterOption,
  type ResultsCatalog,
} from '@/lib/results/filter';
import { noticesFragment } from '@/lib/results/canonical';
import { parseResultsQuery } from '@/lib/results/query';
import { fixtureContext } from '@/registry/fixture-context';
import { ResultsView } from './ResultsView';

/** A package of the seed in a results catalogue: where it goes (city or area, country, continent), when it departs, its types and interests. */
type Trip = [payload: ProductPayload, places: string[], months: number[], types: string[], interests: string[]];

/** A catalogue as lib/content/results.ts loads it: the cards parsed as the loaders parse them, categories read from the cards. */
function catalogOf(
  trips: Trip[],
  places: CatalogPlace[],
  types: FilterOption[],
  interests: FilterOption[],
): ResultsCatalog {
  const countries = new Set(places.filter((place) => place.kind === 'country').map((place) => place.slug));
  const products = trips.map(([payload, placeSlugs, months, typeSlugs, interestSlugs]): CatalogProduct => {
    const card = productCardSchema.parse(payload);
    return catalogProduct(card, {
      months,
      categories: card.categories.flatMap((category) => (category.slug ? [category.slug] : [])),
      types: typeSlugs,
      interests: interestSlugs,
      places: placeSlugs,
      countries: placeSlugs.filter((slug) => countries.has(slug)),
    });
  });
  const categories = new Map<string, FilterOption>();
  for (const { card } of products)
    for (const { name, slug } of card.categories)
      if (slug && !categories.has(slug)) categories.set(slug, { slug, name });
  return {
    products,
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
    types,
    interests,
    places,
  };
}

const place = (
  kind: CatalogPlace['kind'],
  slug: string,
  name: string,
  country: string | null = kind === 'country' ? slug : null,
): CatalogPlace => ({
  slug,
  name,
  kind,
  country,
});

const summer = [5, 6, 7, 8, 9];
const springToAutumn = [4, 5, 6, 7, 8, 9, 10];
const winter = [11, 12, 1, 2, 3];

/** The UK market (GBP): the seed's fifteen packages, more than a page of results. */
const ukCatalog = catalogOf(
  [
    [
      ukPackages.amalfiCoastClassic,
      ['amalfi-coast', 'italy', 'europe'],
      springToAutumn,
      ['flight-and-hotel'],
      ['boat-trips', 'food'],
    ],
    [ukPackages.algarveBeachHoliday, ['algarve', 'portugal', 'europe'], summer, ['flight-and-hotel'], ['boat-trips']],
    [ukPackages.cycladesIslandHopping, ['greece', 'europe'], summer, ['island-hopping'], ['boat-trips', 'food']],
    [ukPackages.thailandHighlights, ['thailand', 'asia'], winter, ['guided-tour'], ['food', 'museums']],
    [
      ukPackages.machuPicchuAndTheSacredValley,
      ['peru', 'south-america'],
      springToAutumn,
      ['guided-tour'],
      ['hiking', 'museums'],
    ],
    [
      ukPackages.newYorkCityBreak,
      ['new-york', 'united-states', 'north-america'],
      [],
      ['flight-and-hotel'],
      ['museums', 'nightlife'],
    ],
    [ukPackages.rivieraMayaAllInclusive, ['mexico', 'north-america'], [], ['flight-and-hotel'], ['snorkelling']],
    [ukPackages.balearicIslandHopping, ['spain', 'europe'], summer, ['island-hopping'], ['boat-trips', 'nightlife']],
    [
      ukPackages.havanaAndVaradero,
      ['cuba', 'north-america'],
      winter,
      ['flight-and-hotel'],
      ['nightlife', 'snorkelling'],
    ],
    [
      ukPackages.rioDeJaneiroCityBreak,
      ['rio-de-janeiro', 'brazil', 'south-america'],
      [],
      ['flight-and-hotel'],
      ['nightlife'],
    ],
    [ukPackages.baliHoneymoonVilla, ['indonesia', 'asia'], springToAutumn, ['tailor-made'], ['snorkelling']],
    [
      ukPackages.safariAndZanzibarBeaches,
      ['tanzania', 'africa'],
      [1, 2, 6, 7, 8, 9, 10],
      ['tailor-made', 'guided-tour'],
      ['wildlife', 'snorkelling'],
    ],
    [ukPackages.romeMarathonWeekend, ['rome', 'italy', 'europe'], [3], ['flight-and-hotel'], []],
    [ukPackages.romeCityBreak, ['rome', 'italy', 'europe'], [], ['flight-and-hotel'], ['food', 'museums']],
    [
      ukPackages.grandTourOfItaly,
      ['rome', 'florence', 'amalfi-coast', 'italy', 'europe'],
      springToAutumn,
      ['guided-tour', 'tailor-made'],
      ['food', 'museums'],
    ],
  ],
  [
    place('continent', 'europe', 'Europe'),
    place('continent', 'asia', 'Asia'),
    place('continent', 'africa', 'Africa'),
    place('continent', 'north-america', 'North America'),
    place('continent', 'south-america', 'South America'),
    place('country', 'italy', 'Italy'),
    place('country', 'portugal', 'Portugal'),
    place('country', 'greece', 'Greece'),
    place('country', 'spain', 'Spain'),
    place('country', 'thailand', 'Thailand'),
    place('country', 'indonesia', 'Indonesia'),
    place('country', 'tanzania', 'Tanzania'),
    place('country', 'peru', 'Peru'),
    place('country', 'brazil', 'Brazil'),
    place('country', 'united-states', 'United States'),
    place('country', 'mexico', 'Mexico'),
    place('country', 'cuba', 'Cuba'),
    place('area', 'amalfi-coast', 'Amalfi Coast', 'italy'),
    place('area', 'algarve', 'Algarve', 'portugal'),
    place('city', 'rome', 'Rome', 'italy'),
    place('city', 'florence', 'Florence', 'italy'),
    place('city', 'new-york', 'New York', 'united-states'),
    place('city', 'rio-de-janeiro', 'Rio de Janeiro', 'brazil'),
  ],
  [
    { slug: 'flight-and-hotel', name: 'Flight and hotel' },
    { slug: 'guided-tour', name: 'Guided tour' },
    { slug: 'island-hopping', name: 'Island hopping' },
    { slug: 'tailor-made', name: 'Tailor-made' },
  ],
  [
    { slug: 'boat-trips', name: 'Boat trips' },
    { slug: 'food', name: 'Food and drink' },
    { slug: 'hiking', name: 'Hiking' },
    { slug: 'museums', name: 'Museums' },
    { slug: 'nightlife', name: 'Nightlife' },
    { slug: 'snorkelling', name: 'Snorkelling' },
    { slug: 'wildlife', name: 'Wildlife' },
  ],
);

/** The Italian market (EUR): the seed's thirteen packages, with Italian slugs and names. */
const itCatalog = catalogOf(
  [
    [
      itPackages.amalfiCoastClassic,
      ['costiera-amalfitana', 'italia', 'europa'],
      springToAutumn,
      ['volo-e-hotel'],
      ['gite-in-barca', 'cucina'],
    ],
    [itPackages.laplandNorthernLights, ['finlandia', 'europa'], winter, ['tour-guidato'], ['natura']],
    [itPackages.norwegianFjordsCruise, ['norvegia', 'europa'], summer, ['crociera'], ['natura']],
    [itPackages.lisbonAndSintra, ['lisbona', 'portogallo', 'europa'], [], ['volo-e-hotel'], ['musei', 'cucina']],
    [itPackages.parisCityBreak, ['parigi', 'francia', 'europa'], [], ['volo-e-hotel'], ['musei']],
    [itPackages.japanCherryBlossom, ['giappone', 'asia'], [3, 4], ['tour-guidato'], ['musei', 'cucina']],
    [itPackages.thailandHighlights, ['thailandia', 'asia'], winter, ['tour-guidato'], ['cucina']],
    [itPackages.masaiMaraSafari, ['kenya', 'africa'], [1, 2, 7, 8, 9, 10], ['tour-guidato'], ['natura']],
    [itPackages.rivieraMayaAllInclusive, ['messico', 'america-del-nord'], [], ['volo-e-hotel'], ['snorkeling']],
    [
      itPackages.newZealandSelfDrive,
      ['nuova-zelanda', 'oceania'],
      [10, 11, 12, 1, 2, 3],
      ['fly-and-drive'],
      ['natura'],
    ],
    [itPackages.athensAndSantorini, ['grecia', 'europa'], summer, ['volo-e-hotel'], ['gite-in-barca', 'musei']],
    [itPackages.dubaiCityAndDesert, ['emirati-arabi-uniti', 'asia'], winter, ['volo-e-hotel'], ['snorkeling']],
    [
      itPackages.grandTourOfItaly,
      ['roma', 'firenze', 'costiera-amalfitana', 'italia', 'europa'],
      springToAutumn,
      ['tour-guidato'],
      ['cucina', 'musei'],
    ],
  ],
  [
    place('continent', 'europa', 'Europa'),
    place('continent', 'asia', 'Asia'),
    place('continent', 'africa', 'Africa'),
    place('continent', 'america-del-nord', 'America del Nord'),
    place('continent', 'oceania', 'Oceania'),
    place('country', 'italia', 'Italia'),
    place('country', 'finlandia', 'Finlandia'),
    place('country', 'norvegia', 'Norvegia'),
    place('country', 'portogallo', 'Portogallo'),
    place('country', 'francia', 'Francia'),
    place('country', 'grecia', 'Grecia'),
    place('country', 'giappone', 'Giappone'),
    place('country', 'thailandia', 'Thailandia'),
    place('country', 'emirati-arabi-uniti', 'Emirati Arabi Uniti'),
    place('country', 'kenya', 'Kenya'),
    place('country', 'messico', 'Messico'),
    place('country', 'nuova-zelanda', 'Nuova Zelanda'),
    place('area', 'costiera-amalfitana', 'Costiera Amalfitana', 'italia'),
    place('city', 'roma', 'Roma', 'italia'),
    place('city', 'firenze', 'Firenze', 'italia'),
    place('city', 'lisbona', 'Lisbona', 'portogallo'),
    place('city', 'parigi', 'Parigi', 'francia'),
  ],
  [
    { slug: 'crociera', name: 'Crociera' },
    { slug: 'fly-and-drive', name: 'Fly & drive' },
    { slug: 'tour-guidato', name: 'Tour guidato' },
    { slug: 'volo-e-hotel', name: 'Volo + hotel' },
  ],
  [
    { slug: 'cucina', name: 'Cucina' },
    { slug: 'gite-in-barca', name: 'Gite in barca' },
    { slug: 'musei', name: 'Musei' },
    { slug: 'natura', name: 'Natura' },
    { slug: 'snorkeling', name: 'Snorkeling' },
  ],
);

type ResultsViewStoryProps = {
  locale?: Locale;
  catalog: ResultsCatalog;
  /** The results address's query, as a visitor may type it. */
  query?: string;
  /** A by-country page's country. */
  country?: { slug: string; name: string } | null;
};

/** A results page's body as the results screens render it (screens/results.tsx), from a catalogue and an address. */
function ResultsViewStory({ locale = 'en', catalog, query = '', country = null }: ResultsViewStoryProps) {
  const { t } = fixtureContext(locale);
  const { state, notices } = parseResultsQuery(query);
  const results = computeResults(catalog, state, { country: country?.slug ?? null }, { locale, notices });
  const section = t(`sections.${state.section ?? 'TravelPackages'}`);
  const place = country?.name ?? results.destination?.name ?? null;
  return (
    <ResultsView
      locale={locale}
      t={t}
      path={
        country
          ? hrefFor(locale, 'packageResultsByCountry', { country: country.slug })
          : hrefFor(locale, 'packageResults', {})
      }
      heading={place ? t('results.headingIn', { section, place }) : t('results.heading', { section })}
      country={country?.name ?? null}
      results={results}
      currency={marketOf(locale).currency}
      contactHref={hrefFor(locale, 'contact', {})}
    />
  );
}

const meta = {
  title: 'Components/Package results',
  component: ResultsViewStory,
  args: { catalog: ukCatalog },
} satisfies Meta<typeof ResultsViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every package: the filters beside the first page of cards (recommended first), and "Show more" for the rest. */
export const Results: Story = {};

/**
 * An address with a minimum above the maximum and a category the CMS does not know: the server sends it on to
 * the results it comes to, saying how in the fragment (lib/results/canonical.ts), and the page says both.
 */
export const WithNotices: Story = {
  args: { query: 'min=1500&max=800&categories=beach&categories=skiing' },
  beforeEach: ({ args }) => {
    const { state, notices } = parseResultsQuery(args.query ?? '');
    const results = computeResults(args.catalog, state, { country: null }, { locale: args.locale ?? 'en', notices });
    const { pathname, search } = window.location;
    window.history.replaceState(null, '', `${pathname}${search}#${noticesFragment(results.notices)}`);
    return () => window.history.replaceState(null, '', `${pathname}${search}`);
  },
  play: async ({ canvasElement }) => {
    const notices = within(canvasElement).getByTestId('results-notices');
    await expect(notices).toHaveTextContent('The minimum budget was higher than the maximum, so we swapped them.');
    await expect(notices).toHaveTextContent('“categories=skiing”');
  },
};

/** Filters nothing matches: the empty state offers to clear them. */
export const Empty: Story = { args: { query: 'categories=wellness&duration=up-to-5' } };

/** Nothing on sale in the market and no filters: the empty state offers the travel experts. */
export const NothingOnSale: Story = { args: { catalog: { ...ukCatalog, products: [] } } };

/** A country's results before a month is chosen: the month step, with the packages that depart in each month. */
export const MonthStep: Story = { args: { country: { slug: 'italy', name: 'Italy' } } };

/** Prices in euros, filters and cards in Italian. */
export const Italian: Story = { args: { locale: 'it', catalog: itCatalog } };
