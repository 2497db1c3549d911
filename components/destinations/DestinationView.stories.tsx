import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { productCardSchema } from '@/lib/content/product-card';
import { italian, recommended } from '@/components/product-card/fixtures';
import type { PlaceLink } from '@/lib/content/destination-pages';
import type { Locale } from '@/lib/i18n/locales';
import { fixtureContext } from '@/registry/fixture-context';
import { DestinationView, type DestinationViewProps } from './DestinationView';

const image = (key: string, hash: string, width: number, height: number) =>
  `/content/images/ventura/${key}-photo/${hash}/${key.replace(/^(country|city)-/, '')}.webp?w=${width}&h=${height}&fit=${width === 80 ? 'thumb' : 'fill'}&fm=webp`;

const place = (id: string, name: string, hash: string): PlaceLink => ({
  id,
  name,
  href: `/en/destinations/europe/${id}/`,
  photo: { url: image(id, hash, 80, 80), title: name },
});

const italy: Omit<DestinationViewProps, 'locale' | 't'> = {
  kind: 'country',
  destination: {
    id: 'country-italy',
    name: 'Italy',
    slug: 'italy',
    description: 'Art cities, rolling vineyards and a coastline to fall in love with, and the best-loved food in the world.',
    photo: { url: image('country-italy', '4f8cebeb045eabd04b24521321f79471', 1200, 800), title: 'Italy', width: 1200, height: 800 },
  },
  crumbs: [{ name: 'Europe', href: '/en/destinations/europe/continent-europe/' }],
  packages: [productCardSchema.parse(recommended)],
  results: { href: '/en/results/packages/italy/', country: 'Italy' },
  groups: [],
  countries: { items: [], total: 0 },
  cities: [place('city-athens', 'Athens', 'e209d46b9ca393614e86f6fb750769e0'), place('city-barcelona', 'Barcelona', '41fa69e701a0a92284e6b8ffa999837e')],
  similar: [place('country-argentina', 'Argentina', 'd7f0423f716ca8f9b46ec4cbc7954db8'), place('country-brazil', 'Brazil', 'c5a21134b78f9cf8e93e9690f374dd00')],
};

/** A destination page's body, as the country, city and continent screens render it. */
function DestinationViewStory({ locale = 'en', ...props }: Omit<DestinationViewProps, 'locale' | 't'> & { locale?: Locale }) {
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
    groups: [{ id: 'superarea-mediterranean', name: 'Mediterranean', href: '/en/destinations/europe/superarea-mediterranean/', photo: null }],
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
