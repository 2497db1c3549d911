import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { italian, recommended } from '@/components/product-card/fixtures';
import type { PackagePage } from '@/lib/content/package-shape';
import { productCardSchema } from '@/lib/content/product-card';
import type { Locale } from '@/lib/i18n/locales';
import { fixtureContext } from '@/registry/fixture-context';
import { JourneyDays } from '@/registry/journey-day/JourneyDays';
import { journeyDaySchema } from '@/registry/journey-day/schema';
import { PackageView, type PackageViewProps } from './PackageView';
import generated from './seed.generated.json';

/** The seed's packages as loadPackage hands them to the page (written by seed/fixtures.ts). */
const packages = generated as unknown as Record<keyof typeof generated, PackagePage>;

const crumbs = {
  en: [
    { name: 'Europe', href: '/en/destinations/europe/continent-europe/' },
    { name: 'Italy', href: '/en/destinations/europe/italy/country-italy/' },
  ],
  it: [
    { name: 'Europa', href: '/it/destinazione/europa/continent-europe/' },
    { name: 'Italia', href: '/it/destinazione/europa/italia/country-italy/' },
  ],
};

type StoryProps = Omit<PackageViewProps, 'locale' | 't' | 'itinerary' | 'enquiry'> & { locale?: Locale };

/** A package's page as its screen renders it, the itinerary through the journey-day module as the registry draws it. */
function PackageViewStory({ locale = 'en', pkg, ...props }: StoryProps) {
  const context = fixtureContext(locale);
  const days = pkg.itinerary[0];
  return (
    <PackageView
      locale={locale}
      t={context.t}
      pkg={pkg}
      {...props}
      itinerary={days ? <JourneyDays data={journeyDaySchema.parse(days)} context={context} /> : null}
      // The enquiry form has stories of its own (components/package-enquiry): here, where it sits.
      enquiry={<p className="px-1 text-neutral-700">{context.t('packagePage.ask')}</p>}
    />
  );
}

const meta = {
  title: 'Components/Package page',
  component: PackageViewStory,
  args: {
    pkg: packages['en:package-amalfi-coast-classic'],
    crumbs: crumbs.en,
    similar: [productCardSchema.parse(recommended)],
  },
} satisfies Meta<typeof PackageViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the CMS gives a package: gallery, itinerary, inclusions, extra information, the market's price basis, similar trips. */
export const Full: Story = {};

/** A city break: a shorter itinerary and gallery, its price with the dictionaries' basis (the market gives none). */
export const CityBreak: Story = { args: { pkg: packages['en:package-rome-city-break'] } };

/** Discounted: the original price struck through, the reduced one beside it. */
export const Discounted: Story = {
  args: {
    pkg: (() => {
      const pkg = packages['en:package-amalfi-coast-classic'];
      return {
        ...pkg,
        card: { ...pkg.card, offer: { ...pkg.card.offer, priceWithDiscount: Math.round(pkg.card.offer.price * 0.85) } },
      };
    })(),
  },
};

/** All year round, no trail, no similar trips, no special journey. */
export const Minimal: Story = {
  args: {
    pkg: {
      ...packages['en:package-rome-city-break'],
      months: [],
      gallery: [],
      itinerary: [],
      informationExtra: null,
      journeyHref: null,
      categories: [],
      productTypes: [],
      thingsToDo: [],
    },
    crumbs: [],
    similar: [],
  },
};

export const Italian: Story = {
  args: {
    locale: 'it',
    pkg: packages['it:package-amalfi-coast-classic'],
    crumbs: crumbs.it,
    similar: [productCardSchema.parse(italian)],
  },
};
