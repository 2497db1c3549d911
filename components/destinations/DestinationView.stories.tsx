import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { CitiesByCountryQuery, CountryByIdQuery } from '@/codegen/generated/graphql';
import { productCardSchema } from '@/lib/content/product-card';
import { italian, recommended } from '@/components/product-card/fixtures';
import type { PlaceLink } from '@/lib/content/destination-pages';
import type { Locale } from '@/lib/i18n/locales';
import { fixtureContext } from '@/registry/fixture-context';
import { DestinationView, type DestinationViewProps } from './DestinationView';
import generated from './seed.generated.json';

type Place = NonNullable<NonNullable<CitiesByCountryQuery['cityCollection']>['items'][number]>;
const { 'en:country-italy': italyEntry, ...placeEntries } = generated;

/** The seed's Italy as CountryById returns it, and the places the story links to with their thumbnails (written by seed/fixtures.ts). */
const country = italyEntry as NonNullable<CountryByIdQuery['country']>;
const places = placeEntries as Record<keyof typeof placeEntries, Place>;

/** A place link as the destination loaders make it: the thumbnail titled by the place when its photo has no title. */
const place = ({ sys, name, photo }: Place): PlaceLink => ({
  id: sys.id,
  name: name!,
  href: `/en/destinations/europe/${sys.id}/`,
  photo: photo?.url ? { url: photo.url, title: photo.title ?? name! } : null,
});

const italy: Omit<DestinationViewProps, 'locale' | 't'> = {
  kind: 'country',
  destination: {
    id: country.sys.id,
    name: country.name!,
    slug: country.slug!,
    description: country.description!,
    photo: { url: country.photo!.url!, title: country.photo!.title!, width: 1200, height: 800 },
  },
  crumbs: [{ name: 'Europe', href: '/en/destinations/europe/continent-europe/' }],
  packages: [productCardSchema.parse(recommended)],
  results: { href: '/en/results/packages/italy/', country: 'Italy' },
  groups: [],
  countries: { items: [], total: 0 },
  cities: [place(places['en:city-athens']), place(places['en:city-barcelona'])],
  similar: [place(places['en:country-argentina']), place(places['en:country-brazil'])],
};

/** A destination page's body, as the country, city and continent screens render it. */
function DestinationViewStory({
  locale = 'en',
  ...props
}: Omit<DestinationViewProps, 'locale' | 't'> & { locale?: Locale }) {
  const { t } = fixtureContext(locale);
  return <DestinationView locale={locale} t={t} {...props} />;
}

const meta = {
  title: 'Components/Destination page',
  component: DestinationViewStory,
  args: italy,
} satisfies Meta<typeof DestinationViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A country: breadcrumb, photo, description, its packages, cities and similar countries, and its results. */
export const Country: Story = {};

/** A continent: its regions and countries (a page of them, with the total), no results link. */
export const Continent: Story = {
  args: {
    kind: 'continent',
    destination: { ...italy.destination, id: 'continent-europe', name: 'Europe', slug: 'europe' },
    crumbs: [],
    results: null,
    groups: [
      {
        id: 'superarea-mediterranean',
        name: 'Mediterranean',
        href: '/en/destinations/europe/superarea-mediterranean/',
        photo: null,
      },
    ],
    countries: { items: italy.similar, total: 14 },
    cities: [],
  },
};

/** Nothing on sale in the visitor's market: the page says so. */
export const NoPackages: Story = { args: { packages: [] } };

export const Italian: Story = {
  args: {
    locale: 'it',
    destination: { ...italy.destination, name: 'Italia' },
    packages: [productCardSchema.parse(italian)],
    results: { href: '/it/risultati/pacchetti/italia/', country: 'Italia' },
  },
};
